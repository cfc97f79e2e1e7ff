import type { FastifyRequest } from 'fastify';
import { roleMay, staffRoleNames, type StaffPermission, type StaffRole } from '../../domain/staff-roles';
import { AppError, fieldError } from '../errors';
import type { SignedInStaff } from './staff-sessions';

// The guard of every /api/Admin call. A route names the permission it needs:
//
//   app.get('/Admin/Reservations', { preHandler: requireStaff('bookings:read'), ... })
//
// and a property-scoped call names its property in the query string (`?PropertyCode=DEMO`).
// 401 without a signed-in staff session; 403 when the member holds no role on the property
// (directly or through its group), when the role lacks the permission, or while an owner has
// still to set up two-factor sign-in. The handler then reads `staffActorOf(request)`.
// `request.staff` is found by the staff feature's onRequest hook (staff-sessions.ts).

/** Who is acting, and where: what services and the audit log need of a staff request. */
export interface StaffActor {
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  propertyId: number;
  propertyCode: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireStaff` for the property the call names. */
    staffActor: StaffActor | null;
  }
}

export const staffMessages = {
  signIn: 'Please sign in to the console.',
  enrolFirst:
    'Set up two-factor sign-in first: owners sign in with a code from an authenticator app. Open Security to set it up.',
  noRole: 'You have no role on this property.',
  noGroupRole: 'You have no role on this group.',
  notAllowed: (role: StaffRole) => `Your role (${staffRoleNames[role]}) does not allow this.`,
  chooseProperty: 'Choose a property.',
} as const;

/** The signed-in member, past the second factor; else 401. Owners yet to enrol get 403 unless `forEnrolment`. */
export function signedInStaffOf(request: FastifyRequest, options: { forEnrolment?: boolean } = {}): SignedInStaff {
  const staff = request.staff;
  if (!staff || staff.stage !== 'signed-in') throw new AppError('unauthorised', staffMessages.signIn);
  if (staff.mustEnrol && !options.forEnrolment) throw new AppError('forbidden', staffMessages.enrolFirst);
  return staff;
}

function queryValue(request: FastifyRequest, name: string): string | null {
  const parsed = (request.query as Record<string, unknown> | undefined)?.[name];
  if (typeof parsed === 'string' && parsed) return parsed;
  // A route whose query schema leaves the key out still names it in the URL.
  const raw = new URL(request.url, 'http://x').searchParams.get(name);
  return raw || null;
}

/** A preHandler: the signed-in member must hold `permission` on the property named by `PropertyCode`. */
export function requireStaff(permission: StaffPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    request.staffActor = actorFor(request, permission);
  };
}

export function actorFor(request: FastifyRequest, permission: StaffPermission): StaffActor {
  const staff = signedInStaffOf(request);
  const code = queryValue(request, 'PropertyCode');
  if (!code) throw fieldError('PropertyCode', staffMessages.chooseProperty);
  const held = staff.properties.find((p) => p.propertyCode.toUpperCase() === code.toUpperCase());
  if (!held) throw new AppError('forbidden', staffMessages.noRole);
  if (!roleMay(held.role, permission)) throw new AppError('forbidden', staffMessages.notAllowed(held.role));
  return {
    staffId: staff.staffId,
    email: staff.email,
    name: staff.name,
    role: held.role,
    propertyId: held.propertyId,
    propertyCode: held.propertyCode,
  };
}

/** A preHandler for group views: a role on the group named by `GroupCode` with `permission`. */
export function requireStaffOnGroup(permission: StaffPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    const staff = signedInStaffOf(request);
    const code = queryValue(request, 'GroupCode');
    if (!code) throw fieldError('GroupCode', 'Choose a group.');
    const held = staff.groups.find((g) => g.groupCode.toUpperCase() === code.toUpperCase());
    if (!held) throw new AppError('forbidden', staffMessages.noGroupRole);
    if (!roleMay(held.role, permission)) throw new AppError('forbidden', staffMessages.notAllowed(held.role));
  };
}

/** The actor `requireStaff` admitted; a route without the guard is a programming error. */
export function staffActorOf(request: FastifyRequest): StaffActor {
  if (!request.staffActor) throw new Error(`${request.routeOptions.url} has no requireStaff preHandler`);
  return request.staffActor;
}
