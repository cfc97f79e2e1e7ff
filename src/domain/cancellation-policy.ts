import type { CancellationPolicyDefinition } from '../contract/property-definition';
import { formatMoney } from './money';
import { divideHalfUp } from './pricing';
import { localTimeIn } from './same-day';
import { addDays, nightsBetween } from './stay-nights';
import type { TaxLine } from './taxes';

// The one cancellation fee rule (docs/product.md, after the booking). Free cancellation lasts until a time of
// day, some days before the arrival date, on the property's clock (its IANA time zone, clock
// changes included); after that the policy's fee is kept. Non-refundable plans keep the whole
// stay from the moment of booking. Amounts are integer minor units.

export type CancellationPolicy = CancellationPolicyDefinition;

/** What a rate plan says about cancelling: its structured policy, or none when not refundable. */
export interface RatePlanCancellation {
  refundable: boolean;
  /** Null on a refundable plan: free until the start of the arrival day, then the first night. */
  policy: CancellationPolicy | null;
}

export const defaultCancellationPolicy: CancellationPolicy = {
  FreeUntilDaysBefore: 0,
  FreeUntilTime: '00:00',
  Fee: { Type: 'FirstNight' },
};

/** The room as the fee is counted from it. */
export interface CancellableStay {
  /** The arrival date, 'YYYY-MM-DD'. */
  dateFrom: string;
  nights: number;
  /** The room's price for the whole stay (without extras). */
  roomTotal: number;
  /** The extras booked with the room. */
  extrasTotal: number;
}

/** A booked room as cancelling it is quoted: its stay, its price and taxes as sold, and its plan's policy. Minor units. */
export interface CancellableRoom {
  id: number;
  dateFrom: string;
  dateTo: string;
  roomTotal: number;
  extrasTotal: number;
  total: number;
  refundable: boolean;
  cancellation: CancellationPolicy | null;
  /** The room's taxes and fees as sold (minor units). */
  taxLines: readonly TaxLine[];
}

/** The UTC offset (minutes east) of `timeZone` at the instant `at`. */
function offsetMinutes(timeZone: string, at: number): number {
  const local = localTimeIn(timeZone, new Date(at));
  const seconds = new Date(at).getUTCSeconds();
  const asUtc = Date.UTC(
    Number(local.date.slice(0, 4)),
    Number(local.date.slice(5, 7)) - 1,
    Number(local.date.slice(8, 10)),
    local.hour,
    local.minute,
    seconds,
  );
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
}

/**
 * The instant the property's clock reads `time` ('HH:mm') on `date`. A time it reads twice
 * (clocks going back) is the first of the two.
 */
export function instantAt(timeZone: string, date: string, time: string): Date {
  const wall = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
  );
  // The offsets around the wall time; the earlier one first, so a repeated hour gives its first reading.
  const candidates = [
    ...new Set([offsetMinutes(timeZone, wall - 86_400_000), offsetMinutes(timeZone, wall + 86_400_000)]),
  ].sort((a, b) => b - a);
  for (const offset of candidates) {
    const at = wall - offset * 60_000;
    if (offsetMinutes(timeZone, at) === offset) return new Date(at);
  }
  // In the hour a clock change skips: read with the offset before the change, as a clock not
  // yet moved would ('01:30' on the night the clock jumps from 01:00 to 02:00 is 02:30).
  return new Date(wall - Math.min(...candidates) * 60_000);
}

/** The last instant of free cancellation, or null when there is none (not refundable). */
export function freeCancellationUntil(plan: RatePlanCancellation, dateFrom: string, timeZone: string): Date | null {
  if (!plan.refundable) return null;
  const policy = plan.policy ?? defaultCancellationPolicy;
  return instantAt(timeZone, addDays(dateFrom, -policy.FreeUntilDaysBefore), policy.FreeUntilTime);
}

/** The fee of the policy once the free period is over. */
function feeAfterFreePeriod(policy: CancellationPolicy, stay: CancellableStay): number {
  const nightly = (nights: number) => divideHalfUp(stay.roomTotal * Math.min(nights, stay.nights), stay.nights);
  switch (policy.Fee.Type) {
    case 'FirstNight':
      return nightly(1);
    case 'Nights':
      return nightly(policy.Fee.Nights);
    case 'Percent':
      return Math.round((stay.roomTotal * policy.Fee.Percent) / 100);
    case 'WholeStay':
      return stay.roomTotal + stay.extrasTotal;
  }
}

export interface CancellationFee {
  /** Kept by the hotel if the room is cancelled at `now`. */
  fee: number;
  /** The last instant of free cancellation; null for non-refundable plans. */
  freeUntil: Date | null;
  /** Whether `now` is still in the free period. */
  isFree: boolean;
}

/**
 * The fee for cancelling a room at `now`. Each night's price is the room's average night (the
 * booking keeps the room's total, not each night's). Free up to and including the minute of
 * `freeUntil`; from the next instant on, the fee.
 */
export function cancellationFee(
  plan: RatePlanCancellation,
  stay: CancellableStay,
  at: { now: Date; timeZone: string },
): CancellationFee {
  if (!plan.refundable) return { fee: stay.roomTotal + stay.extrasTotal, freeUntil: null, isFree: false };
  const freeUntil = freeCancellationUntil(plan, stay.dateFrom, at.timeZone)!;
  if (at.now.getTime() <= freeUntil.getTime()) return { fee: 0, freeUntil, isFree: true };
  return {
    fee: Math.min(
      feeAfterFreePeriod(plan.policy ?? defaultCancellationPolicy, stay),
      stay.roomTotal + stay.extrasTotal,
    ),
    freeUntil,
    isFree: false,
  };
}

/** What cancelling a booked room at `at` keeps, by its plan's policy as sold. */
export function bookedRoomCancellationFee(
  room: Pick<CancellableRoom, 'refundable' | 'cancellation' | 'dateFrom' | 'dateTo' | 'roomTotal' | 'extrasTotal'>,
  at: { now: Date; timeZone: string },
): CancellationFee {
  return cancellationFee(
    { refundable: room.refundable, policy: room.cancellation },
    {
      dateFrom: room.dateFrom,
      nights: nightsBetween(room.dateFrom, room.dateTo),
      roomTotal: room.roomTotal,
      extrasTotal: room.extrasTotal,
    },
    at,
  );
}

const instantFormatters = new Map<string, Intl.DateTimeFormat>();

/** "2:00pm on Friday 12 June 2026", on the property's clock. */
export function formatPropertyInstant(at: Date, timeZone: string): string {
  let formatter = instantFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    instantFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(at)) parts[part.type] = part.value;
  return `${parts.hour}:${parts.minute}${(parts.dayPeriod ?? '').toLowerCase().replace(/\s/g, '')} on ${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

function feeInWords(policy: CancellationPolicy, stay: CancellableStay | null, currency: string | null): string {
  const amount = (minor: number) => (stay && currency ? ` (${formatMoney(minor / 100, currency)})` : '');
  switch (policy.Fee.Type) {
    case 'FirstNight':
      return `the first night is charged${stay ? amount(feeAfterFreePeriod(policy, stay)) : ''}`;
    case 'Nights':
      return `${policy.Fee.Nights === 1 ? 'the first night is' : `the first ${policy.Fee.Nights} nights are`} charged${stay ? amount(feeAfterFreePeriod(policy, stay)) : ''}`;
    case 'Percent':
      return `${policy.Fee.Percent}% of the room's price is charged${stay ? amount(feeAfterFreePeriod(policy, stay)) : ''}`;
    case 'WholeStay':
      return `the whole stay is charged${stay ? amount(feeAfterFreePeriod(policy, stay)) : ''}`;
  }
}

/**
 * The policy in words a guest reads: with a stay, its instant and amounts; without, the rule
 * ("Free cancellation until 2:00pm 1 day before arrival; after that the first night is charged.").
 */
export function cancellationPolicyText(
  plan: RatePlanCancellation,
  stay?: { stay: CancellableStay; timeZone: string; currency: string },
): string {
  if (!plan.refundable) return 'Non-refundable: the whole stay is charged from the moment of booking.';
  const policy = plan.policy ?? defaultCancellationPolicy;
  const fee = feeInWords(policy, stay?.stay ?? null, stay?.currency ?? null);
  if (stay)
    return `Free cancellation until ${formatPropertyInstant(freeCancellationUntil(plan, stay.stay.dateFrom, stay.timeZone)!, stay.timeZone)}; after that ${fee}.`;
  const days = policy.FreeUntilDaysBefore;
  const when = days === 0 ? 'on the day of arrival' : `${days} day${days === 1 ? '' : 's'} before arrival`;
  return `Free cancellation until ${policy.FreeUntilTime} ${when}; after that ${fee}.`;
}
