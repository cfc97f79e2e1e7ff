import { roleMay, type StaffPermission, type StaffRole } from '../../../domain/staff-roles';

// The console's sections, in the order the navigation shows them, with the permission each
// needs (the server checks the same on every call; the menu only hides what would be refused).
// A section's page is the route /Admin/$propertyCode/<path>.

export interface ConsoleSection {
  path: string;
  label: string;
  permission: StaffPermission;
  /** Only these roles see it in the menu (the money reports: owners and managers). */
  roles?: readonly StaffRole[];
  /** The heading it goes under in the menu, with the sections beside it of the same group. */
  group?: string;
}

/**
 * The hotel's other systems: API keys and webhooks. Their pages are Connections/<page>, listed
 * together under this heading (add a page of the group beside the others).
 */
export const connectionsGroup = 'Connections';

export const consoleSections: readonly ConsoleSection[] = [
  { path: 'Today', label: 'Today', permission: 'bookings:read' },
  { path: 'Bookings', label: 'Bookings', permission: 'bookings:read' },
  { path: 'Rates', label: 'Rates & availability', permission: 'ari:read' },
  { path: 'Restaurant', label: 'Restaurant', permission: 'bookings:read' },
  { path: 'Reports/Taxes', label: 'Tax report', permission: 'bookings:read', roles: ['owner', 'manager'] },
  { path: 'Settings', label: 'Settings', permission: 'settings:write' },
  { path: 'Staff', label: 'Staff', permission: 'staff:manage' },
  { path: 'AuditLog', label: 'Audit log', permission: 'audit:read' },
  { path: 'Connections/ApiKeys', label: 'API keys', permission: 'connections:manage', group: connectionsGroup },
  { path: 'Connections/Webhooks', label: 'Webhooks', permission: 'webhooks:manage', group: connectionsGroup },
];

export function sectionsFor(role: StaffRole): ConsoleSection[] {
  return consoleSections.filter(
    (section) => roleMay(role, section.permission) && (section.roles?.includes(role) ?? true),
  );
}

export const sectionHref = (propertyCode: string, section: ConsoleSection) =>
  `/Admin/${encodeURIComponent(propertyCode)}/${section.path}`;
