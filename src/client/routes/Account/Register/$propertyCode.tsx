import { createFileRoute } from '@tanstack/react-router';
import { AccountComingSoon } from '../../../features/account/account-coming-soon';
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
      <AccountComingSoon property={property} title="Create an account" coming={<p>Here you'll create an account to book faster next time, keep your details and manage your bookings.</p>} />
    </PropertyLayout>
  );
}
