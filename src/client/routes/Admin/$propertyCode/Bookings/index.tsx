import { createFileRoute } from '@tanstack/react-router';
import { BookingsPage } from '../../../../features/admin-bookings/bookings-page';
import { searchChoice, searchId, searchParamsSchema, searchText, searchTextWhere } from '../../../../url-search-params';

// The bookings list; its search, filters and page live in the address.
const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
const date = () => searchTextWhere(10, isDate);

export const Route = createFileRoute('/Admin/$propertyCode/Bookings/')({
  validateSearch: searchParamsSchema({
    q: searchText(100),
    stayFrom: date(),
    stayTo: date(),
    bookedFrom: date(),
    bookedTo: date(),
    status: searchChoice(['Confirmed', 'Cancelled', 'NoShow', 'PendingPayment', 'Expired']),
    payment: searchChoice(['0', '1', '2', '3', '4']),
    ratePlan: searchId,
    page: searchId,
  }),
  component: BookingsRoute,
});

function BookingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingsPage
      filter={{
        Search: search.q,
        StayFrom: search.stayFrom,
        StayTo: search.stayTo,
        BookedFrom: search.bookedFrom,
        BookedTo: search.bookedTo,
        Status: search.status,
        PaymentType: search.payment === undefined ? undefined : (Number(search.payment) as 0 | 1 | 2 | 3 | 4),
        RatePlanId: search.ratePlan,
        Page: search.page,
      }}
      onFilter={(filter) =>
        void navigate({
          search: {
            q: filter.Search,
            stayFrom: filter.StayFrom,
            stayTo: filter.StayTo,
            bookedFrom: filter.BookedFrom,
            bookedTo: filter.BookedTo,
            status: filter.Status,
            payment: filter.PaymentType === undefined ? undefined : (String(filter.PaymentType) as '0'),
            ratePlan: filter.RatePlanId,
            page: filter.Page && filter.Page > 1 ? filter.Page : undefined,
          },
        })
      }
    />
  );
}
