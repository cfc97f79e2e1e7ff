import {
  sumTaxLines,
  taxableNights,
  taxesOfPart,
  taxRoom,
  type PricedTaxes,
  type TaxableExtra,
  type TaxableNight,
  type TaxLine,
  type TaxRule,
} from './taxes';
import { nightsBetween } from './stay-nights';

// A booking's taxes after the sale (docs/decisions/0010-booking-keeps-its-lines.md): the lines kept as sold are
// read back, and every later change (a cancellation keeping a fee, dates moved, extras added
// or removed) derives the new lines from them with the rule of taxes.ts. Minor units.

/** Taxes and fees added on top of the price and paid online: what the online payment holds beyond the price. */
export function addedOnline(lines: readonly TaxLine[]): number {
  let sum = 0;
  for (const line of lines) if (!line.included && !line.payableAtProperty) sum += line.amount;
  return sum;
}

/** What cancelling a room does to its lines. */
export interface CancelledRoomTaxes {
  /** The lines of the fee kept (taxesOfPart): the room's lines once cancelled. */
  kept: PricedTaxes;
  /** The tax share of what is given back: the room's online lines less the kept ones. */
  refunded: TaxLine[];
  /** Added online taxes no longer owed (given back with the price when paid up front). */
  addedReleased: number;
}

/** A room (its price and stored lines) cancelled keeping `fee` of its price. */
export function cancelRoomTaxes(room: PricedTaxes, fee: number): CancelledRoomTaxes {
  const kept = taxesOfPart(room, fee);
  const online = room.lines.filter((line) => !line.payableAtProperty);
  return {
    kept,
    refunded: adjustTaxLines(online, [], kept.lines),
    addedReleased: addedOnline(online) - addedOnline(kept.lines),
  };
}

const negated = (lines: readonly TaxLine[]): TaxLine[] =>
  lines.map((line) => ({
    ...line,
    amount: -line.amount,
    base: -line.base,
    nights: -line.nights,
    guestNights: -line.guestNights,
  }));

/**
 * Lines as sold moved by a change worked out with the rule: `plus` added, `minus` taken off
 * (e.g. the room's taxes with its new extras less those with its old ones), so the lines of
 * what did not change stay as sold. Lines left at nothing are dropped.
 */
export function adjustTaxLines(
  lines: readonly TaxLine[],
  plus: readonly TaxLine[],
  minus: readonly TaxLine[],
): TaxLine[] {
  return sumTaxLines([lines, plus, negated(minus)]).filter((line) => line.amount > 0);
}

/**
 * A booked room's nights when only its total for the stay is kept: the total spread evenly, the
 * odd minor units on the first nights. Taxes of the nights themselves are not worked out again
 * from these (they stay as sold); they only give a change of extras its arrival night and count.
 */
export function spreadNights(dateFrom: string, dateTo: string, roomTotal: number): TaxableNight[] {
  const nights = nightsBetween(dateFrom, dateTo);
  if (nights <= 0) return [];
  const each = Math.floor(roomTotal / nights);
  const odd = roomTotal - each * nights;
  return taxableNights(
    dateFrom,
    Array.from({ length: nights }, (_, i) => each + (i < odd ? 1 : 0)),
  );
}

/** A booked room as a change of its extras re-taxes it: its stay, guests and rate plan, and its lines as sold. */
export interface BookedRoomForTaxes {
  /** The booked room's (reservation item's) id. */
  id: number;
  dateFrom: string;
  dateTo: string;
  /** The room's nights as sold (minor units). */
  roomTotal: number;
  ratePlanCode: string;
  adults: number;
  children: number;
  infants: number;
  taxLines: readonly TaxLine[];
}

/** One room's extras before and after a change, each at its price for the stay as sold. */
export interface RoomExtrasChange {
  room: BookedRoomForTaxes;
  before: readonly TaxableExtra[];
  after: readonly TaxableExtra[];
}

/** The rooms' new lines after a change of extras, and what it moves in the taxes added on top and paid online. */
export interface RetaxedExtras {
  rooms: { reservationItemId: number; lines: TaxLine[] }[];
  /** Added online taxes after less before, minor units (negative when extras go). */
  addedOnlineDifference: number;
}

/**
 * Booked rooms' lines as sold after their extras change (extras added from the manage-booking
 * page or at pre-check-in): each room's taxes with its new extras less those with its old ones,
 * under today's rules, so the nights' own lines stay as sold.
 */
export function retaxExtras(changes: readonly RoomExtrasChange[], rules: readonly TaxRule[]): RetaxedExtras {
  let addedOnlineDifference = 0;
  const rooms = changes.map(({ room, before, after }) => {
    const nights = spreadNights(room.dateFrom, room.dateTo, room.roomTotal);
    const taxed = (extras: readonly TaxableExtra[]) =>
      taxRoom(
        {
          ratePlanCode: room.ratePlanCode,
          guests: { adults: room.adults, children: room.children, infants: room.infants },
          nights,
          extras,
        },
        rules,
      ).lines;
    const lines = adjustTaxLines(room.taxLines, taxed(after), taxed(before));
    addedOnlineDifference += addedOnline(lines) - addedOnline(room.taxLines);
    return { reservationItemId: room.id, lines };
  });
  return { rooms, addedOnlineDifference };
}
