import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../features/admin/security-page';
import { StaffGate } from '../../features/admin/staff-gate';

// The member's own sign-in security: two-factor enrolment (owners must, before anything else).
export const Route = createFileRoute('/Admin/Security')({
  component: () => <StaffGate enrolmentPage>{(me) => <SecurityPage me={me} />}</StaffGate>,
});
