import { createFileRoute } from '@tanstack/react-router';
import { RestaurantPage } from '../../../features/admin-bookings/restaurant-page';
import { searchParamsSchema, searchTextWhere } from '../../../url-search-params';

// The restaurant's table bookings of a day (today unless the address names one).
export const Route = createFileRoute('/Admin/$propertyCode/Restaurant')({
  validateSearch: searchParamsSchema({ date: searchTextWhere(10, (text) => /^\d{4}-\d{2}-\d{2}$/.test(text)) }),
  component: RestaurantRoute,
});

function RestaurantRoute() {
  const { date } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RestaurantPage
      date={date ?? new Date().toLocaleDateString('en-CA')}
      onDate={(next) => void navigate({ search: { date: next } })}
    />
  );
}
