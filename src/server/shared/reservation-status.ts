import type { ReservationStatus } from '../../contract/reservation';
import type { ReservationStatusCode } from '../db/schema/reservations';

// A booking's status as the API names it, both ways (the staff's list filter reads it back).

export const statusNameOf = {
  pending_payment: 'PendingPayment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  no_show: 'NoShow',
} as const satisfies Record<ReservationStatusCode, ReservationStatus>;

export const statusCodeOf = Object.fromEntries(
  Object.entries(statusNameOf).map(([code, name]) => [name, code]),
) as Record<ReservationStatus, ReservationStatusCode>;
