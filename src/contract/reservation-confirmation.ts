import { z } from 'zod';
import { bookingPaymentShape } from './payment-schedule';
import { paymentStatusSchema, paymentTypeSchema, propertyMessage, reservationStatusSchema } from './reservation';
import {
  bookerContactShape,
  bookingTotalsShape,
  cardSummarySchema,
  guestWordsShape,
  roomCostsShape,
  roomPartyShape,
} from './booking-fields';
import { taxedPriceShape } from './taxes';

// The booking as the guest reads it after booking (GET Reservation/Confirmation):
// the confirmation page, the print layout and the manage page (which extends it) show this.

// --- GET /api/Reservation/Confirmation ----------------------------------------------------

export const reservationConfirmationQuerySchema = z.object({
  propertyId: z.string().trim().min(1, propertyMessage).max(64),
  confirmationToken: z.string().trim().min(1, { error: 'The confirmation link is incomplete.' }).max(128),
});
export type ReservationConfirmationQuery = z.infer<typeof reservationConfirmationQuerySchema>;

export const confirmationServiceSchema = z.object({
  ReservationItemId: z.number().int(),
  ServiceId: z.number().int(),
  Quantity: z.number().int(),
  TotalCost: z.number(),
  Service: z.object({
    ServiceId: z.number().int(),
    ServiceCode: z.string(),
    ServiceName: z.string(),
    ChargeType: z.enum(['PerStay', 'PerDay', 'PerQuantity']),
    ChargePerPerson: z.boolean(),
  }),
});

export const confirmationGuestSchema = z.object({
  IndividualId: z.number().int().nullable(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
});

/** Room in a booking, with what the guest booked and paid for it. */
export const confirmationRoomSchema = z.object({
  ReservationItemId: z.number().int(),
  DateFrom: z.string(),
  DateTo: z.string(),
  Nights: z.number().int(),
  RoomTypeId: z.number().int(),
  RoomTypeName: z.string(),
  RatePlanId: z.number().int(),
  RatePlanName: z.string(),
  /** The rate's cancellation and payment policy. */
  Policy: z.string(),
  Inclusions: z.array(z.string()),
  RoomConfigurationDropdownOptionId: z.number().int().nullable(),
  RoomConfigurationName: z.string().nullable(),
  ...roomPartyShape,
  /** The lead guest first. */
  Guests: z.array(confirmationGuestSchema),
  Services: z.array(confirmationServiceSchema),
  ...roomCostsShape,
  PerNightRate: z.number(),
  /** The room's taxes and fees as sold (kept with it, never worked out again), TotalCost with the added ones, and those paid at the hotel. */
  ...taxedPriceShape,
});
export type ConfirmationRoom = z.infer<typeof confirmationRoomSchema>;

export const reservationConfirmationSchema = z.object({
  PropertyId: z.number().int(),
  PropertyCode: z.string(),
  PropertyName: z.string(),
  /** The property's contact details for "what's next" and the print layout. */
  PropertyContact: z.object({
    Email: z.string().nullable(),
    Telephone: z.string().nullable(),
    WebsiteUrl: z.string().nullable(),
    /** One line, as shown to guests. */
    Address: z.string(),
    TimeZone: z.string(),
  }),
  ReferenceNumber: z.string(),
  Status: reservationStatusSchema,
  /** "Booking has been made successfully." when confirmed, else where it stands. */
  Message: z.string(),
  PaymentType: paymentTypeSchema,
  PaymentStatus: paymentStatusSchema,
  /** The card charged (PayByCard): brand, last four and expiry only. */
  Card: cardSummarySchema.nullable(),
  Company: z.object({ AccountId: z.number().int(), Name: z.string() }).nullable(),
  PONumber: z.string().nullable(),
  DateFrom: z.string(),
  DateTo: z.string(),
  Nights: z.number().int(),
  Booker: z.object({
    ...bookerContactShape,
    CountryId: z.number().int().nullable(),
    CountryName: z.string().nullable(),
    ZipCode: z.string(),
  }),
  Rooms: z.array(confirmationRoomSchema),
  ...guestWordsShape,
  ...bookingTotalsShape,
  AmountPaid: z.number(),
  /** Still to pay the hotel (invoices). */
  AmountDue: z.number(),
  /**
   * The booking's taxes and fees as sold (the sum of the rooms'; a gift voucher pays, it does
   * not change them), TotalCost with the added ones (everything the guest pays, online and at
   * the hotel), and the part paid at the hotel.
   */
  ...taxedPriceShape,
  /** TotalWithTaxes - PayAtProperty: what is paid online (card, payment provider) or on the invoice. */
  PaidOnline: z.number(),
  /** How the booking is paid: its schedule, each part with where it stands, and what is still to pay. */
  ...bookingPaymentShape,
  Currency: z.string(),
  CreatedAt: z.string(),
  HoldExpiresAt: z.string().nullable(),
  /** The pre-check-in link's path (/PreCheckIn/:propertyCode/:referenceNumber/:code); null unless confirmed and the stay has not ended. */
  PreCheckInPath: z.string().nullable(),
});
export type ReservationConfirmation = z.infer<typeof reservationConfirmationSchema>;
