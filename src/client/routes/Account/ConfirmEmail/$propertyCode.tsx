import { createFileRoute } from '@tanstack/react-router';
import { AccountComingSoon } from '../../../features/account/account-coming-soon';
import { useProperty } from '../../../features/property/api/get-property';
import { loadPropertyOrNotFound } from '../../../features/property/load-property';
import { PropertyLayout } from '../../../features/property/property-layout';

export const Route = createFileRoute('/Account/ConfirmEmail/$propertyCode')({
  loader: ({ context: { queryClient }, params: { propertyCode } }) => loadPropertyOrNotFound(queryClient, propertyCode),
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { propertyCode } = Route.useParams();
  const property = useProperty(propertyCode);
  return (
    <PropertyLayout property={property}>
      <AccountComingSoon property={property} title="Confirm your email" coming={<p>Here you'll confirm your email address to finish creating your account.</p>} />
    </PropertyLayout>
  );
}
