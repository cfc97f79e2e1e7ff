import { createFileRoute } from '@tanstack/react-router';
import { YourBookingsPage } from '../../../features/confirmation/your-bookings-page';
import { useProperty } from '../../../features/property/api/get-property';

// "Your bookings": the bookings kept on this device (the menu links here). Loaded only when
// opened: nothing of it rides with the search page.
export const Route = createFileRoute('/Book/$propertyCode/Bookings')({
  component: BookingsRoute,
});

function BookingsRoute() {
  const { propertyCode } = Route.useParams();
  return <YourBookingsPage property={useProperty(propertyCode)} />;
}
