import { createFileRoute } from '@tanstack/react-router';
import { FindBookingPage } from '../../../../features/manage-booking/find-booking-page';
import { useProperty } from '../../../../features/property/api/get-property';
import { searchParamsSchema, searchText } from '../../../../url-search-params';

// Manage booking without the emailed link: the reference and the booker's email find it.
// ?reference= fills the reference in (links that know it).
export const Route = createFileRoute('/Book/$propertyCode/Manage/')({
  validateSearch: searchParamsSchema({ reference: searchText(32, { measureTrimmed: true }) }),
  component: FindBookingRoute,
});

function FindBookingRoute() {
  const { propertyCode } = Route.useParams();
  const { reference } = Route.useSearch();
  return <FindBookingPage property={useProperty(propertyCode)} reference={reference} />;
}
