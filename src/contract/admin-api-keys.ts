import { z } from 'zod';

// API keys for the hotel's other systems (a channel manager, a PMS), made by owners in the
// console's Connections page: GET/POST /api/Admin/ApiKeys?PropertyCode= and
// POST /api/Admin/ApiKeys/:Id/Revoke. A key is shown once, when it is made; the hotel keeps only
// its hash. The other system then sends `Authorization: Bearer <key>` to the same /api/Admin
// calls the console makes, within the key's scopes and on its property (or each property of
// its group) only.

export const apiKeyScopeSchema = z
  .enum(['bookings:read', 'ari:write', 'webhooks:manage'])
  .describe('bookings:read: read bookings; ari:write: read and change rates and availability; webhooks:manage');
export type ApiKeyScopeName = z.infer<typeof apiKeyScopeSchema>;

export const apiKeySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** The other system the key connects; its room type and rate plan codes are kept under this name. */
  Connection: z.string(),
  Scopes: z.array(apiKeyScopeSchema),
  /** The key's first characters (`sfk_k2m4q7x9`), to tell keys apart; the rest is never shown again. */
  Prefix: z.string(),
  /** The group whose every property the key reaches, or null for a key of this property alone. */
  GroupCode: z.string().nullable(),
  CreatedAt: z.string(),
  /** Who made it (null: from the server's shell). */
  CreatedBy: z.string().nullable(),
  /** Its last call, to the minute; null when never used. */
  LastUsedAt: z.string().nullable(),
  RevokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  /** Keys in use first, newest first; then the revoked ones. */
  ApiKeys: z.array(apiKeySchema),
  /** The property's group, or null. */
  GroupCode: z.string().nullable(),
  /** The member is an owner of the group too, so may make and revoke the group's keys. */
  MayManageGroupKeys: z.boolean(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createApiKeyRequestSchema = z.object({
  Name: z.string().trim().min(1, 'Name the key, e.g. after the system that will use it').max(80),
  /** Defaults to the name. */
  Connection: z.string().trim().max(80).optional(),
  Scopes: z
    .array(apiKeyScopeSchema)
    .min(1, 'Choose at least one scope')
    .max(3)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once'),
  /** A key of the property's group: it reaches each of the group's properties (group owners only). */
  ForGroup: z.boolean().optional(),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

export const createdApiKeySchema = apiKeySchema.extend({
  Key: z.string().describe('The key itself (sfk_...): shown this once; only its SHA-256 is kept'),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdParamsSchema = z.object({ Id: z.coerce.number().int().positive() });
