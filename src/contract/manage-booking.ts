import { z } from 'zod';
import { cardDetailsSchema, idempotencyKeyPattern } from './reservation';
import { confirmationRoomSchema, reservationConfirmationSchema } from './reservation-confirmation';
import { taxedPriceShape, taxLineSchema } from './taxes';

// After the booking: the guest finds, reads and changes their own booking. Every call is keyed
// by the booking's confirmation token (from the confirmation page, "Your bookings" and every
// booking email), or opened with the reference and the booker's email (Reservation/Find).
// Amounts are major units of the booking's currency; dates are calendar dates 'YYYY-MM-DD'.
// Every change (Cancel, ChangeDates, Extras, Guests) takes the `Idempotency-Key` header: a
// replay with the same key gets the first answer and changes nothing more.

export { idempotencyKeyPattern };

const confirmationToken = z
  .string({ error: 'The booking link is incomplete.' })
  .trim()
  .min(1, { error: 'The booking link is incomplete.' })
  .max(128, { error: 'The booking link is incomplete.' });
const reservationItemId = z
  .number({ error: 'Please choose a room of this booking.' })
  .int({ error: 'Please choose a room of this booking.' })
  .positive({
    error: 'Please choose a room of this booking.',
  });
const stayDate = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD).` });

/** The one answer for "no such booking", whatever the reason (same status, body and timing). */
export const bookingNotFoundMessage = "We couldn't find a booking with those details";

// --- POST /api/Reservation/Find -------------------------------------------------------------

/** 200 { ConfirmationToken } on a match; otherwise 404 { Message: bookingNotFoundMessage }; 429 when limited (per address and per reference). */
export const findReservationRequestSchema = z.object({
  PropertyId: z.union([z.number().int().positive(), z.string().trim().min(1).max(64)], {
    error: 'Please choose a hotel.',
  }),
  ReferenceNumber: z
    .string({ error: 'Please enter your booking reference.' })
    .trim()
    .min(1, { error: 'Please enter your booking reference.' })
    .max(32, { error: 'The booking reference can be at most 32 characters.' }),
  Email: z
    .string({ error: 'Please enter the email address you booked with.' })
    .trim()
    .min(1, { error: 'Please enter the email address you booked with.' })
    .max(254, { error: 'The email address can be at most 254 characters.' }),
});
export type FindReservationRequest = z.infer<typeof findReservationRequestSchema>;
export const findReservationResponseSchema = z.object({ ConfirmationToken: z.string() });
export type FindReservationResponse = z.infer<typeof findReservationResponseSchema>;

// --- GET /api/Reservation/Manage?token=&propertyId= ------------------------------------------

export const manageReservationQuerySchema = z.object({
  token: confirmationToken,
  /** Optional: when given (id or code), the booking must belong to that property. */
  propertyId: z.string().trim().min(1).max(64).optional(),
});
export type ManageReservationQuery = z.infer<typeof manageReservationQuerySchema>;

/** What the guest may do now, and what cancelling now would cost (per room, or summed for the booking). */
export const manageActionsSchema = z.object({
  CanCancel: z.boolean(),
  /** Kept by the hotel if cancelled now (the policy's fee; the whole stay for non-refundable plans). */
  CancellationFee: z.number(),
  /** The fee's share of the taxes and fees paid online (its VAT); nothing of those paid at the hotel. */
  CancellationFeeTaxes: z.array(taxLineSchema),
  /**
   * Given back if cancelled now: card and provider payments minus the fee (and its taxes); 0 for
   * invoices. Taxes paid at the hotel are simply no longer owed.
   */
  RefundAmount: z.number(),
  /** The tax share of RefundAmount: the rooms' online lines less the fee's (empty when nothing is given back). */
  RefundTaxes: z.array(taxLineSchema),
  /** The last instant of free cancellation (ISO 8601, UTC); null when there is none (non-refundable) or it has passed. */
  FreeCancellationUntil: z.string().nullable(),
  /** The same instant as the guest reads it, in the property's time zone ("2:00pm on Friday 12 June 2026"). */
  FreeCancellationUntilText: z.string().nullable(),
  CanChangeDates: z.boolean(),
  CanAddExtras: z.boolean(),
  CanEditGuests: z.boolean(),
  /** A card is kept with the booking for later parts or fees, and may be replaced. */
  CanReplaceCard: z.boolean(),
  /** A part whose automatic charge failed (or is due) may be paid now with another card. */
  CanPayBalance: z.boolean(),
  /** Why an action is not offered, in words a guest reads (null when all are). */
  Reason: z.string().nullable(),
});
export type ManageActions = z.infer<typeof manageActionsSchema>;

/**
 * A room as booked; its Taxes, TotalWithTaxes and PayAtProperty are the lines kept with it (a
 * change of dates or extras restates them; once cancelled, the lines of the fee kept).
 */
export const manageRoomSchema = confirmationRoomSchema.extend({
  Status: z.enum(['Booked', 'Cancelled']),
  CancelledAt: z.string().nullable(),
  /** The fee kept when this room was cancelled (0 while booked). */
  CancellationFeeCharged: z.number(),
  /** The structured policy in words ("Free cancellation until 2:00pm on ..., then the first night."). */
  CancellationPolicyText: z.string(),
  ArrivalTime: z.string().nullable(),
  Actions: manageActionsSchema,
  /** The room's extras, each with its id (for Extras' Remove) and whether it may be removed now. */
  Extras: z.array(
    z.object({
      ReservationItemServiceId: z.number().int(),
      ServiceId: z.number().int(),
      ServiceName: z.string(),
      Quantity: z.number().int(),
      TotalCost: z.number(),
      /** Added while managing the booking (not while booking or at pre-check-in). */
      AddedAfterBooking: z.boolean(),
      PaidAtHotel: z.boolean(),
      CanRemove: z.boolean(),
    }),
  ),
});
export type ManageRoom = z.infer<typeof manageRoomSchema>;

/** The booking as the confirmation shows it, plus what can be done with it and what was done. */
export const manageReservationSchema = reservationConfirmationSchema.extend({
  ConfirmationToken: z.string(),
  Rooms: z.array(manageRoomSchema),
  /** For the whole booking (every room still booked). */
  Actions: manageActionsSchema,
  /** Fees kept for cancelled rooms, and money given back, so far. */
  CancellationFeesCharged: z.number(),
  AmountRefunded: z.number(),
  /** Whether extras may be added to the bill at the hotel instead of paid by card now. */
  CanPayExtrasAtHotel: z.boolean(),
});
export type ManageReservation = z.infer<typeof manageReservationSchema>;

// --- POST /api/Reservation/Cancel (Idempotency-Key) -----------------------------------------

/** Without ReservationItemIds the whole booking is cancelled. */
export const cancelReservationRequestSchema = z.object({
  ConfirmationToken: confirmationToken,
  ReservationItemIds: z
    .array(reservationItemId)
    .min(1, { error: 'Please choose a room to cancel.' })
    .max(20)
    .optional(),
});
export type CancelReservationRequest = z.infer<typeof cancelReservationRequestSchema>;

export const cancelReservationResponseSchema = z.object({
  CancelledReservationItemIds: z.array(z.number().int()),
  CancellationFee: z.number(),
  /** As the quote (Actions) said: the fee's tax lines, and the tax share of the refund. */
  CancellationFeeTaxes: z.array(taxLineSchema),
  RefundAmount: z.number(),
  RefundTaxes: z.array(taxLineSchema),
  Booking: manageReservationSchema,
});
export type CancelReservationResponse = z.infer<typeof cancelReservationResponseSchema>;

// --- POST /api/Reservation/ChangeDates/Quote and /api/Reservation/ChangeDates -----------------

const roomChoiceSchema = z.object({
  ReservationItemId: reservationItemId,
  RoomTypeId: z.number().int().positive(),
  RatePlanId: z.number().int().positive(),
});

export const changeDatesQuoteRequestSchema = z.object({
  ConfirmationToken: confirmationToken,
  DateFrom: stayDate('The arrival date'),
  DateTo: stayDate('The departure date'),
  /** A different room type or rate plan per room, chosen from the quote's Choices. */
  Rooms: z.array(roomChoiceSchema).max(20).optional(),
});
export type ChangeDatesQuoteRequest = z.infer<typeof changeDatesQuoteRequestSchema>;

export const changeDatesQuoteSchema = z.object({
  /** Every room can move to the new dates with the chosen (or same) room type and rate plan. */
  Available: z.boolean(),
  Message: z.string().nullable(),
  Rooms: z.array(
    z.object({
      ReservationItemId: z.number().int(),
      RoomTypeId: z.number().int(),
      RoomTypeName: z.string(),
      RatePlanId: z.number().int(),
      RatePlanName: z.string(),
      /** The same room type and rate plan can be had on the new dates. */
      SameAvailable: z.boolean(),
      OldRoomCost: z.number(),
      /** Null when the chosen room cannot be had on the new dates. */
      NewRoomCost: z.number().nullable(),
      /** What search would offer for this room on the new dates, when the same is not available. */
      Choices: z.array(
        z.object({
          RoomTypeId: z.number().int(),
          RoomTypeName: z.string(),
          RatePlanId: z.number().int(),
          RatePlanName: z.string(),
          RoomCost: z.number(),
        }),
      ),
    }),
  ),
  OldTotal: z.number(),
  NewTotal: z.number(),
  /** NewTotal - OldTotal: charged when positive, refunded when negative (following the policy). */
  Difference: z.number(),
  /**
   * The new stay's taxes and fees (each room taxed again on its new nights), everything the guest
   * will pay for it (online and at the hotel) and the part paid at the hotel. While not Available,
   * no lines and NewTotal.
   */
  ...taxedPriceShape,
  /** The change in taxes added on top of the price and paid online: charged or given back with Difference. */
  TaxesDifference: z.number(),
  /** How a positive difference is paid: the booking's card, a card now, or on the hotel's invoice. */
  PaymentNeeded: z.enum(['None', 'BookingCard', 'NewCard', 'Invoice']),
});
export type ChangeDatesQuote = z.infer<typeof changeDatesQuoteSchema>;

export const changeDatesRequestSchema = changeDatesQuoteRequestSchema.extend({
  /** The Difference the guest agreed to; a different price now answers 409 with the new quote's message. */
  ExpectedDifference: z.number(),
  /** When the quote asks for a card (NewCard), or the guest prefers another one. */
  CardDetails: cardDetailsSchema.nullish(),
});
export type ChangeDatesRequest = z.infer<typeof changeDatesRequestSchema>;
export const changeDatesResponseSchema = z.object({ Difference: z.number(), Booking: manageReservationSchema });
export type ChangeDatesResponse = z.infer<typeof changeDatesResponseSchema>;

// --- POST /api/Reservation/Extras/Quote and /api/Reservation/Extras -------------------------

export const changeExtrasRequestSchema = z.object({
  ConfirmationToken: confirmationToken,
  Add: z
    .array(
      z.object({
        ReservationItemId: reservationItemId,
        ServiceId: z.number().int().positive(),
        Quantity: z.number().int().min(1).max(99),
      }),
    )
    .max(50)
    .default([]),
  /** Ids of extras (ReservationItemServiceId) added after booking, to remove while the policy allows it. */
  Remove: z.array(z.number().int().positive()).max(50).default([]),
  /** Card: pay now (CardDetails, or a saved card with CreditCardId); PayAtHotel: add to the bill (when CanPayExtrasAtHotel). */
  PaymentMethod: z.enum(['Card', 'PayAtHotel']).default('Card'),
  CardDetails: cardDetailsSchema.nullish(),
});
export type ChangeExtrasRequest = z.infer<typeof changeExtrasRequestSchema>;
export type ChangeExtrasRequestInput = z.input<typeof changeExtrasRequestSchema>;

export const changeExtrasQuoteSchema = z.object({
  Lines: z.array(
    z.object({
      ReservationItemId: z.number().int(),
      ServiceId: z.number().int(),
      ServiceName: z.string(),
      Quantity: z.number().int(),
      TotalCost: z.number(),
    }),
  ),
  /** Added minus removed: charged when positive, refunded when negative. */
  Difference: z.number(),
});
export type ChangeExtrasQuote = z.infer<typeof changeExtrasQuoteSchema>;
export const changeExtrasResponseSchema = z.object({ Difference: z.number(), Booking: manageReservationSchema });
export type ChangeExtrasResponse = z.infer<typeof changeExtrasResponseSchema>;

// --- POST /api/Reservation/Guests -----------------------------------------------------------

/** Names, room set-up, requests and arrival time: they change nothing in the price. */
export const editGuestsRequestSchema = z.object({
  ConfirmationToken: confirmationToken,
  Rooms: z
    .array(
      z.object({
        ReservationItemId: reservationItemId,
        LeadGuest: z.object({ FirstName: z.string().trim().max(50), LastName: z.string().trim().max(50) }),
        RoomConfigurationDropdownOptionId: z.number().int().positive().nullish(),
        /** 'HH:mm', the expected arrival time at the hotel. */
        ArrivalTime: z
          .string()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Please choose an arrival time.' })
          .nullish(),
      }),
    )
    .max(20)
    .default([]),
  /** Special requests. */
  Notes: z.string().max(2000, { error: 'Your special requests can be at most 2000 characters.' }).optional(),
});
export type EditGuestsRequest = z.infer<typeof editGuestsRequestSchema>;
export type EditGuestsRequestInput = z.input<typeof editGuestsRequestSchema>;
export const editGuestsResponseSchema = z.object({ Booking: manageReservationSchema });
export type EditGuestsResponse = z.infer<typeof editGuestsResponseSchema>;

// --- POST /api/Reservation/ReplaceCard (Idempotency-Key) --------------------------------------

/** The card kept with the booking for its later parts and fees, verified and kept instead of the old one (nothing is charged). */
export const replaceCardRequestSchema = z.object({
  ConfirmationToken: confirmationToken,
  CardDetails: cardDetailsSchema,
});
export type ReplaceCardRequest = z.infer<typeof replaceCardRequestSchema>;
export const replaceCardResponseSchema = z.object({ Booking: manageReservationSchema });

// --- POST /api/Reservation/PayBalance (Idempotency-Key) ---------------------------------------

/**
 * Pays the parts that are due or whose automatic charge failed (all of them, or the one named),
 * now, with the card given; that card is then kept for the rest. 402 when it declines (nothing
 * changes), 409 when nothing is left to pay.
 */
export const payBalanceRequestSchema = z.object({
  ConfirmationToken: confirmationToken,
  PaymentId: z.number().int().positive().optional(),
  CardDetails: cardDetailsSchema,
});
export type PayBalanceRequest = z.infer<typeof payBalanceRequestSchema>;
export const payBalanceResponseSchema = z.object({
  /** Charged now. */
  Amount: z.number(),
  Booking: manageReservationSchema,
});
