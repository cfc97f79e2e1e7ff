import { cancellationFee, type CancellationPolicy } from '../../../domain/cancellation-policy';
import { nightsBetween } from '../../../domain/stay-nights';
import { paymentTypes } from '../../../contract/reservation';
import type { ReservationRow } from '../repository';

// What cancelling some rooms of a booking costs and gives back, now: each room's fee from the
// domain's one rule, the gift voucher's share of those rooms restored in proportion to what is
// not kept, and the money paid beyond what is still owed refunded. The same numbers are shown
// before the guest confirms (Manage) and applied when they do (Cancel). Minor units.

export interface CancellableRoom {
  id: number;
  dateFrom: string;
  dateTo: string;
  roomTotal: number;
  extrasTotal: number;
  total: number;
  refundable: boolean;
  cancellation: CancellationPolicy | null;
}

export interface CancellationQuote {
  rooms: { id: number; fee: number; freeUntil: Date | null; isFree: boolean }[];
  /** Kept by the hotel. */
  fee: number;
  /** The rooms' value (rooms and extras) that comes off the booking. */
  roomsTotal: number;
  extrasTotal: number;
  /** The voucher discount that was on these rooms, and how much of it goes back onto the voucher. */
  voucherShare: number;
  voucherRestored: number;
  /** What the guest no longer owes: the rooms' value less the fee and the voucher value restored. */
  released: number;
  /** Money given back (card or provider payments; nothing for invoices). */
  refund: number;
}

const paidUpFront = (row: Pick<ReservationRow, 'paymentType'>) =>
  row.paymentType === paymentTypes.PayByCard || row.paymentType === paymentTypes.PayByPayStack;

export function quoteCancellation(
  row: Pick<ReservationRow, 'roomsTotal' | 'extrasTotal' | 'voucherDiscount' | 'total' | 'amountPaid' | 'paymentType'>,
  rooms: readonly CancellableRoom[],
  at: { now: Date; timeZone: string },
): CancellationQuote {
  const quoted = rooms.map((room) => ({
    id: room.id,
    ...cancellationFee(
      { refundable: room.refundable, policy: room.cancellation },
      {
        dateFrom: room.dateFrom,
        nights: nightsBetween(room.dateFrom, room.dateTo),
        roomTotal: room.roomTotal,
        extrasTotal: room.extrasTotal,
      },
      at,
    ),
  }));
  const fee = quoted.reduce((sum, room) => sum + room.fee, 0);
  const value = rooms.reduce((sum, room) => sum + room.total, 0);
  const liveValue = row.roomsTotal + row.extrasTotal;
  const voucherShare =
    liveValue > 0 ? Math.min(row.voucherDiscount, Math.round((row.voucherDiscount * value) / liveValue)) : 0;
  const voucherRestored = value > 0 ? Math.round((voucherShare * (value - fee)) / value) : 0;
  const released = Math.max(0, value - fee - voucherRestored);
  // What was paid beyond what the booking still owes goes back (extras added to the bill at
  // the hotel were never paid, so they are never refunded).
  const refund = paidUpFront(row) ? Math.max(0, Math.min(released, row.amountPaid - (row.total - released))) : 0;
  return {
    rooms: quoted,
    fee,
    roomsTotal: rooms.reduce((sum, room) => sum + room.roomTotal, 0),
    extrasTotal: rooms.reduce((sum, room) => sum + room.extrasTotal, 0),
    voucherShare,
    voucherRestored,
    released,
    refund,
  };
}
