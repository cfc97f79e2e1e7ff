import { createFileRoute } from '@tanstack/react-router';
import { GroupHomePage } from '../../../features/admin/console-home-page';
import { StaffGate } from '../../../features/admin/staff-gate';

// The group view: for staff with a role on a whole group, each of its properties' consoles.
export const Route = createFileRoute('/Admin/Group/$groupCode')({
  component: GroupRoute,
});

function GroupRoute() {
  const { groupCode } = Route.useParams();
  return <StaffGate>{(me) => <GroupHomePage me={me} groupCode={groupCode} />}</StaffGate>;
}
