import { createFileRoute, redirect } from '@tanstack/react-router';
import { useProperty } from '../../../../features/property/api/get-property';
import { NotAvailableYet } from '../../../../ui/not-available-yet';

export const Route = createFileRoute('/Book/$propertyCode/Checkout/{-$confirmationToken}')({
  beforeLoad: async ({ params }) => {
    if (params.confirmationToken) return;
    // Loaded here, not up front: the basket's code is not needed until a guest books.
    const { isBasketEmpty } = await import('../../../../basket/basket');
    if (isBasketEmpty(params.propertyCode)) {
      throw redirect({ to: '/Book/$propertyCode', params: { propertyCode: params.propertyCode }, replace: true });
    }
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { propertyCode } = Route.useParams();
  const property = useProperty(propertyCode);
  return (
    <NotAvailableYet
      title="Checkout"
      propertyCode={propertyCode}
      propertyName={property.PropertyName}
      coming={<p>Here you'll enter your details, choose how to pay and confirm your booking securely.</p>}
    />
  );
}
