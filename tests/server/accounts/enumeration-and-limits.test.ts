import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRateLimits } from '../../../src/server/accounts/rate-limits';
import { accountMessages } from '../../../src/domain/account-messages';
import { rateLimitCounters } from '../../../src/server/db/schema/accounts';
import type { SmtpInbox } from '../fakes/smtp-inbox';
import type { TestApp } from '../harness';
import {
  goodPassword,
  logIn,
  postAccount,
  registration,
  signUpAndLogIn,
  startAccountApp,
  subjectOf,
  waitForAccountLink,
} from './account-fixture';

// Nobody learns from the answers whether an address has an account: Register, Authenticate and
// RequestPasswordReset answer a registered address as they answer an unknown one. And nobody
// gets to try many passwords or addresses: each call has a limit per client address and per
// account, kept in the database so it holds across app servers.

let inbox: SmtpInbox;
let t: TestApp;
let clock = new Date('2027-03-01T09:00:00Z');

beforeAll(async () => {
  // Plain http: the cookie must then work without Secure.
  ({ t, inbox } = await startAccountApp({ now: () => clock, config: { PUBLIC_URL: 'http://localhost:3000' } }));
});
afterAll(() => t?.close());

/** The answer with the address the guest typed taken out, so two addresses' answers compare. */
function answerOf(res: { statusCode: number; body: string; cookies: { name: string }[] }, email: string) {
  return {
    status: res.statusCode,
    body: res.body.split(email).join('<email>'),
    cookies: res.cookies.map((c) => c.name),
  };
}

const authenticate = (email: string, password: string, remoteAddress?: string) =>
  postAccount(
    t.app,
    'Authenticate',
    { LanguageCode: 'en', PropertyId: 'DEMO', EmailAddress: email, Password: password },
    remoteAddress ? { remoteAddress } : {},
  );

describe('a registered address', () => {
  beforeAll(async () => {
    await signUpAndLogIn(t.app, inbox, { email: 'known@example.com', firstName: 'Known' });
  });

  it('gets the same answer to Register as a new one, and the owner an email instead', async () => {
    const known = await postAccount(
      t.app,
      'Register',
      registration({ email: 'known@example.com', password: 'an intruder password!' }),
    );
    const unknown = await postAccount(t.app, 'Register', registration({ email: 'newcomer@example.com' }));
    expect(answerOf(known, 'known@example.com')).toEqual(answerOf(unknown, 'newcomer@example.com'));
    expect(known.json()).toEqual({ Success: true, Message: accountMessages.registered('known@example.com') });

    const forgot = await waitForAccountLink(inbox, 'known@example.com', 'ForgotPassword');
    expect(forgot.pathname).toBe('/Account/ForgotPassword/DEMO');
    const mail = inbox.messages.find(
      (m) => m.to.includes('known@example.com') && subjectOf(m) === 'Your account with The Ashbury',
    );
    expect(mail).toBeDefined();
    // The second registration changed nothing: the owner's password still opens the account.
    await logIn(t.app, 'known@example.com', goodPassword);
    expect((await authenticate('known@example.com', 'an intruder password!')).json()).toMatchObject({ Success: false });
  });

  it('fails a wrong password exactly as an unknown address fails', async () => {
    const wrongPassword = await authenticate('known@example.com', 'not the password');
    const unknownAddress = await authenticate('nobody@example.com', 'not the password');
    expect(answerOf(wrongPassword, 'known@example.com')).toEqual(answerOf(unknownAddress, 'nobody@example.com'));
    expect(wrongPassword.json()).toEqual({
      Success: false,
      Message: 'Failed to login, please check your email address and password',
      User: null,
    });
  });

  it('gets the same answer to a reset request as an unknown one', async () => {
    const known = await postAccount(t.app, 'RequestPasswordReset', {
      LanguageCode: 'en',
      PropertyId: 'DEMO',
      EmailAddress: 'known@example.com',
    });
    const unknown = await postAccount(t.app, 'RequestPasswordReset', {
      LanguageCode: 'en',
      PropertyId: 'DEMO',
      EmailAddress: 'nobody@example.com',
    });
    expect(answerOf(known, 'known@example.com')).toEqual(answerOf(unknown, 'nobody@example.com'));
    expect(known.json()).toEqual({
      Success: true,
      Message: accountMessages.passwordResetRequested('known@example.com'),
    });
    // Only the real account gets a link.
    await waitForAccountLink(inbox, 'known@example.com', 'ResetPassword');
    expect(inbox.messages.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('signs in with a cookie that is not Secure on plain http', async () => {
    const res = await authenticate('known@example.com', goodPassword);
    expect(String(res.headers['set-cookie'])).not.toContain('Secure');
    expect(String(res.headers['set-cookie'])).toContain('HttpOnly');
  });
});

describe('too many attempts', () => {
  it('at one account are refused with Retry-After, whatever the address, until the window ends', async () => {
    await signUpAndLogIn(t.app, inbox, { email: 'target@example.com' });
    const limit = accountRateLimits.authenticate.perAccount;
    // A fresh window, so the login of signing up does not count.
    clock = new Date(clock.getTime() + limit.windowSeconds * 1000);
    for (let i = 0; i < limit.max; i++) {
      expect((await authenticate('target@example.com', `guess number ${i}`, `198.51.100.${i + 1}`)).statusCode).toBe(
        200,
      );
    }
    const refused = await authenticate('Target@example.com', goodPassword, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Message: 'Too many requests, please try again later.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);

    clock = new Date(clock.getTime() + retryAfter * 1000);
    expect((await authenticate('target@example.com', goodPassword)).json()).toMatchObject({ Success: true });
  });

  it('from one address are refused, whatever the account', async () => {
    const address = '203.0.113.7';
    const limit = accountRateLimits.authenticate.perAddress;
    for (let i = 0; i < limit.max; i++) {
      expect((await authenticate(`spray${i}@example.com`, 'Winter2027!', address)).statusCode).toBe(200);
    }
    const refused = await authenticate('one-more@example.com', 'Winter2027!', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await authenticate('one-more@example.com', 'Winter2027!', '203.0.113.8')).statusCode).toBe(200);
  });

  it('to register one address are refused', async () => {
    const limit = accountRateLimits.register.perAccount;
    for (let i = 0; i < limit.max; i++) {
      expect((await postAccount(t.app, 'Register', registration({ email: 'flood@example.com' }))).statusCode).toBe(200);
    }
    const refused = await postAccount(t.app, 'Register', registration({ email: 'flood@example.com' }));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('to ask for reset links are refused', async () => {
    const address = '203.0.113.20';
    const limit = accountRateLimits.requestPasswordReset.perAddress;
    for (let i = 0; i < limit.max; i++) {
      const res = await postAccount(
        t.app,
        'RequestPasswordReset',
        { LanguageCode: 'en', PropertyId: 'DEMO', EmailAddress: `reset${i}@example.com` },
        { remoteAddress: address },
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await postAccount(
      t.app,
      'RequestPasswordReset',
      { LanguageCode: 'en', PropertyId: 'DEMO', EmailAddress: 'reset-last@example.com' },
      { remoteAddress: address },
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('at guessing link tokens are refused', async () => {
    for (const [call, address, limit, payload] of [
      [
        'PasswordReset',
        '203.0.113.30',
        accountRateLimits.passwordReset.perAddress,
        { Password: 'a good new passphrase!', ConfirmPassword: 'a good new passphrase!' },
      ],
      ['ConfirmEmail', '203.0.113.31', accountRateLimits.confirmEmail.perAddress, {}],
    ] as const) {
      for (let i = 0; i < limit.max; i++) {
        const res = await postAccount(
          t.app,
          call,
          { PropertyId: 'DEMO', Token: `guess-${i}`, ...payload },
          { remoteAddress: address },
        );
        expect(res.statusCode).toBe(400);
      }
      const refused = await postAccount(
        t.app,
        call,
        { PropertyId: 'DEMO', Token: 'guess-last', ...payload },
        { remoteAddress: address },
      );
      expect(refused.statusCode, call).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('are counted in the database, where every app server sees them', async () => {
    const rows = await t.database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, 'authenticate:address:203.0.113.7'));
    expect(rows.map((row) => row.hits)).toEqual([accountRateLimits.authenticate.perAddress.max + 1]);
  });
});

describe('a browser the owner logged in from before (device cookie)', () => {
  const logIn = (email: string, password: string, deviceCookie?: string) =>
    postAccount(
      t.app,
      'Authenticate',
      { LanguageCode: 'en', PropertyId: 'DEMO', EmailAddress: email, Password: password },
      deviceCookie ? { cookie: deviceCookie } : {},
    );
  /** "stayfront_device=..." as the browser keeps it after a successful login. */
  const deviceCookieFrom = (res: { cookies: { name: string; value: string }[] }) => {
    const cookie = res.cookies.find((c) => c.name === 'stayfront_device');
    if (!cookie) throw new Error('no device cookie was set');
    return `stayfront_device=${cookie.value}`;
  };
  /** A stranger, from a new address each time, tries passwords until the account's limit for strangers is used up. */
  const strangerGuesses = async (email: string) => {
    for (let i = 0; i < accountRateLimits.authenticate.perAccount.max; i++) {
      expect((await logIn(email, `stranger guess ${i}`)).json()).toMatchObject({ Success: false });
    }
  };

  it('is given on login: HttpOnly, SameSite=Lax, only for the account calls', async () => {
    await signUpAndLogIn(t.app, inbox, { email: 'device-flags@example.com' });
    const res = await logIn('device-flags@example.com', goodPassword);
    const setCookie = (res.headers['set-cookie'] as string[]).find((c) => c.startsWith('stayfront_device='))!;
    expect(setCookie).toMatch(/^stayfront_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/api/Account');
    expect(setCookie).toContain('Max-Age=');
  });

  it('still signs the owner in while a stranger is locked out of the account', async () => {
    await signUpAndLogIn(t.app, inbox, { email: 'owner@example.com' });
    const ownersBrowser = deviceCookieFrom(await logIn('owner@example.com', goodPassword));
    await strangerGuesses('owner@example.com');

    // The stranger is held up, even with the right password, from any new address.
    const stranger = await logIn('owner@example.com', goodPassword);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's browser is not.
    const owner = await logIn('owner@example.com', goodPassword, ownersBrowser);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ Success: true });
    // ... and keeps being trusted with the cookie it got now.
    expect((await logIn('owner@example.com', goodPassword, deviceCookieFrom(owner))).json()).toMatchObject({
      Success: true,
    });
  });

  it('that fails too often is locked out itself, and only itself', async () => {
    await signUpAndLogIn(t.app, inbox, { email: 'two-browsers@example.com' });
    const laptop = deviceCookieFrom(await logIn('two-browsers@example.com', goodPassword));
    const phone = deviceCookieFrom(await logIn('two-browsers@example.com', goodPassword));
    for (let i = 0; i < accountRateLimits.authenticate.perDevice.max; i++) {
      expect((await logIn('two-browsers@example.com', `typo ${i}`, laptop)).json()).toMatchObject({ Success: false });
    }
    expect((await logIn('two-browsers@example.com', goodPassword, laptop)).statusCode).toBe(429);
    // The other browser, and a new one, are not held up by the laptop's failures.
    expect((await logIn('two-browsers@example.com', goodPassword, phone)).json()).toMatchObject({ Success: true });
    expect((await logIn('two-browsers@example.com', goodPassword)).json()).toMatchObject({ Success: true });
  });

  it("is not trusted when made up, or when it is another account's", async () => {
    await signUpAndLogIn(t.app, inbox, { email: 'forged@example.com' });
    const genuine = deviceCookieFrom(await logIn('forged@example.com', goodPassword));
    const othersBrowser = deviceCookieFrom(await logIn('known@example.com', goodPassword));
    await strangerGuesses('forged@example.com');

    const [nonce, signature] = genuine.slice('stayfront_device='.length).split('.') as [string, string];
    const madeUp = [
      `stayfront_device=${'A'.repeat(22)}.${'B'.repeat(43)}`,
      // The genuine nonce with a signature of the stranger's own making.
      `stayfront_device=${nonce}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      othersBrowser,
    ];
    for (const cookie of madeUp) {
      expect((await logIn('forged@example.com', goodPassword, cookie)).statusCode, cookie).toBe(429);
    }
    expect((await logIn('forged@example.com', goodPassword, genuine)).json()).toMatchObject({ Success: true });
  });
});
