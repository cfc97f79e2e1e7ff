import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMe } from '../../../../contract/admin-staff';
import { ApiError } from '../../../api';
import { adminQueryRoot, adminRequest } from '../admin-api';

// GET /api/Admin/Me: who is signed in to the console, their roles, and whether they must set up
// two-factor sign-in. Null when nobody is (401): the sign-in gate then shows the sign-in page.

export const meQueryKey = [adminQueryRoot, 'me'] as const;

export async function getMe(): Promise<StaffMe | null> {
  try {
    return await adminRequest<StaffMe>('Me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 30_000 });

export const useMe = () => useQuery(meQueryOptions());
