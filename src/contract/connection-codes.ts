import { z } from 'zod';

// The codes the hotel's other systems (a PMS, a channel manager) know our room types and rate
// plans by, one set per connection: GET /api/Admin/Connections/Codes reads a connection's
// mapping, PUT replaces it. A connection is named as its API keys name it ("PMS",
// "SiteMinder"); an ARI batch sent for a connection may then name room types and rate plans by
// those codes. Within a connection, one code per room type (and per rate plan), and a code
// means one room type (or one rate plan) only.

/** A connection's name, as its API keys carry it (a key's connection, or its name when it gave none). */
export const connectionNameSchema = z
  .string()
  .trim()
  .min(1, 'Name the connection.')
  .max(80, 'A connection name has 80 characters at most.');

/** A code of the other system, or one of ours, as sent. */
export const entityCodeSchema = z
  .string()
  .trim()
  .min(1, 'A code cannot be empty.')
  .max(64, 'A code has 64 characters at most.');

const propertyCode = z.string().trim().min(1).max(64);

export const connectionCodesQuerySchema = z.object({
  PropertyCode: propertyCode,
  /** Absent: no mapping is read; the answer lists the connections known to the hotel. */
  Connection: connectionNameSchema.optional(),
});
export type ConnectionCodesQuery = z.infer<typeof connectionCodesQuerySchema>;

export const connectionCodesPutQuerySchema = z.object({
  PropertyCode: propertyCode,
  Connection: connectionNameSchema,
});

/** One of our room types or rate plans, named by our code, and the connection's code for it. */
const codePairSchema = z.strictObject({
  /** Our code (the property definition's). */
  Code: entityCodeSchema,
  /** The other system's code. */
  ExternalCode: entityCodeSchema,
});

/** The whole mapping of a connection: what is left out has no code there afterwards. */
export const connectionCodesRequestSchema = z.strictObject({
  RoomTypes: z.array(codePairSchema).max(500).default([]),
  RatePlans: z.array(codePairSchema).max(500).default([]),
});
export type ConnectionCodesRequest = z.input<typeof connectionCodesRequestSchema>;

const mappedRoomTypeSchema = z.object({
  RoomTypeId: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  /** The connection's code; null when it has none. */
  ExternalCode: z.string().nullable(),
});

const mappedRatePlanSchema = z.object({
  RatePlanId: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  ExternalCode: z.string().nullable(),
});

export const connectionCodesResponseSchema = z.object({
  PropertyCode: z.string(),
  /** The connection read; null when none was named. */
  Connection: z.string().nullable(),
  /** Connections the hotel has codes or API keys for, by name. */
  Connections: z.array(z.string()),
  /** Every room type and rate plan of the hotel, in display order, with the connection's code. */
  RoomTypes: z.array(mappedRoomTypeSchema),
  RatePlans: z.array(mappedRatePlanSchema),
});
export type ConnectionCodes = z.infer<typeof connectionCodesResponseSchema>;
