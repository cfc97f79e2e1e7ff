import { createFileRoute } from '@tanstack/react-router';
import { RestaurantRouteView } from '../../../features/admin-bookings/restaurant-page';

// The restaurant's table bookings of a day (?date=, today unless the address names one).
export const Route = createFileRoute('/Admin/$propertyCode/Restaurant')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: RestaurantRoute,
});

function RestaurantRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RestaurantRouteView search={search} onSearch={(next) => void navigate({ search: next })} />;
}
