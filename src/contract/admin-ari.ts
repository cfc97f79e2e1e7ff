import { z } from 'zod';
import { isoDateSchema } from './common';
import { connectionNameSchema, entityCodeSchema } from './connection-codes';
import { weekdayNameSchema } from './property-definition';

// Rates, availability and restrictions for hotel staff: the console's grid reads
// GET /api/Admin/Ari, and the console and the hotel's other systems change them with
// POST /api/Admin/Ari (batches of up to 1,000 items, idempotent by the Idempotency-Key header).
// Both name the property in the query string (PropertyCode). Rates are major units of the
// property's currency, as in the property definition file; dates are nights 'YYYY-MM-DD', both
// ends included.

export const adminAriPropertyQuerySchema = z.object({
  PropertyCode: z.string().trim().min(1).max(64),
});

/** The grid shows a month at most per call. */
export const ariGridMaxNights = 31;

export const ariGridQuerySchema = adminAriPropertyQuerySchema.extend({
  From: isoDateSchema,
  To: isoDateSchema,
});
export type AriGridQuery = z.infer<typeof ariGridQuerySchema>;

/** One value per night of `Dates`, in order. */
const perNight = <T extends z.ZodType>(value: T) => z.array(value);

export const ariGridRatePlanSchema = z.object({
  RatePlanId: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  /** Base rate (major units); null where the plan does not sell the room type that night. */
  Rate: perNight(z.number().nullable()),
  MinStay: perNight(z.number().int().nullable()),
  MaxStay: perNight(z.number().int().nullable()),
  Closed: perNight(z.boolean().nullable()),
  ClosedToArrival: perNight(z.boolean().nullable()),
  ClosedToDeparture: perNight(z.boolean().nullable()),
});

export const ariGridRoomTypeSchema = z.object({
  RoomTypeId: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  /** Rooms to sell, booked and left (to sell minus booked; 0 when stopped). */
  Rooms: perNight(z.number().int()),
  Booked: perNight(z.number().int()),
  Left: perNight(z.number().int()),
  /** Sale of the room type stopped on the night, whatever its rate plans say. */
  Closed: perNight(z.boolean()),
  RatePlans: z.array(ariGridRatePlanSchema),
});

export const ariGridResponseSchema = z.object({
  PropertyCode: z.string(),
  Currency: z.string(),
  /** The property's today and the last night it sells (36 months ahead). */
  Today: isoDateSchema,
  LastDate: isoDateSchema,
  Dates: z.array(isoDateSchema),
  RoomTypes: z.array(ariGridRoomTypeSchema),
});
export type AriGrid = z.infer<typeof ariGridResponseSchema>;
export type AriGridRoomType = z.infer<typeof ariGridRoomTypeSchema>;
export type AriGridRatePlan = z.infer<typeof ariGridRatePlanSchema>;

const stayLength = z.number().int().min(1).max(365);

/** The most items one POST Admin/Ari takes: a year of nights for every room type and plan in one go. */
export const ariChangeMaxItems = 1000;

/**
 * POST Admin/Ari's query: the property and, for another system pushing its changes, the
 * connection whose codes its items use (an API key of the connection names it itself).
 */
export const ariChangeQuerySchema = adminAriPropertyQuerySchema.extend({
  Connection: connectionNameSchema.optional(),
});
export type AriChangeQuery = z.infer<typeof ariChangeQuerySchema>;

/**
 * One change over nights From..To (on Weekdays when given). The room type is named by its id or
 * by its code (RoomTypeCode: the connection's code for it, or ours when the connection has none
 * for room types); the rate plan likewise. No rate plan: the room type's rooms and stop-sell.
 */
export const ariChangeItemSchema = z.strictObject({
  RoomTypeId: z.number().int().positive().optional(),
  RoomTypeCode: entityCodeSchema.optional(),
  RatePlanId: z.number().int().positive().optional(),
  RatePlanCode: entityCodeSchema.optional(),
  From: isoDateSchema,
  To: isoDateSchema,
  Weekdays: z.array(weekdayNameSchema).max(7).optional(),
  Rooms: z.number().int().min(0).max(10_000).optional(),
  Closed: z.boolean().optional(),
  Rate: z.number().min(0).max(10_000_000).optional(),
  MinStay: stayLength.optional(),
  MaxStay: stayLength.nullable().optional(),
  ClosedToArrival: z.boolean().optional(),
  ClosedToDeparture: z.boolean().optional(),
});
export type AriChangeItem = z.infer<typeof ariChangeItemSchema>;

export const ariChangeRequestSchema = z.object({
  Items: z
    .array(ariChangeItemSchema)
    .min(1, 'Send at least one item.')
    .max(ariChangeMaxItems, 'Send at most 1,000 items per batch.'),
});
export type AriChangeRequest = z.infer<typeof ariChangeRequestSchema>;

/** Each item's own outcome, in the order sent: applied (nights changed) or refused (why). */
export const ariChangeOutcomeSchema = z.object({
  /** The item's place in the batch, from 0. */
  Index: z.number().int(),
  Status: z.enum(['applied', 'refused']),
  Applied: z.boolean(),
  /** How many nights the item changed; 0 when refused or when they already had its values. */
  NightsChanged: z.number().int(),
  /**
   * The nights the item changed, as runs of consecutive nights (From..To, both included): a
   * year at one rate is one run. Empty when refused or when nothing changed.
   */
  ChangedNights: z.array(z.object({ From: isoDateSchema, To: isoDateSchema })),
  Message: z.string(),
  /** Refusals: field -> messages, as a 400 would give them. */
  ModelState: z.record(z.string(), z.array(z.string())),
});
export type AriChangeOutcome = z.infer<typeof ariChangeOutcomeSchema>;

export const ariChangeResponseSchema = z.object({
  Items: z.array(ariChangeOutcomeSchema),
});
export type AriChangeResponse = z.infer<typeof ariChangeResponseSchema>;
