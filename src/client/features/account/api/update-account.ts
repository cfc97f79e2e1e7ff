import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAccountRequest, UserProfile } from '../../../../contract/account';
import { apiRequest } from '../../../api';
import { accountQueryKey, accountQueryOptions } from './get-account';

// POST /api/Account/Update (signed in): answers the saved profile, which replaces the cached one.

export function updateAccount(request: UpdateAccountRequest): Promise<UserProfile> {
  return apiRequest<UserProfile>('Account/Update', { method: 'POST', body: request });
}

export function useUpdateAccount(propertyCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (profile) => {
      queryClient.setQueryData(accountQueryOptions(propertyCode).queryKey, profile);
      await queryClient.invalidateQueries({
        queryKey: accountQueryKey,
        predicate: (query) => query.queryKey[1] !== propertyCode,
      });
    },
  });
}
