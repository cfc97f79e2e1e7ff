import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '../../../../contract/account';
import { ApiError, apiGet } from '../../../api';

// GET /api/Account: the signed-in guest, or null when not signed in (401). Never persisted to
// the device: personal data lives in memory only, and logout removes it.

export const accountQueryKey = ['account'] as const;

export const accountQueryOptions = (propertyCode: string) =>
  queryOptions({
    queryKey: [...accountQueryKey, propertyCode],
    queryFn: async ({ signal }): Promise<UserProfile | null> => {
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
