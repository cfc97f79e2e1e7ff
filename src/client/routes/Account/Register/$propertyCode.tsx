import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../../features/account/register-page';
import { useProperty } from '../../../features/property/api/get-property';
import { loadPropertyOrNotFound } from '../../../features/property/load-property';
import { PropertyLayout } from '../../../features/property/property-layout';

export const Route = createFileRoute('/Account/Register/$propertyCode')({
  loader: ({ context: { queryClient }, params: { propertyCode } }) => loadPropertyOrNotFound(queryClient, propertyCode),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { propertyCode } = Route.useParams();
  const property = useProperty(propertyCode);
  return (
    <PropertyLayout property={property}>
      <RegisterPage key={propertyCode} property={property} />
    </PropertyLayout>
  );
}
