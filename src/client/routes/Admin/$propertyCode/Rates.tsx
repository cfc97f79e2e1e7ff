import { createFileRoute } from '@tanstack/react-router';
import { isStayDate } from '../../../../domain/stay-nights';
import { useConsoleProperty } from '../../../features/admin/console-property';
import { RatesPage } from '../../../features/admin-rates/rates-page';

// Rates and availability: the grid from `from` for two or four weeks; front desk reads it only.
// Route definitions load with the guest pages, so its search is read without a schema library.
export const Route = createFileRoute('/Admin/$propertyCode/Rates')({
  validateSearch: (search: Record<string, unknown>): { from?: string; weeks?: '4' } => ({
    ...(typeof search.from === 'string' && isStayDate(search.from) ? { from: search.from } : {}),
    ...(String(search.weeks) === '4' ? { weeks: '4' as const } : {}),
  }),
  component: RatesRoute,
});

/** The browser's today, until the grid brings the hotel's own. */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function RatesRoute() {
  const { from, weeks } = Route.useSearch();
  const navigate = Route.useNavigate();
  const property = useConsoleProperty();
  return (
    <RatesPage
      propertyCode={property.propertyCode}
      from={from ?? localToday()}
      nights={weeks === '4' ? 28 : 14}
      canEdit={property.may('ari:write')}
      canManageCodes={property.may('connections:manage')}
      onRangeChange={(range) =>
        void navigate({ search: { from: range.from, ...(range.nights === 28 ? { weeks: '4' as const } : {}) } })
      }
    />
  );
}
