import { cancelRoomTaxes } from '../../../domain/booked-taxes';
import { bookedRoomCancellationFee, type CancellableRoom } from '../../../domain/cancellation-policy';
import { amountPaidOnline, sumTaxLines, taxesOfLines, type PricedTaxes, type TaxLine } from '../../../domain/taxes';
import { paymentTypes } from '../../../contract/reservation';
import type { ReservationRow } from '../repository';

// What cancelling some rooms of a booking costs and gives back, now: each room's fee from the
// domain's one rule, the gift voucher's share of those rooms restored in proportion to what is
// not kept, and the money paid beyond what is still owed refunded. The same numbers are shown
// before the guest confirms (Manage) and applied when they do (Cancel), by the hotel's cancel
// and its no-show too. Minor units.
//
// Taxes: the fee kept carries its share of the room's online lines (taxesOfPart), which become
// the room's lines; what would have been paid at the hotel is owed no more. Money given back is
// what was paid online beyond what the booking still owes online (its total with the taxes
// added online), so it carries the rest of the tax: with taxes only included or paid at the
// hotel, exactly the refund of the price alone.

export interface CancellationQuote {
  rooms: { id: number; fee: number; freeUntil: Date | null; isFree: boolean; keptTaxes: PricedTaxes }[];
  /** Kept by the hotel. */
  fee: number;
  /** The fee's lines (the rooms' kept lines added up), and the tax share of the money given back. */
  feeTaxes: TaxLine[];
  refundTaxes: TaxLine[];
  /** Taxes added online that are owed no more (on top of `released`). */
  addedReleased: number;
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

export type QuotedBooking = Pick<
  ReservationRow,
  | 'roomsTotal'
  | 'extrasTotal'
  | 'voucherDiscount'
  | 'total'
  | 'amountPaid'
  | 'paymentType'
  | 'taxesAdded'
  | 'payAtProperty'
>;

export function quoteCancellation(
  row: QuotedBooking,
  rooms: readonly CancellableRoom[],
  at: { now: Date; timeZone: string },
): CancellationQuote {
  const taxed = rooms.map((room) => {
    const charged = bookedRoomCancellationFee(room, at);
    return { charged, taxes: cancelRoomTaxes(taxesOfLines(room.total, room.taxLines), charged.fee) };
  });
  const quoted = rooms.map((room, i) => ({ id: room.id, ...taxed[i]!.charged, keptTaxes: taxed[i]!.taxes.kept }));
  const fee = quoted.reduce((sum, room) => sum + room.fee, 0);
  const addedReleased = taxed.reduce((sum, room) => sum + room.taxes.addedReleased, 0);
  const value = rooms.reduce((sum, room) => sum + room.total, 0);
  const liveValue = row.roomsTotal + row.extrasTotal;
  const voucherShare =
    liveValue > 0 ? Math.min(row.voucherDiscount, Math.round((row.voucherDiscount * value) / liveValue)) : 0;
  const voucherRestored = value > 0 ? Math.round((voucherShare * (value - fee)) / value) : 0;
  const released = Math.max(0, value - fee - voucherRestored);
  // What was paid beyond what the booking still owes online goes back (extras added to the
  // bill at the hotel were never paid, so they are never refunded).
  const owedOnline = amountPaidOnline(row);
  const releasedOnline = released + addedReleased;
  const refund = paidUpFront(row)
    ? Math.max(0, Math.min(releasedOnline, row.amountPaid - (owedOnline - releasedOnline)))
    : 0;
  return {
    rooms: quoted,
    fee,
    feeTaxes: sumTaxLines(taxed.map((room) => room.taxes.kept.lines)),
    refundTaxes: refund > 0 ? sumTaxLines(taxed.map((room) => room.taxes.refunded)) : [],
    addedReleased,
    roomsTotal: rooms.reduce((sum, room) => sum + room.roomTotal, 0),
    extrasTotal: rooms.reduce((sum, room) => sum + room.extrasTotal, 0),
    voucherShare,
    voucherRestored,
    released,
    refund,
  };
}
