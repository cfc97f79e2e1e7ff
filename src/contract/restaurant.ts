import { z } from 'zod';

// The restaurant table booking calls (docs/product.md, API): GET RestaurantBooking/Restaurants,
// GET RestaurantBooking/RestaurantSetup, GET RestaurantBooking/Availability and
// POST RestaurantBooking/Create. Dates are calendar dates 'YYYY-MM-DD' and times 'HH:mm', both
// the property's wall clock. The shapes check types and sizes; what a field must contain (a
// valid email, a party size in range, a time the restaurant offers) is checked by
// src/domain/table-booking.ts and comes back as 400 { Message, ModelState } keyed by these
// field names ("ContactNumber", "PartySize", "VisitTime"; query fields as sent: "partySize").

const propertyMessage = { error: 'Please choose a property.' };
const restaurantMessage = { error: 'Please choose a restaurant.' };
const partySizeMessage = { error: 'The party size must be a whole number.' };

const propertyQuery = z.string(propertyMessage).trim().min(1, propertyMessage).max(64, propertyMessage);
const restaurantQuery = z.coerce.number(restaurantMessage).int(restaurantMessage).positive(restaurantMessage);
const visitDateQuery = z.iso.date({ error: 'The date must be a real date like 2026-05-01.' });
/** Query flags arrive as text: "true"/"false" (and 1/0). */
const queryFlag = z
  .enum(['true', 'false', '1', '0', 'True', 'False'], { error: 'Must be true or false.' })
  .optional()
  .transform((value) => value === 'true' || value === 'True' || value === '1');

// --- GET /api/RestaurantBooking/Restaurants -------------------------------------------------

export const restaurantsQuerySchema = z.object({ propertyId: propertyQuery });
export type RestaurantsQuery = z.infer<typeof restaurantsQuerySchema>;

/** Restaurant: Id and Name; Code (what RestaurantBooking.DefaultRestaurant names) and Description added. */
export const restaurantSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Code: z.string(),
  Description: z.string(),
});
export type Restaurant = z.infer<typeof restaurantSchema>;
export const restaurantsResponseSchema = z.array(restaurantSchema);

// --- GET /api/RestaurantBooking/RestaurantSetup ---------------------------------------------

export const restaurantSetupQuerySchema = z.object({
  propertyId: propertyQuery,
  restaurantId: restaurantQuery,
  /** Accepted as clients send them; the setup is the same on every date and for every guest. */
  date: visitDateQuery.optional(),
  isReservation: queryFlag,
  identifier: z.string().max(254).optional(),
});
export type RestaurantSetupQuery = z.infer<typeof restaurantSetupQuerySchema>;

export const restaurantSetupSchema = z.object({
  MinOnlinePartySize: z.number().int(),
  MaxOnlinePartySize: z.number().int(),
  /** The property currency's symbol ("£"), for promotions that name prices. */
  CurrencySymbol: z.string(),
  /** Shown when a day has no table for the party. */
  NoAvailabilityText: z.string(),
});
export type RestaurantSetup = z.infer<typeof restaurantSetupSchema>;

// --- GET /api/RestaurantBooking/Availability ------------------------------------------------

export const restaurantAvailabilityQuerySchema = z.object({
  propertyId: propertyQuery,
  restaurantId: restaurantQuery,
  date: visitDateQuery,
  partySize: z.coerce.number(partySizeMessage).int(partySizeMessage),
  /** Accepted as clients send it; answers do not depend on it. */
  currencySymbol: z.string().max(8).optional(),
});
export type RestaurantAvailabilityQuery = z.infer<typeof restaurantAvailabilityQuerySchema>;

export const timeSlotPromotionSchema = z.object({ Id: z.number().int(), Name: z.string(), Description: z.string() });
export type TimeSlotPromotion = z.infer<typeof timeSlotPromotionSchema>;

/**
 * Time slot: a time with a table for the party. IsLeaveTimeRequired: the
 * restaurant wants the table back by LeaveTime ('HH:mm', present only then).
 */
export const timeSlotSchema = z.object({
  Time: z.string(),
  Promotions: z.array(timeSlotPromotionSchema),
  IsLeaveTimeRequired: z.boolean(),
  LeaveTime: z.string().optional(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;
/** The free slots of the day in time order; empty when nothing is free (show NoAvailabilityText). */
export const restaurantAvailabilityResponseSchema = z.array(timeSlotSchema);

// --- POST /api/RestaurantBooking/Create -----------------------------------------------------

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters.` })
    .nullish()
    .transform((value) => value ?? '');

export const tableBookingRequestSchema = z.object({
  PropertyId: z.union(
    [
      z.number(propertyMessage).int(propertyMessage).positive(propertyMessage),
      z.string(propertyMessage).trim().min(1, propertyMessage).max(64, propertyMessage),
    ],
    propertyMessage,
  ),
  RestaurantId: z.number(restaurantMessage).int(restaurantMessage).nullish(),
  /** What the client showed; the server names the restaurant from its own data. */
  RestaurantName: text('The restaurant name', 200),
  /** 'HH:mm', one of the day's slots. */
  VisitTime: text('The time', 5),
  /** 'YYYY-MM-DD' */
  VisitDate: text('The date', 10),
  PartySize: z.number(partySizeMessage).int(partySizeMessage).nullish(),
  SpecialRequests: text('Special requests', 1000),
  /** True when the table goes with a stay: Identifier is then the stay's reference number. */
  IsReservation: z
    .boolean({ error: 'IsReservation must be true or false.' })
    .nullish()
    .transform((value) => value ?? false),
  /** The stay's reference number (IsReservation), else who books (the guest's email address). */
  Identifier: text('The identifier', 254),
  /** One of the chosen slot's promotions, or none. */
  PromotionId: z
    .number({ error: 'The promotion must be a number.' })
    .int({ error: 'The promotion must be a number.' })
    .nullish()
    .transform((value) => value || null),
  Email: text('The email address', 254),
  ContactNumber: text('The contact number', 40),
  /** What the client showed; the server decides from the slot. */
  IsLeaveTimeRequired: z.boolean().nullish(),
});
export type TableBookingRequest = z.infer<typeof tableBookingRequestSchema>;
export type TableBookingRequestInput = z.input<typeof tableBookingRequestSchema>;

/**
 * Success true: the table is booked (BookingReference; InfoMessage says what was booked).
 * Success false: nothing was booked because the time has just gone (InfoMessage says so).
 */
export const tableBookingResponseSchema = z.object({
  Success: z.boolean(),
  BookingReference: z.string().nullable(),
  InfoMessage: z.string().nullable(),
});
export type TableBookingResponse = z.infer<typeof tableBookingResponseSchema>;
