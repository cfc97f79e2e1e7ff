import { createFileRoute, redirect } from '@tanstack/react-router';
import { accountQueryOptions } from '../../features/account/api/get-account';
import { ManageAccountPage } from '../../features/account/manage-account-page';
import { useProperty } from '../../features/property/api/get-property';
import { loadPropertyOrNotFound } from '../../features/property/load-property';
import { PropertyLayout } from '../../features/property/property-layout';

// Managing an account needs a logged-in user (docs/product.md, pages): the account is loaded for the
// property first, and a guest who is not logged in goes to the property's search page.
export const Route = createFileRoute('/ManageAccount/$propertyCode')({
  loader: async ({ context: { queryClient }, params: { propertyCode } }) => {
    const [account] = await Promise.all([
      queryClient.ensureQueryData({ ...accountQueryOptions(propertyCode), revalidateIfStale: true }),
      loadPropertyOrNotFound(queryClient, propertyCode),
    ]);
    if (!account) throw redirect({ to: '/Book/$propertyCode', params: { propertyCode }, replace: true });
  },
  component: ManageAccountRoute,
});

function ManageAccountRoute() {
  const { propertyCode } = Route.useParams();
  const property = useProperty(propertyCode);
  return (
    <PropertyLayout property={property}>
      <ManageAccountPage property={property} />
    </PropertyLayout>
  );
}
