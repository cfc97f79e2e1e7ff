import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import {
  createStaffMember,
  enrolTwoFactor,
  signInAs,
  signInStaff,
  staffCookieOf,
  staffPassword,
  totpCode,
} from './staff-fixture';

// A clock the tests move: a TOTP code works once, so a second sign-in waits for the next one.
let clock = Date.now();
const now = () => new Date(clock);
const nextCodeWindow = () => {
  clock += 30_000;
};
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ now });
});
afterAll(async () => {
  await testApp.close();
});

const me = (cookie?: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/Admin/Me', headers: cookie ? { cookie } : {} });
let address = 0;
const signIn = (email: string, password: string, cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/Admin/SignIn',
    remoteAddress: `10.0.0.${(address += 1)}`,
    payload: { Email: email, Password: password },
    headers: cookie ? { cookie } : {},
  });

describe('staff sign-in', () => {
  it('signs a front desk member in with email and password, on a cookie of its own kept to /api/Admin', async () => {
    const member = await createStaffMember(testApp, { role: 'frontDesk' });
    const res = await signIn(member.email.toUpperCase(), staffPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Stage: 'signed-in', MustEnrol: false });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain('stayfront_staff_session=');
    expect(setCookie).toContain('Path=/api/Admin');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const who = await me(staffCookieOf(res));
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({
      Email: member.email,
      TwoFactorEnabled: false,
      Properties: [{ PropertyCode: 'DEMO', Role: 'frontDesk', GroupCode: null }],
    });
  });

  it('refuses a wrong password and an unknown address alike, and asks nobody who is not signed in', async () => {
    const member = await createStaffMember(testApp, { role: 'manager' });
    const wrong = await signIn(member.email, 'not the password!');
    const unknown = await signIn('nobody@hotel.example', staffPassword);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect((await me()).statusCode).toBe(401);
  });

  it('holds up password guessing on one account after ten failures in the shared limit store', async () => {
    const member = await createStaffMember(testApp, { role: 'manager' });
    for (let i = 0; i < 10; i++) expect((await signIn(member.email, `wrong password ${i}!`)).statusCode).toBe(401);
    const held = await signIn(member.email, staffPassword);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
  });

  it('replaces the session at each sign-in: the cookie held before is worth nothing after', async () => {
    const member = await createStaffMember(testApp, { role: 'frontDesk' });
    const first = staffCookieOf(await signIn(member.email, staffPassword));
    const second = staffCookieOf(await signIn(member.email, staffPassword, first));
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('signs out', async () => {
    const member = await createStaffMember(testApp, { role: 'frontDesk' });
    const cookie = await signInAs(testApp, member.email, null);
    const out = await testApp.app.inject({ method: 'POST', url: '/api/Admin/SignOut', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('never takes the guest session cookie for a staff one', async () => {
    const member = await createStaffMember(testApp, { role: 'owner' });
    const cookie = await signInAs(testApp, member.email, null);
    const guestNamed = cookie.replace('stayfront_staff_session', 'stayfront_session');
    expect((await me(guestNamed)).statusCode).toBe(401);
  });
});

describe('two-factor sign-in', () => {
  it('lets an owner without an authenticator do nothing but enrol, then everything', async () => {
    const member = await createStaffMember(testApp, { role: 'owner' });
    const res = await signIn(member.email, staffPassword);
    expect(res.json()).toEqual({ Stage: 'signed-in', MustEnrol: true });
    const cookie = staffCookieOf(res);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/Admin/Staff?PropertyCode=DEMO',
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toMatch(/two-factor/);

    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/Admin/TwoFactor/Enrolment',
      headers: { cookie },
    });
    expect(started.statusCode).toBe(200);
    const enrolment = started.json() as { OtpauthUri: string; Secret: string; QrCodeSvg: string };
    expect(enrolment.OtpauthUri).toMatch(/^otpauth:\/\/totp\/Stayfront:.*secret=/);
    expect(enrolment.OtpauthUri).toContain(enrolment.Secret);
    expect(enrolment.QrCodeSvg).toMatch(/^<svg/);

    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/Admin/TwoFactor/Enrolment/Confirm',
      headers: { cookie },
      payload: { Code: totpCode(enrolment.Secret, new Date(clock - 10 * 60_000)) },
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await testApp.app.inject({
      method: 'POST',
      url: '/api/Admin/TwoFactor/Enrolment/Confirm',
      headers: { cookie },
      payload: { Code: totpCode(enrolment.Secret, now()) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = (confirmed.json() as { RecoveryCodes: string[] }).RecoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const allowed = await testApp.app.inject({
      method: 'GET',
      url: '/api/Admin/Staff?PropertyCode=DEMO',
      headers: { cookie },
    });
    expect(allowed.statusCode).toBe(200);
    expect((await me(cookie)).json()).toMatchObject({
      TwoFactorEnabled: true,
      MustEnrol: false,
      RecoveryCodesLeft: 10,
    });
  });

  it('asks for a code after the password, and opens nothing before it', async () => {
    const owner = await signInStaff(testApp, { role: 'owner', now });
    nextCodeWindow();
    const first = await signIn(owner.email, staffPassword);
    expect(first.json()).toEqual({ Stage: 'second-factor', MustEnrol: false });
    const halfway = staffCookieOf(first);
    expect((await me(halfway)).statusCode).toBe(401);

    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/Admin/SignIn/SecondFactor',
      headers: { cookie: halfway },
      payload: { Code: '000000' === totpCode(owner.totpSecret!, now()) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await testApp.app.inject({
      method: 'POST',
      url: '/api/Admin/SignIn/SecondFactor',
      headers: { cookie: halfway },
      payload: { Code: totpCode(owner.totpSecret!, now()) },
    });
    expect(right.statusCode).toBe(200);
    const full = staffCookieOf(right);
    expect(full).not.toBe(halfway);
    expect((await me(full)).statusCode).toBe(200);
    expect((await me(halfway)).statusCode).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const member = await createStaffMember(testApp, { role: 'manager' });
    const cookie = await signInAs(testApp, member.email, null);
    const { recoveryCodes } = await enrolTwoFactor(testApp, cookie, now);
    const code = recoveryCodes[0]!;

    const useCode = async (typed: string) => {
      const halfway = staffCookieOf(await signIn(member.email, staffPassword));
      return testApp.app.inject({
        method: 'POST',
        url: '/api/Admin/SignIn/SecondFactor',
        headers: { cookie: halfway },
        payload: { Code: typed },
      });
    };
    const first = await useCode(` ${code.toUpperCase()} `);
    expect(first.statusCode).toBe(200);
    expect((await me(staffCookieOf(first))).json()).toMatchObject({ RecoveryCodesLeft: 9 });
    expect((await useCode(code)).statusCode).toBe(401);
  });

  it('takes a 6-digit code once', async () => {
    const member = await createStaffMember(testApp, { role: 'frontDesk' });
    const { secret } = await enrolTwoFactor(testApp, await signInAs(testApp, member.email, null), now);
    const code = totpCode(secret, now());
    const tryCode = async () => {
      const halfway = staffCookieOf(await signIn(member.email, staffPassword));
      return testApp.app.inject({
        method: 'POST',
        url: '/api/Admin/SignIn/SecondFactor',
        headers: { cookie: halfway },
        payload: { Code: code },
      });
    };
    // Enrolment already used this time step's code.
    expect((await tryCode()).statusCode).toBe(401);
    nextCodeWindow();
    const fresh = totpCode(secret, now());
    const halfway = staffCookieOf(await signIn(member.email, staffPassword));
    const once = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/Admin/SignIn/SecondFactor',
        headers: { cookie: halfway },
        payload: { Code: fresh },
      });
    expect((await once()).statusCode).toBe(200);
  });

  it('ends a session after an hour unused, and after twelve hours whatever happens', async () => {
    const member = await createStaffMember(testApp, { role: 'frontDesk' });
    const idle = await signInAs(testApp, member.email, null, now);
    clock += 61 * 60_000;
    expect((await me(idle)).statusCode).toBe(401);

    const busy = await signInAs(testApp, member.email, null, now);
    for (let step = 1; step * 55 < 12 * 60; step++) {
      clock += 55 * 60_000;
      expect((await me(busy)).statusCode).toBe(200);
    }
    clock += 55 * 60_000;
    expect((await me(busy)).statusCode).toBe(401);
  });
});
