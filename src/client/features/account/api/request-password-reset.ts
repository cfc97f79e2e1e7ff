import { useMutation } from '@tanstack/react-query';
import type { AccountResult, RequestPasswordResetRequest } from '../../../../contract/account';
import { apiRequest } from '../../../api';

// POST /api/Account/RequestPasswordReset: the same answer whether or not the address is known.

export function requestPasswordReset(request: RequestPasswordResetRequest): Promise<AccountResult> {
  return apiRequest<AccountResult>('Account/RequestPasswordReset', { method: 'POST', body: request });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
