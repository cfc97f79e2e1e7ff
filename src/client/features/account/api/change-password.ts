import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountResult, ChangePasswordRequest } from '../../../../contract/account';
import { apiRequest } from '../../../api';
import { accountQueryKey } from './get-account';

// POST /api/Account/ChangePassword (signed in). A wrong current password is a 400 with
// ModelState.CurrentPassword. The server rotates this session, so the profile is asked again.

export function changePassword(request: ChangePasswordRequest): Promise<AccountResult> {
  return apiRequest<AccountResult>('Account/ChangePassword', { method: 'POST', body: request });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
