import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfileSchema } from '../../../src/contract/account';
import { passwordTooWeakMessage, passwordsDoNotMatchMessage } from '../../../src/domain/password';
import { accountMessages } from '../../../src/domain/account-messages';
import { createGuestAccounts } from '../../../src/server/accounts/service';
import { individuals } from '../../../src/server/db/schema/accounts';
import { mailOutbox } from '../../../src/server/db/schema/mail';
import { properties } from '../../../src/server/db/schema/properties';
import { createMailOutbox } from '../../../src/server/mail/outbox';
import type { MailMessage } from '../../../src/server/mail/transport';
import { createPropertyRepository } from '../../../src/server/properties/repository';
import { readMime, type SmtpInbox } from '../fakes/smtp-inbox';
import type { TestApp } from '../harness';
import {
  authenticate,
  goodPassword,
  logIn,
  postAccount,
  registration,
  sessionCookieFrom,
  signUpAndLogIn,
  startAccountApp,
  subjectOf,
  textOf,
  waitForAccountLink,
} from './account-fixture';

// Ada's account from start to end: she registers at the demo hotel, confirms her address from
// the email, logs in, sees and edits her details, changes her password and logs out.

let inbox: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  ({ t, inbox } = await startAccountApp({ config: { PUBLIC_URL: 'https://book.example.com' } }));
});
afterAll(() => t?.close());

const getAccount = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/Account?propertyId=DEMO', ...(cookie ? { headers: { cookie } } : {}) });

describe("a guest's account", () => {
  it('goes from registration to logout', async () => {
    const registered = await postAccount(
      t.app,
      'Register',
      registration({ email: 'Ada@Example.com', firstName: 'Ada' }),
    );
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toEqual({ Success: true, Message: accountMessages.registered('ada@example.com') });

    // Not confirmed yet: the right password asks her to confirm first.
    const early = await authenticate(t.app, 'ada@example.com');
    expect(early.json()).toEqual({ Success: false, Message: accountMessages.confirmEmailFirst, User: null });
    expect(early.cookies.filter((c) => c.name === 'stayfront_session')).toEqual([]);

    const link = await waitForAccountLink(inbox, 'ada@example.com', 'ConfirmEmail');
    expect(link.origin + link.pathname).toBe('https://book.example.com/Account/ConfirmEmail/DEMO');
    const mail = inbox.messages.find((m) => textOf(m).includes(link.toString()))!;
    expect(subjectOf(mail)).toBe('Confirm your email address for The Ashbury');
    expect(readMime(mail.raw).headers.from).toContain('The Ashbury');
    expect(textOf(mail)).toContain('Dear Ada,');

    const confirmed = await postAccount(t.app, 'ConfirmEmail', {
      PropertyId: 'DEMO',
      Token: link.searchParams.get('token'),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ Success: true, Message: accountMessages.emailConfirmed });

    const login = await authenticate(t.app, 'ADA@example.com ');
    expect(login.statusCode, login.body).toBe(200);
    const loggedIn = login.json() as { Success: boolean; Message: string; User: unknown };
    expect(loggedIn.Success).toBe(true);
    expect(loggedIn.Message).toBe('Welcome back, Ada!');
    expect(loggedIn.User).toMatchObject({
      EmailAddress: 'ada@example.com',
      Firstname: 'Ada',
      Lastname: 'Lovelace',
      Telephone: '+44 7700 900123',
      CreditCards: [],
    });
    let cookie = sessionCookieFrom(login);

    const account = await getAccount(cookie);
    expect(account.statusCode, account.body).toBe(200);
    expect(account.headers['cache-control']).toBe('no-store');
    expect(userProfileSchema.parse(account.json())).toMatchObject({
      EmailAddress: 'ada@example.com',
      ReceiveBrandOffers: false,
      CanChoosePaymentMethod: false,
    });

    const updated = await postAccount(
      t.app,
      'Update',
      { Firstname: 'Augusta Ada', Lastname: 'King', Telephone: '+44 20 7946 0000', ReceiveBrandOffers: true },
      { cookie },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      Firstname: 'Augusta Ada',
      Lastname: 'King',
      Telephone: '+44 20 7946 0000',
      ReceiveBrandOffers: true,
    });
    expect((await getAccount(cookie)).json()).toMatchObject({ Firstname: 'Augusta Ada', ReceiveBrandOffers: true });

    const newPassword = 'a brand new passphrase #2';
    const changed = await postAccount(
      t.app,
      'ChangePassword',
      { CurrentPassword: goodPassword, NewPassword: newPassword, ConfirmPassword: newPassword },
      { cookie },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ Success: true, Message: accountMessages.passwordChanged });
    // The session is renewed: the new cookie works, the old one does not.
    const renewed = sessionCookieFrom(changed);
    expect(renewed).not.toBe(cookie);
    expect((await getAccount(cookie)).statusCode).toBe(401);
    cookie = renewed;
    expect((await getAccount(cookie)).statusCode).toBe(200);

    const loggedOut = await postAccount(t.app, 'Logout', {}, { cookie });
    expect(loggedOut.statusCode).toBe(204);
    expect(loggedOut.cookies.find((c) => c.name === 'stayfront_session')?.value).toBe('');
    const after = await getAccount(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ Message: accountMessages.notSignedIn });

    // Only the new password opens the account now.
    const oldPassword = await authenticate(t.app, 'ada@example.com');
    expect(oldPassword.json()).toMatchObject({ Success: false, Message: accountMessages.loginFailed });
    await logIn(t.app, 'ada@example.com', newPassword);
  });

  it('is told about a password change by email', async () => {
    const { cookie } = await signUpAndLogIn(t.app, inbox, { email: 'grace@example.com', firstName: 'Grace' });
    const newPassword = 'another fine passphrase!';
    const before = inbox.messages.length;
    await postAccount(
      t.app,
      'ChangePassword',
      { CurrentPassword: goodPassword, NewPassword: newPassword, ConfirmPassword: newPassword },
      { cookie },
    );
    await inbox.waitFor(before + 1);
    const notice = inbox.messages.slice(before).find((m) => m.to.includes('grace@example.com'))!;
    expect(subjectOf(notice)).toBe('Your password for The Ashbury has been changed');
  });

  it('keeps no password and no link token in the clear', async () => {
    await signUpAndLogIn(t.app, inbox, { email: 'katherine@example.com' });
    const [row] = await t.database.db.select().from(individuals).where(eq(individuals.email, 'katherine@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const link = await waitForAccountLink(inbox, 'katherine@example.com', 'ConfirmEmail');
    const outbox = await t.database.db.select().from(mailOutbox);
    expect(JSON.stringify(outbox)).not.toContain(link.searchParams.get('token')!);
  });

  it('refuses a weak or unconfirmed new password with the reasons per field', async () => {
    const weak = await postAccount(t.app, 'Register', {
      ...registration({ email: 'weak@example.com' }),
      Password: 'short',
      ConfirmPassword: 'other',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      ModelState: { Password: [passwordTooWeakMessage], ConfirmPassword: [passwordsDoNotMatchMessage] },
    });

    const { cookie } = await signUpAndLogIn(t.app, inbox, { email: 'mary@example.com' });
    const wrongCurrent = await postAccount(
      t.app,
      'ChangePassword',
      {
        CurrentPassword: 'not my password',
        NewPassword: 'good new passphrase!',
        ConfirmPassword: 'good new passphrase!',
      },
      { cookie },
    );
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json()).toMatchObject({
      ModelState: { CurrentPassword: [accountMessages.wrongCurrentPassword] },
    });
    // Nothing changed: the old password still works.
    await logIn(t.app, 'mary@example.com');
  });

  it('answers 401 to the signed-in calls without a session', async () => {
    expect((await getAccount()).statusCode).toBe(401);
    expect((await getAccount('stayfront_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(401);
    expect((await postAccount(t.app, 'Update', { Firstname: 'A', Lastname: 'B' })).statusCode).toBe(401);
    expect((await postAccount(t.app, 'DeleteCreditCard', { CreditCardId: 1 })).statusCode).toBe(401);
  });

  it('is described in the API document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
    };
    for (const call of [
      'Authenticate',
      'Logout',
      'Register',
      'ConfirmEmail',
      'RequestPasswordReset',
      'PasswordReset',
      'Update',
      'ChangePassword',
      'DeleteCreditCard',
    ]) {
      expect(doc.paths[`/api/Account/${call}`]?.post, call).toBeDefined();
    }
    expect(JSON.stringify(doc.paths['/api/Account/Register']!.post!.requestBody)).toContain('EmailAddress');
    expect(doc.paths['/api/Account']!.get!.responses).toHaveProperty('401');
  });

  it('can be opened while booking, exactly as Register opens one', async () => {
    const db = t.database.db;
    const sent: MailMessage[] = [];
    const log = pino({ level: 'silent' });
    const outbox = createMailOutbox({
      db,
      transport: { kind: 'smtp', send: async (m) => void sent.push(m), close: () => {} },
      now: () => new Date(),
      log,
    });
    const accounts = createGuestAccounts({
      db,
      properties: createPropertyRepository(db),
      mailOutbox: outbox,
      secretKey: 'test-secret-key-that-is-long-enough-0123456789',
      publicUrl: 'https://book.example.com',
      mailFrom: undefined,
      sessionIdleDays: 14,
      sessionMaxDays: 60,
      now: () => new Date(),
      log,
    });
    const [demo] = await db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'DEMO'));
    const booking = {
      propertyId: demo!.id,
      password: goodPassword,
      firstName: 'Lin',
      lastName: 'Booker',
      telephone: '+44 7700 900999',
      languageCode: 'en',
    };

    const opened = await accounts.registerWhileBooking({ ...booking, email: 'lin@example.com' });
    expect(opened.message).toBe(accountMessages.registered('lin@example.com'));
    // The address Ada registered first: no error, the same kind of answer, and no second account.
    const taken = await accounts.registerWhileBooking({ ...booking, email: 'ada@example.com' });
    expect(taken.message).toBe(accountMessages.registered('ada@example.com'));

    await outbox.drain();
    await outbox.close();
    expect(sent.find((m) => m.to === 'lin@example.com')?.subject).toBe('Confirm your email address for The Ashbury');
    expect(sent.find((m) => m.to === 'ada@example.com')?.subject).toBe('Your account with The Ashbury');
    expect(await db.select().from(individuals).where(eq(individuals.email, 'ada@example.com'))).toHaveLength(1);
  });
});
