import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffFromShell } from '../../../src/server/staff/create-from-shell';
import { readMime, startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../fakes/smtp-inbox';
import { startTestApp, testConfig, type TestApp } from '../harness';
import { signInAs, signInStaff, staffPassword, type SignedInStaffMember } from './staff-fixture';

let testApp: TestApp;
let inbox: SmtpInbox;
let owner: SignedInStaffMember;
const publicUrl = 'https://book.example.com';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await startTestApp({ config: { SMTP_URL: inbox.url, PUBLIC_URL: publicUrl } });
  owner = await signInStaff(testApp, { role: 'owner', name: 'Olive Owner' });
});
afterAll(async () => {
  await testApp.close();
  await inbox.close();
});

const asOwner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: owner.cookie }, ...(payload ? { payload } : {}) });

const textOf = (mail: ReceivedMail) =>
  readMime(mail.raw).parts.find((p) => (p.headers['content-type'] ?? '').startsWith('text/plain'))?.body ?? '';

async function mailTo(address: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = inbox.messages.find((m) => m.to.includes(address));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const linkIn = (text: string) => new URL(/https:\/\/book\.example\.com\/Admin\/Password\?token=[\w%-]+/.exec(text)![0]);

async function setPasswordWith(link: URL, password = staffPassword) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/Admin/Password',
    payload: { Token: link.searchParams.get('token'), Password: password, ConfirmPassword: password },
  });
}

describe("an owner's staff page", () => {
  it('invites a front desk member by email, who sets a password from the link and signs in', async () => {
    const invited = await asOwner('POST', '/api/Admin/Staff?PropertyCode=DEMO', {
      Name: 'Fern Desk',
      Email: 'Fern@Hotel.example',
      Role: 'frontDesk',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ Email: 'fern@hotel.example', Role: 'frontDesk', HasPassword: false });

    const mail = await mailTo('fern@hotel.example');
    const text = textOf(mail);
    expect(readMime(mail.raw).headers.subject).toBe('You are invited to the The Ashbury staff console');
    expect(text).toContain('Olive Owner has given you the Front desk role at The Ashbury');
    expect(text).toContain('24 hours');
    const link = linkIn(text);

    const peek = await testApp.app.inject({
      method: 'GET',
      url: `/api/Admin/Password?Token=${encodeURIComponent(link.searchParams.get('token')!)}`,
    });
    expect(peek.json()).toEqual({ Email: 'fern@hotel.example', Name: 'Fern Desk' });
    const weak = await setPasswordWith(link, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().ModelState.Password).toBeDefined();
    expect((await setPasswordWith(link)).statusCode).toBe(200);
    // The link works once.
    expect((await setPasswordWith(link)).statusCode).toBe(400);

    const cookie = await signInAs(testApp, 'fern@hotel.example', null);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/Admin/Me', headers: { cookie } });
    expect(me.json()).toMatchObject({ Name: 'Fern Desk', Properties: [{ PropertyCode: 'DEMO', Role: 'frontDesk' }] });

    const list = await asOwner('GET', '/api/Admin/Staff?PropertyCode=DEMO');
    expect(list.json().Staff).toEqual(
      expect.arrayContaining([expect.objectContaining({ Email: 'fern@hotel.example', HasPassword: true })]),
    );
  });

  it('invites someone who already works at another property to sign in, not to set a password', async () => {
    const york = await signInStaff(testApp, { role: 'manager', property: 'DEMO-YORK', name: 'Yara York' });
    const invited = await asOwner('POST', '/api/Admin/Staff?PropertyCode=DEMO', {
      Name: 'Yara',
      Email: york.email,
      Role: 'manager',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ HasPassword: true, Name: 'Yara York' });
    const text = textOf(await mailTo(york.email));
    expect(text).toContain('Sign in with your usual email address and password');
    expect(text).toContain(`${publicUrl}/Admin/SignIn`);
    expect(text).not.toContain('/Admin/Password');
  });

  it('refuses to invite someone who already has a role here', async () => {
    const again = await asOwner('POST', '/api/Admin/Staff?PropertyCode=DEMO', {
      Name: 'Olive',
      Email: owner.email,
      Role: 'manager',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().ModelState.Email).toEqual(['This person already has a role on this property.']);
  });

  it('changes a role and removes a member, each in the audit log with before and after', async () => {
    const member = await signInStaff(testApp, { role: 'frontDesk', name: 'Mo Manager' });
    const changed = await asOwner('PUT', `/api/Admin/Staff/${member.staffId}/Role?PropertyCode=DEMO`, {
      Role: 'manager',
    });
    expect(changed.statusCode).toBe(204);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/Admin/Me', headers: { cookie: member.cookie } });
    expect(me.json().Properties[0].Role).toBe('manager');

    expect((await asOwner('DELETE', `/api/Admin/Staff/${member.staffId}?PropertyCode=DEMO`)).statusCode).toBe(204);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/Admin/AuditLog?PropertyCode=DEMO',
      headers: { cookie: member.cookie },
    });
    expect(refused.statusCode).toBe(403);

    const log = await asOwner('GET', `/api/Admin/AuditLog?PropertyCode=DEMO&SubjectRef=${member.email}`);
    expect(log.statusCode).toBe(200);
    const entries = log.json().Entries as { Action: string; StaffName: string; Before: unknown; After: unknown }[];
    expect(entries.map((e) => e.Action)).toEqual(['staff.remove', 'staff.role-change']);
    expect(entries[1]).toMatchObject({
      StaffName: 'Olive Owner',
      Before: { Role: 'frontDesk' },
      After: { Role: 'manager' },
    });
    expect(entries[0]).toMatchObject({ Before: { Role: 'manager', Email: member.email }, After: null });
  });

  it('keeps an owner: the last one can be neither demoted nor removed', async () => {
    const demote = await asOwner('PUT', `/api/Admin/Staff/${owner.staffId}/Role?PropertyCode=DEMO`, {
      Role: 'manager',
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().Message).toMatch(/needs an owner/);
    expect((await asOwner('DELETE', `/api/Admin/Staff/${owner.staffId}?PropertyCode=DEMO`)).statusCode).toBe(400);
  });

  it('resets a lost authenticator: the member must enrol again, and it is audited', async () => {
    const other = await signInStaff(testApp, { role: 'owner', name: 'Otto Owner' });
    const reset = await asOwner('POST', `/api/Admin/Staff/${other.staffId}/TwoFactor/Reset?PropertyCode=DEMO`);
    expect(reset.statusCode).toBe(204);
    const cookie = await signInAs(testApp, other.email, null);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/Admin/Me', headers: { cookie } });
    expect(me.json()).toMatchObject({ TwoFactorEnabled: false, MustEnrol: true });
    const log = await asOwner('GET', `/api/Admin/AuditLog?PropertyCode=DEMO&SubjectRef=${other.email}`);
    expect(log.json().Entries.map((e: { Action: string }) => e.Action)).toEqual(['totp.reset', 'totp.enrol']);
  });

  it('pages the audit log on the server and filters it by person', async () => {
    const page = await asOwner('GET', `/api/Admin/AuditLog?PropertyCode=DEMO&StaffId=${owner.staffId}&PageSize=2`);
    const body = page.json() as { Entries: { StaffId: number }[]; Total: number; Page: number };
    expect(body.Total).toBeGreaterThan(2);
    expect(body.Entries).toHaveLength(2);
    expect(body.Entries.every((e) => e.StaffId === owner.staffId)).toBe(true);
    const second = await asOwner(
      'GET',
      `/api/Admin/AuditLog?PropertyCode=DEMO&StaffId=${owner.staffId}&PageSize=2&Page=2`,
    );
    expect(second.json().Page).toBe(2);
    expect(second.json().Entries[0]).not.toEqual(body.Entries[0]);
  });
});

describe('the first owner, made from the shell', () => {
  it('gets a one-time link to set a password, valid 24 hours', async () => {
    const config = testConfig({ PUBLIC_URL: publicUrl });
    const made = await createStaffFromShell(
      testApp.database.db,
      { secretKey: config.SECRET_KEY!, publicUrl, now: () => new Date() },
      { email: 'First@Hotel.example', role: 'owner', scope: { property: 'DEMO' } },
    );
    expect(made.link).toMatch(/^https:\/\/book\.example\.com\/Admin\/Password\?token=[\w-]{43}$/);
    expect(made.propertyCodes).toEqual(['DEMO']);
    expect((await setPasswordWith(new URL(made.link))).statusCode).toBe(200);
    const cookie = await signInAs(testApp, 'first@hotel.example', null);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/Admin/Me', headers: { cookie } });
    expect(me.json()).toMatchObject({ MustEnrol: true, Properties: [{ PropertyCode: 'DEMO', Role: 'owner' }] });
    const log = await asOwner('GET', '/api/Admin/AuditLog?PropertyCode=DEMO&SubjectRef=first@hotel.example');
    expect(log.json().Entries[0]).toMatchObject({ Action: 'staff.create', StaffName: 'Server shell', StaffId: null });
  });

  it('gives a group role that holds on every property of the group', async () => {
    const config = testConfig();
    const made = await createStaffFromShell(
      testApp.database.db,
      { secretKey: config.SECRET_KEY!, publicUrl, now: () => new Date() },
      { email: 'group@hotel.example', role: 'manager', scope: { group: 'DEMO-GROUP' } },
    );
    expect(made.propertyCodes.length).toBeGreaterThan(1);
  });

  it('refuses a link a day old', async () => {
    const config = testConfig();
    const made = await createStaffFromShell(
      testApp.database.db,
      { secretKey: config.SECRET_KEY!, publicUrl, now: () => new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000) },
      { email: 'late@hotel.example', role: 'manager', scope: { property: 'DEMO' } },
    );
    const res = await setPasswordWith(new URL(made.link));
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.Token).toBeDefined();
  });
});
