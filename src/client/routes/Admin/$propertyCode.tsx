import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PropertyConsole } from '../../features/admin/console-property';
import { StaffGate } from '../../features/admin/staff-gate';

// One property's console: the sign-in gate, the sections the member's role opens, the section.
export const Route = createFileRoute('/Admin/$propertyCode')({
  component: PropertyConsoleRoute,
});

function PropertyConsoleRoute() {
  const { propertyCode } = Route.useParams();
  return (
    <StaffGate>
      {(me) => (
        <PropertyConsole me={me} propertyCode={propertyCode}>
          <Outlet />
        </PropertyConsole>
      )}
    </StaffGate>
  );
}
