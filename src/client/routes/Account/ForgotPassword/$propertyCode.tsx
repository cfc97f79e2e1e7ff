import { createFileRoute } from '@tanstack/react-router';
import { AccountComingSoon } from '../../../features/account/account-coming-soon';
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
      <AccountComingSoon property={property} title="Forgot your password?" coming={<p>Here you'll ask for a link to reset your password, sent to the email address of your account.</p>} />
    </PropertyLayout>
  );
}
