import { createFileRoute } from '@tanstack/react-router';
import { accountLinkParamsSchema } from '../../../features/account/account-link-params';
import { ResetPasswordPage } from '../../../features/account/reset-password-page';
import { useProperty } from '../../../features/property/api/get-property';
import { loadPropertyOrNotFound } from '../../../features/property/load-property';
import { PropertyLayout } from '../../../features/property/property-layout';

// From the emailed reset link: /Account/ResetPassword/:propertyCode?token=...
export const Route = createFileRoute('/Account/ResetPassword/$propertyCode')({
  validateSearch: accountLinkParamsSchema,
  loader: ({ context: { queryClient }, params: { propertyCode } }) => loadPropertyOrNotFound(queryClient, propertyCode),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { propertyCode } = Route.useParams();
  const { token } = Route.useSearch();
  const property = useProperty(propertyCode);
  return (
    <PropertyLayout property={property}>
      <ResetPasswordPage key={token ?? ''} property={property} token={token} />
    </PropertyLayout>
  );
}
