import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ariChangeResponseSchema,
  ariGridResponseSchema,
  type AriChangeItem,
  type AriGrid,
} from '../../../src/contract/admin-ari';
import { availabilitySearchResponseSchema } from '../../../src/contract/availability';
import { properties } from '../../../src/server/db/schema/properties';
import { roomTypes } from '../../../src/server/db/schema/rooms';
import { staffAuditLog } from '../../../src/server/db/schema/staff';
import { startTestApp, type TestApp } from '../harness';
import {
  createBooking,
  demoBooking,
  demoClock,
  demoRoom,
  searchDemo,
  type DemoIds,
} from '../reservations/demo-booking';
import { staffCookies } from '../staff/staff-fixture';
import { startDemoApp } from '../reservations/demo-app';

// Hotel staff changing The Ashbury's rates and availability (the demo hotel, seeded from
// Wednesday 3 March 2027): Best Flexible Rate (FLEX) sells a Classic Double at £129 for two,
// +£30 on Friday and Saturday nights; The Stray Suite has 2 rooms a night.

let t: TestApp;
let ids: DemoIds;
let manager: string;
let owner: string;
let frontDesk: string;
let stranger: string;

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  [manager, owner, frontDesk, stranger] = await staffCookies(
    t,
    ['manager', 'owner', 'frontDesk', null],
    () => demoClock,
  );
});
afterAll(() => t?.close());

const grid = (cookie: string | undefined, from: string, to: string, app = t.app) =>
  app.inject({
    method: 'GET',
    url: `/api/Admin/Ari?PropertyCode=DEMO&From=${from}&To=${to}`,
    headers: cookie ? { cookie } : {},
  });

async function gridOk(from: string, to: string): Promise<AriGrid> {
  const res = await grid(manager, from, to);
  expect(res.statusCode, res.body).toBe(200);
  return ariGridResponseSchema.parse(res.json());
}

const change = (cookie: string | undefined, items: AriChangeItem[], app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/Admin/Ari?PropertyCode=DEMO',
    headers: cookie ? { cookie } : {},
    payload: { Items: items },
  });

async function changeOk(items: AriChangeItem[], cookie = manager) {
  const res = await change(cookie, items);
  expect(res.statusCode, res.body).toBe(200);
  return ariChangeResponseSchema.parse(res.json()).Items;
}

async function search(dateFrom: string, dateTo: string, app = t.app) {
  const res = await searchDemo(app, { DateFrom: dateFrom, DateTo: dateTo });
  expect(res.statusCode, res.body).toBe(200);
  return availabilitySearchResponseSchema.parse(res.json());
}

const flexClassicTotal = async (dateFrom: string, dateTo: string, app = t.app) => {
  const body = await search(dateFrom, dateTo, app);
  const classic = body.RoomTypes.find((r) => r.RoomTypeId === ids.roomTypes['CLASSIC']);
  return classic?.RatePlans.find((p) => p.RatePlanCode === 'FLEX')?.Prices[0]?.TotalCost;
};

describe('who may read and change rates and availability', () => {
  it('turns away a caller without a staff session (401) and staff without a role on the hotel (403)', async () => {
    expect((await grid(undefined, '2027-04-01', '2027-04-14')).statusCode).toBe(401);
    expect(
      (await change(undefined, [{ RoomTypeId: 1, From: '2027-04-01', To: '2027-04-01', Closed: true }])).statusCode,
    ).toBe(401);
    expect((await grid(stranger, '2027-04-01', '2027-04-14')).statusCode).toBe(403);
  });

  it('lets front desk read the grid but not change it', async () => {
    expect((await grid(frontDesk, '2027-04-01', '2027-04-14')).statusCode).toBe(200);
    const item = { RoomTypeId: ids.roomTypes['TWIN']!, From: '2027-04-01', To: '2027-04-01', Rooms: 7 };
    const refused = await change(frontDesk, [item]);
    expect(refused.statusCode).toBe(403);
    expect((await gridOk('2027-04-01', '2027-04-01')).RoomTypes.find((r) => r.Code === 'TWIN')!.Rooms).toEqual([8]);
  });

  it('lets managers and owners change them', async () => {
    const item = { RoomTypeId: ids.roomTypes['TWIN']!, From: '2027-04-02', To: '2027-04-02', Rooms: 7 };
    expect((await changeOk([item], manager))[0]!.Applied).toBe(true);
    expect((await changeOk([{ ...item, Rooms: 6 }], owner))[0]!.Applied).toBe(true);
    expect((await gridOk('2027-04-02', '2027-04-02')).RoomTypes.find((r) => r.Code === 'TWIN')!.Rooms).toEqual([6]);
  });
});

describe('the grid', () => {
  it('shows rooms to sell, booked and left, and each plan’s rate and restrictions per night', async () => {
    const body = await gridOk('2027-03-12', '2027-03-14');
    expect(body.Dates).toEqual(['2027-03-12', '2027-03-13', '2027-03-14']);
    expect(body.Currency).toBe('GBP');
    const classic = body.RoomTypes.find((r) => r.Code === 'CLASSIC')!;
    // The demo sells nothing on today+10..12 (13 to 15 March).
    expect(classic.Rooms).toEqual([14, 0, 0]);
    expect(classic.Left).toEqual([14, 0, 0]);
    const flex = classic.RatePlans.find((p) => p.Code === 'FLEX')!;
    expect(flex.Rate).toEqual([159, 159, 129]);
    expect(flex.Closed).toEqual([false, false, false]);
  });

  it('answers a month at most per call', async () => {
    expect((await grid(manager, '2027-04-01', '2027-05-02')).statusCode).toBe(400);
    expect((await grid(manager, '2027-04-01', '2027-05-01')).statusCode).toBe(200);
  });
});

describe('changes, item by item', () => {
  it('sets £149 on Fridays and Saturdays over a summer, and a guest’s search prices it at once', async () => {
    const flexRates = async () =>
      (await gridOk('2027-06-03', '2027-06-06')).RoomTypes.find((r) => r.Code === 'CLASSIC')!.RatePlans.find(
        (p) => p.Code === 'FLEX',
      )!.Rate;
    const [thursday, , , sunday] = await flexRates();
    const [outcome] = await changeOk([
      {
        RoomTypeId: ids.roomTypes['CLASSIC']!,
        RatePlanId: ids.ratePlans['FLEX']!,
        From: '2027-06-01',
        To: '2027-08-31',
        Weekdays: ['Fri', 'Sat'],
        Rate: 149,
      },
    ]);
    expect(outcome).toMatchObject({ Applied: true, Message: 'Changed 26 nights.' });
    expect(outcome!.ChangedNights[0]).toEqual({ From: '2027-06-04', To: '2027-06-05' });
    expect(outcome!.ChangedNights.at(-1)).toEqual({ From: '2027-08-27', To: '2027-08-28' });
    expect(await flexRates()).toEqual([thursday, 149, 149, sunday]);
    // Thursday to Sunday: Thursday's rate as it was, then £149 and £149.
    expect(await flexClassicTotal('2027-06-03', '2027-06-06')).toBe(thursday! + 298);
  });

  it('closes the suites 24 to 26 December: no guest finds one, and booking one is refused', async () => {
    const suite = ids.roomTypes['SUITE']!;
    expect((await search('2027-12-24', '2027-12-26')).RoomTypes.some((r) => r.RoomTypeId === suite)).toBe(true);
    const [outcome] = await changeOk([{ RoomTypeId: suite, From: '2027-12-24', To: '2027-12-26', Closed: true }]);
    expect(outcome!.ChangedNights).toEqual([{ From: '2027-12-24', To: '2027-12-26' }]);
    expect((await search('2027-12-24', '2027-12-26')).RoomTypes.some((r) => r.RoomTypeId === suite)).toBe(false);
    const stay = { dateFrom: '2027-12-24', dateTo: '2027-12-26' };
    const booking = await createBooking(
      t.app,
      demoBooking(ids, {
        DateFrom: stay.dateFrom,
        DateTo: stay.dateTo,
        Rooms: [demoRoom(ids, { roomType: 'SUITE', ...stay })],
      }),
    );
    expect(booking.statusCode).toBe(409);
    const suites = (await gridOk('2027-12-24', '2027-12-27')).RoomTypes.find((r) => r.Code === 'SUITE')!;
    expect(suites.Closed).toEqual([true, true, true, false]);
    expect(suites.Left).toEqual([0, 0, 0, 2]);
  });

  it('never sells below the rooms booked: refuses the item and says which nights and how many', async () => {
    const stay = { dateFrom: '2027-03-24', dateTo: '2027-03-26' };
    const suite = { roomType: 'SUITE', ...stay };
    const booked = await createBooking(
      t.app,
      demoBooking(ids, { Rooms: [demoRoom(ids, suite), demoRoom(ids, suite)] }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const [outcome] = await changeOk([
      { RoomTypeId: ids.roomTypes['SUITE']!, From: '2027-03-23', To: '2027-03-27', Rooms: 1 },
    ]);
    expect(outcome).toMatchObject({ Applied: false, ChangedNights: [] });
    expect(outcome!.Message).toBe(
      'The Stray Suite: rooms to sell cannot go below the rooms already booked (2027-03-24: 2 booked, 2027-03-25: 2 booked).',
    );
    // Nothing of the item was applied, not even the nights without bookings.
    expect((await gridOk('2027-03-23', '2027-03-27')).RoomTypes.find((r) => r.Code === 'SUITE')!.Rooms).toEqual([
      2, 2, 2, 2, 2,
    ]);
  });

  it('answers each item on its own: a room type of another hotel and stay limits that cannot stand are refused, the rest applied', async () => {
    const db = t.database.db;
    const [york] = await db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
      .where(eq(properties.code, 'DEMO-YORK'))
      .limit(1);
    const classic = ids.roomTypes['CLASSIC']!;
    const flex = ids.ratePlans['FLEX']!;
    const outcomes = await changeOk([
      { RoomTypeId: york!.id, From: '2027-04-05', To: '2027-04-05', Closed: true },
      { RoomTypeId: classic, RatePlanId: flex, From: '2027-04-05', To: '2027-04-07', MinStay: 3 },
      { RoomTypeId: classic, RatePlanId: flex, From: '2027-04-06', To: '2027-04-06', MaxStay: 2 },
      { RoomTypeId: classic, From: '2027-04-05', To: '2027-04-05', Rate: 99 },
    ]);
    expect(outcomes.map((o) => o.Applied)).toEqual([false, true, false, false]);
    expect(outcomes[0]!.Message).toBe(`Room type ${york!.id} is not a room type of this property.`);
    expect(outcomes[2]!.Message).toBe(
      'Classic Double, Best Flexible Rate: 2027-04-06: The maximum stay (2) is below the minimum stay of 3 nights.',
    );
    expect(outcomes[3]!.ModelState).toEqual({ Rate: ['Rate needs a rate plan.'] });
    const flexRow = (await gridOk('2027-04-05', '2027-04-07')).RoomTypes.find((r) => r.Code === 'CLASSIC')!
      .RatePlans[0]!;
    expect(flexRow.MinStay).toEqual([3, 3, 3]);
  });

  it('refuses nights before the hotel’s today and beyond the 36 months it sells', async () => {
    const item = { RoomTypeId: ids.roomTypes['KING']!, Rooms: 9 };
    const [past, far] = await changeOk([
      { ...item, From: '2027-03-02', To: '2027-03-04' },
      { ...item, From: '2030-03-01', To: '2030-03-04' },
    ]);
    expect(past!.ModelState.From).toEqual(['Nights before today (2027-03-03) cannot be changed.']);
    expect(far!.ModelState.To).toEqual(['Nights can be changed up to 2030-03-03, 36 months ahead.']);
  });

  it('records who changed what, before and after, in the audit log', async () => {
    const twin = ids.roomTypes['TWIN']!;
    await changeOk([{ RoomTypeId: twin, From: '2027-05-10', To: '2027-05-11', Rooms: 5 }]);
    const entries = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'ari.update'), eq(staffAuditLog.subjectRef, 'Superior Twin')))
      .orderBy(staffAuditLog.id);
    const last = entries.at(-1)!;
    expect(last.staffName).toMatch(/manager/i);
    // Consecutive nights holding the same values are one run: a year at one rate is one line.
    expect(last.before).toMatchObject({ nights: [{ from: '2027-05-10', to: '2027-05-11', total: 8 }] });
    expect(last.after).toMatchObject({ nights: [{ from: '2027-05-10', to: '2027-05-11', total: 5 }] });
  });
});

describe('on every app server', () => {
  it('shows a change made through one server in a search on another within a second', async () => {
    const other = await startTestApp({ now: () => demoClock, database: t.database });
    try {
      // The other server has read the property and its rooms already (its caches are warm).
      const before = await flexClassicTotal('2027-07-06', '2027-07-07', other.app);
      expect(before).toBeGreaterThan(0);
      const started = Date.now();
      const [outcome] = await changeOk([
        {
          RoomTypeId: ids.roomTypes['CLASSIC']!,
          RatePlanId: ids.ratePlans['FLEX']!,
          From: '2027-07-06',
          To: '2027-07-06',
          Rate: before! + 11,
        },
      ]);
      expect(outcome!.Applied).toBe(true);
      expect(await flexClassicTotal('2027-07-06', '2027-07-07', other.app)).toBe(before! + 11);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await other.close();
    }
  });
});
