import { z } from 'zod';

// How a booking is paid (docs/product.md, how a booking is paid), as the API answers it. Amounts are major units
// of the booking's currency; dates are the property's ('YYYY-MM-DD').

/** PayNow: everything with the booking. Deposit: part now, the rest later. PayAtProperty: nothing now. */
export const paymentPlanTypeSchema = z.enum(['PayNow', 'Deposit', 'PayAtProperty']);
export type PaymentPlanType = z.infer<typeof paymentPlanTypeSchema>;

/** Automatic: charged by us (with the booking when due today, else to the card kept with it). AtProperty: paid at the hotel. */
export const paymentCollectSchema = z.enum(['Automatic', 'AtProperty']);
export type PaymentCollect = z.infer<typeof paymentCollectSchema>;

export const paymentKinds = [
  'Full',
  'Deposit',
  'Balance',
  'AtProperty',
  'PropertyTaxes',
  'CancellationFee',
  'NoShowFee',
] as const;
export const paymentKindSchema = z.enum(paymentKinds);
export type PaymentKind = z.infer<typeof paymentKindSchema>;

/** Card: the booking needs a card (to pay now or later, or to guarantee it). None: it needs none. */
export const paymentGuaranteeSchema = z.enum(['Card', 'None']);

export const plannedPaymentSchema = z.object({
  /** The property's date it is due on (today for what is paid with the booking). */
  Due: z.string(),
  Amount: z.number(),
  Collect: paymentCollectSchema,
  Kind: paymentKindSchema,
});
export type PlannedPaymentApi = z.infer<typeof plannedPaymentSchema>;

/** How a rate plan's price is paid, as offered in a search. */
export const offerPaymentSchema = z.object({
  Type: paymentPlanTypeSchema,
  /** Charged with the booking. */
  DueNow: z.number(),
  Schedule: z.array(plannedPaymentSchema),
  Guarantee: paymentGuaranteeSchema,
  /** The deposit rule of a Deposit plan (for "30 % deposit today"); null otherwise. */
  Deposit: z.object({ Type: z.enum(['Percent', 'FirstNight', 'Fixed']), Percent: z.number().nullable() }).nullable(),
});
export type OfferPayment = z.infer<typeof offerPaymentSchema>;

export const paymentStateSchema = z.enum(['Due', 'Paid', 'Failed', 'Waived', 'Refunded']);
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** A part of a booking's payment schedule and where it stands. */
export const bookingPaymentSchema = plannedPaymentSchema.extend({
  Id: z.number().int(),
  /** When an automatic charge is made (ISO instant); null for the rest. */
  DueAt: z.string().nullable(),
  State: paymentStateSchema,
  PaidAt: z.string().nullable(),
  /** Why the last charge failed (the gateway's words), while Failed. */
  FailureReason: z.string().nullable(),
  /** Given back so far. */
  Refunded: z.number(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** Fields of a booking's answers (confirmation, manage booking, the console). */
export const bookingPaymentShape = {
  PaymentPlan: paymentPlanTypeSchema,
  Guarantee: paymentGuaranteeSchema,
  PaymentSchedule: z.array(bookingPaymentSchema),
  /** What is still to be paid online or at the hotel (Due and Failed parts). */
  BalanceDue: z.number(),
};
