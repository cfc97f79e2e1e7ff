import { z } from 'zod';

// The hotel's reports (/api/Admin/Reports, a staff session with bookings:read on the property
// named by `PropertyCode`). Amounts are major units of the bookings' currency.

const calendarDate = (label: string) =>
  z.string({ error: `${label} is required.` }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: `${label} must be a date (YYYY-MM-DD).`,
  });

// --- GET /api/Admin/Reports/Taxes (JSON) and /api/Admin/Reports/Taxes.csv (the same rows) ------

/**
 * Rooms arriving From..To (both included, the hotel's calendar). A room's tax lines are kept for
 * its whole stay, so a room counts in the month of its ARRIVAL DATE (not night by night).
 */
export const taxReportQuerySchema = z
  .object({
    PropertyCode: z
      .string({ error: 'Please choose a hotel.' })
      .trim()
      .min(1, { error: 'Please choose a hotel.' })
      .max(64, { error: 'Please choose a hotel.' }),
    From: calendarDate('From'),
    To: calendarDate('To'),
  })
  .refine((query) => query.To >= query.From, { path: ['To'], error: 'To must not be before From.' });
export type TaxReportQuery = z.infer<typeof taxReportQuerySchema>;

/**
 * One tax (and rate) in one month: from the lines kept with the rooms of confirmed and no-show
 * bookings as sold; a room cancelled (or not turned up for) counts only the lines of the fee kept.
 */
export const taxReportRowSchema = z.object({
  /** 'YYYY-MM' of the rooms' arrival dates. */
  Month: z.string(),
  Currency: z.string(),
  Code: z.string(),
  Name: z.string(),
  Kind: z.enum(['Tax', 'Fee']),
  /** The percentage (6 for 6 %), or null for a fixed amount. */
  Percent: z.number().nullable(),
  /** Inside the prices (VAT in Europe), else added on top. */
  Included: z.boolean(),
  /** Nights charged. */
  Nights: z.number().int(),
  /** Guests counted times nights charged, for a tax per guest per night (else 0). */
  GuestNights: z.number().int(),
  /** What the percentage was taken of (gross for an included one); 0 for a fixed amount. */
  TaxableBase: z.number(),
  TaxAmount: z.number(),
  /** Of TaxAmount: taken with the online payment (card, payment provider, invoice)... */
  CollectedOnline: z.number(),
  /** ... and to be taken at the hotel. */
  CollectedAtHotel: z.number(),
});
export type TaxReportRowResponse = z.infer<typeof taxReportRowSchema>;

export const taxReportSchema = z.object({
  PropertyCode: z.string(),
  From: z.string(),
  To: z.string(),
  /** Rows by month, currency, tax code and rate. */
  Rows: z.array(taxReportRowSchema),
});
export type TaxReportResponse = z.infer<typeof taxReportSchema>;
