import type { FastifyRequest } from 'fastify';
import { scopeFor, scopesMay, type ApiKeyScope } from '../../domain/api-key-scopes';
import { roleMay, staffRoleNames, type StaffPermission, type StaffRole } from '../../domain/staff-roles';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
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
//
// The hotel's other systems (a channel manager, a PMS) call the same routes with an API key,
// `Authorization: Bearer sfk_...` (api-key-callers.ts finds it as `request.apiKey`). Then the
// key's scopes stand in for a role (domain/api-key-scopes.ts), the property must be the key's
// own or one of its group's, and the actor is the key: `staffId` null, `apiKey` set, named
// `API key "PMS"` in the audit log. A route that must know it was called by a key, and for
// which connection (the other system's codes), reads `staffActorOf(request).apiKey`.

/** The API key acting: which key, and the connection (the other system) it belongs to. */
export interface ActingApiKey {
  id: number;
  name: string;
  connection: string;
}

/** Who is acting, and where: what services and the audit log need of a staff request. */
export interface StaffActor {
  /** The staff member; null when an API key acts. */
  staffId: number | null;
  /** The member's address; for an API key, its prefix (`sfk_k2m4q7x9`). */
  email: string;
  /** The member's name; for an API key, `API key "<name>"`. */
  name: string;
  /** The member's role on the property; null for an API key (its scopes decide). */
  role: StaffRole | null;
  propertyId: number;
  propertyCode: string;
  /** Set when the call came with an API key instead of a console session. */
  apiKey: ActingApiKey | null;
}

/** An API key as the /api/Admin hook found it: valid, not revoked, within its rate limit. */
export interface ApiKeyCaller extends ActingApiKey {
  /** `sfk_` and the first characters, which the console shows. */
  prefix: string;
  scopes: readonly ApiKeyScope[];
  /** The group's code for a key of a group, else null. */
  groupCode: string | null;
  /** The properties it reaches: its own, or each of its group's. */
  properties: { propertyId: number; propertyCode: string }[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireStaff` for the property the call names. */
    staffActor: StaffActor | null;
    /** The API key the call came with (`Authorization: Bearer`), or null. */
    apiKey: ApiKeyCaller | null;
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
  keyNotHere: (propertyCode: string) => `This API key is not for ${propertyCode}.`,
  keyNotForGroup: (groupCode: string) => `This API key is not for the group ${groupCode}.`,
  keyMayNot: (permission: StaffPermission, scopes: readonly ApiKeyScope[]) => {
    const scope = scopeFor(permission);
    const held = `This API key's scopes (${scopes.join(', ')})`;
    return scope
      ? `${held} do not allow this: it needs the scope ${scope}.`
      : `${held} do not allow this: only staff signed in to the console may.`;
  },
  staffOnly: 'Only staff signed in to the console may do this, not an API key.',
} as const;

/** The signed-in member, past the second factor; else 401. Owners yet to enrol get 403 unless `forEnrolment`. */
export function signedInStaffOf(request: FastifyRequest, options: { forEnrolment?: boolean } = {}): SignedInStaff {
  if (request.apiKey) throw new AppError('forbidden', staffMessages.staffOnly);
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

/** What a console call may answer besides its success: bad input, not signed in, not allowed, not found. */
export const staffErrorResponses = {
  400: validationErrorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** A preHandler: the signed-in member must hold `permission` on the property named by `PropertyCode`. */
export function requireStaff(permission: StaffPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    request.staffActor = actorFor(request, permission);
  };
}

export function actorFor(request: FastifyRequest, permission: StaffPermission): StaffActor {
  if (request.apiKey) return keyActorFor(request.apiKey, request, permission);
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
    apiKey: null,
  };
}

/** The key acting on the property the call names: one it reaches, with a scope that opens `permission`. */
function keyActorFor(key: ApiKeyCaller, request: FastifyRequest, permission: StaffPermission): StaffActor {
  const code = queryValue(request, 'PropertyCode');
  if (!code) throw fieldError('PropertyCode', staffMessages.chooseProperty);
  const reached = key.properties.find((p) => p.propertyCode.toUpperCase() === code.toUpperCase());
  if (!reached) throw new AppError('forbidden', staffMessages.keyNotHere(code));
  if (!scopesMay(key.scopes, permission))
    throw new AppError('forbidden', staffMessages.keyMayNot(permission, key.scopes));
  return {
    staffId: null,
    email: key.prefix,
    name: `API key "${key.name}"`,
    role: null,
    propertyId: reached.propertyId,
    propertyCode: reached.propertyCode,
    apiKey: { id: key.id, name: key.name, connection: key.connection },
  };
}

/** A preHandler for group views: a role on the group named by `GroupCode` with `permission`. */
export function requireStaffOnGroup(permission: StaffPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = request.apiKey;
    if (key) {
      const code = queryValue(request, 'GroupCode');
      if (!code) throw fieldError('GroupCode', 'Choose a group.');
      if (key.groupCode?.toUpperCase() !== code.toUpperCase())
        throw new AppError('forbidden', staffMessages.keyNotForGroup(code));
      if (!scopesMay(key.scopes, permission))
        throw new AppError('forbidden', staffMessages.keyMayNot(permission, key.scopes));
      return;
    }
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
