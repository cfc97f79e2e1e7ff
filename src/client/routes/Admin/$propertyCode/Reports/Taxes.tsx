import { createFileRoute } from '@tanstack/react-router';
import { TaxReportRouteView } from '../../../../features/admin-reports/tax-report-page';
import { searchParamsSchema, searchText } from '../../../../url-search-params';

// Owners and managers: the taxes and fees of the rooms arriving in the months chosen
// (`from`..`to`, 'YYYY-MM'; last month by default), and the same as CSV. The page checks the
// months, so this rule (loaded with the first page of every guest) stays small.
const month = searchText(7);

export const Route = createFileRoute('/Admin/$propertyCode/Reports/Taxes')({
  validateSearch: searchParamsSchema({ from: month, to: month }),
  component: TaxReportRoute,
});

function TaxReportRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TaxReportRouteView search={search} onSearch={(months) => void navigate({ search: months })} />;
}
