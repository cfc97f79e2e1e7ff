import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '../../../../contract/account';
import { ApiError, apiGet } from '../../../api';

// GET /api/Account: the signed-in guest, or null when not signed in (401). Never persisted to
// the device: personal data lives in memory only, and logout removes it.
// The server sets a readable "signed in" hint cookie beside the session and clears it when the
// session ends: without it nobody is signed in, and the call (a certain 401) is not made.

/** The server's hint that this browser may hold a session (it proves nothing by itself). */
export function maybeSignedIn(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.cookie.split(';').some((cookie) => cookie.trim().startsWith('stayfront_signed_in='))
  );
}

export const accountQueryKey = ['account'] as const;

export const accountQueryOptions = (propertyCode: string) =>
  queryOptions({
    queryKey: [...accountQueryKey, propertyCode],
    queryFn: async ({ signal }): Promise<UserProfile | null> => {
      if (!maybeSignedIn()) return null;
      try {
        return await apiGet<UserProfile>('Account', { propertyId: propertyCode }, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

/** The signed-in guest (undefined while loading, null when signed out). */
export function useAccount(propertyCode: string): UserProfile | null | undefined {
  return useQuery(accountQueryOptions(propertyCode)).data;
}
