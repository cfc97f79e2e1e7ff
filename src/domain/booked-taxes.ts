import { sumTaxLines, taxableNights, taxesOfPart, type PricedTaxes, type TaxableNight, type TaxLine } from './taxes';
import { nightsBetween } from './stay-nights';

// A booking's taxes after the sale (design.md sections 10 and 13): the lines kept as sold are
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
