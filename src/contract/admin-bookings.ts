import { z } from 'zod';
import { bookingRevisionStatusSchema } from './admin-connections';
import { paymentTypeSchema, reservationStatusSchema } from './reservation';
import { reservationConfirmationSchema } from './reservation-confirmation';
import { taxedPriceShape, taxLineSchema } from './taxes';

// The hotel's side of its bookings (/api/Admin, a staff session; every call names its property
// as `PropertyCode` in the query string): the bookings list and its CSV export, a booking's page
// with its emails and history, the staff's actions on it, the Today board and the restaurant's
// table bookings. Amounts are major units of the booking's currency; dates are 'YYYY-MM-DD' on
// the hotel's calendar. Actions that move money or send mail take an `Idempotency-Key` header,
// so a double click or a retry does it once.

const propertyCode = z
  .string({ error: 'Please choose a hotel.' })
  .trim()
  .min(1, { error: 'Please choose a hotel.' })
  .max(64, { error: 'Please choose a hotel.' });
const calendarDate = (label: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD).` });

export const adminPropertyQuerySchema = z.object({ PropertyCode: propertyCode });
export type AdminPropertyQuery = z.infer<typeof adminPropertyQuerySchema>;

export const adminReservationParamsSchema = z.object({
  reference: z.string().trim().min(1).max(32),
});

// --- GET /api/Admin/Reservations (JSON) and /api/Admin/Reservations.csv (the same filters) ------

export const adminPageSizeMax = 100;

export const adminReservationsQuerySchema = z.object({
  PropertyCode: propertyCode,
  /** Part of the reference, the booker's or a lead guest's name, the email or the phone number. */
  Search: z.string().trim().max(100).optional(),
  /** Stays with a night in [StayFrom, StayTo] (either end may be left open). */
  StayFrom: calendarDate('Stay from').optional(),
  StayTo: calendarDate('Stay to').optional(),
  /** Booked on these days (the hotel's calendar), both ends included. */
  BookedFrom: calendarDate('Booked from').optional(),
  BookedTo: calendarDate('Booked to').optional(),
  Status: reservationStatusSchema.optional(),
  PaymentType: z.coerce.number().pipe(paymentTypeSchema).optional(),
  /** Bookings with at least one room on this rate plan. */
  RatePlanId: z.coerce.number().int().positive().optional(),
  /** BalanceDue: money still to be paid (a later part, at the hotel). PaymentFailed: an automatic charge failed. */
  Payment: z.enum(['BalanceDue', 'PaymentFailed']).optional(),
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(adminPageSizeMax).default(25),
});
export type AdminReservationsQuery = z.infer<typeof adminReservationsQuerySchema>;
export type AdminReservationsQueryInput = z.input<typeof adminReservationsQuerySchema>;

export const adminReservationRowSchema = z.object({
  ReferenceNumber: z.string(),
  Status: reservationStatusSchema,
  BookerName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  DateFrom: z.string(),
  DateTo: z.string(),
  Nights: z.number().int(),
  Rooms: z.number().int(),
  /** The rate plans' names, in room order. */
  RatePlans: z.array(z.string()),
  PaymentType: paymentTypeSchema,
  TotalCost: z.number(),
  /** Taxes and fees inside TotalCost (VAT in Europe), as kept with the booking. */
  TaxesIncluded: z.number(),
  /** Taxes and fees on top of TotalCost (online and at the hotel). */
  TaxesAdded: z.number(),
  /** Of those added: paid at the hotel, not online (a tourist tax). */
  PaidAtHotel: z.number(),
  /** TotalCost + TaxesAdded: everything the guest pays. */
  TotalWithTaxes: z.number(),
  AmountPaid: z.number(),
  /** Still to be paid (later parts, at the hotel, failed charges). */
  BalanceDue: z.number(),
  /** An automatic charge failed and is not yet paid. */
  PaymentFailed: z.boolean(),
  Currency: z.string(),
  /** When it was booked (ISO 8601, UTC). */
  CreatedAt: z.string(),
});
export type AdminReservationRow = z.infer<typeof adminReservationRowSchema>;

export const adminReservationsPageSchema = z.object({
  Items: z.array(adminReservationRowSchema),
  Page: z.number().int(),
  PageSize: z.number().int(),
  /** Bookings matching the filters, on every page. */
  Total: z.number().int(),
  /** The hotel's rate plans, for the filter. */
  RatePlans: z.array(z.object({ RatePlanId: z.number().int(), Name: z.string() })),
});
export type AdminReservationsPage = z.infer<typeof adminReservationsPageSchema>;

// --- GET /api/Admin/Reservations/:reference --------------------------------------------------

export const adminEmailSchema = z.object({
  /** What the email was ("Booking confirmation", "Cancellation", ...). */
  Description: z.string(),
  /** Guest or Hotel. */
  To: z.enum(['Guest', 'Hotel']),
  QueuedAt: z.string(),
  SentAt: z.string().nullable(),
  /** Given up on after its retries. */
  FailedAt: z.string().nullable(),
});

export const adminHistoryEntrySchema = z.object({
  At: z.string(),
  /** "Guest", or the staff member's name. */
  Who: z.string(),
  What: z.string(),
});

export const adminNoteSchema = z.object({
  NoteId: z.number().int(),
  Author: z.string(),
  Body: z.string(),
  CreatedAt: z.string(),
});

export const adminRoomStateSchema = z.object({
  ReservationItemId: z.number().int(),
  Status: z.enum(['Booked', 'Cancelled']),
  /** 'HH:mm' the guest expects to arrive, if given. */
  ArrivalTime: z.string().nullable(),
  CancellationFee: z.number(),
  /**
   * The room's taxes and fees as kept with it (restated by a change of dates or extras; once
   * cancelled, those of the fee kept, TotalWithTaxes then being the fee with its added taxes).
   */
  ...taxedPriceShape,
});

/** What staff may do now, and what cancelling or a no-show would keep and give back now. */
export const adminActionsSchema = z.object({
  CanCancel: z.boolean(),
  CancellationFee: z.number(),
  /** The fee's share of the taxes paid online (its VAT); nothing of what is paid at the hotel. */
  CancellationFeeTaxes: z.array(taxLineSchema),
  RefundAmount: z.number(),
  /** Refund if the fee is waived (the whole payment). */
  WaivedRefundAmount: z.number(),
  CanMarkNoShow: z.boolean(),
  NoShowFee: z.number(),
  NoShowFeeTaxes: z.array(taxLineSchema),
  NoShowRefundAmount: z.number(),
  /** Of the fees above, what would be charged to the kept card (beyond what was paid). */
  CancellationCharge: z.number(),
  NoShowCharge: z.number(),
  CanResendConfirmation: z.boolean(),
  CanEditGuest: z.boolean(),
  /** Why cancel or no-show are not offered, when they are not. */
  Reason: z.string().nullable(),
});

/** One revision of the booking as the hotel's connected systems read it (GET Admin/BookingRevisions). */
export const adminBookingRevisionSchema = z.object({
  RevisionId: z.number().int(),
  Sequence: z.number().int(),
  Status: bookingRevisionStatusSchema,
  CreatedAt: z.string(),
  /** Null: not acknowledged yet. */
  AcknowledgedAt: z.string().nullable(),
  /** The connected system's own reference for the booking, as it acknowledged it. */
  ExternalReference: z.string().nullable(),
  /** Not acknowledged in time (REVISION_ACK_ALERT_MINUTES): the hotel was emailed about it. */
  Overdue: z.boolean(),
});
export type AdminBookingRevision = z.infer<typeof adminBookingRevisionSchema>;

export const adminReservationSchema = z.object({
  /**
   * Everything the guest gave, as their confirmation shows it (card: brand, last four and expiry
   * only), with the booking's taxes and fees as kept (Taxes, TotalWithTaxes, PayAtProperty).
   */
  Booking: reservationConfirmationSchema,
  RoomStates: z.array(adminRoomStateSchema),
  PreCheckInCompletedAt: z.string().nullable(),
  CancelledAt: z.string().nullable(),
  NoShowAt: z.string().nullable(),
  CancellationFees: z.number(),
  AmountRefunded: z.number(),
  Emails: z.array(adminEmailSchema),
  History: z.array(adminHistoryEntrySchema),
  /** Each event of the booking as sent to the hotel's connected systems, oldest first. */
  Revisions: z.array(adminBookingRevisionSchema),
  /** Private: never shown or sent to the guest. */
  Notes: z.array(adminNoteSchema),
  Actions: adminActionsSchema,
});
export type AdminReservation = z.infer<typeof adminReservationSchema>;

// --- Actions: POST /api/Admin/Reservations/:reference/{Cancel,NoShow,ResendConfirmation,Notes,Guest}

export const adminCancelRequestSchema = z.object({
  /** Keep no fee: the whole payment is refunded. */
  WaiveFee: z.boolean().default(false),
});
export type AdminCancelRequest = z.infer<typeof adminCancelRequestSchema>;

export const adminMoneyOutcomeSchema = z.object({
  /** Kept by the hotel. */
  Fee: z.number(),
  /** Given back through the gateway (0 for invoices). */
  RefundAmount: z.number(),
  Reservation: adminReservationSchema,
});
export type AdminMoneyOutcome = z.infer<typeof adminMoneyOutcomeSchema>;

export const adminNoteRequestSchema = z.object({
  Body: z
    .string({ error: 'Please write the note.' })
    .trim()
    .min(1, { error: 'Please write the note.' })
    .max(2000, { error: 'A note can be at most 2000 characters.' }),
});
export type AdminNoteRequest = z.infer<typeof adminNoteRequestSchema>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} can be at most ${max} characters.` });

/** The booker's details as the hotel corrects them (what the guest gave at checkout). */
export const adminGuestDetailsRequestSchema = z.object({
  FirstName: requiredText('First name', 100),
  LastName: requiredText('Last name', 100),
  Email: requiredText('Email', 254).pipe(z.email({ error: 'A valid email address is required' })),
  Phone: requiredText('Phone', 40).regex(/^(\+|00)/, { error: 'A valid phone number is required' }),
  Street: z.string().trim().max(200).default(''),
  City: z.string().trim().max(100).nullable().default(null),
  ZipCode: z.string().trim().max(20).default(''),
});
export type AdminGuestDetailsRequest = z.infer<typeof adminGuestDetailsRequestSchema>;
export type AdminGuestDetailsRequestInput = z.input<typeof adminGuestDetailsRequestSchema>;

export const adminReservationResponseSchema = z.object({ Reservation: adminReservationSchema });

// --- Payments: POST /api/Admin/Reservations/:reference/Payments/:paymentId/{Charge,MarkPaid,Waive}
// Charge: the kept card is charged now for a part that is due or failed (402 when it declines).
// MarkPaid: paid at the desk. Waive: no longer owed. Each under an Idempotency-Key, audited.

export const adminPaymentParamsSchema = z.object({
  reference: z.string().trim().min(1).max(32),
  paymentId: z.coerce.number().int().positive(),
});

// --- GET /api/Admin/Today ----------------------------------------------------------------------

export const todayStaySchema = z.object({
  ReferenceNumber: z.string(),
  GuestName: z.string(),
  DateFrom: z.string(),
  DateTo: z.string(),
  /** Room type names, one per room. */
  Rooms: z.array(z.string()),
  Adults: z.number().int(),
  Children: z.number().int(),
  Infants: z.number().int(),
  PreCheckInDone: z.boolean(),
  SpecialRequests: z.string(),
  /** The earliest 'HH:mm' any room expects to arrive, if given. */
  ArrivalTime: z.string().nullable(),
  /** Money still to be paid (at the desk, or a failed charge), and the booking's currency. */
  BalanceDue: z.number(),
  PaymentFailed: z.boolean(),
  Currency: z.string(),
});
export type TodayStay = z.infer<typeof todayStaySchema>;

export const todayDaySchema = z.object({
  Date: z.string(),
  Arrivals: z.array(todayStaySchema),
  Departures: z.array(todayStaySchema),
  /** Staying the night of this date (arrivals included). */
  InHouse: z.array(todayStaySchema),
});

export const todayResponseSchema = z.object({
  /** Today and tomorrow on the hotel's clock. */
  Days: z.array(todayDaySchema),
  /** The next 30 nights from today. */
  Occupancy: z.object({
    From: z.string(),
    To: z.string(),
    RoomNightsSold: z.number().int(),
    RoomNightsToSell: z.number().int(),
    /** Sold of to sell, 0-100, one decimal. */
    Percent: z.number(),
    /** Room revenue of those nights (each room's price spread evenly over its nights). */
    Revenue: z.number(),
    Currency: z.string(),
  }),
  /** The last 7 days, today included. */
  LastSevenDays: z.object({
    From: z.string(),
    To: z.string(),
    Bookings: z.number().int(),
    Cancellations: z.number().int(),
    Searches: z.number().int(),
    /** Bookings per search, 0-100, one decimal; null when there was no search. */
    ConversionPercent: z.number().nullable(),
  }),
});
export type TodayResponse = z.infer<typeof todayResponseSchema>;

// --- GET /api/Admin/Restaurant/Bookings, POST .../Bookings/:reference/Cancel ---------------------

export const adminTableBookingsQuerySchema = z.object({
  PropertyCode: propertyCode,
  Date: calendarDate('Date'),
});
export type AdminTableBookingsQuery = z.infer<typeof adminTableBookingsQuerySchema>;

export const adminTableBookingSchema = z.object({
  BookingReference: z.string(),
  PartySize: z.number().int(),
  Email: z.string(),
  ContactNumber: z.string(),
  SpecialRequests: z.string(),
  /** The promotion the guest chose, by name. */
  Promotion: z.string().nullable(),
  IsLeaveTimeRequired: z.boolean(),
  Status: z.enum(['Booked', 'Cancelled']),
});
export type AdminTableBooking = z.infer<typeof adminTableBookingSchema>;

export const adminTableBookingsSchema = z.object({
  Date: z.string(),
  Restaurants: z.array(
    z.object({
      RestaurantId: z.number().int(),
      Name: z.string(),
      Slots: z.array(
        z.object({
          Time: z.string(),
          /** Covers of the booked (not cancelled) tables. */
          Covers: z.number().int(),
          Bookings: z.array(adminTableBookingSchema),
        }),
      ),
    }),
  ),
});
export type AdminTableBookings = z.infer<typeof adminTableBookingsSchema>;

export const adminTableBookingParamsSchema = z.object({ reference: z.string().trim().min(1).max(32) });
export const adminTableBookingCancelResponseSchema = z.object({ Booking: adminTableBookingSchema });
