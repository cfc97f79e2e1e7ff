import { createFileRoute, notFound } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isNotFound } from '../../api';
import { propertyGroupQueryOptions, usePropertyGroup } from '../../features/group/api/get-property-group';
import { GroupLayout } from '../../features/group/group-layout';
import { GroupPage } from '../../features/group/group-page';
import { groupSearchParamsSchema, type GroupSearchParams } from '../../features/group/group-search-schema';

// The group search page, in the group's own layout. The path names a group code; the search
// travels in the URL (?from&to&rooms&promo&location&area&sort).
export const Route = createFileRoute('/BookGroup/$propertyCode')({
  validateSearch: groupSearchParamsSchema,
  loader: async ({ context: { queryClient }, params: { propertyCode } }) => {
    try {
      await queryClient.ensureQueryData(propertyGroupQueryOptions(propertyCode));
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  component: BookGroupRoute,
});

function BookGroupRoute() {
  const { propertyCode } = Route.useParams();
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  const group = usePropertyGroup(propertyCode);
  // Filters and sort replace the history entry; a new search adds one.
  const onParams = useCallback(
    (next: GroupSearchParams) => {
      const sameStay =
        next.from === params.from &&
        next.to === params.to &&
        next.rooms === params.rooms &&
        next.promo === params.promo &&
        next.location === params.location;
      void navigate({ search: next, replace: sameStay, resetScroll: false });
    },
    [navigate, params],
  );
  return (
    <GroupLayout group={group}>
      <GroupPage group={group} params={params} onParams={onParams} />
    </GroupLayout>
  );
}
