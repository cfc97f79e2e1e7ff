import { createFileRoute } from '@tanstack/react-router';
import { AccountComingSoon } from '../../../features/account/account-coming-soon';
import { useProperty } from '../../../features/property/api/get-property';
import { loadPropertyOrNotFound } from '../../../features/property/load-property';
import { PropertyLayout } from '../../../features/property/property-layout';

export const Route = createFileRoute('/Account/ResetPassword/$propertyCode')({
  loader: ({ context: { queryClient }, params: { propertyCode } }) => loadPropertyOrNotFound(queryClient, propertyCode),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { propertyCode } = Route.useParams();
  const property = useProperty(propertyCode);
  return (
    <PropertyLayout property={property}>
      <AccountComingSoon property={property} title="Reset your password" coming={<p>Here you'll choose a new password using the link we email you.</p>} />
    </PropertyLayout>
  );
}
