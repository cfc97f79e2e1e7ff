import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../../../features/admin/staff-page';

// Owners: the property's staff, invitations, roles.
export const Route = createFileRoute('/Admin/$propertyCode/Staff')({
  component: StaffPage,
});
