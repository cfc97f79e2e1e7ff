import type { ReservationStatus } from '../../../contract/reservation';
import { searchChoice, searchId, searchParamsSchema, searchText, searchTextWhere } from '../../url-search-params';
import type { BookingsFilter } from './api/reservations';

// The bookings list's filter in the address (?q=&stayFrom=&status=...), read here rather than by
// the route, so these rules load with the console and never with the guest pages. `payment` is
// how the booking is paid (card, invoice...); `owing` is money still to collect or a failed charge.

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
const date = () => searchTextWhere(10, isDate);

const bookingsSearchSchema = searchParamsSchema({
  q: searchText(100),
  stayFrom: date(),
  stayTo: date(),
  bookedFrom: date(),
  bookedTo: date(),
  status: searchChoice(['Confirmed', 'Cancelled', 'NoShow', 'PendingPayment', 'Expired']),
  payment: searchChoice(['0', '1', '2', '3', '4']),
  ratePlan: searchId,
  owing: searchChoice(['BalanceDue', 'PaymentFailed']),
  page: searchId,
});

export type AddressSearch = Record<string, unknown>;

export function filterOfSearch(search: AddressSearch): BookingsFilter {
  const params = bookingsSearchSchema.parse(search);
  return {
    Search: params.q,
    StayFrom: params.stayFrom,
    StayTo: params.stayTo,
    BookedFrom: params.bookedFrom,
    BookedTo: params.bookedTo,
    Status: params.status as ReservationStatus | undefined,
    PaymentType: params.payment === undefined ? undefined : (Number(params.payment) as BookingsFilter['PaymentType']),
    RatePlanId: params.ratePlan,
    Payment: params.owing,
    Page: params.page,
  };
}

/** The filter as the address keeps it: empty keys left out. */
export function searchOfFilter(filter: BookingsFilter): AddressSearch {
  const search: AddressSearch = {
    q: filter.Search,
    stayFrom: filter.StayFrom,
    stayTo: filter.StayTo,
    bookedFrom: filter.BookedFrom,
    bookedTo: filter.BookedTo,
    status: filter.Status,
    payment: filter.PaymentType === undefined ? undefined : String(filter.PaymentType),
    ratePlan: filter.RatePlanId,
    owing: filter.Payment,
    page: filter.Page && filter.Page > 1 ? filter.Page : undefined,
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
}

/** The restaurant page's day in the address (?date=), today on this device when absent. */
export function dayOfSearch(search: AddressSearch): string {
  const value = search.date;
  return typeof value === 'string' && isDate(value) ? value : new Date().toLocaleDateString('en-CA');
}
