import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../../features/admin/audit-log-page';
import { searchId, searchParamsSchema, searchText } from '../../../url-search-params';

// Owners and managers: every change staff made here, by person or subject, a page at a time.
export const Route = createFileRoute('/Admin/$propertyCode/AuditLog')({
  validateSearch: searchParamsSchema({ page: searchId, staff: searchId, subject: searchText(64) }),
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const { page, staff, subject } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuditLogPage
      filter={{ page: page ?? 1, staffId: staff, subjectRef: subject }}
      onFilter={(filter) =>
        void navigate({
          search: {
            page: filter.page > 1 ? filter.page : undefined,
            staff: filter.staffId,
            subject: filter.subjectRef,
          },
        })
      }
    />
  );
}
