import { createFileRoute } from '@tanstack/react-router';
import { useProperty } from '../../../../features/property/api/get-property';
import { NotAvailableYet } from '../../../../ui/not-available-yet';

export const Route = createFileRoute('/Book/$propertyCode/Status/$confirmationToken')({
  component: StatusRoute,
});

function StatusRoute() {
  const { propertyCode } = Route.useParams();
  const property = useProperty(propertyCode);
  return (
    <NotAvailableYet
      title="Booking status"
      propertyCode={propertyCode}
      propertyName={property.PropertyName}
      coming={<p>Here you'll see whether your payment went through and your booking is confirmed.</p>}
    />
  );
}
