import { createFileRoute } from '@tanstack/react-router';
import { ConsoleHomePage } from '../../features/admin/console-home-page';
import { StaffGate } from '../../features/admin/staff-gate';

// The staff console's start: the properties the signed-in member works at.
export const Route = createFileRoute('/Admin/')({
  component: () => <StaffGate>{(me) => <ConsoleHomePage me={me} />}</StaffGate>,
});
