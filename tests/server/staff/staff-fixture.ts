import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { StaffRole } from '../../../src/domain/staff-roles';
import { hashPassword } from '../../../src/server/platform/password-hashing';
import { properties, propertyGroups } from '../../../src/server/db/schema/properties';
import { staffMembers, staffRoleGrants } from '../../../src/server/db/schema/staff';
import type { TestApp } from '../harness';

// Staff for route tests: a member with a role on a property (or a group), or with none, signed
// in through the real calls (password, and two-factor enrolment for owners, who must have it),
// handing back the Cookie header of their console session.
//
//   const owner = await signInStaff(testApp, { role: 'owner' });
//   await testApp.app.inject({ method: 'GET', url: '/api/Admin/Staff?PropertyCode=DEMO', headers: { cookie: owner.cookie } });

export const staffPassword = 'correct horse battery staple!';
export const staffSessionCookieName = 'stayfront_staff_session';

export interface SignedInStaffMember {
  staffId: number;
  email: string;
  name: string;
  /** `stayfront_staff_session=...`, for the `cookie` header */
  cookie: string;
  /** The authenticator's secret (base32) when two-factor sign-in is on, else null. */
  totpSecret: string | null;
}

export interface StaffFixtureOptions {
  /** null: a member with no role anywhere */
  role: StaffRole | null;
  /** Property code of the role; default DEMO (ignored with `group`). */
  property?: string;
  /** Group code: the role is held on the group instead of one property. */
  group?: string;
  email?: string;
  name?: string;
  /** Turn two-factor sign-in on (always on for owners). */
  twoFactor?: boolean;
  /** The app's clock, when the test moves it (codes are computed for it). */
  now?: () => Date;
}

let counter = 0;
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${process.pid % 250}.${Math.floor(addresses / 250) % 250}.${addresses % 250}`;
};

/** The current 6-digit code of an authenticator holding `secret`. */
export function totpCode(secret: string, at: Date = new Date()): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: at.getTime() });
}

/** The console session cookie a response set, as a `cookie` header value. */
export function staffCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === staffSessionCookieName);
  if (!cookie) throw new Error('the response set no staff session cookie');
  return `${staffSessionCookieName}=${cookie.value}`;
}

/** A staff member with a password (and the role asked for), not signed in. */
export async function createStaffMember(testApp: TestApp, options: StaffFixtureOptions) {
  const db = testApp.database.db;
  counter += 1;
  const email = (
    options.email ?? `staff-${process.pid}-${counter}-${options.role ?? 'none'}@hotel.example`
  ).toLowerCase();
  const name = options.name ?? `${options.role ?? 'No role'} ${counter}`;
  const [member] = await db
    .insert(staffMembers)
    .values({ email, name, passwordHash: await hashPassword(staffPassword) })
    .returning({ id: staffMembers.id });
  const staffId = member!.id;
  if (options.role && options.group) {
    const [group] = await db.select().from(propertyGroups).where(eq(propertyGroups.code, options.group));
    if (!group) throw new Error(`no group ${options.group}`);
    await db.insert(staffRoleGrants).values({ staffId, groupId: group.id, role: options.role });
  } else if (options.role) {
    const code = options.property ?? 'DEMO';
    const [property] = await db.select().from(properties).where(eq(properties.code, code));
    if (!property) throw new Error(`no property ${code}`);
    await db.insert(staffRoleGrants).values({ staffId, propertyId: property.id, role: options.role });
  }
  return { staffId, email, name };
}

/** Signs in with the password; with `totpSecret`, then with a code. The session cookie. */
export async function signInAs(
  testApp: TestApp,
  email: string,
  totpSecret: string | null,
  now: () => Date = () => new Date(),
): Promise<string> {
  const first = await testApp.app.inject({
    method: 'POST',
    url: '/api/Admin/SignIn',
    payload: { Email: email, Password: staffPassword },
    // An address of its own, so a file signing many members in stays under the per-address limit.
    remoteAddress: nextAddress(),
  });
  if (first.statusCode !== 200) throw new Error(`sign-in failed: ${first.statusCode} ${first.body}`);
  let cookie = staffCookieOf(first);
  if ((first.json() as { Stage: string }).Stage === 'second-factor') {
    if (!totpSecret) throw new Error('a code is needed but there is no secret');
    const second = await testApp.app.inject({
      method: 'POST',
      url: '/api/Admin/SignIn/SecondFactor',
      headers: { cookie },
      payload: { Code: totpCode(totpSecret, now()) },
    });
    if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.statusCode} ${second.body}`);
    cookie = staffCookieOf(second);
  }
  return cookie;
}

/** Enrols the signed-in member in two-factor sign-in; the secret and the recovery codes. */
export async function enrolTwoFactor(
  testApp: TestApp,
  cookie: string,
  now: () => Date = () => new Date(),
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await testApp.app.inject({
    method: 'POST',
    url: '/api/Admin/TwoFactor/Enrolment',
    headers: { cookie },
  });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.statusCode} ${started.body}`);
  const secret = (started.json() as { Secret: string }).Secret;
  const confirmed = await testApp.app.inject({
    method: 'POST',
    url: '/api/Admin/TwoFactor/Enrolment/Confirm',
    headers: { cookie },
    payload: { Code: totpCode(secret, now()) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirming failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: (confirmed.json() as { RecoveryCodes: string[] }).RecoveryCodes };
}

/**
 * A staff member with the role asked for, signed in to the console (owners enrolled in 2FA).
 * A code works once: to sign the member in again with `signInAs`, move the app's clock on 30 s.
 */
export async function signInStaff(testApp: TestApp, options: StaffFixtureOptions): Promise<SignedInStaffMember> {
  const now = options.now ?? (() => new Date());
  const member = await createStaffMember(testApp, options);
  const cookie = await signInAs(testApp, member.email, null, now);
  if (options.role !== 'owner' && !options.twoFactor) return { ...member, cookie, totpSecret: null };
  const { secret } = await enrolTwoFactor(testApp, cookie, now);
  return { ...member, cookie, totpSecret: secret };
}

/** One member of staff per role (null: no role anywhere), each signed in: their session cookies, in order. */
export async function staffCookies<const Roles extends readonly (StaffRole | null)[]>(
  testApp: TestApp,
  roles: Roles,
  now?: () => Date,
): Promise<{ [K in keyof Roles]: string }> {
  const signedIn = await Promise.all(roles.map((role) => signInStaff(testApp, { role, now })));
  return signedIn.map((member) => member.cookie) as { [K in keyof Roles]: string };
}
