import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createGuestAccounts } from '../../../src/server/accounts/service';
import { accountSessions, accountTokens, rateLimitCounters } from '../../../src/server/db/schema/accounts';
import { createMailOutbox } from '../../../src/server/mail/outbox';
import { createPropertyRepository } from '../../../src/server/properties/repository';
import type { SmtpInbox } from '../fakes/smtp-inbox';
import type { TestApp } from '../harness';
import {
  authenticate,
  goodPassword,
  logIn,
  postAccount,
  sessionCookieFrom,
  signUpAndLogIn,
  startAccountApp,
} from './account-fixture';

// The signed-in browser: a cookie script cannot read and other sites cannot post with, a new
// session at every login, gone at logout, after a password change elsewhere, after two weeks
// unused and after sixty days whatever happens.

let inbox: SmtpInbox;
let t: TestApp;
let clock = new Date('2027-03-01T09:00:00Z');
const silentLog = pino({ level: 'silent' });
const days = (n: number) => n * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ({ t, inbox } = await startAccountApp({ now: () => clock, config: { PUBLIC_URL: 'https://book.example.com' } }));
});
afterAll(() => t?.close());

const isSignedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/Account', headers: { cookie } })).statusCode === 200;

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site and Secure behind https', async () => {
    await signUpAndLogIn(t.app, inbox, { email: 'flags@example.com' });
    const res = await authenticate(t.app, 'flags@example.com');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^stayfront_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Secure');
    // The database keeps a hash, never the token itself.
    const token = /stayfront_session=([^;]+)/.exec(setCookie)![1]!;
    expect(await t.database.db.select().from(accountSessions).where(eq(accountSessions.tokenHash, token))).toEqual([]);
  });

  it('comes with a readable signed-in hint that logout and an ended session clear', async () => {
    await signUpAndLogIn(t.app, inbox, { email: 'hint@example.com' });
    const login = await authenticate(t.app, 'hint@example.com');
    const hint = login.cookies.find((c) => c.name === 'stayfront_signed_in');
    // Pages read it to skip asking GET Account when nobody is signed in; it holds no secret.
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.maxAge).toBeGreaterThan(0);
    const session = sessionCookieFrom(login);

    // The hint alone opens nothing: GET Account still answers its 401, and clears it.
    const hintOnly = await t.app.inject({
      method: 'GET',
      url: '/api/Account',
      headers: { cookie: 'stayfront_signed_in=1' },
    });
    expect(hintOnly.statusCode).toBe(401);
    expect(hintOnly.cookies.find((c) => c.name === 'stayfront_signed_in')?.value).toBe('');

    const loggedOut = await postAccount(t.app, 'Logout', {}, { cookie: `${session}; stayfront_signed_in=1` });
    expect(loggedOut.cookies.find((c) => c.name === 'stayfront_signed_in')?.value).toBe('');
  });

  it('is a new one at every login, and a cookie sent to login is ended', async () => {
    const { cookie: first } = await signUpAndLogIn(t.app, inbox, { email: 'rotate@example.com' });
    const second = await logIn(t.app, 'rotate@example.com', goodPassword, { cookie: first });
    expect(second).not.toBe(first);
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(true);
  });

  it('is refused after logout', async () => {
    const { cookie } = await signUpAndLogIn(t.app, inbox, { email: 'logout@example.com' });
    const otherDevice = await logIn(t.app, 'logout@example.com');
    await postAccount(t.app, 'Logout', {}, { cookie });
    expect(await isSignedIn(cookie)).toBe(false);
    // Logging out of one browser leaves the other signed in.
    expect(await isSignedIn(otherDevice)).toBe(true);
    // Logging out again is harmless.
    expect((await postAccount(t.app, 'Logout', {}, { cookie })).statusCode).toBe(204);
  });

  it('of every other browser is refused after a password change', async () => {
    const { cookie: laptop } = await signUpAndLogIn(t.app, inbox, { email: 'change@example.com' });
    const phone = await logIn(t.app, 'change@example.com');
    const newPassword = 'a different passphrase!';
    const res = await postAccount(
      t.app,
      'ChangePassword',
      { CurrentPassword: goodPassword, NewPassword: newPassword, ConfirmPassword: newPassword },
      { cookie: laptop },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);
    const renewed = res.cookies.find((c) => c.name === 'stayfront_session')!;
    expect(await isSignedIn(`stayfront_session=${renewed.value}`)).toBe(true);
  });

  it('ends after 14 days unused, but not while in use', async () => {
    const { cookie: unused } = await signUpAndLogIn(t.app, inbox, { email: 'idle@example.com' });
    const used = await logIn(t.app, 'idle@example.com');
    const start = clock;
    for (let day = 10; day <= 30; day += 10) {
      clock = new Date(start.getTime() + days(day));
      expect(await isSignedIn(used)).toBe(true);
    }
    expect(await isSignedIn(unused)).toBe(false);
    clock = new Date(start.getTime() + days(30) + days(14));
    expect(await isSignedIn(used)).toBe(false);
    clock = start;
  });

  it('ends 60 days after login however much it is used', async () => {
    const { cookie } = await signUpAndLogIn(t.app, inbox, { email: 'absolute@example.com' });
    const start = clock;
    for (let day = 7; day < 60; day += 7) {
      clock = new Date(start.getTime() + days(day));
      expect(await isSignedIn(cookie)).toBe(true);
    }
    clock = new Date(start.getTime() + days(60));
    expect(await isSignedIn(cookie)).toBe(false);
    clock = start;
  });
});

describe('housekeeping', () => {
  it('clears ended sessions, old links and old rate-limit windows, and keeps live ones', async () => {
    const { cookie } = await signUpAndLogIn(t.app, inbox, { email: 'tidy@example.com' });
    const db = t.database.db;
    const start = clock;
    await db
      .insert(rateLimitCounters)
      .values({ key: 'authenticate:address:192.0.2.1', windowStart: new Date(start.getTime() - days(2)), hits: 3 });
    const accounts = createGuestAccounts({
      db,
      properties: createPropertyRepository(db),
      mailOutbox: createMailOutbox({
        db,
        transport: { kind: 'smtp', send: async () => {}, close: () => {} },
        now: () => clock,
        log: silentLog,
      }),
      secretKey: 'test-secret-key-that-is-long-enough-0123456789',
      publicUrl: 'https://book.example.com',
      mailFrom: undefined,
      sessionIdleDays: 14,
      sessionMaxDays: 60,
      now: () => clock,
      log: silentLog,
    });
    const sessionsBefore = await db.select().from(accountSessions);
    await accounts.removeExpired();
    expect(
      await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'authenticate:address:192.0.2.1')),
    ).toEqual([]);
    expect(await db.select().from(accountSessions)).toHaveLength(sessionsBefore.length);
    expect(await isSignedIn(cookie)).toBe(true);

    clock = new Date(start.getTime() + days(100));
    await accounts.removeExpired();
    expect(await db.select().from(accountSessions)).toEqual([]);
    expect(await db.select().from(accountTokens)).toEqual([]);
    clock = start;
  });
});
