import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdApiKeySchema, type ApiKeyList, type CreatedApiKey } from '../../../src/contract/admin-api-keys';
import { makeApiKeyFromShell, parseApiKeyArgs } from '../../../src/server/staff/api-key-shell';
import { apiKeys } from '../../../src/server/db/schema/connections';
import { rateLimitCounters } from '../../../src/server/db/schema/accounts';
import { staffAuditLog } from '../../../src/server/db/schema/staff';
import { apiKeyRateLimit } from '../../../src/server/staff/api-key-callers';
import { startTestApp, type TestApp } from '../harness';
import { signInStaff, type SignedInStaffMember } from '../staff/staff-fixture';

// API keys for the hotel's other systems: an owner makes one in the console (shown once, only
// its hash kept) or from the shell; the system sends it as a Bearer token to the console's own
// /api/Admin calls, within its scopes, on its property (or its group's) only, under its own rate
// limit, and named in the audit log; revoked, it is refused. And every /api/Admin call but
// signing in answers 401 to a stranger before it looks at the body.

let testApp: TestApp;
let clock = Date.now();
const now = () => new Date(clock);
let owner: SignedInStaffMember;
let manager: SignedInStaffMember;
let groupOwner: SignedInStaffMember;

beforeAll(async () => {
  testApp = await startTestApp({ now });
  owner = await signInStaff(testApp, { role: 'owner', name: 'Olive Owner', now });
  manager = await signInStaff(testApp, { role: 'manager', now });
  groupOwner = await signInStaff(testApp, { role: 'owner', group: 'DEMO-GROUP', name: 'Gill Group', now });
});
afterAll(async () => {
  await testApp.close();
});

const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function createKey(member: SignedInStaffMember, body: object, propertyCode = 'DEMO'): Promise<CreatedApiKey> {
  const res = await testApp.app.inject({
    method: 'POST',
    url: `/api/Admin/ApiKeys?PropertyCode=${propertyCode}`,
    headers: { cookie: member.cookie },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return createdApiKeySchema.parse(res.json());
}

const listKeys = async (member: SignedInStaffMember, propertyCode = 'DEMO') => {
  const res = await testApp.app.inject({
    method: 'GET',
    url: `/api/Admin/ApiKeys?PropertyCode=${propertyCode}`,
    headers: { cookie: member.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ApiKeyList;
};

const reservations = (key: string, propertyCode = 'DEMO') =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/Admin/Reservations?PropertyCode=${propertyCode}`,
    headers: bearer(key),
  });

const ariGrid = (key: string, propertyCode = 'DEMO') =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/Admin/Ari?PropertyCode=${propertyCode}&From=${inAYear}&To=${inAYear}`,
    headers: bearer(key),
  });

describe('making a key in the console', () => {
  it('answers the key once and keeps only its SHA-256', async () => {
    const made = await createKey(owner, { Name: 'PMS', Scopes: ['ari:write', 'bookings:read'] });
    expect(made.Key).toMatch(/^sfk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(made.Key.startsWith(`${made.Prefix}_`)).toBe(true);
    expect(made).toMatchObject({
      Name: 'PMS',
      Connection: 'PMS',
      Scopes: ['bookings:read', 'ari:write'],
      GroupCode: null,
      CreatedBy: 'Olive Owner',
      LastUsedAt: null,
      RevokedAt: null,
    });

    const [row] = await testApp.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.Id));
    expect(row!.keyHash).toBe(sha256(made.Key));
    expect(JSON.stringify(row)).not.toContain(made.Key.slice(made.Prefix.length + 1));

    const listed = (await listKeys(owner)).ApiKeys.find((k) => k.Id === made.Id)!;
    expect(listed).not.toHaveProperty('Key');
    expect(JSON.stringify(await listKeys(owner))).not.toContain(made.Key);

    const [entry] = await testApp.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'api-key.create'), eq(staffAuditLog.subjectRef, made.Prefix)));
    expect(entry).toMatchObject({ staffId: owner.staffId, staffName: 'Olive Owner' });
    expect(JSON.stringify(entry)).not.toContain(made.Key);
  });

  it('keeps the connection it is given, for the other system’s codes', async () => {
    const made = await createKey(owner, { Name: 'Channel manager', Connection: 'siteminder', Scopes: ['ari:write'] });
    expect(made.Connection).toBe('siteminder');
  });

  it('refuses a key without scopes, or with one that is not a scope', async () => {
    for (const Scopes of [[], ['staff:manage']]) {
      const res = await testApp.app.inject({
        method: 'POST',
        url: '/api/Admin/ApiKeys?PropertyCode=DEMO',
        headers: { cookie: owner.cookie },
        payload: { Name: 'Bad', Scopes },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().ModelState as object).join()).toMatch(/^Scopes/);
    }
  });

  it('is for owners only', async () => {
    for (const [method, url] of [
      ['GET', '/api/Admin/ApiKeys?PropertyCode=DEMO'],
      ['POST', '/api/Admin/ApiKeys?PropertyCode=DEMO'],
      ['POST', '/api/Admin/ApiKeys/1/Revoke?PropertyCode=DEMO'],
    ] as const) {
      const res = await testApp.app.inject({
        method,
        url,
        headers: { cookie: manager.cookie },
        payload: method === 'POST' ? { Name: 'x', Scopes: ['bookings:read'] } : undefined,
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('makes a key of the group only for an owner of the group', async () => {
    const res = await testApp.app.inject({
      method: 'POST',
      url: '/api/Admin/ApiKeys?PropertyCode=DEMO',
      headers: { cookie: owner.cookie },
      payload: { Name: 'Group PMS', Scopes: ['bookings:read'], ForGroup: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('Only an owner of the group DEMO-GROUP may manage its keys.');
    expect((await listKeys(owner)).MayManageGroupKeys).toBe(false);
    expect((await listKeys(groupOwner)).MayManageGroupKeys).toBe(true);
  });
});

describe('calling with a key', () => {
  let readKey: CreatedApiKey;
  let ariKey: CreatedApiKey;

  beforeAll(async () => {
    readKey = await createKey(owner, { Name: 'Reader', Scopes: ['bookings:read'] });
    ariKey = await createKey(owner, { Name: 'Channel', Scopes: ['ari:write'] });
  });

  it('reads bookings with bookings:read, and may not change rates', async () => {
    expect((await reservations(readKey.Key)).statusCode).toBe(200);
    const res = await testApp.app.inject({
      method: 'POST',
      url: '/api/Admin/Ari?PropertyCode=DEMO',
      headers: bearer(readKey.Key),
      payload: { Items: [{ RoomTypeId: 999999, From: inAYear, To: inAYear, Closed: true }] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(
      "This API key's scopes (bookings:read) do not allow this: it needs the scope ari:write.",
    );
    expect((await ariGrid(readKey.Key)).statusCode).toBe(403);
  });

  it('reads and changes rates with ari:write, and may not read bookings', async () => {
    expect((await ariGrid(ariKey.Key)).statusCode).toBe(200);
    expect((await reservations(ariKey.Key)).statusCode).toBe(403);
  });

  it('never does what only staff may: keys, staff, settings, the audit log, booking changes', async () => {
    const key = await createKey(owner, {
      Name: 'Everything',
      Scopes: ['bookings:read', 'ari:write', 'webhooks:manage'],
    });
    for (const [method, url] of [
      ['GET', '/api/Admin/ApiKeys?PropertyCode=DEMO'],
      ['GET', '/api/Admin/Staff?PropertyCode=DEMO'],
      ['GET', '/api/Admin/Settings?PropertyCode=DEMO'],
      ['GET', '/api/Admin/AuditLog?PropertyCode=DEMO'],
      ['GET', '/api/Admin/Me'],
    ] as const) {
      const res = await testApp.app.inject({ method, url, headers: bearer(key.Key) });
      expect(res.statusCode, url).toBe(403);
    }
    const cancel = await testApp.app.inject({
      method: 'POST',
      url: '/api/Admin/Reservations/NOPE/Cancel?PropertyCode=DEMO',
      headers: { ...bearer(key.Key), 'idempotency-key': 'cancel-by-key-0001' },
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(403);
  });

  it('stays on its own property', async () => {
    const res = await reservations(readKey.Key, 'DEMO-YORK');
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('This API key is not for DEMO-YORK.');
  });

  it('reaches each property of its group when it is the group’s', async () => {
    const groupKey = await createKey(groupOwner, { Name: 'Group PMS', Scopes: ['bookings:read'], ForGroup: true });
    expect(groupKey.GroupCode).toBe('DEMO-GROUP');
    expect((await reservations(groupKey.Key, 'DEMO')).statusCode).toBe(200);
    expect((await reservations(groupKey.Key, 'DEMO-YORK')).statusCode).toBe(200);
    // Listed on each property of the group, and its making audited on each.
    expect((await listKeys(groupOwner, 'DEMO-YORK')).ApiKeys.map((k) => k.Id)).toContain(groupKey.Id);
    const entries = await testApp.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectRef, groupKey.Prefix));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    // A property owner sees it but may not revoke it.
    const revoke = await testApp.app.inject({
      method: 'POST',
      url: `/api/Admin/ApiKeys/${groupKey.Id}/Revoke?PropertyCode=DEMO`,
      headers: { cookie: owner.cookie },
    });
    expect(revoke.statusCode).toBe(403);
  });

  it('names the key in the audit log of what it changes', async () => {
    const items = [{ RoomTypeId: 999999, From: inAYear, To: inAYear, Closed: true }];
    const res = await testApp.app.inject({
      method: 'POST',
      url: '/api/Admin/Ari?PropertyCode=DEMO',
      headers: bearer(ariKey.Key),
      payload: { Items: items },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The item was refused (not the hotel's room type), so nothing changed; a real change is audited as the key:
    const grid = (await ariGrid(ariKey.Key)).json() as { RoomTypes: { RoomTypeId: number }[] };
    const roomTypeId = grid.RoomTypes[0]!.RoomTypeId;
    const applied = await testApp.app.inject({
      method: 'POST',
      url: '/api/Admin/Ari?PropertyCode=DEMO',
      headers: bearer(ariKey.Key),
      payload: { Items: [{ RoomTypeId: roomTypeId, From: inAYear, To: inAYear, Closed: true }] },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const [entry] = await testApp.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'ari.update'), eq(staffAuditLog.staffEmail, ariKey.Prefix)));
    expect(entry).toMatchObject({ staffId: null, staffName: 'API key "Channel"', staffEmail: ariKey.Prefix });
  });

  it('notes its last use, at most once a minute', async () => {
    const key = await createKey(owner, { Name: 'Touch', Scopes: ['bookings:read'] });
    const lastUsed = async () =>
      (await testApp.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.Id)))[0]!.lastUsedAt?.getTime();
    expect(await lastUsed()).toBeUndefined();
    await reservations(key.Key);
    const first = await lastUsed();
    expect(first).toBe(clock);
    clock += 30_000;
    await reservations(key.Key);
    expect(await lastUsed()).toBe(first);
    clock += 31_000;
    await reservations(key.Key);
    expect(await lastUsed()).toBe(clock);
    expect((await listKeys(owner)).ApiKeys.find((k) => k.Id === key.Id)!.LastUsedAt).toBe(now().toISOString());
  });
});

describe('a revoked, unknown or malformed key', () => {
  it('is refused with 401 once revoked; revoking is audited, and again changes nothing', async () => {
    const key = await createKey(owner, { Name: 'Old PMS', Scopes: ['bookings:read'] });
    expect((await reservations(key.Key)).statusCode).toBe(200);
    const revoke = () =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/Admin/ApiKeys/${key.Id}/Revoke?PropertyCode=DEMO`,
        headers: { cookie: owner.cookie },
      });
    const revoked = await revoke();
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().RevokedAt).toBe(now().toISOString());
    expect((await revoke()).statusCode).toBe(200);
    const res = await reservations(key.Key);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: 'The API key is not valid, or it was revoked.' });
    expect(res.headers['www-authenticate']).toContain('Bearer');
    const entries = await testApp.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'api-key.revoke'), eq(staffAuditLog.subjectRef, key.Prefix)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.staffName).toBe('Olive Owner');
  });

  it('answers 404 for a key of another property', async () => {
    const york = await signInStaff(testApp, { role: 'owner', property: 'DEMO-YORK', now });
    const key = await createKey(owner, { Name: 'Ashbury only', Scopes: ['bookings:read'] });
    const res = await testApp.app.inject({
      method: 'POST',
      url: `/api/Admin/ApiKeys/${key.Id}/Revoke?PropertyCode=DEMO-YORK`,
      headers: { cookie: york.cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['an unknown key', `sfk_abcdefgh_${'A'.repeat(43)}`],
    ['a malformed key', 'not-a-key'],
  ])('refuses %s with 401, whatever cookie comes with it', async (_what, key) => {
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/api/Admin/Reservations?PropertyCode=DEMO',
      headers: { ...bearer(key), cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('authenticating before anything else', () => {
  it('answers a stranger’s empty POST /api/Admin/Ari with 401, not the schema', async () => {
    const res = await testApp.app.inject({ method: 'POST', url: '/api/Admin/Ari', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: 'Please sign in to the console.' });
  });

  it('answers 401 to a stranger on every guarded call, whatever the body or the address', async () => {
    for (const [method, url] of [
      ['POST', '/api/Admin/Ari?PropertyCode=DEMO'],
      ['PUT', '/api/Admin/Settings'],
      ['POST', '/api/Admin/Staff'],
      ['POST', '/api/Admin/ApiKeys'],
      ['POST', '/api/Admin/Reservations/X/Notes'],
      ['GET', '/api/Admin/Reservations'],
      ['GET', '/api/Admin/NoSuchCall'],
    ] as const) {
      const res = await testApp.app.inject({
        method,
        url,
        ...(method === 'GET' ? {} : { payload: 'not json', headers: { 'content-type': 'application/json' } }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps signing in and setting a password open', async () => {
    const signIn = await testApp.app.inject({ method: 'POST', url: '/api/Admin/SignIn', payload: {} });
    expect(signIn.statusCode).toBe(400);
    const link = await testApp.app.inject({ method: 'GET', url: '/api/Admin/Password?Token=nope' });
    expect(link.statusCode).toBe(400);
    const setPassword = await testApp.app.inject({ method: 'POST', url: '/api/Admin/Password', payload: {} });
    expect(setPassword.statusCode).toBe(400);
    const signOut = await testApp.app.inject({ method: 'POST', url: '/api/Admin/SignOut' });
    expect(signOut.statusCode).toBe(204);
  });
});

describe('the rate limit of a key', () => {
  it(`allows ${apiKeyRateLimit.max} calls a minute, then 429 with Retry-After`, async () => {
    const key = await createKey(owner, { Name: 'Busy', Scopes: ['bookings:read'] });
    const other = await createKey(owner, { Name: 'Quiet', Scopes: ['bookings:read'] });
    // The calls before the last are counted as the app counts them: in the shared store.
    await testApp.database.db.insert(rateLimitCounters).values({
      key: `api-key:${key.Id}`,
      windowStart: now(),
      hits: apiKeyRateLimit.max - 1,
    });
    expect((await reservations(key.Key)).statusCode).toBe(200);
    const refused = await reservations(key.Key);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another key is not held back.
    expect((await reservations(other.Key)).statusCode).toBe(200);
    clock += 61_000;
    expect((await reservations(key.Key)).statusCode).toBe(200);
  });

  it('counts every call in the shared store', async () => {
    const key = await createKey(owner, { Name: 'Counted', Scopes: ['bookings:read'] });
    for (let i = 0; i < 3; i += 1) await reservations(key.Key);
    const [row] = await testApp.database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `api-key:${key.Id}`));
    expect(row!.hits).toBe(3);
  });
});

describe('npm run staff:api-key', () => {
  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const output = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
    const request = parseApiKeyArgs(args, output);
    const code =
      typeof request === 'number' ? request : await makeApiKeyFromShell(testApp.database.db, request, output);
    return { code, out, err };
  };

  it('prints a key on its last line that works', async () => {
    const printed = await run([
      '--',
      '--property',
      'DEMO',
      '--name',
      'PMS',
      '--scopes',
      'bookings:read,ari:write,webhooks:manage',
    ]);
    expect(printed.code, printed.err.join('\n')).toBe(0);
    const key = printed.out.at(-1)!;
    expect(key).toMatch(/^sfk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(printed.out[0]).toMatch(
      /^API key "PMS" \(sfk_\w+, connection PMS\) for DEMO: bookings:read, ari:write, webhooks:manage\.$/,
    );
    expect((await reservations(key)).statusCode).toBe(200);
    expect((await ariGrid(key)).statusCode).toBe(200);
    const listed = (await listKeys(owner)).ApiKeys.find((k) => key.startsWith(`${k.Prefix}_`))!;
    expect(listed).toMatchObject({ Name: 'PMS', CreatedBy: null });
  });

  it('makes a key of a group that reaches each of its properties', async () => {
    const printed = await run(['--group', 'DEMO-GROUP', '--name', 'Group CM', '--scopes', 'bookings:read']);
    expect(printed.code).toBe(0);
    expect(printed.out[0]).toContain('for DEMO, DEMO-');
    expect((await reservations(printed.out.at(-1)!, 'DEMO-YORK')).statusCode).toBe(200);
  });

  it('refuses what is not a scope, and a property that is not there', async () => {
    const badScope = await run(['--property', 'DEMO', '--name', 'PMS', '--scopes', 'bookings:write']);
    expect(badScope.code).toBe(2);
    expect(badScope.err.join('\n')).toContain('Usage:');
    const nowhere = await run(['--property', 'NOWHERE', '--name', 'PMS', '--scopes', 'bookings:read']);
    expect(nowhere.code).toBe(1);
    expect(nowhere.err).toEqual(['There is no property NOWHERE.']);
  });
});
