// Who among a hotel's staff may do what. A staff member holds one role per property, or per
// group (then on every property of the group). The server checks these on every /api/Admin
// call; the console reads the same table only to hide what would be refused.

export const staffRoles = ['owner', 'manager', 'frontDesk'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleNames: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  frontDesk: 'Front desk',
};

export const staffPermissions = [
  /** Today, the bookings list, a booking's page, the restaurant's bookings */
  'bookings:read',
  /** Cancel, no-show, resend the confirmation, notes, guest details, cancel a table booking */
  'bookings:write',
  /** The rates and availability grid, read only */
  'ari:read',
  /** Rates, rooms to sell and restrictions */
  'ari:write',
  /** Booking and pre-check-in configuration, contact details, theme, definition import/export */
  'settings:write',
  /** Invite staff, change their roles, remove them */
  'staff:manage',
  /** The audit log */
  'audit:read',
  /** Webhook endpoints, their deliveries, and booking revisions' acknowledgements seen by the hotel's systems */
  'webhooks:manage',
  /** API keys for the hotel's other systems, and the codes those systems use */
  'connections:manage',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const granted: Record<StaffRole, readonly StaffPermission[]> = {
  owner: staffPermissions,
  manager: ['bookings:read', 'bookings:write', 'ari:read', 'ari:write', 'settings:write', 'audit:read'],
  frontDesk: ['bookings:read', 'bookings:write', 'ari:read'],
};

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return granted[role].includes(permission);
}

/** Owners must sign in with a second factor; the others may choose to. */
export function roleRequiresTwoFactor(role: StaffRole): boolean {
  return role === 'owner';
}
