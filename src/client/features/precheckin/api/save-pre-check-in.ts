import type { PreCheckInSaveRequest, PreCheckInSaveResponse } from '../../../../contract/pre-check-in';
import { apiRequest } from '../../../api';

// POST /api/PreCheckIn/Save with the submission's Idempotency-Key: the same submission sent
// again (a retry after a dropped connection) gets the first answer and changes nothing more.

export function savePreCheckIn(
  request: PreCheckInSaveRequest,
  idempotencyKey: string,
): Promise<PreCheckInSaveResponse> {
  return apiRequest<PreCheckInSaveResponse>('PreCheckIn/Save', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
