import { addDays } from './stay-nights';

// The stay restrictions a guest can act on (a minimum or maximum stay, a day closed to arrival
// or departure): the stay lengths worth trying instead, how far ahead their ARI reaches, and
// the line that tells the guest.

/** The restrictions a guest can act on by changing the stay: its length, or its days. */
export type StayRestriction =
  | { kind: 'closedToArrival'; date: string }
  | { kind: 'closedToDeparture'; date: string }
  | { kind: 'minStay'; nights: number }
  | { kind: 'maxStay'; nights: number };

/** Stay lengths worth trying from the same arrival, nearest fix first. */
export function candidateNights(restriction: StayRestriction, nights: number): number[] {
  switch (restriction.kind) {
    case 'minStay':
      return [restriction.nights, restriction.nights + 1, restriction.nights + 2];
    case 'maxStay':
      return [restriction.nights, restriction.nights - 1].filter((n) => n >= 1);
    case 'closedToDeparture':
      return [nights + 1, nights - 1, nights + 2, nights - 2].filter((n) => n >= 1);
    case 'closedToArrival':
      // No length changes the arrival day: the alternative stays move it.
      return [];
  }
}

/**
 * The last date whose ARI the suggested stays of `stay` may need, when it lies beyond the
 * search's departure day (load up to it and search again), else null.
 */
export function restrictionLookaheadDate(
  search: { dateFrom: string; dateTo: string },
  stay: {
    nights: number;
    roomTypes: readonly {
      restrictedRates: readonly { restriction: StayRestriction; suggestedNights: number | null }[];
    }[];
  },
): string | null {
  let furthest = 0;
  for (const roomType of stay.roomTypes) {
    for (const rate of roomType.restrictedRates) {
      if (rate.suggestedNights === null)
        furthest = Math.max(furthest, ...candidateNights(rate.restriction, stay.nights));
    }
  }
  const departure = addDays(search.dateFrom, furthest);
  return furthest > 0 && departure > search.dateTo ? departure : null;
}

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (date: string) => weekdayNames[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
const nightsWord = (nights: number) => (nights === 1 ? '1 night' : `${nights} nights`);

/** One line for the guest: "Best Flexible Rate: stays arriving on Saturday need at least 2 nights". */
export function describeStayRestriction(ratePlanName: string, restriction: StayRestriction, arrival: string): string {
  switch (restriction.kind) {
    case 'minStay':
      return `${ratePlanName}: stays arriving on ${weekdayOf(arrival)} need at least ${nightsWord(restriction.nights)}`;
    case 'maxStay':
      return `${ratePlanName}: stays arriving on ${weekdayOf(arrival)} can be at most ${nightsWord(restriction.nights)}`;
    case 'closedToArrival':
      return `${ratePlanName}: no arrivals on ${weekdayOf(restriction.date)}`;
    case 'closedToDeparture':
      return `${ratePlanName}: no departures on ${weekdayOf(restriction.date)}`;
  }
}
