import { createFileRoute } from '@tanstack/react-router';
import { BookingStatusPage } from '../../../../features/confirmation/status-page';
import { useProperty } from '../../../../features/property/api/get-property';

export const Route = createFileRoute('/Book/$propertyCode/Status/$confirmationToken')({
  component: StatusRoute,
});

function StatusRoute() {
  const { propertyCode, confirmationToken } = Route.useParams();
  const property = useProperty(propertyCode);
  return (
    <BookingStatusPage
      propertyCode={propertyCode}
      confirmationToken={confirmationToken}
      propertyName={property.PropertyName}
    />
  );
}
