import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTooWeakMessage } from '../../../src/domain/password';
import { accountMessages } from '../../../src/domain/account-messages';
import type { SmtpInbox } from '../fakes/smtp-inbox';
import type { TestApp } from '../harness';
import {
  authenticate,
  goodPassword,
  logIn,
  postAccount,
  registration,
  signUpAndLogIn,
  startAccountApp,
  subjectOf,
  waitForAccountLink,
} from './account-fixture';

// A guest who forgot her password asks for a link, gets it by email and chooses a new
// password. The link works once and for an hour; using it signs every browser out. The
// confirmation link of a new account works once and for three days.

let inbox: SmtpInbox;
let t: TestApp;
let clock = new Date('2027-03-01T09:00:00Z');
const minutes = (n: number) => n * 60 * 1000;
const newPassword = 'my new passphrase, at last';

beforeAll(async () => {
  ({ t, inbox } = await startAccountApp({ now: () => clock }));
});
afterAll(() => t?.close());

const isSignedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/Account', headers: { cookie } })).statusCode === 200;
const requestReset = (email: string) =>
  postAccount(t.app, 'RequestPasswordReset', { LanguageCode: 'en', PropertyId: 'DEMO', EmailAddress: email });
const resetWith = (link: URL, password = newPassword) =>
  postAccount(t.app, 'PasswordReset', {
    PropertyId: 'DEMO',
    Token: link.searchParams.get('token'),
    Password: password,
    ConfirmPassword: password,
  });

describe('a password reset', () => {
  it('works once from the emailed link and signs every browser out', async () => {
    const { cookie } = await signUpAndLogIn(t.app, inbox, { email: 'forgetful@example.com' });
    const res = await requestReset('forgetful@example.com');
    expect(res.statusCode, res.body).toBe(200);
    const link = await waitForAccountLink(inbox, 'forgetful@example.com', 'ResetPassword');
    expect(link.pathname).toBe('/Account/ResetPassword/DEMO');
    const mail = inbox.messages.find(
      (m) => m.to.includes('forgetful@example.com') && subjectOf(m).startsWith('Reset your password'),
    );
    expect(subjectOf(mail!)).toBe('Reset your password for The Ashbury');

    const weak = await resetWith(link, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ ModelState: { Password: [passwordTooWeakMessage] } });

    const reset = await resetWith(link);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ Success: true, Message: accountMessages.passwordReset });
    expect(await isSignedIn(cookie)).toBe(false);
    await logIn(t.app, 'forgetful@example.com', newPassword);

    const again = await resetWith(link, 'someone else wants in!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      Message: accountMessages.linkUsedOrExpired,
      ModelState: { Token: [accountMessages.linkUsedOrExpired] },
    });
    await logIn(t.app, 'forgetful@example.com', newPassword);
  });

  it('link stops working after an hour', async () => {
    await signUpAndLogIn(t.app, inbox, { email: 'slow@example.com' });
    await requestReset('slow@example.com');
    const link = await waitForAccountLink(inbox, 'slow@example.com', 'ResetPassword');
    const start = clock;
    clock = new Date(start.getTime() + minutes(61));
    const late = await resetWith(link);
    clock = start;
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ Message: accountMessages.linkUsedOrExpired });
    await logIn(t.app, 'slow@example.com', goodPassword);
  });

  it('link used in two tabs at once works in one of them only', async () => {
    await signUpAndLogIn(t.app, inbox, { email: 'tabs@example.com' });
    await requestReset('tabs@example.com');
    const link = await waitForAccountLink(inbox, 'tabs@example.com', 'ResetPassword');
    const answers = await Promise.all([
      resetWith(link, 'first tab passphrase!'),
      resetWith(link, 'second tab passphrase!'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'first tab passphrase!' : 'second tab passphrase!';
    await logIn(t.app, 'tabs@example.com', winner);
  });

  it('with a made-up token changes nothing', async () => {
    const res = await postAccount(t.app, 'PasswordReset', {
      PropertyId: 'DEMO',
      Token: 'made-up-token',
      Password: newPassword,
      ConfirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ModelState: { Token: [accountMessages.linkUsedOrExpired] } });
  });
});

describe('the confirmation link', () => {
  it('works once, and a second click says the address is confirmed', async () => {
    await postAccount(t.app, 'Register', registration({ email: 'twice@example.com' }));
    const link = await waitForAccountLink(inbox, 'twice@example.com', 'ConfirmEmail');
    const confirm = () =>
      postAccount(t.app, 'ConfirmEmail', { PropertyId: 'DEMO', Token: link.searchParams.get('token') });
    expect((await confirm()).json()).toEqual({ Success: true, Message: accountMessages.emailConfirmed });
    expect((await confirm()).json()).toEqual({ Success: true, Message: accountMessages.emailConfirmed });
    await logIn(t.app, 'twice@example.com');
  });

  it('stops working after three days; logging in sends a new one', async () => {
    await postAccount(t.app, 'Register', registration({ email: 'late@example.com' }));
    const link = await waitForAccountLink(inbox, 'late@example.com', 'ConfirmEmail');
    const start = clock;
    clock = new Date(start.getTime() + minutes(3 * 24 * 60 + 1));
    const late = await postAccount(t.app, 'ConfirmEmail', {
      PropertyId: 'DEMO',
      Token: link.searchParams.get('token'),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ Message: accountMessages.linkUsedOrExpired });

    const login = await authenticate(t.app, 'late@example.com');
    expect(login.json()).toMatchObject({ Success: false, Message: accountMessages.confirmEmailFirst });
    const fresh = await waitForAccountLink(inbox, 'late@example.com', 'ConfirmEmail', { nth: 2 });
    expect(
      (await postAccount(t.app, 'ConfirmEmail', { PropertyId: 'DEMO', Token: fresh.searchParams.get('token') }))
        .statusCode,
    ).toBe(200);
    await logIn(t.app, 'late@example.com');
    clock = start;
  });
});
