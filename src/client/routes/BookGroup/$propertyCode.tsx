import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNotFound } from '../../api';
import { propertyGroupQueryOptions, usePropertyGroup } from '../../features/group/api/get-property-group';
import { GroupLayout } from '../../features/group/group-layout';
import { GroupPage } from '../../features/group/group-page';

// The group search page, in the group's own layout. The path names a group code.
export const Route = createFileRoute('/BookGroup/$propertyCode')({
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
  const group = usePropertyGroup(propertyCode);
  return (
    <GroupLayout group={group}>
      <GroupPage group={group} />
    </GroupLayout>
  );
}
