import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthenticateRequest, AuthenticateResponse } from '../../../../contract/account';
import { apiRequest } from '../../../api';
import { accountQueryKey, accountQueryOptions } from './get-account';

// POST /api/Account/Authenticate. Success true: the session cookie is set and the answer
// carries the profile, so the account query is filled at once; the profiles cached for other
// properties belonged to the previous session and are asked again.

export function authenticate(request: AuthenticateRequest): Promise<AuthenticateResponse> {
  return apiRequest<AuthenticateResponse>('Account/Authenticate', { method: 'POST', body: request });
}

export function useAuthenticate(propertyCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authenticate,
    onSuccess: async (result) => {
      if (!result.Success || !result.User) return;
      queryClient.setQueryData(accountQueryOptions(propertyCode).queryKey, result.User);
      await queryClient.invalidateQueries({
        queryKey: accountQueryKey,
        predicate: (query) => query.queryKey[1] !== propertyCode,
      });
    },
  });
}
