import { useMutation } from '@tanstack/react-query';
import type { CheckVoucherCodeRequestInput, CheckVoucherCodeResponse } from '../../../../contract/reservation';
import { apiRequest } from '../../../api';

// POST /api/Reservation/CheckVoucherCode: what a gift voucher takes off these rooms.

export function checkVoucherCode(request: CheckVoucherCodeRequestInput): Promise<CheckVoucherCodeResponse> {
  return apiRequest<CheckVoucherCodeResponse>('Reservation/CheckVoucherCode', { body: request });
}

export function useCheckVoucherCode() {
  return useMutation({ mutationKey: ['checkVoucherCode'], mutationFn: checkVoucherCode });
}
