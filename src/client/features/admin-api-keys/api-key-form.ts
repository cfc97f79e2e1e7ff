import { z } from 'zod';
import { apiKeyScopeSchema, type ApiKeyScopeName } from '../../../contract/admin-api-keys';

// The form that makes a key: a name, the connection (the name by default) and its scopes, the
// same limits as the server's.

/** The scopes in the order the form lists them. */
export const apiKeyScopes = apiKeyScopeSchema.options;

/** What each scope lets the other system do, in words. */
export const apiKeyScopeLabels: Record<ApiKeyScopeName, string> = {
  'bookings:read': 'Read bookings',
  'ari:write': 'Read and change rates and availability',
  'webhooks:manage': 'Manage webhooks',
};

export const apiKeyFormSchema = z.object({
  Name: z
    .string()
    .trim()
    .min(1, { error: 'Name the key, e.g. after the system that will use it.' })
    .max(80, { error: 'The name is too long (80 characters at most).' }),
  Connection: z.string().trim().max(80, { error: 'The connection is too long (80 characters at most).' }),
  Scopes: z.array(apiKeyScopeSchema).min(1, { error: 'Choose at least one thing the key may do.' }),
  ForGroup: z.boolean(),
});
export type ApiKeyFormValues = z.input<typeof apiKeyFormSchema>;
