import { createFileRoute } from '@tanstack/react-router';
import { BookingsRouteView } from '../../../../features/admin-bookings/bookings-page';

// The bookings list; its search, filters and page live in the address, read by the page itself
// (features/admin-bookings/bookings-search.ts) so their rules load only with the console.
export const Route = createFileRoute('/Admin/$propertyCode/Bookings/')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: BookingsRoute,
});

function BookingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BookingsRouteView search={search} onSearch={(next) => void navigate({ search: next })} />;
}
