import { z } from 'zod';
import { bookingPaymentSchema, paymentGuaranteeSchema, paymentPlanTypeSchema } from './payment-schedule';
import { paymentTypeSchema, reservationStatusSchema } from './reservation';
import {
  bookerContactShape,
  bookingTotalsShape,
  guestWordsShape,
  roomCostsShape,
  roomPartyShape,
} from './booking-fields';
import { taxedPriceShape } from './taxes';

// The hotel's other systems (a channel manager, a PMS) reading its bookings: every booking
// event (made, changed, cancelled, no-show) is a revision carrying the whole booking as it then
// stands, numbered per booking and placed in the hotel's feed. A system pages through the feed
// with GET /api/Admin/BookingRevisions and acknowledges each revision it has taken in with
// POST /api/Admin/BookingRevisions/:id/Acknowledge (with its own reference for the booking); a
// revision nobody acknowledges in time is emailed to the hotel. Both calls name the property as
// `PropertyCode` and take a staff session or an API key with the bookings:read scope. Amounts
// are major units of the booking's currency; dates are 'YYYY-MM-DD' on the hotel's calendar.

/** New: the booking was made (a provider payment: once paid). Modified: anything changed after. Cancelled / NoShow: it ended so. */
export const bookingRevisionStatusSchema = z.enum(['New', 'Modified', 'Cancelled', 'NoShow']);
export type BookingRevisionStatus = z.infer<typeof bookingRevisionStatusSchema>;

/** One night of a room and its price as sold (the room's price spread over its nights; the nights add up to RoomCost exactly). */
export const revisionNightSchema = z.object({
  Date: z.string(),
  Price: z.number(),
});

/** The other system's own codes for the room's type and rate plan, when the hotel gave them. */
export const revisionExternalCodesSchema = z.object({
  RoomTypeCode: z.string().nullable(),
  RatePlanCode: z.string().nullable(),
});

export const revisionExtraSchema = z.object({
  ServiceId: z.number().int(),
  ServiceCode: z.string(),
  ServiceName: z.string(),
  Quantity: z.number().int(),
  TotalCost: z.number(),
  /** On the guest's bill at the hotel rather than paid online. */
  PayAtHotel: z.boolean(),
});

export const revisionGuestSchema = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
});

export const revisionRoomSchema = z.object({
  ReservationItemId: z.number().int(),
  /** A cancelled room holds no nights any more; its CancellationFee is what the hotel kept. */
  Status: z.enum(['Booked', 'Cancelled']),
  DateFrom: z.string(),
  DateTo: z.string(),
  RoomTypeId: z.number().int(),
  /** The hotel's own codes (as in its property definition). */
  RoomTypeCode: z.string(),
  RoomTypeName: z.string(),
  RatePlanId: z.number().int(),
  RatePlanCode: z.string(),
  RatePlanName: z.string(),
  /** Per connection (the name its API key was given): that system's codes, when it has any. */
  ExternalCodes: z.record(z.string(), revisionExternalCodesSchema),
  RoomConfigurationName: z.string().nullable(),
  ...roomPartyShape,
  /** 'HH:mm', when the guest expects to arrive. */
  ArrivalTime: z.string().nullable(),
  /** The lead guest first. */
  Guests: z.array(revisionGuestSchema),
  Nights: z.array(revisionNightSchema),
  Extras: z.array(revisionExtraSchema),
  ...roomCostsShape,
  CancellationFee: z.number(),
  /** The room's taxes and fees as sold (a cancelled room: those of the fee kept). */
  ...taxedPriceShape,
});
export type RevisionRoom = z.infer<typeof revisionRoomSchema>;

/** The whole booking as it stood when the revision was written. Never card data. */
export const revisionBookingSchema = z.object({
  PropertyCode: z.string(),
  ReferenceNumber: z.string(),
  Status: reservationStatusSchema,
  /** When the guest booked (ISO instant). */
  CreatedAt: z.string(),
  DateFrom: z.string(),
  DateTo: z.string(),
  Currency: z.string(),
  Booker: z.object({
    ...bookerContactShape,
    /** ISO 3166 alpha-2. */
    CountryCode: z.string().nullable(),
    ZipCode: z.string(),
  }),
  Company: z.object({ AccountId: z.number().int(), AccountCode: z.string(), Name: z.string() }).nullable(),
  PONumber: z.string().nullable(),
  ...guestWordsShape,
  PaymentType: paymentTypeSchema,
  PaymentPlan: paymentPlanTypeSchema,
  Guarantee: paymentGuaranteeSchema,
  Rooms: z.array(revisionRoomSchema),
  /** Included taxes inside TotalCost, added ones beside it: see TotalWithTaxes. */
  ...bookingTotalsShape,
  /** The booking's taxes and fees as sold (the sum of its rooms'). */
  ...taxedPriceShape,
  AmountPaid: z.number(),
  AmountRefunded: z.number(),
  CancellationFees: z.number(),
  /** Each part of the payment, when it is due and where it stands. */
  PaymentSchedule: z.array(bookingPaymentSchema),
  /** Still to be paid (online parts due or failed, and what is owed at the hotel). */
  BalanceDue: z.number(),
});
export type RevisionBooking = z.infer<typeof revisionBookingSchema>;

export const bookingRevisionSchema = z.object({
  RevisionId: z.number().int(),
  ReferenceNumber: z.string(),
  /** 1, 2, 3 ... per booking: a system applies a booking's revisions in this order. */
  Sequence: z.number().int(),
  Status: bookingRevisionStatusSchema,
  CreatedAt: z.string(),
  Booking: revisionBookingSchema,
  /** Null until a system acknowledges it. */
  AcknowledgedAt: z.string().nullable(),
  ExternalReference: z.string().nullable(),
});
export type BookingRevision = z.infer<typeof bookingRevisionSchema>;

// --- GET /api/Admin/BookingRevisions -------------------------------------------------------------

export const bookingRevisionsLimitMax = 200;

export const bookingRevisionsQuerySchema = z.object({
  PropertyCode: z.string().trim().min(1).max(64),
  /** NextCursor of the page before: the feed goes on after it. Opaque. */
  cursor: z.string().trim().min(1).max(64).optional(),
  /**
   * Without it, only revisions not yet acknowledged. With it, every revision, acknowledged or
   * not: written at or after an ISO instant (`2027-03-03T12:00:00Z`), or after a feed position
   * (a whole number: the feed from its start is `since=0`).
   */
  since: z
    .string()
    .trim()
    .refine((value) => /^\d{1,15}$/.test(value) || !Number.isNaN(Date.parse(value)), {
      error: 'since must be an ISO 8601 instant or a feed position.',
    })
    .optional(),
  limit: z.coerce.number().int().min(1).max(bookingRevisionsLimitMax).default(50),
});
export type BookingRevisionsQuery = z.infer<typeof bookingRevisionsQuerySchema>;

export const bookingRevisionsPageSchema = z.object({
  /** In feed order: the order they were written in for this hotel, each once. */
  Items: z.array(bookingRevisionSchema),
  /**
   * Pass as `cursor` for what comes next (also to poll for new revisions later): after the last
   * revision answered, or the cursor sent when nothing new was answered. Null only when nothing
   * was ever answered.
   */
  NextCursor: z.string().nullable(),
  /** More revisions are there already: ask again with NextCursor now. */
  HasMore: z.boolean(),
});
export type BookingRevisionsPage = z.infer<typeof bookingRevisionsPageSchema>;

// --- POST /api/Admin/BookingRevisions/:id/Acknowledge --------------------------------------------

export const bookingRevisionParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});

/** Optional body: the other system's own reference for the booking. Acknowledging again changes nothing. */
export const acknowledgeRevisionRequestSchema = z
  .object({
    ExternalReference: z.string().trim().min(1).max(100).optional(),
  })
  .nullish();
export type AcknowledgeRevisionRequest = z.infer<typeof acknowledgeRevisionRequestSchema>;

export const acknowledgeRevisionResponseSchema = z.object({
  RevisionId: z.number().int(),
  ReferenceNumber: z.string(),
  Sequence: z.number().int(),
  AcknowledgedAt: z.string(),
  ExternalReference: z.string().nullable(),
});
export type AcknowledgeRevisionResponse = z.infer<typeof acknowledgeRevisionResponseSchema>;
