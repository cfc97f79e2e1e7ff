import { z } from 'zod';

// Taxes and fees in the API (beside the original fields, which keep their meaning). Amounts are
// major units, like every amount of the API; the lines of a price always add up to it.

/** One tax or fee of a price: "VAT (6 %, included) EUR 20.06", "Tourist tax EUR 24.00, paid at the hotel". */
export const taxLineSchema = z.object({
  Code: z.string(),
  Name: z.string(),
  /** Tax: imposed by a government. Fee: the hotel's own mandatory charge (a resort fee). */
  Kind: z.enum(['Tax', 'Fee']),
  Amount: z.number(),
  /** Already inside the price (VAT in Europe); otherwise added on top of it. */
  Included: z.boolean(),
  /** Paid at the hotel rather than online. */
  PayableAtProperty: z.boolean(),
  /** The percentage (23 for 23 %), or null for a fixed amount. */
  Percent: z.number().nullable(),
});
export type TaxLineResponse = z.infer<typeof taxLineSchema>;

/**
 * What every priced thing gains: its lines, everything the guest will pay for it (online and at
 * the hotel) and the part of that paid at the hotel.
 */
export const taxedPriceShape = {
  Taxes: z.array(taxLineSchema),
  TotalWithTaxes: z.number(),
  PayAtProperty: z.number(),
};

/** AllIn: every tax and fee inside the headline price. BeforeTaxes: fees inside, government taxes beside it. */
export const pricesShownSchema = z.enum(['AllIn', 'BeforeTaxes']);
