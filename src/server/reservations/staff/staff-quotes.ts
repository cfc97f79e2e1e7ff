import { instantAt, type CancellableRoom, type CancellationPolicy } from '../../../domain/cancellation-policy';
import { addDays } from '../../../domain/stay-nights';
import { quoteCancellation, type CancellationQuote, type QuotedBooking } from '../manage/cancellation-quote';

// What the hotel's own cancel and no-show keep and give back, through the guests' one rule
// (quoteCancellation): a waived fee is a policy whose fee is nothing; a no-show is charged as a
// cancellation made once the arrival day is over, past every free period.

type QuotedRow = QuotedBooking;

const nothingKept: CancellationPolicy = {
  FreeUntilDaysBefore: 0,
  FreeUntilTime: '00:00',
  Fee: { Type: 'Percent', Percent: 0 },
};

/** The rooms as if their rate kept nothing on cancelling. */
export function withFeeWaived<T extends CancellableRoom>(rooms: readonly T[]): T[] {
  return rooms.map((room) => ({ ...room, refundable: true, cancellation: nothingKept }));
}

export function staffCancelQuote(
  row: QuotedRow,
  rooms: readonly CancellableRoom[],
  at: { now: Date; timeZone: string },
): { charged: CancellationQuote; waived: CancellationQuote } {
  return { charged: quoteCancellation(row, rooms, at), waived: quoteCancellation(row, withFeeWaived(rooms), at) };
}

/** The instant a no-show is charged at: now, or the end of the latest arrival day if that is later. */
export function noShowInstant(
  rooms: readonly Pick<CancellableRoom, 'dateFrom'>[],
  at: { now: Date; timeZone: string },
): Date {
  const lastArrival = rooms.reduce((latest, room) => (room.dateFrom > latest ? room.dateFrom : latest), '');
  if (!lastArrival) return at.now;
  const dayOver = instantAt(at.timeZone, addDays(lastArrival, 1), '00:00');
  return dayOver.getTime() > at.now.getTime() ? dayOver : at.now;
}

export function noShowQuote(
  row: QuotedRow,
  rooms: readonly CancellableRoom[],
  at: { now: Date; timeZone: string },
): CancellationQuote {
  return quoteCancellation(row, rooms, { now: noShowInstant(rooms, at), timeZone: at.timeZone });
}
