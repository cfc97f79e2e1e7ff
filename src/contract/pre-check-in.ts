import { z } from 'zod';
import { savedCreditCardSchema } from './account';
import { cardSummarySchema, roomPartyShape } from './booking-fields';
import { confirmationGuestSchema, confirmationServiceSchema } from './reservation-confirmation';

// The PreCheckIn calls (GET PreCheckIn/Get, POST PreCheckIn/Save; docs/product.md, API) and the
// pre-check-in reservation. A guest is let in by the link
// /PreCheckIn/:propertyCode/:referenceNumber/:code, where `code` is an HMAC of the reservation
// under the server's secret (compared in constant time). Amounts are major units; dates
// 'YYYY-MM-DD'. GET PreCheckIn/Config/{id} (the required-field flags) is in ./property.

/** The message of every link that does not open a booking (docs/product.md, errors). */
export const invalidPreCheckInLinkMessage = 'This link is invalid. Please re check the link is correct and try again.';

// --- GET /api/PreCheckIn/Get ---------------------------------------------------------------
export const preCheckInQuerySchema = z.object({
  propertyId: z.string().trim().min(1).max(64),
  referenceNumber: z.string().trim().min(1).max(32),
  /** The link's code. */
  hash: z.string().trim().min(1).max(128),
});
export type PreCheckInQuery = z.infer<typeof preCheckInQuerySchema>;

/**
 * The invalid-link response: a wrong or altered code, reference or property,
 * a booking that is not confirmed or whose stay has ended. Success is false with Title
 * "Warning"; the Message never says which part was wrong. Look-ups are rate-limited (429).
 */
export const preCheckInNoticeSchema = z.object({ Success: z.boolean(), Title: z.string(), Message: z.string() });
export type PreCheckInNotice = z.infer<typeof preCheckInNoticeSchema>;

/** Guest, as the confirmation shows it. */
export const preCheckInGuestSchema = confirmationGuestSchema;
export type PreCheckInGuest = z.infer<typeof preCheckInGuestSchema>;

export const preCheckInBookerSchema = confirmationGuestSchema.extend({
  Street: z.string().nullable(),
  City: z.string().nullable(),
  CountryId: z.number().int().nullable(),
  StateOrCounty: z.string().nullable(),
  ZipCode: z.string().nullable(),
});
export type PreCheckInBooker = z.infer<typeof preCheckInBookerSchema>;

/** An extra booked with a room, as the confirmation shows it. */
export const preCheckInItemServiceSchema = confirmationServiceSchema;

export const preCheckInItemSchema = z.object({
  ReservationItemId: z.number().int(),
  DateOfArrival: z.string(),
  DateOfDeparture: z.string(),
  RoomTypeId: z.number().int(),
  RoomType: z.string(),
  RatePlanId: z.number().int(),
  RatePlan: z.string(),
  /** The rate's cancellation and payment policy. */
  Policy: z.string(),
  /** The bed set-up chosen, or null. */
  RoomConfiguration: z.object({ Id: z.number().int(), Name: z.string() }).nullable(),
  /** True when the property asks for a bed set-up (ShowRoomConfigurationQuestion): one must be chosen. */
  ShowRoomConfigurationQuestion: z.boolean(),
  /** The set-ups offered for this room type. */
  RoomConfigurationOptions: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
  ...roomPartyShape,
  /** One per adult and child (src/domain/pre-check-in guestCountOf), the lead guest first; unnamed ones have empty names. */
  Guests: z.array(preCheckInGuestSchema),
  Services: z.array(preCheckInItemServiceSchema),
  /** Whether Service/GetReservationItemServices offers extras for this room. */
  HasSelectableServices: z.boolean(),
});
export type PreCheckInItem = z.infer<typeof preCheckInItemSchema>;

/** The pre-check-in reservation. */
export const preCheckInReservationSchema = z.object({
  PropertyId: z.number().int(),
  ReferenceNumber: z.string(),
  IsReservation: z.boolean(),
  EntityId: z.number().int(),
  SpecialRequests: z.string(),
  TotalAccommodationPrice: z.number(),
  TotalServicesPrice: z.number(),
  Currency: z.string(),
  ...roomPartyShape,
  /** The card on file for the stay (brand and last four only), and the signed-in booker's saved cards. */
  CardOnFile: cardSummarySchema.nullable(),
  CreditCards: z.array(savedCreditCardSchema),
  Booker: preCheckInBookerSchema.nullable(),
  Company: z.object({ Name: z.string(), AccountId: z.number().int() }).nullable(),
  ReservationItems: z.array(preCheckInItemSchema),
  /** When the guest last saved their pre-check-in (ISO instant), else null. */
  CompletedAt: z.string().nullable(),
});
export type PreCheckInReservation = z.infer<typeof preCheckInReservationSchema>;

/** 200 with either the reservation or a notice (tell them apart by `Success`). */
export const preCheckInGetResponseSchema = z.union([preCheckInReservationSchema, preCheckInNoticeSchema]);
export type PreCheckInGetResponse = z.infer<typeof preCheckInGetResponseSchema>;

// --- POST /api/PreCheckIn/Save -------------------------------------------------------------
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');

export const preCheckInGuestInputSchema = z.object({
  IndividualId: z.number().int().nullish(),
  FirstName: optionalText(100),
  LastName: optionalText(100),
  Email: optionalText(254),
  Phone: optionalText(40),
});

export const preCheckInBookerInputSchema = preCheckInGuestInputSchema.extend({
  Street: optionalText(200),
  City: optionalText(100),
  CountryId: z.number().int().min(0).nullish(),
  StateOrCounty: optionalText(100),
  ZipCode: optionalText(20),
});

export const preCheckInItemInputSchema = z.object({
  ReservationItemId: z.number().int().positive(),
  RoomConfigurationDropdownOptionId: z.number().int().min(0).nullish(),
  Guests: z.array(preCheckInGuestInputSchema).max(40),
  /**
   * The room's extras as they should be after the save: a service already booked keeps at
   * least its booked quantity (extras are added at pre-check-in, never removed); a new one or a
   * higher quantity is taken from inventory and priced as in booking.
   */
  Services: z
    .array(z.object({ ServiceId: z.number().int().positive(), Quantity: z.number().int().min(1).max(99).default(1) }))
    .max(30)
    .default([]),
});

/** A card for the stay: a saved card of the signed-in booker, or a new card (tokenised by the gateway, never stored). */
export const preCheckInCardSchema = z.object({
  CreditCardId: z.number().int().positive().nullish(),
  CardNumber: optionalText(30),
  NameOnCard: optionalText(100),
  CreditCardTypeId: z.number().int().min(0).nullish(),
  ExpiryMonth: z.number().int().min(0).max(12).nullish(),
  ExpiryYear: z.number().int().min(0).max(2099).nullish(),
  SecurityCode: optionalText(4),
});

/**
 * The save payload. Send an `Idempotency-Key` header (one per submission, kept
 * until it is answered; optional, like Reservation/Create's pattern): the same submission sent
 * again gets the first answer and changes nothing more. Without a key a repeat changes nothing
 * either: the payload is the booking's desired state (guests, set-up, extras). Blank optional
 * texts keep what the hotel has where a value is needed (booker names and email). The booker
 * and guests are checked by the property's pre-check-in flags (src/domain/pre-check-in); a bad
 * field is 400 { Message, ModelState }. Guests: one per adult and child (guestCountOf); those
 * not sent count as blank and are checked as such.
 */
export const preCheckInSaveRequestSchema = z.object({
  PropertyId: z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]),
  ReferenceNumber: z.string().trim().min(1).max(32),
  IsReservation: z.boolean().default(true),
  EntityId: z.number().int().positive(),
  Code: z.string().trim().min(1).max(128),
  SpecialRequests: optionalText(2000),
  Booker: preCheckInBookerInputSchema.nullish(),
  ReservationItems: z.array(preCheckInItemInputSchema).max(20),
  CardDetails: preCheckInCardSchema.nullish(),
});
export type PreCheckInSaveRequest = z.input<typeof preCheckInSaveRequestSchema>;
/** The save payload as the server reads it (blank texts are ''). */
export type PreCheckInSaveBody = z.output<typeof preCheckInSaveRequestSchema>;

/** The answer of a save that went through. */
export const preCheckInSavedMessage = 'Thank you, your check-in details have been saved.';

/**
 * 200 Success true with the thank-you Message; 200 Success false with the invalid-link
 * Message for a link that does not open a booking (as GET). Other answers: 400 { Message,
 * ModelState } (fields like "Booker.Email", "ReservationItems[0].Guests[1].FirstName",
 * "ReservationItems[0].Services", "CardDetails.CardNumber"); 402 { Message } the card was
 * declined; 409 { Message: "Sorry, your selection is not available." } an extra sold out
 * meanwhile (nothing is saved); 422 the Idempotency-Key was used for a different submission;
 * 429 too many attempts.
 */
export const preCheckInSaveResponseSchema = z.object({ Success: z.boolean(), Message: z.string() });
export type PreCheckInSaveResponse = z.infer<typeof preCheckInSaveResponseSchema>;

// --- GET /api/Service/GetReservationItemServices -------------------------------------------
/** Answers the Service/Get shape (./services serviceResponseSchema) for the room's type, rate plan and dates; 404 { Message } for a room not of this property. */
export const reservationItemServicesQuerySchema = z.object({
  propertyId: z.string().trim().min(1).max(64),
  reservationItemId: z.coerce.number().int().positive(),
  languageCode: z.string().min(2).max(10).default('en'),
});
export type ReservationItemServicesQuery = z.infer<typeof reservationItemServicesQuerySchema>;
