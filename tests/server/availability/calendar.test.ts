import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilityCalendarArraysSchema,
  availabilityCalendarResponseSchema,
  type AvailabilityDay,
} from '../../../src/contract/availability';
import { calendarFromArrays } from '../../../src/domain/calendar-arrays';
import { addDays, daysFromTo } from '../../../src/domain/stay-nights';
import { properties } from '../../../src/server/db/schema/properties';
import { roomInventory, roomTypes } from '../../../src/server/db/schema/rooms';
import { startTestApp, type TestApp } from '../harness';
import { importTaxedGroup } from './taxed-group-fixture';

// The date picker's calendar of The Ashbury (src/server/db/seed/demo.json), asked as the
// client asks it: from today for 36 months and a bit. The clock stands at Wednesday
// 3 March 2027, midday in Harrogate; the demo is seeded from that day.
const today = '2027-03-03';
const lastArrival = '2030-03-03';
let clock = new Date(`${today}T12:00:00Z`);
let t: TestApp;
let roomTypeIds: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  const [demo] = await t.database.db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'DEMO'));
  const types = await t.database.db
    .select({ id: roomTypes.id, code: roomTypes.code })
    .from(roomTypes)
    .where(eq(roomTypes.propertyId, demo!.id));
  roomTypeIds = Object.fromEntries(types.map((row) => [row.code, row.id]));
  await importTaxedGroup(t.database, today);
});
afterAll(() => t?.close());

const calendar = (query: string) => t.app.inject({ method: 'GET', url: `/api/Availability?${query}` });

async function wholeWindow(): Promise<Map<string, AvailabilityDay>> {
  const res = await calendar(`propertyId=DEMO&fromDate=${today}&toDate=2030-04-02&languageCode=en`);
  expect(res.statusCode, res.body).toBe(200);
  return new Map(availabilityCalendarResponseSchema.parse(res.json()).map((day) => [day.DateOfStay, day]));
}

describe('GET /api/Availability', () => {
  it('answers the whole 36-month window in one call, one day each, from today', async () => {
    const res = await calendar(`propertyId=DEMO&fromDate=${today}&toDate=2030-04-02&languageCode=en`);
    expect(res.statusCode).toBe(200);
    const days = availabilityCalendarResponseSchema.parse(res.json());
    expect(days.length).toBe(daysFromTo(today, lastArrival) + 1);
    expect(days.length).toBeGreaterThan(1090);
    expect(days[0]!.DateOfStay).toBe(today);
    expect(days.at(-1)!.DateOfStay).toBe(lastArrival);
    days.forEach((day, i) => expect(day.DateOfStay).toBe(addDays(today, i)));
    expect(Object.keys(days[0]!).sort()).toEqual([
      'AvailableRooms',
      'ClosedToArrival',
      'ClosedToDeparture',
      'DateOfStay',
      'MinimumStay',
      'Rates',
    ]);
    // The date picker may show a minute-old calendar; inventory moves with every booking.
    expect(res.headers['cache-control']).toBe('private, max-age=60');
  });

  it('gives each day the rooms left and the lowest public rate for one guest', async () => {
    const days = await wholeWindow();
    // All 39 rooms; the Advance Saver (Classic £129 less 15%) is closed the first three nights,
    // so today's lowest is the Deposit Saver's £119 (the flexible £129 less £10).
    expect(days.get(today)).toMatchObject({ AvailableRooms: 39, Rates: 119, MinimumStay: 1, ClosedToArrival: false });
    expect(days.get('2027-03-23')).toMatchObject({ AvailableRooms: 39, Rates: 109.65 });
    // A Friday: flexible £159, Advance Saver £135.15, Corporate £119 + £12 for the one adult.
    expect(days.get('2027-03-26')!.Rates).toBe(131);
    // The Deluxe King is down to 3 rooms on today+30..33.
    expect(days.get('2027-04-02')!.AvailableRooms).toBe(39 - 10 + 3);
  });

  it('days sold out show no rooms, no price and no minimum stay', async () => {
    const days = await wholeWindow();
    for (const date of ['2027-03-13', '2027-03-14', '2027-03-15']) {
      expect(days.get(date)).toEqual({
        DateOfStay: date,
        AvailableRooms: 0,
        Rates: null,
        MinimumStay: null,
        ClosedToArrival: false,
        ClosedToDeparture: false,
      });
    }
    expect(days.get('2027-03-16')!.AvailableRooms).toBe(39);
  });

  it('follows bookings: a day whose last rooms are taken shows fewer rooms at once', async () => {
    await t.database.db
      .update(roomInventory)
      .set({ booked: sql`${roomInventory.booked} + 2` })
      .where(and(eq(roomInventory.roomTypeId, roomTypeIds.SUITE!), eq(roomInventory.date, '2027-05-04')));
    expect((await wholeWindow()).get('2027-05-04')!.AvailableRooms).toBe(37);
  });

  it('says "2 night minimum" on a Saturday when only rooms with a 2-night Saturday minimum are left', async () => {
    // The Corporate rate has no Saturday minimum but sells only Classic, Twin and King rooms.
    const saturday = '2027-05-15';
    expect((await wholeWindow()).get(saturday)!.MinimumStay).toBe(1);
    await t.database.db
      .update(roomInventory)
      .set({ booked: sql`${roomInventory.total}` })
      .where(
        and(
          inArray(roomInventory.roomTypeId, [roomTypeIds.CLASSIC!, roomTypeIds.TWIN!, roomTypeIds.KING!]),
          eq(roomInventory.date, saturday),
        ),
      );
    expect((await wholeWindow()).get(saturday)).toMatchObject({ AvailableRooms: 5 + 2, MinimumStay: 2 });
  });

  it('leaves out days before today and beyond 36 months, in the hotel’s time zone', async () => {
    const res = await calendar(`propertyId=DEMO&fromDate=2027-02-20&toDate=2027-03-05`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as AvailabilityDay[]).map((day) => day.DateOfStay)).toEqual([
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
    ]);
    // 00:30 on 1 July in Harrogate (BST) is still 30 June in UTC.
    clock = new Date('2027-06-30T23:30:00Z');
    try {
      const summer = (
        await calendar(`propertyId=DEMO&fromDate=2027-06-29&toDate=2027-07-02`)
      ).json() as AvailabilityDay[];
      expect(summer.map((day) => day.DateOfStay)).toEqual(['2027-07-01', '2027-07-02']);
    } finally {
      clock = new Date(`${today}T12:00:00Z`);
    }
    const past = await calendar(`propertyId=DEMO&fromDate=2027-01-01&toDate=2027-01-31`);
    expect(past.json()).toEqual([]);
  });

  it('takes the numeric property id as well as the code', async () => {
    const [demo] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.code, 'DEMO'));
    const byId = await calendar(`propertyId=${demo!.id}&fromDate=${today}&toDate=2027-03-10`);
    const byCode = await calendar(`propertyId=demo&fromDate=${today}&toDate=2027-03-10`);
    expect(byId.json()).toEqual(byCode.json());
    expect((byId.json() as AvailabilityDay[]).length).toBe(8);
  });

  it('refuses bad dates and windows over 37 months with the 400 shape, and an unknown hotel with 404', async () => {
    const reversed = await calendar(`propertyId=DEMO&fromDate=2027-04-01&toDate=2027-03-31`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().ModelState).toEqual({ toDate: ['The last date must not be before the first date.'] });
    const tooLong = await calendar(`propertyId=DEMO&fromDate=${today}&toDate=2030-06-01`);
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().ModelState)).toEqual(['toDate']);
    const notADate = await calendar(`propertyId=DEMO&fromDate=2027-02-30&toDate=2027-03-31`);
    expect(notADate.statusCode).toBe(400);
    expect(Object.keys(notADate.json().ModelState)).toEqual(['fromDate']);
    const unknown = await calendar(`propertyId=NO-SUCH-HOTEL&fromDate=${today}&toDate=2027-03-31`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: 'Property not found' });
  });

  it('answers the same days as per-day arrays when asked, in a tenth of the bytes', async () => {
    const window = `propertyId=DEMO&fromDate=${today}&toDate=2030-04-02&languageCode=en`;
    const spec = await calendar(window);
    const arrays = await calendar(`${window}&format=days-as-arrays`);
    expect(arrays.statusCode, arrays.body).toBe(200);
    const parsed = availabilityCalendarArraysSchema.parse(arrays.json());
    expect(parsed.FromDate).toBe(today);
    expect(calendarFromArrays(parsed)).toEqual(availabilityCalendarResponseSchema.parse(spec.json()));
    expect(arrays.body.length * 3).toBeLessThan(spec.body.length);
    const badFormat = await calendar(`${window}&format=objects`);
    expect(badFormat.statusCode).toBe(400);
    expect(Object.keys(badFormat.json().ModelState)).toEqual(['format']);
  });

  it('is compressed for browsers that accept it, and revalidates in an empty 304', async () => {
    const url = `/api/Availability?propertyId=DEMO&fromDate=${today}&toDate=2030-04-02&languageCode=en`;
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length * 10).toBeLessThan((await calendar(url.split('?')[1]!)).rawPayload.length);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const etag = brotli.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    // A booking changes the calendar, and so its tag: the browser gets the new days.
    await t.database.db
      .update(roomInventory)
      .set({ booked: sql`${roomInventory.booked} + 1` })
      .where(and(eq(roomInventory.roomTypeId, roomTypeIds.SUITE!), eq(roomInventory.date, '2027-06-01')));
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('GET /api/Availability: the "from" price as the hotel shows prices', () => {
  const days = async (propertyId: string, from = '2027-03-10', to = '2027-03-12') => {
    const res = await calendar(`propertyId=${propertyId}&fromDate=${from}&toDate=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    return availabilityCalendarResponseSchema.parse(res.json());
  };

  it('BeforeTaxes: the resort fee inside, the occupancy tax left out; AllIn: both inside', async () => {
    // $200 a night for one adult, a $25 resort fee, 10 % occupancy tax on both (tests/server/availability/taxed-group-fixture.ts).
    expect((await days('TAXED-BEFORE')).map((day) => day.Rates)).toEqual([225, 225, 225]);
    expect((await days('TAXED-ALLIN')).map((day) => day.Rates)).toEqual([247.5, 247.5, 247.5]);
  });

  it('Lisbon (AllIn) adds its tourist tax of EUR 4 for the one adult; VAT included adds nothing', async () => {
    // A Tuesday in April: the Patio Double's Advance Purchase, EUR 139 less 12 % = 122.32, VAT
    // inside, and EUR 4 of tourist tax for one adult, paid at the hotel but part of the headline.
    expect((await days('DEMO-LISBON', '2027-04-06', '2027-04-06'))[0]!.Rates).toBe(126.32);
    // The Ashbury's 20 % VAT is inside its prices: its calendar is unchanged (see above).
    expect((await days('DEMO', today, today))[0]!.Rates).toBe(119);
  });

  it('GET Property says how each hotel shows prices, before any search', async () => {
    const shown = async (code: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/Property/${code}` })).json() as { PricesShown: string })
        .PricesShown;
    expect(await shown('TAXED-BEFORE')).toBe('BeforeTaxes');
    expect(await shown('TAXED-ALLIN')).toBe('AllIn');
    expect(await shown('DEMO')).toBe('AllIn');
  });
});
