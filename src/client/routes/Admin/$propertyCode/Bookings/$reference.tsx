import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../../../features/admin-bookings/booking-page';

// One booking: what the guest gave, its emails and history, and the staff's actions.
export const Route = createFileRoute('/Admin/$propertyCode/Bookings/$reference')({
  component: BookingRoute,
});

function BookingRoute() {
  const { reference } = Route.useParams();
  return <BookingPage key={reference} reference={reference} />;
}
