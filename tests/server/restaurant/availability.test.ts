import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Restaurant, RestaurantSetup } from '../../../src/contract/restaurant';
import { startTestApp, type TestApp } from '../harness';
import {
  availability,
  createTableBooking,
  loadOrangery,
  lunchtimeClock,
  saturday,
  sunday,
  tableBooking,
  tempDataDir,
  thursday,
  wednesday,
  type OrangeryIds,
} from './table-booking-fixture';

// What a guest sees before booking a table: the hotel's restaurants, a restaurant's party
// sizes, and the times with a table for their party on a day — from the opening hours, minus
// what is booked, never a time that has passed at the hotel.

let t: TestApp;
let ids: OrangeryIds;
let clock = lunchtimeClock;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock, config: { DATA_DIR: tempDataDir() } });
  ids = await loadOrangery(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const times = (slots: { Time: string }[]) => slots.map((slot) => slot.Time);
/** Every half hour from `first` to `last`, both included: the times a sitting is offered at. */
function halfHours(first: string, last: string): string[] {
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const timeOf = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const shown: string[] = [];
  for (let minutes = minutesOf(first); minutes <= minutesOf(last); minutes += 30) shown.push(timeOf(minutes));
  return shown;
}

describe('the restaurants', () => {
  it('lists the hotel restaurant with the code its booking configuration names as the default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/RestaurantBooking/Restaurants?propertyId=DEMO' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Restaurant[];
    expect(list).toEqual([
      {
        Id: ids.restaurantId,
        Name: 'The Orangery',
        Code: 'ORANGERY',
        Description: expect.stringContaining('orangery'),
      },
    ]);

    const config = (await t.app.inject({ method: 'GET', url: '/api/Book/Config/DEMO' })).json() as {
      RestaurantBooking: { ServiceActive: boolean; DefaultRestaurant: string };
    };
    expect(config.RestaurantBooking).toMatchObject({ ServiceActive: true, DefaultRestaurant: 'ORANGERY' });

    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/RestaurantBooking/Restaurants?propertyId=${ids.propertyId}`,
    });
    expect(byId.json()).toEqual(list);
  });

  it('lists none for a hotel that does not take table bookings online, and refuses its setup', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/RestaurantBooking/Restaurants?propertyId=DEMO-YORK' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);

    const setup = await t.app.inject({
      method: 'GET',
      url: `/api/RestaurantBooking/RestaurantSetup?propertyId=DEMO-YORK&restaurantId=${ids.restaurantId}`,
    });
    expect(setup.statusCode).toBe(404);
    expect(setup.json()).toEqual({ Message: 'Table booking is not available online at this property.' });
  });

  it('answers 404 for an unknown hotel', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/RestaurantBooking/Restaurants?propertyId=NO-SUCH-HOTEL',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Property not found' });
  });
});

describe('the restaurant setup', () => {
  it('gives the party sizes taken online, the currency symbol and the no-availability text', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/RestaurantBooking/RestaurantSetup?propertyId=DEMO&restaurantId=${ids.restaurantId}&date=${thursday}&isReservation=false&identifier=ada%40example.com`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json() as RestaurantSetup).toEqual({
      MinOnlinePartySize: 1,
      MaxOnlinePartySize: 10,
      CurrencySymbol: '£',
      NoAvailabilityText:
        'Sorry, we have no tables at that time. Please try another time or call us on +44 1632 960 123.',
    });
  });

  it('answers 404 for a restaurant of another hotel or none', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/RestaurantBooking/RestaurantSetup?propertyId=DEMO&restaurantId=${ids.restaurantId + 999}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Restaurant not found' });
  });
});

describe('the time slots of a day', () => {
  const query = (date: string, partySize = 2) => ({
    propertyId: 'DEMO',
    restaurantId: ids.restaurantId,
    date,
    partySize,
    currencySymbol: '£',
  });

  it('follow the opening hours of the weekday, every 30 minutes up to the end of seating, with their promotions', async () => {
    const { statusCode, slots } = await availability(t.app, query(thursday));
    expect(statusCode).toBe(200);
    expect(times(slots)).toEqual([...halfHours('12:00', '14:00'), ...halfHours('18:00', '21:00')]);
    const early = { Id: 1, Name: 'Early evening menu', Description: 'Two courses for £29 before 7pm.' };
    expect(slots.find((slot) => slot.Time === '18:00')).toEqual({
      Time: '18:00',
      Promotions: [early],
      IsLeaveTimeRequired: false,
    });
    expect(slots.find((slot) => slot.Time === '18:30')!.Promotions).toEqual([early]);
    expect(slots.find((slot) => slot.Time === '19:00')!.Promotions).toEqual([]);
    expect(slots.find((slot) => slot.Time === '12:00')!.Promotions).toEqual([]);
  });

  it('ask for the table back after the early weekend sitting, and give the Sunday lunch promotion on Sundays', async () => {
    const { slots } = await availability(t.app, query(saturday));
    // Saturday's dinner is two sittings: 17:30 to 19:00 (the table wanted back) and 19:30 on.
    expect(times(slots)).toEqual([
      ...halfHours('12:00', '14:00'),
      ...halfHours('17:30', '18:30'),
      ...halfHours('19:30', '21:30'),
    ]);
    expect(slots.filter((slot) => slot.IsLeaveTimeRequired)).toEqual([
      { Time: '17:30', Promotions: [], IsLeaveTimeRequired: true, LeaveTime: '19:00' },
      { Time: '18:00', Promotions: [], IsLeaveTimeRequired: true, LeaveTime: '19:30' },
      { Time: '18:30', Promotions: [], IsLeaveTimeRequired: true, LeaveTime: '20:00' },
    ]);
    expect(slots.find((slot) => slot.Time === '19:30')).not.toHaveProperty('LeaveTime');

    const sundaySlots = (await availability(t.app, query(sunday))).slots;
    expect(sundaySlots.find((slot) => slot.Time === '13:00')!.Promotions.map((p) => p.Name)).toEqual(['Sunday lunch']);
    expect(sundaySlots.find((slot) => slot.Time === '18:00')!.Promotions).toEqual([]);
  });

  it('leave out the times that have passed at the hotel (12:10 in Harrogate, 11:10 UTC)', async () => {
    const today = await availability(t.app, query(wednesday));
    expect(times(today.slots)[0]).toBe('12:30');
    expect(times(today.slots)).not.toContain('12:00');

    clock = new Date('2027-06-02T20:40:00Z'); // 21:40 at the hotel: dinner is over
    try {
      expect((await availability(t.app, query(wednesday))).slots).toEqual([]);
      // The next day is whole again.
      expect((await availability(t.app, query(thursday))).slots).toHaveLength(12);
    } finally {
      clock = lunchtimeClock;
    }
    expect((await availability(t.app, query('2027-06-01'))).slots).toEqual([]);
  });

  it('are what is left after bookings: a time drops out for a party bigger than its covers left', async () => {
    // 24 covers at 20:30 on Sunday: three parties take 22.
    for (const partySize of [10, 10, 2]) {
      const res = await createTableBooking(
        t.app,
        tableBooking(ids, { VisitDate: sunday, VisitTime: '20:30', PartySize: partySize }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(times((await availability(t.app, query(sunday, 2))).slots)).toContain('20:30');
    const forThree = times((await availability(t.app, query(sunday, 3))).slots);
    expect(forThree).not.toContain('20:30');
    expect(forThree).toContain('20:00');
    expect(forThree).toContain('21:00');
  });

  it('are only asked for parties the restaurant takes online (1 to 10)', async () => {
    for (const partySize of [0, 11]) {
      const res = await availability(t.app, query(thursday, partySize));
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toEqual({
        Message: 'Please choose a party size from 1 to 10.',
        ModelState: { partySize: ['Please choose a party size from 1 to 10.'] },
      });
    }
    expect((await availability(t.app, query(thursday, 10))).slots).toHaveLength(12);
    expect((await availability(t.app, query(thursday, 1))).slots).toHaveLength(12);
  });

  it('answer 400 naming the query field when the date or party size is not one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/RestaurantBooking/Availability?propertyId=DEMO&restaurantId=${ids.restaurantId}&date=2027-02-30&partySize=two`,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { ModelState: Record<string, string[]> };
    expect(Object.keys(body.ModelState).sort()).toEqual(['date', 'partySize']);
  });
});
