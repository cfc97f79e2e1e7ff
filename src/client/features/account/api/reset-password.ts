import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountResult, PasswordResetRequest } from '../../../../contract/account';
import { apiRequest } from '../../../api';
import { accountQueryKey } from './get-account';

// POST /api/Account/PasswordReset, from the emailed link. It ends every session of the
// account, this device's included, so the cached profile is asked again.

export function resetPassword(request: PasswordResetRequest): Promise<AccountResult> {
  return apiRequest<AccountResult>('Account/PasswordReset', { method: 'POST', body: request });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (result) => (result.Success ? queryClient.invalidateQueries({ queryKey: accountQueryKey }) : undefined),
  });
}
