import { z } from 'zod';
import { offerPaymentSchema } from './payment-schedule';
import { bookingRoomsOf, reservationCreateRequestSchema, reservationItemSchema } from './reservation';
import { taxedPriceShape } from './taxes';

// POST /api/Reservation/Quote (beyond the original calls; designed in their style): what Reservation/Create
// would charge for these rooms, extras, promo code and gift voucher right now, priced by the
// same server step, with every tax and fee line, and nothing booked or held. The booking
// summary and checkout show it, so that the lines and amounts there are the confirmation's.
// Amounts are major units of Currency.

/** One room as in Create, without its lead guest, bed set-up or the client's total. */
export const reservationQuoteItemSchema = reservationItemSchema.pick({
  DateFrom: true,
  DateTo: true,
  RoomTypeId: true,
  RatePlanId: true,
  NumberOfAdults: true,
  NumberOfChildren: true,
  NumberOfInfants: true,
  Services: true,
});

/** Create's rooms, promo code and gift voucher; no booker, no card, no payment method. */
export const reservationQuoteRequestSchema = reservationCreateRequestSchema
  .pick({ PropertyId: true, PromoCode: true, HopGiftVoucherCode: true })
  .extend({ Rooms: bookingRoomsOf(reservationQuoteItemSchema) });
export type ReservationQuoteRequest = z.infer<typeof reservationQuoteRequestSchema>;
export type ReservationQuoteRequestInput = z.input<typeof reservationQuoteRequestSchema>;

/** One room, in the request's order: its nights, its extras, and its taxes and fees (on both). */
export const reservationQuoteRoomSchema = z.object({
  /** The room's nights as sold (after the rate plan's discount). */
  TotalCost: z.number(),
  /** The room's extras. */
  ExtrasTotal: z.number(),
  /** The room's lines; TotalWithTaxes is TotalCost + ExtrasTotal with the lines added on top. */
  ...taxedPriceShape,
});

/**
 * 200. Total = RoomsTotal + ExtrasTotal - VoucherDiscount (the booking's total, included taxes
 * inside); TotalWithTaxes = Total + the lines added on top; PaidOnline = TotalWithTaxes -
 * PayAtProperty: what Create would charge the card or the payment provider (or bill on the
 * invoice). A voucher pays; it does not change the lines.
 * Errors as Create's pricing: 400 { Message, ModelState } (a room or an extra cannot be booked
 * as asked, an unusable voucher under HopGiftVoucherCode), 404 (property), 409 { Message }
 * ("Sorry, your selection is not available."), 429.
 */
export const reservationQuoteResponseSchema = z.object({
  Currency: z.string(),
  Rooms: z.array(reservationQuoteRoomSchema),
  RoomsTotal: z.number(),
  ExtrasTotal: z.number(),
  VoucherDiscount: z.number(),
  Total: z.number(),
  ...taxedPriceShape,
  PaidOnline: z.number(),
  /** How Create would take PaidOnline by card: now, later, at the hotel (and the taxes paid at the hotel). */
  Payment: offerPaymentSchema,
});
export type ReservationQuoteResponse = z.infer<typeof reservationQuoteResponseSchema>;
