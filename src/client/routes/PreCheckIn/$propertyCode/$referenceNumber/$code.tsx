import { createFileRoute } from '@tanstack/react-router';
import { preCheckInConfigQueryOptions } from '../../../../features/precheckin/api/get-pre-check-in-config';
import { useProperty } from '../../../../features/property/api/get-property';
import { loadPropertyOrNotFound } from '../../../../features/property/load-property';
import { PropertyLayout } from '../../../../features/property/property-layout';
import { NotAvailableYet } from '../../../../ui/not-available-yet';

// Pre check-in through an emailed link, once the property's pre-check-in configuration is loaded.
export const Route = createFileRoute('/PreCheckIn/$propertyCode/$referenceNumber/$code')({
  loader: ({ context: { queryClient }, params: { propertyCode } }) =>
    loadPropertyOrNotFound(queryClient, propertyCode, [queryClient.ensureQueryData(preCheckInConfigQueryOptions(propertyCode))]),
  component: PreCheckInRoute,
});

function PreCheckInRoute() {
  const { propertyCode, referenceNumber } = Route.useParams();
  const property = useProperty(propertyCode);
  return (
    <PropertyLayout property={property}>
      <NotAvailableYet
        title="Pre check-in"
        propertyCode={propertyCode}
        propertyName={property.PropertyName}
        coming={
          <p>
            Soon you'll check in online for booking <strong>{referenceNumber}</strong> before you arrive: confirm the guests, your room set-up and
            extras, so arrival is quick.
          </p>
        }
      />
    </PropertyLayout>
  );
}
