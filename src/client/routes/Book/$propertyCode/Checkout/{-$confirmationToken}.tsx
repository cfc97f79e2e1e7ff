import { createFileRoute, redirect } from '@tanstack/react-router';
import { CheckoutPage } from '../../../../features/checkout/checkout-page';
import { useBookingConfig } from '../../../../features/property/api/get-booking-config';
import { useProperty } from '../../../../features/property/api/get-property';

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
  return <CheckoutPage property={useProperty(propertyCode)} bookingConfig={useBookingConfig(propertyCode)} />;
}
