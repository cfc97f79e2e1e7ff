import { createFileRoute } from '@tanstack/react-router';
import { accountLinkParamsSchema } from '../../../features/account/account-link-params';
import { ConfirmEmailPage } from '../../../features/account/confirm-email-page';
import { useProperty } from '../../../features/property/api/get-property';
import { loadPropertyOrNotFound } from '../../../features/property/load-property';
import { PropertyLayout } from '../../../features/property/property-layout';

// From the link emailed at registration: /Account/ConfirmEmail/:propertyCode?token=...
export const Route = createFileRoute('/Account/ConfirmEmail/$propertyCode')({
  validateSearch: accountLinkParamsSchema,
  loader: ({ context: { queryClient }, params: { propertyCode } }) => loadPropertyOrNotFound(queryClient, propertyCode),
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { propertyCode } = Route.useParams();
  const { token } = Route.useSearch();
  const property = useProperty(propertyCode);
  return (
    <PropertyLayout property={property}>
      <ConfirmEmailPage key={token ?? ''} property={property} token={token} />
    </PropertyLayout>
  );
}
