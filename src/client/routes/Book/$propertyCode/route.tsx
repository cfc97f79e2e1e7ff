import { createFileRoute, Outlet } from '@tanstack/react-router';
import { bookingConfigQueryOptions } from '../../../features/property/api/get-booking-config';
import { useProperty } from '../../../features/property/api/get-property';
import { loadPropertyOrNotFound } from '../../../features/property/load-property';
import { PropertyLayout } from '../../../features/property/property-layout';
import { NotFoundPage } from '../../../ui/not-found-page';

// The booking engine of one property: the property and its booking configuration load first.
export const Route = createFileRoute('/Book/$propertyCode')({
  loader: ({ context: { queryClient }, params: { propertyCode } }) =>
    loadPropertyOrNotFound(queryClient, propertyCode, [
      queryClient.ensureQueryData(bookingConfigQueryOptions(propertyCode)),
    ]),
  component: BookLayout,
  notFoundComponent: NotFoundPage,
});

function BookLayout() {
  const { propertyCode } = Route.useParams();
  const property = useProperty(propertyCode);
  return (
    <PropertyLayout property={property}>
      <Outlet />
    </PropertyLayout>
  );
}
