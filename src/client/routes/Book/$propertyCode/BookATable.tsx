import { createFileRoute } from '@tanstack/react-router';
import { useBookingConfig } from '../../../features/property/api/get-booking-config';
import { propertyQueryOptions, useProperty } from '../../../features/property/api/get-property';
import { restaurantsQueryOptions } from '../../../features/restaurant/api/get-restaurants';
import { BookATablePage } from '../../../features/restaurant/book-a-table-page';
import { tableBookingParamsSchema } from '../../../features/restaurant/table-booking-params';

// Book a Table. A stay's confirmation links here with ?reference&email&phone (see
// table-booking-params.ts), so the table goes with the stay.
export const Route = createFileRoute('/Book/$propertyCode/BookATable')({
  validateSearch: tableBookingParamsSchema,
  loader: async ({ context: { queryClient }, params: { propertyCode } }) => {
    const property = await queryClient.ensureQueryData(propertyQueryOptions(propertyCode));
    await queryClient.ensureQueryData(restaurantsQueryOptions(property.PropertyId));
  },
  component: BookATableRoute,
});

function BookATableRoute() {
  const { propertyCode } = Route.useParams();
  const params = Route.useSearch();
  return (
    <BookATablePage
      key={propertyCode}
      property={useProperty(propertyCode)}
      bookingConfig={useBookingConfig(propertyCode)}
      params={params}
    />
  );
}
