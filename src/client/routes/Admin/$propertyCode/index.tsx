import { createFileRoute } from '@tanstack/react-router';
import { PropertyHomePage } from '../../../features/admin/console-home-page';
import { useConsoleProperty } from '../../../features/admin/console-property';
import { TodayPage } from '../../../features/admin-bookings/today-page';

// A property's first page: Today for those who look after bookings, else the sections the role opens.
export const Route = createFileRoute('/Admin/$propertyCode/')({
  component: PropertyFirstPage,
});

function PropertyFirstPage() {
  return useConsoleProperty().may('bookings:read') ? <TodayPage /> : <PropertyHomePage />;
}
