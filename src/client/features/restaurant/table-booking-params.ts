import { isStayDate } from '../../../domain/stay-nights';
import { searchParamsSchema, searchText, searchTextWhere, type SearchParamsOf } from '../../url-search-params';

// What a link to Book a Table may carry. The stay's confirmation page links here with the
// stay's reference and the booker's contact details, so the table goes with the stay and the
// guest types nothing twice: /Book/DEMO/BookATable?reference=ABCD2345&email=...&phone=...
// (&date=YYYY-MM-DD to start on a day of the stay, &restaurant=CODE for another restaurant).
// Unknown or malformed values are dropped.

export const tableBookingParamsSchema = searchParamsSchema({
  /** The stay's reference number: the table is booked with the stay (IsReservation). */
  reference: searchText(40, { measureTrimmed: true }),
  email: searchText(254, { measureTrimmed: true }),
  phone: searchText(40, { measureTrimmed: true }),
  date: searchTextWhere(10, isStayDate, { measureTrimmed: true }),
  /** A restaurant code; default RestaurantBooking.DefaultRestaurant. */
  restaurant: searchText(40, { measureTrimmed: true }),
});

export type TableBookingParams = SearchParamsOf<typeof tableBookingParamsSchema>;
