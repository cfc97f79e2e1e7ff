import * as z from 'zod/mini';
import { searchParamsSchema, type SearchParamsOf } from '../../url-search-params';

// The ?token= of the emailed account links (confirm email, reset password).

export const accountLinkParamsSchema = searchParamsSchema({
  token: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined),
});

export type AccountLinkParams = SearchParamsOf<typeof accountLinkParamsSchema>;
