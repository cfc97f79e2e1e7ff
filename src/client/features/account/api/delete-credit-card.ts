import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteCreditCardRequest, UserProfile } from '../../../../contract/account';
import { apiRequest } from '../../../api';
import { accountQueryKey, accountQueryOptions } from './get-account';

// POST /api/Account/DeleteCreditCard (signed in): answers the profile without the card.

export function deleteCreditCard(request: DeleteCreditCardRequest): Promise<UserProfile> {
  return apiRequest<UserProfile>('Account/DeleteCreditCard', { method: 'POST', body: request });
}

export function useDeleteCreditCard(propertyCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCreditCard,
    onSuccess: async (profile) => {
      queryClient.setQueryData(accountQueryOptions(propertyCode).queryKey, profile);
      await queryClient.invalidateQueries({
        queryKey: accountQueryKey,
        predicate: (query) => query.queryKey[1] !== propertyCode,
      });
    },
    // A 404 means the card is already gone (another tab): the list is asked again either way.
    onError: () => queryClient.invalidateQueries({ queryKey: accountQueryOptions(propertyCode).queryKey }),
  });
}
