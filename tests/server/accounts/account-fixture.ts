import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { savedCards } from '../../../src/server/db/schema/accounts';
import type { CardToCharge } from '../../../src/server/payments/card-gateway';
import { createSandboxCardGateway } from '../../../src/server/payments/sandbox-card-gateway';
import { readMime, startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../fakes/smtp-inbox';
import { startTestApp, type TestApp } from '../harness';

// A guest with an account, signed in, for any server test that needs one.
//
//   const { t, inbox } = await startAccountApp();
//   const { cookie, individualId } = await signUpAndLogIn(t.app, inbox, { email: 'ada@example.com' });
//   await t.app.inject({ method: 'GET', url: '/api/Account', headers: { cookie } });
//
// It goes the way a guest does: POST Account/Register, the confirmation link from the email
// that arrives over SMTP, POST Account/ConfirmEmail, POST Account/Authenticate. `cookie` is
// "stayfront_session=..." ready for a `cookie` header. Each call comes from an address of its
// own, so the fixture never counts towards a test's rate limits. Use a different email per
// guest in one test file (the app keeps one account per address).

export const demoPropertyCode = 'DEMO';

/**
 * The app with its mail sent to a local SMTP inbox, where the account emails are read; closing
 * the app closes the inbox too.
 */
export async function startAccountApp(
  opts: { now?: () => Date; config?: Record<string, string> } = {},
): Promise<{ t: TestApp; inbox: SmtpInbox }> {
  const inbox = await startSmtpInbox();
  const app = await startTestApp({ now: opts.now, config: { SMTP_URL: inbox.url, ...opts.config } });
  const t: TestApp = {
    ...app,
    async close() {
      await app.close();
      await inbox.close();
    },
  };
  return { t, inbox };
}
export const goodPassword = 'correct horse battery staple!';

export interface SignUpOptions {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Id or code; default the demo hotel. */
  propertyId?: string | number;
}

let addressNumber = 0;
/** A client address of its own, so one test's calls never count towards another's rate limit. */
export function guestAddress(): string {
  addressNumber++;
  return `10.${200 + (Math.floor(addressNumber / 250) % 50)}.${addressNumber % 250}.${1 + Math.floor(Math.random() * 250)}`;
}

export function registration(opts: SignUpOptions) {
  const password = opts.password ?? goodPassword;
  return {
    LanguageCode: 'en',
    PropertyId: opts.propertyId ?? demoPropertyCode,
    EmailAddress: opts.email,
    Password: password,
    ConfirmPassword: password,
    Firstname: opts.firstName ?? 'Ada',
    Lastname: opts.lastName ?? 'Lovelace',
    MobileNumber: '+44 7700 900123',
  };
}

export function postAccount(
  app: App,
  call: string,
  payload: object,
  init: { cookie?: string; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/Account/${call}`,
    payload,
    remoteAddress: init.remoteAddress ?? guestAddress(),
    ...(init.cookie ? { headers: { cookie: init.cookie } } : {}),
  });
}

/** The text part of a message. */
export function textOf(mail: ReceivedMail): string {
  const { parts } = readMime(mail.raw);
  return parts.find((part) => (part.headers['content-type'] ?? '').startsWith('text/plain'))?.body ?? '';
}

export function subjectOf(mail: ReceivedMail): string {
  return readMime(mail.raw).headers.subject ?? '';
}

/**
 * Waits for the `nth` (1 = first) message to `email` whose text holds a link to
 * /Account/<page>/..., and answers that link; fails after `timeoutMs`.
 */
export async function waitForAccountLink(
  inbox: SmtpInbox,
  email: string,
  page: 'ConfirmEmail' | 'ResetPassword' | 'ForgotPassword',
  opts: { nth?: number; timeoutMs?: number } = {},
): Promise<URL> {
  const pattern = new RegExp(`https?://\\S+/Account/${page}/\\S+`);
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const links = inbox.messages
      .filter((mail) => mail.to.includes(email.toLowerCase()))
      .map((mail) => pattern.exec(textOf(mail))?.[0])
      .filter((link): link is string => Boolean(link));
    const link = links[(opts.nth ?? 1) - 1];
    if (link) return new URL(link);
    if (Date.now() > deadline) throw new Error(`no ${page} link in the mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** "stayfront_session=..." from a response that set the session cookie. */
export function sessionCookieFrom(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'stayfront_session' && c.value !== '');
  if (!cookie) throw new Error('no session cookie was set');
  return `stayfront_session=${cookie.value}`;
}

/** POST Account/Authenticate at the demo hotel, as the sign-in form sends it: the answer, whatever it is. */
export function authenticate(
  app: App,
  email: string,
  password = goodPassword,
  init: { cookie?: string; remoteAddress?: string } = {},
) {
  return postAccount(
    app,
    'Authenticate',
    { LanguageCode: 'en', PropertyId: demoPropertyCode, EmailAddress: email, Password: password },
    init,
  );
}

export async function logIn(
  app: App,
  email: string,
  password = goodPassword,
  init: { cookie?: string } = {},
): Promise<string> {
  const res = await authenticate(app, email, password, init);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ Success: true });
  return sessionCookieFrom(res);
}

/** Registers, confirms the address from the email and logs in: the guest's cookie and account id. */
export async function signUpAndLogIn(
  app: App,
  inbox: SmtpInbox,
  opts: SignUpOptions,
): Promise<{ cookie: string; individualId: number }> {
  const registered = await postAccount(app, 'Register', registration(opts));
  expect(registered.statusCode, registered.body).toBe(200);

  const link = await waitForAccountLink(inbox, opts.email, 'ConfirmEmail');
  const confirmed = await postAccount(app, 'ConfirmEmail', {
    PropertyId: link.pathname.split('/').pop(),
    Token: link.searchParams.get('token'),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);

  const res = await postAccount(app, 'Authenticate', {
    LanguageCode: 'en',
    PropertyId: opts.propertyId ?? demoPropertyCode,
    EmailAddress: opts.email,
    Password: opts.password ?? goodPassword,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { Success: boolean; User: { IndividualId: number } | null };
  expect(body.Success, res.body).toBe(true);
  return { cookie: sessionCookieFrom(res), individualId: body.User!.IndividualId };
}

/** A card the sandbox tokenised, kept on `individualId`'s account as the gateway answered it: its id. */
export async function keepSandboxCard(
  db: Db,
  individualId: number,
  card: Omit<CardToCharge, 'securityCode'>,
): Promise<number> {
  const tokenised = await createSandboxCardGateway().tokenise({ ...card, securityCode: '123' });
  if (!tokenised.saved) throw new Error(tokenised.declineReason);
  const [row] = await db
    .insert(savedCards)
    .values({
      individualId,
      gateway: 'sandbox',
      token: tokenised.token,
      cardType: tokenised.cardType,
      lastFour: tokenised.lastFourDigits,
      expiryMonth: tokenised.expiryMonth,
      expiryYear: tokenised.expiryYear,
      nameOnCard: card.nameOnCard,
    })
    .returning({ id: savedCards.id });
  return row!.id;
}
