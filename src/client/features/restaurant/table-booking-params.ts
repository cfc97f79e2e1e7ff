import { isStayDate } from '../../../domain/stay-nights';

// What a link to Book a Table may carry. The stay's confirmation page links here with the
// stay's reference and the booker's contact details, so the table goes with the stay and the
// guest types nothing twice: /Book/DEMO/BookATable?reference=ABCD2345&email=...&phone=...
// (&date=YYYY-MM-DD to start on a day of the stay, &restaurant=CODE for another restaurant).
// Unknown or malformed values are dropped.

export interface TableBookingParams {
  /** The stay's reference number: the table is booked with the stay (IsReservation). */
  reference?: string;
  email?: string;
  phone?: string;
  date?: string;
  /** A restaurant code; default RestaurantBooking.DefaultRestaurant. */
  restaurant?: string;
}

const text = (value: unknown, max: number): string | undefined => {
  const s = typeof value === 'number' ? String(value) : value;
  return typeof s === 'string' && s.trim() !== '' && s.trim().length <= max ? s.trim() : undefined;
};

export function validateTableBookingParams(search: Record<string, unknown>): TableBookingParams {
  const date = text(search.date, 10);
  const params: TableBookingParams = {
    reference: text(search.reference, 40),
    email: text(search.email, 254),
    phone: text(search.phone, 40),
    date: date && isStayDate(date) ? date : undefined,
    restaurant: text(search.restaurant, 40),
  };
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as TableBookingParams;
}
