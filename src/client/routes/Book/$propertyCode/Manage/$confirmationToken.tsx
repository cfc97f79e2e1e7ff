import { createFileRoute } from '@tanstack/react-router';
import { ManageBookingPage } from '../../../../features/manage-booking/manage-booking-page';
import { useProperty } from '../../../../features/property/api/get-property';
import { searchChoice, searchParamsSchema } from '../../../../url-search-params';

// The guest's own booking, opened by its confirmation token (the confirmation page, "Your
// bookings", every booking email). ?action= opens one change in place (cancel, dates, extras, guests).
export const Route = createFileRoute('/Book/$propertyCode/Manage/$confirmationToken')({
  validateSearch: searchParamsSchema({ action: searchChoice(['cancel', 'dates', 'extras', 'guests'] as const) }),
  component: ManageBookingRoute,
});

function ManageBookingRoute() {
  const { propertyCode, confirmationToken } = Route.useParams();
  const { action } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ManageBookingPage
      property={useProperty(propertyCode)}
      confirmationToken={confirmationToken}
      action={action}
      onAction={(next) => void navigate({ search: next ? { action: next } : {}, replace: true, resetScroll: false })}
    />
  );
}
