import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmTwoFactorRequest, RecoveryCodes, TwoFactorEnrolment } from '../../../../contract/admin-staff';
import { adminRequest } from '../admin-api';
import { meQueryKey } from './get-me';

// POST /api/Admin/TwoFactor/Enrolment (a new secret and its QR code) and .../Confirm (the first
// code; answers the recovery codes once). Confirming changes what the console allows.

export const useStartEnrolment = () =>
  useMutation({ mutationFn: () => adminRequest<TwoFactorEnrolment>('TwoFactor/Enrolment', { method: 'POST' }) });

export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmTwoFactorRequest) =>
      adminRequest<RecoveryCodes>('TwoFactor/Enrolment/Confirm', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
