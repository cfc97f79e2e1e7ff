import { useMutation } from '@tanstack/react-query';
import type { AccountResult, ConfirmEmailRequest } from '../../../../contract/account';
import { apiRequest } from '../../../api';

// POST /api/Account/ConfirmEmail, from the emailed link. It does not sign the guest in.

export function confirmEmail(request: ConfirmEmailRequest): Promise<AccountResult> {
  return apiRequest<AccountResult>('Account/ConfirmEmail', { method: 'POST', body: request });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
