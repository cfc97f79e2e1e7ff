import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useBookingConfig } from '../../../features/property/api/get-booking-config';
import { useProperty } from '../../../features/property/api/get-property';
import { SearchPage } from '../../../features/search/search-page';
import { staySearchParamsSchema, type StaySearchParams } from '../../../features/search/search-params';

// The search page. Its form lives in the URL (?from&to&rooms&promo&location&ratePlan), so a
// link opens it filled in.
export const Route = createFileRoute('/Book/$propertyCode/')({
  validateSearch: staySearchParamsSchema,
  component: SearchRoute,
});

function SearchRoute() {
  const { propertyCode } = Route.useParams();
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const onParamsChange = useCallback(
    (search: StaySearchParams) => {
      // Typing settles after a delay; by then the guest may be on the way elsewhere (Search).
      if (router.latestLocation.pathname.replace(/\/$/, '').toLowerCase() !== `/book/${propertyCode}`.toLowerCase())
        return;
      void navigate({ search, replace: true, resetScroll: false });
    },
    [navigate, router, propertyCode],
  );
  return (
    <SearchPage
      key={propertyCode}
      property={useProperty(propertyCode)}
      bookingConfig={useBookingConfig(propertyCode)}
      params={params}
      onParamsChange={onParamsChange}
    />
  );
}
