import { createFileRoute } from '@tanstack/react-router';
import {
  preCheckInConfigQueryOptions,
  usePreCheckInConfig,
} from '../../../../features/precheckin/api/get-pre-check-in-config';
import { PreCheckInPage } from '../../../../features/precheckin/pre-check-in-page';
import { useProperty } from '../../../../features/property/api/get-property';
import { loadPropertyOrNotFound } from '../../../../features/property/load-property';
import { PropertyLayout } from '../../../../features/property/property-layout';

// Pre check-in through an emailed link, once the property's pre-check-in configuration is loaded.
export const Route = createFileRoute('/PreCheckIn/$propertyCode/$referenceNumber/$code')({
  loader: ({ context: { queryClient }, params: { propertyCode } }) =>
    loadPropertyOrNotFound(queryClient, propertyCode, [
      queryClient.ensureQueryData(preCheckInConfigQueryOptions(propertyCode)),
    ]),
  component: PreCheckInRoute,
});

function PreCheckInRoute() {
  const { propertyCode, referenceNumber, code } = Route.useParams();
  const property = useProperty(propertyCode);
  const config = usePreCheckInConfig(propertyCode);
  return (
    <PropertyLayout property={property}>
      <PreCheckInPage property={property} config={config} link={{ propertyCode, referenceNumber, code }} />
    </PropertyLayout>
  );
}
