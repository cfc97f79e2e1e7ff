import type { FastifyInstance } from 'fastify';
import { roleRequiresTwoFactor, type StaffRole } from '../../domain/staff-roles';
import type { StaffSessionStage } from '../db/schema/staff';
import type { PropertyRole, StaffQueries, StaffRepository } from './repository';
import { staffSessionTokenOf } from './session-cookie';
import { generateStaffToken, sha256Hex } from './staff-secrets';

// Staff sessions: a random token in the console's cookie, its SHA-256 in the database, ended by
// idleness, by age, by signing out and by a new sign-in. A session is 'second-factor' between
// the right password and the right code; only 'signed-in' ones open the console.

/** Between the password and the code: long enough to open an authenticator app, no longer. */
const secondFactorMs = 10 * 60 * 1000;
/** The last-seen time is written at most this often: one write per minute, not per request. */
const touchIntervalMs = 60 * 1000;

/** Who the console's cookie signs in, as every /api/Admin route sees it. */
export interface SignedInStaff {
  staffId: number;
  email: string;
  name: string;
  stage: StaffSessionStage;
  tokenHash: string;
  totpEnabled: boolean;
  /** Holds a role that requires two-factor sign-in, and has not enrolled yet: may only enrol. */
  mustEnrol: boolean;
  properties: PropertyRole[];
  groups: { groupCode: string; role: StaffRole }[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member the console's cookie signs in (any stage), or null. */
    staff: SignedInStaff | null;
  }
}

export interface StaffSessionsDeps {
  repository: StaffRepository;
  idleMs: number;
  maxMs: number;
  now: () => Date;
}

export function createStaffSessions(deps: StaffSessionsDeps) {
  const { repository } = deps;

  /** A new session in the caller's transaction; the token for the cookie. */
  async function startSession(tx: StaffQueries, staffId: number, stage: StaffSessionStage): Promise<string> {
    const token = generateStaffToken();
    const now = deps.now();
    await tx.insertSession({
      tokenHash: sha256Hex(token),
      staffId,
      stage,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + (stage === 'signed-in' ? deps.maxMs : secondFactorMs)),
    });
    return token;
  }

  async function signedInStaff(token: string | null): Promise<SignedInStaff | null> {
    if (!token) return null;
    const tokenHash = sha256Hex(token);
    const session = await repository.findSession(tokenHash);
    if (!session) return null;
    const now = deps.now().getTime();
    if (now >= session.expiresAt.getTime() || now - session.lastSeenAt.getTime() >= deps.idleMs) {
      await repository.deleteSession(tokenHash);
      return null;
    }
    const member = await repository.findMember(session.staffId);
    if (!member) return null;
    if (now - session.lastSeenAt.getTime() >= touchIntervalMs) await repository.touchSession(session.id, new Date(now));
    const [properties, groups] = await Promise.all([
      repository.propertyRolesOf(member.id),
      repository.groupRolesOf(member.id),
    ]);
    const requiresTwoFactor = [...properties, ...groups].some((r) => roleRequiresTwoFactor(r.role));
    return {
      staffId: member.id,
      email: member.email,
      name: member.name,
      stage: session.stage,
      tokenHash,
      totpEnabled: member.totpEnabled,
      mustEnrol: requiresTwoFactor && !member.totpEnabled,
      properties,
      groups,
    };
  }

  /** Finds the staff member once per /api/Admin request; nothing else pays for it. */
  function register(app: FastifyInstance): void {
    app.decorateRequest('staff', null);
    app.decorateRequest('staffActor', null);
    app.addHook('onRequest', async (request) => {
      request.staff = null;
      request.staffActor = null;
      if (!request.url.startsWith('/api/Admin')) return;
      request.staff = await signedInStaff(staffSessionTokenOf(request));
    });
  }

  return { startSession, signedInStaff, register };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
