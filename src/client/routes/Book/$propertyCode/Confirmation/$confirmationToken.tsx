import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationPage } from '../../../../features/confirmation/confirmation-page';
import { useProperty } from '../../../../features/property/api/get-property';

export const Route = createFileRoute('/Book/$propertyCode/Confirmation/$confirmationToken')({
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const { propertyCode, confirmationToken } = Route.useParams();
  return <ConfirmationPage property={useProperty(propertyCode)} confirmationToken={confirmationToken} />;
}
