import { searchParamsSchema, type SearchField, type SearchParamsOf } from '../../url-search-params';

// The ?token= of the emailed account links (confirm email, reset password).

/** The token as sent: text, trimmed, of any length. */
const token: SearchField<string> = (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export const accountLinkParamsSchema = searchParamsSchema({ token });

export type AccountLinkParams = SearchParamsOf<typeof accountLinkParamsSchema>;
