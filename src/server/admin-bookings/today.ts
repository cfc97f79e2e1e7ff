import type { TodayResponse, TodayStay } from '../../contract/admin-bookings';
import { toMajorUnits } from '../../domain/money';
import { todayIn } from '../../domain/same-day';
import { addDays, nightsBetween } from '../../domain/stay-nights';
import type { Db } from '../db/client';
import type { PropertyRecord } from '../properties/repository';
import type { SearchCounter } from './search-counter';
import { createTodayRepository } from './today-repository';
import { openBalances } from '../shared/booking-payments';

// GET Admin/Today: today and tomorrow on the hotel's clock (arrivals, departures, in house),
// the next 30 nights' occupancy and room revenue, and the last 7 days' bookings, cancellations
// and search-to-booking conversion.

type Stay = Awaited<ReturnType<ReturnType<typeof createTodayRepository>['staysAround']>>[number];

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

function stayOf(stay: Stay, open: { balanceDue: number; failed: boolean } | undefined, currency: string): TodayStay {
  const times = stay.rooms.map((room) => room.arrivalTime).filter((time): time is string => Boolean(time));
  return {
    ReferenceNumber: stay.referenceNumber,
    GuestName: `${stay.bookerFirstName} ${stay.bookerLastName}`.trim(),
    DateFrom: stay.dateFrom,
    DateTo: stay.dateTo,
    Rooms: stay.rooms.map((room) => room.roomTypeName),
    Adults: stay.rooms.reduce((sum, room) => sum + room.adults, 0),
    Children: stay.rooms.reduce((sum, room) => sum + room.children, 0),
    Infants: stay.rooms.reduce((sum, room) => sum + room.infants, 0),
    PreCheckInDone: stay.preCheckInCompletedAt !== null,
    SpecialRequests: stay.notes,
    ArrivalTime: times.length > 0 ? times.sort()[0]! : null,
    BalanceDue: toMajorUnits(open?.balanceDue ?? 0, currency),
    PaymentFailed: open?.failed ?? false,
    Currency: currency,
  };
}

/** Each room's price spread evenly over its nights, summed over the nights in [from, to). */
function revenueBetween(
  rooms: readonly { dateFrom: string; dateTo: string; roomTotal: number }[],
  from: string,
  to: string,
) {
  let total = 0;
  for (const room of rooms) {
    const nights = nightsBetween(room.dateFrom, room.dateTo);
    const start = room.dateFrom > from ? room.dateFrom : from;
    const end = room.dateTo < to ? room.dateTo : to;
    if (nights > 0 && end > start) total += (room.roomTotal * nightsBetween(start, end)) / nights;
  }
  return Math.round(total);
}

export function createTodayBoard(deps: { db: Db; searchCounter: Pick<SearchCounter, 'flush'>; now: () => Date }) {
  const repository = createTodayRepository(deps.db);

  return async function todayBoard(property: PropertyRecord): Promise<TodayResponse> {
    await deps.searchCounter.flush();
    const today = todayIn(property.timeZone, deps.now());
    const tomorrow = addDays(today, 1);
    const occupancyTo = addDays(today, 30);
    const weekFrom = addDays(today, -6);
    const [stays, nights, staying, made, searches] = await Promise.all([
      repository.staysAround(property.id, today, tomorrow),
      repository.nightsSold(property.id, today, occupancyTo),
      repository.roomsStaying(property.id, today, occupancyTo),
      repository.bookingsAndCancellations(property, weekFrom, today),
      repository.searches(property.id, weekFrom, today),
    ]);
    const live = stays.filter((stay) => stay.rooms.length > 0);
    const balances = await openBalances(
      deps.db,
      live.map((stay) => stay.id),
    );
    const shown = (stay: Stay) => stayOf(stay, balances.get(stay.id), property.currency);
    const dayOf = (date: string) => ({
      Date: date,
      Arrivals: live.filter((stay) => stay.dateFrom === date).map(shown),
      Departures: live.filter((stay) => stay.dateTo === date).map(shown),
      InHouse: live.filter((stay) => stay.dateFrom <= date && date < stay.dateTo).map(shown),
    });
    return {
      Days: [dayOf(today), dayOf(tomorrow)],
      Occupancy: {
        From: today,
        To: addDays(occupancyTo, -1),
        RoomNightsSold: nights.sold,
        RoomNightsToSell: nights.toSell,
        Percent: nights.toSell > 0 ? percent(nights.sold, nights.toSell) : 0,
        Revenue: toMajorUnits(revenueBetween(staying, today, occupancyTo), property.currency),
        Currency: property.currency,
      },
      LastSevenDays: {
        From: weekFrom,
        To: today,
        Bookings: made.bookings,
        Cancellations: made.cancellations,
        Searches: searches,
        ConversionPercent: searches > 0 ? percent(made.bookings, searches) : null,
      },
    };
  };
}
