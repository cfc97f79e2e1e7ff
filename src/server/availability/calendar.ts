import type { AvailabilityCalendarQuery, AvailabilityDay } from '../../contract/availability';
import { calendarDays } from '../../domain/calendar';
import { toMajorUnits } from '../../domain/money';
import { promoCodeUnlocks } from '../../domain/promo-code';
import { todayIn } from '../../domain/same-day';
import { lastArrivalDate } from '../../domain/search-request';
import type { PropertyRecord } from '../properties/repository';
import { propertyTaxRules } from '../properties/tax-rules';
import type { AriRepository } from './ari-repository';
import type { CachedPropertyLookup } from './cached-property-lookup';

// GET Availability: the date picker's days (rooms left, the "from" price as the property shows
// prices, the minimum stay for the "N night minimum" badge, closed to arrival / departure), for
// the asked range cut to the bookable window: the property's today to 36 months ahead. Days
// outside it are left out.

export interface CalendarDeps {
  properties: CachedPropertyLookup;
  ari: AriRepository;
  now: () => Date;
}

export function createCalendarService(deps: CalendarDeps) {
  // Guests opening the date picker ask for the same window (today to 36 months ahead): calls
  // that arrive while the same calendar is being read share that read instead of queueing
  // another one behind it (on PostgreSQL; PGlite blocks the process while it reads, so there
  // calls rarely overlap). Nothing is kept once it is answered.
  const inFlight = new Map<string, Promise<AvailabilityDay[]>>();

  async function readCalendar(property: PropertyRecord, fromDate: string, toDate: string): Promise<AvailabilityDay[]> {
    const catalogue = await deps.ari.roomCatalogue(property);
    // The calendar is public: rows of promo-only plans would only be skipped.
    const publicRatePlanIds = catalogue.ratePlans
      .filter((ratePlan) => promoCodeUnlocks(ratePlan.promoCode, null))
      .map((ratePlan) => ratePlan.id);
    const nightly = await deps.ari.nightlyAri({
      roomTypeIds: catalogue.roomTypes.map((roomType) => roomType.id),
      ratePlanIds: publicRatePlanIds,
      from: fromDate,
      to: toDate,
    });
    const days = calendarDays(
      { fromDate, toDate },
      { roomTypes: catalogue.roomTypes, ratePlans: catalogue.ratePlans, ...nightly },
      { rules: propertyTaxRules(property), shown: property.pricesShown },
    );
    return days.map((day) => ({
      DateOfStay: day.date,
      AvailableRooms: day.availableRooms,
      Rates: day.lowestRate === null ? null : toMajorUnits(day.lowestRate, property.currency),
      MinimumStay: day.minimumStay,
      ClosedToArrival: day.closedToArrival,
      ClosedToDeparture: day.closedToDeparture,
    }));
  }

  return {
    async availabilityCalendar(query: AvailabilityCalendarQuery): Promise<AvailabilityDay[]> {
      const property = await deps.properties.requireProperty(query.propertyId);
      const today = todayIn(property.timeZone, deps.now());
      const fromDate = query.fromDate < today ? today : query.fromDate;
      const lastDate = lastArrivalDate(today);
      const toDate = query.toDate > lastDate ? lastDate : query.toDate;
      if (toDate < fromDate) return [];

      const key = `${property.id}|${property.updatedAt.getTime()}|${fromDate}|${toDate}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const reading = readCalendar(property, fromDate, toDate).finally(() => inFlight.delete(key));
      inFlight.set(key, reading);
      return reading;
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
