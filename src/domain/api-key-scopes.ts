import type { StaffPermission } from './staff-roles';

// What an API key of the hotel's other system (a channel manager, a PMS) may do. An owner
// gives a key one or more scopes; each opens the same /api/Admin calls the console makes with
// the permissions below, and nothing else (no staff, settings, keys or booking changes).

export const apiKeyScopes = ['bookings:read', 'ari:write', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

const opens: Record<ApiKeyScope, readonly StaffPermission[]> = {
  'bookings:read': ['bookings:read'],
  'ari:write': ['ari:read', 'ari:write'],
  'webhooks:manage': ['webhooks:manage'],
};

export function scopesMay(scopes: readonly ApiKeyScope[], permission: StaffPermission): boolean {
  return scopes.some((scope) => opens[scope].includes(permission));
}

/** The scope that would open `permission`, or null when no key may have it. */
export function scopeFor(permission: StaffPermission): ApiKeyScope | null {
  return apiKeyScopes.find((scope) => opens[scope].includes(permission)) ?? null;
}

/** The scopes in their usual order, each once. */
export function orderedScopes(scopes: readonly ApiKeyScope[]): ApiKeyScope[] {
  return apiKeyScopes.filter((scope) => scopes.includes(scope));
}
