import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type {
  AdminCancelRequest,
  AdminGuestDetailsRequestInput,
  AdminMoneyOutcome,
  AdminNoteRequest,
  AdminReservation,
} from '../../../../contract/admin-bookings';
import { ApiError } from '../../../api';
import { adminQueryRoot, adminRequest } from '../../admin/admin-api';

// GET /api/Admin/Reservations/:reference and the staff's actions on it. Each action is sent
// with an Idempotency-Key made when the action starts and kept across its retries, so a double
// click or a retry after a lost answer does it once; the booking's page is then what it answered.

export const reservationQueryOptions = (propertyCode: string, reference: string) =>
  queryOptions({
    queryKey: [adminQueryRoot, 'reservation', propertyCode, reference],
    queryFn: () => adminRequest<AdminReservation>(`Reservations/${encodeURIComponent(reference)}`, { propertyCode }),
  });

export const useReservation = (propertyCode: string, reference: string) =>
  useQuery(reservationQueryOptions(propertyCode, reference));

type Action =
  | { kind: 'Cancel'; body: AdminCancelRequest }
  | { kind: 'NoShow' }
  | { kind: 'ResendConfirmation' }
  | { kind: 'Notes'; body: AdminNoteRequest }
  | { kind: 'Guest'; body: AdminGuestDetailsRequestInput };

/**
 * The Idempotency-Key of the action the member is doing: made when an action starts, sent again
 * by a retry of that same action (a lost answer, the server failing), and dropped once the
 * server has done it or refused it, so the next action, or another go after a refusal (a
 * declined card), is a new one.
 */
function useIdempotencyKey() {
  const current = useRef<{ action: string; key: string } | null>(null);
  return {
    keyFor(action: string) {
      if (current.current?.action !== action) current.current = { action, key: crypto.randomUUID() };
      return current.current.key;
    },
    answered() {
      current.current = null;
    },
  };
}

/** The server refused the action (4xx): nothing was done, and the same request would be refused again. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Whatever the action changed shows on the lists, Today and the audit log too. */
async function refreshAround(queryClient: ReturnType<typeof useQueryClient>, propertyCode: string) {
  await queryClient.invalidateQueries({ queryKey: [adminQueryRoot, 'reservations', propertyCode] });
  await queryClient.invalidateQueries({ queryKey: [adminQueryRoot, 'today', propertyCode] });
  await queryClient.invalidateQueries({ queryKey: [adminQueryRoot, 'audit-log', propertyCode] });
}

export function useReservationAction(propertyCode: string, reference: string) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (action: Action) =>
      adminRequest<AdminMoneyOutcome | { Reservation: AdminReservation }>(
        `Reservations/${encodeURIComponent(reference)}/${action.kind}`,
        {
          method: 'POST',
          propertyCode,
          headers: { 'Idempotency-Key': key.keyFor(JSON.stringify(action)) },
          body: 'body' in action ? action.body : {},
        },
      ),
    onSuccess: (answer) => {
      key.answered();
      queryClient.setQueryData(reservationQueryOptions(propertyCode, reference).queryKey, answer.Reservation);
    },
    onError: (error) => {
      if (refused(error)) key.answered();
    },
    onSettled: () => refreshAround(queryClient, propertyCode),
  });
}

/** Charge: the kept card now. MarkPaid: paid at the desk. Waive: no longer owed. */
export type PaymentStep = 'Charge' | 'MarkPaid' | 'Waive';
export interface PaymentAction {
  paymentId: number;
  step: PaymentStep;
}

/**
 * POST .../Payments/:paymentId/{Charge,MarkPaid,Waive}: the front desk collects, records or
 * forgives one part of the booking's payment schedule. `run` sends one request at a time: a
 * second click while the first is on its way does nothing, and a retry of the same part's same
 * action goes under the same key. A refusal (402: the card declined) may have changed the part
 * (now Failed, with the gateway's reason), so the booking is asked for again.
 */
export function usePaymentAction(propertyCode: string, reference: string) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  const sending = useRef(false);
  const reservationKey = reservationQueryOptions(propertyCode, reference).queryKey;
  const mutation = useMutation({
    mutationFn: ({ paymentId, step }: PaymentAction) =>
      adminRequest<{ Reservation: AdminReservation }>(
        `Reservations/${encodeURIComponent(reference)}/Payments/${paymentId}/${step}`,
        {
          method: 'POST',
          propertyCode,
          headers: { 'Idempotency-Key': key.keyFor(`${paymentId}/${step}`) },
          body: {},
        },
      ),
    onSuccess: (answer) => {
      key.answered();
      queryClient.setQueryData(reservationKey, answer.Reservation);
    },
    onError: (error) => {
      if (!refused(error)) return;
      key.answered();
      void queryClient.invalidateQueries({ queryKey: reservationKey });
    },
    onSettled: () => {
      sending.current = false;
      return refreshAround(queryClient, propertyCode);
    },
  });
  const run: typeof mutation.mutate = (action, options) => {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(action, options);
  };
  return { ...mutation, run };
}
