import { useMutation } from '@tanstack/react-query';
import type { AccountResult, RegisterRequest } from '../../../../contract/account';
import { apiRequest } from '../../../api';

// POST /api/Account/Register. The same answer whether or not the address is known; the guest
// confirms by the emailed link before they can log in, so nothing cached changes here.

export function register(request: RegisterRequest): Promise<AccountResult> {
  return apiRequest<AccountResult>('Account/Register', { method: 'POST', body: request });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
