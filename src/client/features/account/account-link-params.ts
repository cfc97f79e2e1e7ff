// The ?token= of the emailed account links (confirm email, reset password).

export interface AccountLinkParams {
  token?: string;
}

export function validateAccountLinkParams(search: Record<string, unknown>): AccountLinkParams {
  const token = typeof search.token === 'string' ? search.token.trim() : '';
  return token ? { token } : {};
}
