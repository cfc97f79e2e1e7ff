import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../../features/account/forgot-password-page';
import { useProperty } from '../../../features/property/api/get-property';
import { loadPropertyOrNotFound } from '../../../features/property/load-property';
import { PropertyLayout } from '../../../features/property/property-layout';

export const Route = createFileRoute('/Account/ForgotPassword/$propertyCode')({
  loader: ({ context: { queryClient }, params: { propertyCode } }) => loadPropertyOrNotFound(queryClient, propertyCode),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { propertyCode } = Route.useParams();
  const property = useProperty(propertyCode);
  return (
    <PropertyLayout property={property}>
      <ForgotPasswordPage key={propertyCode} property={property} />
    </PropertyLayout>
  );
}
