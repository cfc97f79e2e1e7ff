import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ariChangeResponseSchema,
  ariGridResponseSchema,
  type AriChangeItem,
  type AriGrid,
} from '../../../src/contract/admin-ari';
import { createdApiKeySchema } from '../../../src/contract/admin-api-keys';
import { availabilitySearchResponseSchema } from '../../../src/contract/availability';
import { connectionCodesResponseSchema, type ConnectionCodesRequest } from '../../../src/contract/connection-codes';
import type { App } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import { ariChangeRequests } from '../../../src/server/db/schema/connections';
import { staffAuditLog } from '../../../src/server/db/schema/staff';
import { startTestApp, testDbKind, type TestApp } from '../harness';
import { demoClock, searchDemo, type DemoIds } from '../reservations/demo-booking';
import { staffCookies } from '../staff/staff-fixture';
import { startDemoApp } from '../reservations/demo-app';

// The hotel's other systems pushing rates and availability. A connection (here the
// hotel's PMS) has its own codes for The Ashbury's room types and rate plans; its batches name
// them by those codes, up to 1,000 items, each answered on its own, and a batch sent again
// under its Idempotency-Key changes nothing twice. The demo hotel's today is 3 March 2027.

let t: TestApp;
let ids: DemoIds;
let owner: string;
let manager: string;
let frontDesk: string;

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  [owner, manager, frontDesk] = await staffCookies(t, ['owner', 'manager', 'frontDesk'], () => demoClock);
});
afterAll(() => t?.close());

const codesUrl = (connection?: string) =>
  `/api/Admin/Connections/Codes?PropertyCode=DEMO${connection === undefined ? '' : `&Connection=${encodeURIComponent(connection)}`}`;

const getCodes = (cookie: string, connection?: string) =>
  t.app.inject({ method: 'GET', url: codesUrl(connection), headers: { cookie } });

const putCodes = (cookie: string, connection: string, body: ConnectionCodesRequest) =>
  t.app.inject({ method: 'PUT', url: codesUrl(connection), headers: { cookie }, payload: body });

async function putCodesOk(connection: string, body: ConnectionCodesRequest) {
  const res = await putCodes(owner, connection, body);
  expect(res.statusCode, res.body).toBe(200);
  return connectionCodesResponseSchema.parse(res.json());
}

function post(items: unknown[], options: { connection?: string; key?: string; cookie?: string; app?: App } = {}) {
  const query = options.connection === undefined ? '' : `&Connection=${encodeURIComponent(options.connection)}`;
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: `/api/Admin/Ari?PropertyCode=DEMO${query}`,
    headers: { cookie: options.cookie ?? manager, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: { Items: items },
  });
}

async function postOk(items: AriChangeItem[], options: Parameters<typeof post>[1] = {}) {
  const res = await post(items, options);
  expect(res.statusCode, res.body).toBe(200);
  return ariChangeResponseSchema.parse(res.json()).Items;
}

async function grid(from: string, to: string): Promise<AriGrid> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Admin/Ari?PropertyCode=DEMO&From=${from}&To=${to}`,
    headers: { cookie: manager },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ariGridResponseSchema.parse(res.json());
}

const roomRow = (g: AriGrid, code: string) => g.RoomTypes.find((r) => r.Code === code)!;
const planRow = (g: AriGrid, roomType: string, plan: string) =>
  roomRow(g, roomType).RatePlans.find((p) => p.Code === plan)!;

describe('the codes a connection knows our room types and rate plans by', () => {
  it('lists every room type and plan, with no codes before any are given', async () => {
    const res = await getCodes(frontDesk, 'CODES-A');
    expect(res.statusCode, res.body).toBe(200);
    const body = connectionCodesResponseSchema.parse(res.json());
    expect(body.Connection).toBe('CODES-A');
    expect(body.RoomTypes.map((r) => r.Code)).toEqual(['CLASSIC', 'TWIN', 'KING', 'FAMILY', 'SUITE']);
    expect(body.RoomTypes.every((r) => r.ExternalCode === null)).toBe(true);
    expect(body.RatePlans.find((p) => p.Code === 'FLEX')).toMatchObject({
      Name: 'Best Flexible Rate',
      ExternalCode: null,
    });
  });

  it('lets owners replace a mapping, which staff may read; managers may not change it', async () => {
    const mapping = {
      RoomTypes: [
        { Code: 'CLASSIC', ExternalCode: 'DBL' },
        { Code: 'TWIN', ExternalCode: 'TWN' },
      ],
      RatePlans: [{ Code: 'FLEX', ExternalCode: 'BAR' }],
    };
    expect((await putCodes(manager, 'CODES-B', mapping)).statusCode).toBe(403);
    expect((await putCodes(frontDesk, 'CODES-B', mapping)).statusCode).toBe(403);
    const put = await putCodesOk('CODES-B', mapping);
    expect(put.RoomTypes.find((r) => r.Code === 'CLASSIC')).toMatchObject({ ExternalCode: 'DBL' });
    const read = connectionCodesResponseSchema.parse((await getCodes(frontDesk, 'CODES-B')).json());
    expect(read.RoomTypes.filter((r) => r.ExternalCode).map((r) => [r.Code, r.ExternalCode])).toEqual([
      ['CLASSIC', 'DBL'],
      ['TWIN', 'TWN'],
    ]);
    expect(read.RatePlans.filter((p) => p.ExternalCode).map((p) => [p.Code, p.ExternalCode])).toEqual([
      ['FLEX', 'BAR'],
    ]);
    expect(read.Connections).toContain('CODES-B');

    // Replacing: what is left out has no code afterwards.
    const replaced = await putCodesOk('CODES-B', { RoomTypes: [{ Code: 'TWIN', ExternalCode: 'TW2' }] });
    expect(replaced.RoomTypes.filter((r) => r.ExternalCode).map((r) => [r.Code, r.ExternalCode])).toEqual([
      ['TWIN', 'TW2'],
    ]);
    expect(replaced.RatePlans.every((p) => p.ExternalCode === null)).toBe(true);

    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'connection.codes'), eq(staffAuditLog.subjectRef, 'CODES-B')))
      .orderBy(staffAuditLog.id)
      .offset(1);
    expect(entry!.before).toEqual({ RoomTypes: { CLASSIC: 'DBL', TWIN: 'TWN' }, RatePlans: { FLEX: 'BAR' } });
    expect(entry!.after).toEqual({ RoomTypes: { TWIN: 'TW2' }, RatePlans: {} });

    // And cleared.
    const cleared = await putCodesOk('CODES-B', {});
    expect(cleared.RoomTypes.every((r) => r.ExternalCode === null)).toBe(true);
  });

  it('refuses, by name, codes of ours it does not know, a room type given twice, and a code meaning two room types', async () => {
    await putCodesOk('CODES-C', { RoomTypes: [{ Code: 'KING', ExternalCode: 'KNG' }] });
    const res = await putCodes(owner, 'CODES-C', {
      RoomTypes: [
        { Code: 'CLASSIC', ExternalCode: 'DBL' },
        { Code: 'PENTHOUSE', ExternalCode: 'PH' },
        { Code: 'CLASSIC', ExternalCode: 'DBL2' },
        { Code: 'TWIN', ExternalCode: 'DBL' },
      ],
      RatePlans: [{ Code: 'NOPE', ExternalCode: 'X' }],
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { ModelState: Record<string, string[]> }).ModelState).toEqual({
      'RoomTypes[1].Code': ["Unknown room type code 'PENTHOUSE' at this hotel."],
      'RoomTypes[2].Code': ['The room type CLASSIC is given twice: it has one code per connection.'],
      'RoomTypes[3].ExternalCode': ["The code 'DBL' is given to both CLASSIC and TWIN: a code means one room type."],
      'RatePlans[0].Code': ["Unknown rate plan code 'NOPE' at this hotel."],
    });
    // Nothing of a refused mapping is kept.
    const read = connectionCodesResponseSchema.parse((await getCodes(owner, 'CODES-C')).json());
    expect(read.RoomTypes.filter((r) => r.ExternalCode).map((r) => [r.Code, r.ExternalCode])).toEqual([
      ['KING', 'KNG'],
    ]);
  });

  it('lets a room type and a rate plan share a code, and two connections use the same codes for different rooms', async () => {
    await putCodesOk('CODES-D', {
      RoomTypes: [{ Code: 'SUITE', ExternalCode: 'S1' }],
      RatePlans: [{ Code: 'BB', ExternalCode: 'S1' }],
    });
    await putCodesOk('CODES-E', { RoomTypes: [{ Code: 'FAMILY', ExternalCode: 'S1' }] });
    const d = connectionCodesResponseSchema.parse((await getCodes(owner, 'CODES-D')).json());
    const e = connectionCodesResponseSchema.parse((await getCodes(owner, 'CODES-E')).json());
    expect(d.RoomTypes.find((r) => r.ExternalCode === 'S1')!.Code).toBe('SUITE');
    expect(e.RoomTypes.find((r) => r.ExternalCode === 'S1')!.Code).toBe('FAMILY');
  });

  it('refuses a connection without a name, or with a name longer than an API key’s', async () => {
    expect((await putCodes(owner, ' ', {})).statusCode).toBe(400);
    expect((await putCodes(owner, 'P'.repeat(81), {})).statusCode).toBe(400);
    const unnamed = await t.app.inject({
      method: 'PUT',
      url: '/api/Admin/Connections/Codes?PropertyCode=DEMO',
      headers: { cookie: owner },
      payload: {},
    });
    expect(unnamed.statusCode).toBe(400);
  });
});

describe('a batch by codes, answered item by item', () => {
  beforeAll(async () => {
    await putCodesOk('PMS', {
      RoomTypes: [
        { Code: 'CLASSIC', ExternalCode: 'DBL' },
        { Code: 'SUITE', ExternalCode: 'STE' },
        { Code: 'KING', ExternalCode: 'KNG' },
      ],
      RatePlans: [
        { Code: 'FLEX', ExternalCode: 'BAR' },
        { Code: 'NRF', ExternalCode: 'ADV' },
      ],
    });
  });

  it('refuses an unknown code by name for its item alone, and applies the rest', async () => {
    const minStayBefore = planRow(await grid('2027-05-03', '2027-05-09'), 'CLASSIC', 'FLEX').MinStay;
    const outcomes = await postOk(
      [
        { RoomTypeCode: 'DBL', RatePlanCode: 'BAR', From: '2027-05-03', To: '2027-05-09', Rate: 111 },
        { RoomTypeCode: 'QUAD', From: '2027-05-03', To: '2027-05-09', Closed: true },
        // Our own code means nothing to the PMS once it has codes of its own.
        { RoomTypeCode: 'CLASSIC', RatePlanCode: 'BAR', From: '2027-05-03', To: '2027-05-09', MinStay: 2 },
        { RoomTypeCode: 'DBL', RatePlanCode: 'NOPE', From: '2027-05-03', To: '2027-05-09', MinStay: 2 },
        { RoomTypeCode: 'STE', From: '2027-05-03', To: '2027-05-04', Rooms: 1 },
        { RoomTypeId: ids.roomTypes['TWIN']!, From: '2027-05-03', To: '2027-05-03', Rooms: 6 },
      ],
      { connection: 'PMS' },
    );
    expect(outcomes.map((o) => [o.Index, o.Status])).toEqual([
      [0, 'applied'],
      [1, 'refused'],
      [2, 'refused'],
      [3, 'refused'],
      [4, 'applied'],
      [5, 'applied'],
    ]);
    expect(outcomes[0]).toMatchObject({ Applied: true, NightsChanged: 7, Message: 'Changed 7 nights.' });
    expect(outcomes[1]).toMatchObject({
      Applied: false,
      NightsChanged: 0,
      ChangedNights: [],
      Message: "Unknown room type code 'QUAD' for connection PMS.",
      ModelState: { RoomTypeCode: ["Unknown room type code 'QUAD' for connection PMS."] },
    });
    expect(outcomes[2]!.Message).toBe("Unknown room type code 'CLASSIC' for connection PMS.");
    expect(outcomes[3]!.Message).toBe("Unknown rate plan code 'NOPE' for connection PMS.");
    expect(outcomes[4]).toMatchObject({ NightsChanged: 2, ChangedNights: [{ From: '2027-05-03', To: '2027-05-04' }] });

    const g = await grid('2027-05-03', '2027-05-09');
    expect(planRow(g, 'CLASSIC', 'FLEX').Rate).toEqual([111, 111, 111, 111, 111, 111, 111]);
    expect(planRow(g, 'CLASSIC', 'FLEX').MinStay).toEqual(minStayBefore);
    expect(roomRow(g, 'SUITE').Rooms.slice(0, 3)).toEqual([1, 1, 2]);
    expect(roomRow(g, 'TWIN').Rooms[0]).toBe(6);
    expect(roomRow(g, 'CLASSIC').Closed.every((closed) => !closed)).toBe(true);
  });

  it('takes our own codes without a connection, or for a connection with no codes of that kind', async () => {
    const [ours] = await postOk([{ RoomTypeCode: 'FAMILY', From: '2027-05-10', To: '2027-05-10', Rooms: 3 }]);
    expect(ours).toMatchObject({ Status: 'applied', NightsChanged: 1 });
    const [unmapped, unknown] = await postOk(
      [
        { RoomTypeCode: 'FAMILY', From: '2027-05-11', To: '2027-05-11', Rooms: 3 },
        { RoomTypeCode: 'FAM', From: '2027-05-11', To: '2027-05-11', Rooms: 3 },
      ],
      { connection: 'CHANNELS' },
    );
    expect(unmapped).toMatchObject({ Status: 'applied', NightsChanged: 1 });
    expect(unknown!.Message).toBe(
      "Unknown room type code 'FAM' for connection CHANNELS: it has no room type codes of its own, so ours apply.",
    );
    const [noConnection] = await postOk([{ RoomTypeCode: 'DBL', From: '2027-05-11', To: '2027-05-11', Rooms: 3 }]);
    expect(noConnection!.Message).toBe("Unknown room type code 'DBL'.");
    expect(roomRow(await grid('2027-05-10', '2027-05-11'), 'FAMILY').Rooms).toEqual([3, 3]);
  });

  it('refuses an item naming its room type twice or not at all', async () => {
    const [both, neither] = await postOk(
      [
        { RoomTypeId: ids.roomTypes['KING']!, RoomTypeCode: 'KNG', From: '2027-05-12', To: '2027-05-12', Rooms: 3 },
        { From: '2027-05-12', To: '2027-05-12', Rooms: 3 },
      ],
      { connection: 'PMS' },
    );
    expect(both!.ModelState).toEqual({
      RoomTypeCode: ['Name the room type once: RoomTypeId or RoomTypeCode, not both.'],
    });
    expect(neither!.ModelState).toEqual({ RoomTypeId: ['Name the room type: RoomTypeId or RoomTypeCode.'] });
  });

  it('sets rooms to sell, stop-sell, rate, minimum and maximum stay, closed to arrival and departure, on chosen weekdays', async () => {
    const range = { From: '2027-06-07', To: '2027-06-13' }; // Monday to Sunday
    const outcomes = await postOk(
      [
        { RoomTypeCode: 'KNG', ...range, Rooms: 4 },
        { RoomTypeCode: 'KNG', ...range, Weekdays: ['Sat'], Closed: true },
        { RoomTypeCode: 'DBL', RatePlanCode: 'ADV', ...range, Weekdays: ['Fri', 'Sat'], Rate: 150.5 },
        { RoomTypeCode: 'DBL', RatePlanCode: 'ADV', ...range, MinStay: 2, MaxStay: 7 },
        { RoomTypeCode: 'DBL', RatePlanCode: 'ADV', ...range, Weekdays: ['Mon'], ClosedToArrival: true },
        { RoomTypeCode: 'DBL', RatePlanCode: 'ADV', ...range, Weekdays: ['Sun'], ClosedToDeparture: true },
        { RoomTypeCode: 'DBL', RatePlanCode: 'ADV', ...range, Weekdays: ['Wed'], Closed: true },
        // Sees the items before it: the maximum of 7 stands, so 1 is refused below the minimum of 2.
        { RoomTypeCode: 'DBL', RatePlanCode: 'ADV', ...range, MaxStay: 1 },
      ],
      { connection: 'PMS' },
    );
    expect(outcomes.map((o) => o.NightsChanged)).toEqual([7, 1, 2, 7, 1, 1, 1, 0]);
    expect(outcomes[2]!.ChangedNights).toEqual([{ From: '2027-06-11', To: '2027-06-12' }]);
    expect(outcomes[7]!.Message).toBe(
      'Classic Double, Advance Saver: 2027-06-07: The maximum stay (1) is below the minimum stay of 2 nights.',
    );
    const g = await grid('2027-06-07', '2027-06-13');
    expect(roomRow(g, 'KING').Rooms).toEqual([4, 4, 4, 4, 4, 4, 4]);
    expect(roomRow(g, 'KING').Closed).toEqual([false, false, false, false, false, true, false]);
    const adv = planRow(g, 'CLASSIC', 'NRF');
    expect(adv.Rate.slice(4, 6)).toEqual([150.5, 150.5]);
    expect(adv.MinStay).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(adv.MaxStay).toEqual([7, 7, 7, 7, 7, 7, 7]);
    expect(adv.ClosedToArrival).toEqual([true, false, false, false, false, false, false]);
    expect(adv.ClosedToDeparture).toEqual([false, false, false, false, false, false, true]);
    expect(adv.Closed).toEqual([false, false, true, false, false, false, false]);
  });

  it('takes 1,000 items in a batch, and refuses 1,001 whole (400)', async () => {
    const item = (i: number): AriChangeItem => ({
      RoomTypeCode: 'STE',
      From: '2027-07-01',
      To: '2027-07-01',
      Rooms: i % 2 === 0 ? 2 : 1,
    });
    const refused = await post(Array.from({ length: 1001 }, (_, i) => item(i)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ ModelState: { Items: ['Send at most 1,000 items per batch.'] } });
    expect(roomRow(await grid('2027-07-01', '2027-07-01'), 'SUITE').Rooms).toEqual([2]);

    const outcomes = await postOk(
      Array.from({ length: 1000 }, (_, i) => item(i)),
      { connection: 'PMS' },
    );
    expect(outcomes).toHaveLength(1000);
    expect(outcomes.every((o, i) => o.Index === i && o.Status === 'applied')).toBe(true);
    // Each item sees the one before it: every item from the second on changes the night back.
    expect(outcomes[0]!.NightsChanged).toBe(0);
    expect(outcomes.slice(1).every((o) => o.NightsChanged === 1)).toBe(true);
    expect(roomRow(await grid('2027-07-01', '2027-07-01'), 'SUITE').Rooms).toEqual([1]);
  });
});

describe('a batch sent with an API key', () => {
  it('names room types and rate plans by the codes of the key’s connection, and the audit log names the key', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/ApiKeys?PropertyCode=DEMO',
      headers: { cookie: owner },
      payload: { Name: 'Hotel PMS', Connection: 'PMS', Scopes: ['ari:write'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const key = createdApiKeySchema.parse(made.json()).Key;
    const send = (items: AriChangeItem[], query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/Admin/Ari?PropertyCode=DEMO${query}`,
        headers: { authorization: `Bearer ${key}` },
        payload: { Items: items },
      });
    const item = { RoomTypeCode: 'DBL', RatePlanCode: 'BAR', From: '2027-10-04', To: '2027-10-05', Rate: 123 };
    const res = await send([item, { ...item, RoomTypeCode: 'CLASSIC' }]);
    expect(res.statusCode, res.body).toBe(200);
    const [byCode, ours] = ariChangeResponseSchema.parse(res.json()).Items;
    expect(byCode).toMatchObject({ Status: 'applied', NightsChanged: 2 });
    expect(ours!.Message).toBe("Unknown room type code 'CLASSIC' for connection PMS.");
    expect(planRow(await grid('2027-10-04', '2027-10-05'), 'CLASSIC', 'FLEX').Rate).toEqual([123, 123]);
    // The key is the PMS's: it may not send in another connection's codes.
    const other = await send([item], '&Connection=CHANNELS');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ Message: 'This API key is for connection PMS, not CHANNELS.' });
    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'ari.update'), eq(staffAuditLog.staffName, 'API key "Hotel PMS"')));
    expect(entry).toMatchObject({ staffId: null, subjectRef: 'Classic Double, Best Flexible Rate' });
  });
});

describe('the Idempotency-Key', () => {
  it('answers a batch sent again with its first answer and changes nothing', async () => {
    const key = randomUUID();
    const items: AriChangeItem[] = [
      { RoomTypeCode: 'DBL', RatePlanCode: 'BAR', From: '2027-08-02', To: '2027-08-03', Rate: 140 },
      { RoomTypeCode: 'NOPE', From: '2027-08-02', To: '2027-08-03', Rooms: 1 },
    ];
    const first = await post(items, { connection: 'PMS', key });
    expect(first.statusCode, first.body).toBe(200);
    // Meanwhile staff change the same nights in the console.
    await postOk([
      {
        RoomTypeId: ids.roomTypes['CLASSIC']!,
        RatePlanId: ids.ratePlans['FLEX']!,
        From: '2027-08-02',
        To: '2027-08-02',
        Rate: 145,
      },
    ]);
    const again = await post(items, { connection: 'PMS', key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(planRow(await grid('2027-08-02', '2027-08-03'), 'CLASSIC', 'FLEX').Rate).toEqual([145, 140]);
    const kept = await t.database.db.select().from(ariChangeRequests).where(eq(ariChangeRequests.idempotencyKey, key));
    expect(kept).toHaveLength(1);
  });

  it('refuses another batch under a key already used (422), changing nothing', async () => {
    const key = randomUUID();
    const item = { RoomTypeCode: 'DBL', RatePlanCode: 'BAR', From: '2027-08-09', To: '2027-08-09', Rate: 150 };
    expect((await post([item], { connection: 'PMS', key })).statusCode).toBe(200);
    const other = await post([{ ...item, Rate: 99 }], { connection: 'PMS', key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      Message: 'This Idempotency-Key was already used for a different batch. Send a new batch with a new key.',
    });
    // The same items for another connection are another batch too.
    expect((await post([item], { connection: 'CHANNELS', key })).statusCode).toBe(422);
    expect(planRow(await grid('2027-08-09', '2027-08-09'), 'CLASSIC', 'FLEX').Rate).toEqual([150]);
  });

  it('applies a batch sent twice at once only once', async () => {
    const key = randomUUID();
    const items = [{ RoomTypeCode: 'KNG', From: '2027-08-16', To: '2027-08-22', Rooms: 5 }];
    const [a, b] = await Promise.all([
      post(items, { connection: 'PMS', key }),
      post(items, { connection: 'PMS', key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const entries = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'ari.update'), eq(staffAuditLog.subjectRef, 'Deluxe King')));
    expect(entries.filter((e) => JSON.stringify(e.after).includes('2027-08-16'))).toHaveLength(1);
  });
});

describe('plans derived from another', () => {
  // In the demo, Bed and Breakfast follows the Best Flexible Rate as it is, Spring follows Bed
  // and Breakfast, Non-refundable is 15 % less, Pay at the Hotel £10 more, Deposit Saver £10 less;
  // the Corporate rate has its own prices.
  const plans = ['FLEX', 'BB', 'SPRING', 'NRF', 'PAYLATER', 'DEPOSIT', 'CORP'];
  const rates = async (from: string, to: string) => {
    const g = await grid(from, to);
    return Object.fromEntries(plans.map((plan) => [plan, planRow(g, 'CLASSIC', plan).Rate]));
  };
  const flex = (from: string, to: string, change: Partial<AriChangeItem>): AriChangeItem => ({
    RoomTypeId: ids.roomTypes['CLASSIC']!,
    RatePlanId: ids.ratePlans['FLEX']!,
    From: from,
    To: to,
    ...change,
  });

  it('follow a new rate of the plan they derive from, as the definition file derives them', async () => {
    const before = await rates('2027-09-14', '2027-09-15');
    const [item] = await postOk([flex('2027-09-14', '2027-09-15', { Rate: 200 })]);
    expect(item!.NightsChanged).toBe(2);
    expect(await rates('2027-09-14', '2027-09-15')).toEqual({
      FLEX: [200, 200],
      BB: [200, 200],
      SPRING: [200, 200],
      NRF: [170, 170],
      PAYLATER: [210, 210],
      DEPOSIT: [190, 190],
      CORP: before['CORP'],
    });
  });

  it('keep a rate the same batch gives them, and a rate set since, when only a restriction of the parent changes', async () => {
    await postOk([
      flex('2027-09-21', '2027-09-21', { Rate: 180 }),
      { ...flex('2027-09-21', '2027-09-21', { Rate: 99 }), RatePlanId: ids.ratePlans['NRF']! },
    ]);
    expect(await rates('2027-09-21', '2027-09-21')).toMatchObject({ FLEX: [180], BB: [180], NRF: [99] });
    await postOk([flex('2027-09-21', '2027-09-21', { MinStay: 2 })]);
    expect(await rates('2027-09-21', '2027-09-21')).toMatchObject({ FLEX: [180], BB: [180], NRF: [99] });
    // A new rate of the parent carries on to it again.
    await postOk([flex('2027-09-21', '2027-09-21', { Rate: 190 })]);
    expect(await rates('2027-09-21', '2027-09-21')).toMatchObject({ FLEX: [190], BB: [190], NRF: [161.5] });
  });

  it('show the followed rate in a guest’s search', async () => {
    await postOk([flex('2027-09-28', '2027-09-28', { Rate: 250 })]);
    const res = await searchDemo(t.app, { DateFrom: '2027-09-28', DateTo: '2027-09-29' });
    expect(res.statusCode, res.body).toBe(200);
    const classic = availabilitySearchResponseSchema
      .parse(res.json())
      .RoomTypes.find((r) => r.RoomTypeId === ids.roomTypes['CLASSIC']);
    const price = (plan: string) => classic?.RatePlans.find((p) => p.RatePlanCode === plan)?.Prices[0]?.TotalCost;
    expect({ FLEX: price('FLEX'), PAYLATER: price('PAYLATER'), DEPOSIT: price('DEPOSIT') }).toEqual({
      FLEX: 250,
      PAYLATER: 260,
      DEPOSIT: 240,
    });
  });
});

describe('on every app server', () => {
  it('shows a batch posted to one server in a guest’s search on another within a second', async () => {
    // On PostgreSQL the other server has a connection pool of its own, as another machine would;
    // PGlite serves one process, so there both servers share it.
    const url =
      testDbKind === 'postgres'
        ? (t.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString
        : undefined;
    const otherDatabase = url ? await openDatabase({ databaseUrl: url, poolSize: 4 }) : t.database;
    const other = await startTestApp({
      now: () => demoClock,
      database: { ...otherDatabase, dispose: async () => {} },
    });
    const search = async () => {
      const res = await searchDemo(other.app, { DateFrom: '2027-09-07', DateTo: '2027-09-08' });
      expect(res.statusCode, res.body).toBe(200);
      const body = availabilitySearchResponseSchema.parse(res.json());
      const classic = body.RoomTypes.find((r) => r.RoomTypeId === ids.roomTypes['CLASSIC']);
      return {
        flex: classic?.RatePlans.find((p) => p.RatePlanCode === 'FLEX')?.Prices[0]?.TotalCost,
        suite: body.RoomTypes.some((r) => r.RoomTypeId === ids.roomTypes['SUITE']),
      };
    };
    try {
      // The other server has read the property and its rooms already (its caches are warm).
      const before = await search();
      expect(before.flex).toBeGreaterThan(0);
      expect(before.suite).toBe(true);
      const outcomes = await postOk(
        [
          { RoomTypeCode: 'DBL', RatePlanCode: 'BAR', From: '2027-09-07', To: '2027-09-07', Rate: before.flex! + 13 },
          { RoomTypeCode: 'STE', From: '2027-09-07', To: '2027-09-07', Closed: true },
        ],
        { connection: 'PMS', key: randomUUID() },
      );
      expect(outcomes.every((o) => o.Applied)).toBe(true);
      // From the batch's answer: the first search on the other server already sees it.
      const applied = Date.now();
      expect(await search()).toEqual({ flex: before.flex! + 13, suite: false });
      expect(Date.now() - applied).toBeLessThan(1000);
    } finally {
      await other.close();
      if (url) await otherDatabase.close();
    }
  });
});
