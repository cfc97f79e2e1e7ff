import { createFileRoute } from '@tanstack/react-router';
import { useProperty } from '../../../../features/property/api/get-property';
import { NotAvailableYet } from '../../../../ui/not-available-yet';

export const Route = createFileRoute('/Book/$propertyCode/Confirmation/$confirmationToken')({
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const { propertyCode } = Route.useParams();
  const property = useProperty(propertyCode);
  return (
    <NotAvailableYet
      title="Booking confirmation"
      propertyCode={propertyCode}
      propertyName={property.PropertyName}
      coming={<p>Here you'll find your booking summary and what's next: book a table, manage your booking, add extras or print your confirmation.</p>}
    />
  );
}
