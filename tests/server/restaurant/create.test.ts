import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableBookingResponseSchema } from '../../../src/contract/restaurant';
import { restaurantBookings } from '../../../src/server/db/schema/restaurants';
import { tableBookingRateLimit } from '../../../src/server/restaurant/routes';
import { readMime, startSmtpInbox, type SmtpInbox } from '../fakes/smtp-inbox';
import { startTestApp, type TestApp } from '../harness';
import {
  availability,
  coversBooked,
  createTableBooking,
  loadOrangery,
  lunchtimeClock,
  saturday,
  tableBooking,
  tempDataDir,
  thursday,
  wednesday,
  type OrangeryIds,
} from './table-booking-fixture';

// Booking the table: a valid request gets a short reference and takes the party's covers; a
// bad one gets the documented messages per field and books nothing; a time that has just gone
// says so. The guest gets a confirmation email.

let t: TestApp;
let ids: OrangeryIds;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await startTestApp({ now: () => lunchtimeClock, config: { DATA_DIR: dataDir } });
  ids = await loadOrangery(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function bookingRow(reference: string) {
  const [row] = await t.database.db
    .select()
    .from(restaurantBookings)
    .where(eq(restaurantBookings.bookingReference, reference));
  return row;
}

describe('a table booked', () => {
  it('gets a short, readable reference, takes the covers and keeps what the guest asked for', async () => {
    const res = await createTableBooking(
      t.app,
      tableBooking(ids, { VisitDate: thursday, VisitTime: '18:30', PartySize: 4, PromotionId: 1 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = tableBookingResponseSchema.parse(res.json());
    expect(body.Success).toBe(true);
    expect(body.BookingReference).toMatch(/^T-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    expect(body.InfoMessage).toBe(
      'Your table for 4 guests at The Orangery on Thursday 3rd June 2027 at 18:30 is booked. We have emailed the details to ada@example.com.',
    );

    expect(await coversBooked(t.database.db, ids.restaurantId, thursday, '18:30')).toBe(4);
    expect(await bookingRow(body.BookingReference!)).toMatchObject({
      restaurantId: ids.restaurantId,
      visitDate: thursday,
      visitTime: '18:30',
      partySize: 4,
      email: 'ada@example.com',
      contactNumber: '+44 7700 900123',
      specialRequests: 'A table by the window, please.',
      isReservation: false,
      identifier: 'ada@example.com',
      promotionId: 1,
      isLeaveTimeRequired: false,
    });
  });

  it("goes with a stay: IsReservation and the stay's reference are kept", async () => {
    const res = await createTableBooking(
      t.app,
      tableBooking(ids, { IsReservation: true, Identifier: 'ABCD2345', VisitDate: saturday, VisitTime: '18:00' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { BookingReference } = tableBookingResponseSchema.parse(res.json());
    // The leave time of the early weekend sitting is the server's to decide.
    expect(await bookingRow(BookingReference!)).toMatchObject({
      isReservation: true,
      identifier: 'ABCD2345',
      isLeaveTimeRequired: true,
    });
  });

  it('later today is fine; a time already past at the hotel is not', async () => {
    const later = await createTableBooking(t.app, tableBooking(ids, { VisitDate: wednesday, VisitTime: '12:30' }));
    expect(later.statusCode, later.body).toBe(201);
    const past = await createTableBooking(t.app, tableBooking(ids, { VisitDate: wednesday, VisitTime: '12:00' }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      Message: 'That time has passed. Please choose a later time.',
      ModelState: { VisitTime: ['That time has passed. Please choose a later time.'] },
    });
  });
});

describe('a table booking that cannot be made', () => {
  it('answers 400 with the message of every field at fault, and books nothing', async () => {
    const res = await createTableBooking(
      t.app,
      tableBooking(ids, {
        ContactNumber: '07700 900123',
        Email: 'ada.example.com',
        Identifier: ' ',
        PartySize: 11,
        VisitDate: '2027-02-30',
        VisitTime: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json() as { Message: string; ModelState: Record<string, string[]> };
    expect(body.ModelState).toEqual({
      ContactNumber: ['A valid phone number is required'],
      Email: ['A valid email address is required'],
      Identifier: ['Please give the reference of your stay or your email address.'],
      PartySize: ['Please choose a party size from 1 to 10.'],
      VisitDate: ['Please choose a date.'],
      VisitTime: ['Please choose a time.'],
    });
    expect(body.Message).toContain('A valid phone number is required');
    expect(
      await t.database.db.select().from(restaurantBookings).where(eq(restaurantBookings.email, 'ada.example.com')),
    ).toEqual([]);
  });

  it('needs a restaurant of this hotel and a party size', async () => {
    const noRestaurant = await createTableBooking(t.app, tableBooking(ids, { RestaurantId: null }));
    expect(noRestaurant.statusCode).toBe(400);
    expect(noRestaurant.json().ModelState).toEqual({ RestaurantId: ['Please choose a restaurant.'] });

    const otherRestaurant = await createTableBooking(
      t.app,
      tableBooking(ids, { RestaurantId: ids.restaurantId + 999 }),
    );
    expect(otherRestaurant.json().ModelState).toEqual({ RestaurantId: ['Please choose a restaurant.'] });

    const noParty = await createTableBooking(t.app, tableBooking(ids, { PartySize: null }));
    expect(noParty.json().ModelState).toEqual({ PartySize: ['Please choose a party size from 1 to 10.'] });
    const zero = await createTableBooking(t.app, tableBooking(ids, { PartySize: 0 }));
    expect(zero.json().ModelState).toEqual({ PartySize: ['Please choose a party size from 1 to 10.'] });
    const ten = await createTableBooking(t.app, tableBooking(ids, { PartySize: 10, VisitTime: '21:00' }));
    expect(ten.statusCode, ten.body).toBe(201);
  });

  it('needs a time the restaurant offers that day, on a date from today on', async () => {
    const between = await createTableBooking(t.app, tableBooking(ids, { VisitTime: '19:15' }));
    expect(between.json().ModelState).toEqual({ VisitTime: ['Please choose one of the times offered.'] });
    // 17:30 is a weekend time; Thursday dinner starts at 18:00, and 21:30 is when seating stops.
    for (const time of ['17:30', '21:30', '16:00']) {
      expect((await createTableBooking(t.app, tableBooking(ids, { VisitTime: time }))).json().ModelState).toEqual({
        VisitTime: ['Please choose one of the times offered.'],
      });
    }
    const yesterday = await createTableBooking(t.app, tableBooking(ids, { VisitDate: '2027-06-01' }));
    expect(yesterday.json().ModelState).toEqual({ VisitDate: ['Please choose a date from today onwards.'] });
    const tooFar = await createTableBooking(t.app, tableBooking(ids, { VisitDate: '2028-06-10' }));
    expect(tooFar.json().ModelState).toEqual({ VisitDate: ['Tables can be booked up to 12 months ahead.'] });
  });

  it('refuses a promotion the time does not have', async () => {
    const res = await createTableBooking(t.app, tableBooking(ids, { VisitTime: '19:00', PromotionId: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState).toEqual({ PromotionId: ['That promotion is not available at this time.'] });
  });

  it('answers Success false with a message when the time has no longer room for the party', async () => {
    for (const partySize of [10, 10]) {
      expect(
        (
          await createTableBooking(
            t.app,
            tableBooking(ids, { VisitDate: thursday, VisitTime: '13:00', PartySize: partySize }),
          )
        ).statusCode,
      ).toBe(201);
    }
    const res = await createTableBooking(
      t.app,
      tableBooking(ids, { VisitDate: thursday, VisitTime: '13:00', PartySize: 5 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Success: false,
      BookingReference: null,
      InfoMessage:
        'Sorry, Thursday 3rd June 2027 at 13:00 is no longer available for 5 guests. Please choose another time.',
    });
    expect(await coversBooked(t.database.db, ids.restaurantId, thursday, '13:00')).toBe(20);
    // Four still fit.
    expect(
      (await createTableBooking(t.app, tableBooking(ids, { VisitDate: thursday, VisitTime: '13:00', PartySize: 4 })))
        .statusCode,
    ).toBe(201);
    expect(await coversBooked(t.database.db, ids.restaurantId, thursday, '13:00')).toBe(24);
    const slots = await availability(t.app, {
      propertyId: 'DEMO',
      restaurantId: ids.restaurantId,
      date: thursday,
      partySize: 1,
    });
    expect(slots.slots.map((slot) => slot.Time)).not.toContain('13:00');
  });

  it('answers 404 at a hotel that does not take table bookings online', async () => {
    const res = await createTableBooking(t.app, tableBooking(ids, { PropertyId: 'DEMO-YORK' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Table booking is not available online at this property.' });
  });

  it('is limited per client address', async () => {
    const address = '192.0.2.77';
    const bad = tableBooking(ids, { Email: 'nope' });
    for (let i = 0; i < tableBookingRateLimit.max; i++) {
      expect((await createTableBooking(t.app, bad, address)).statusCode).toBe(400);
    }
    const limited = await createTableBooking(t.app, tableBooking(ids, { VisitTime: '20:00' }), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ Message: 'Too many requests, please try again later.' });
    // Another guest is not held up.
    expect((await createTableBooking(t.app, tableBooking(ids, { VisitTime: '20:00' }))).statusCode).toBe(201);
  });
});

describe('the confirmation email', () => {
  it('is written to the outbox folder when there is no SMTP server', async () => {
    const res = await createTableBooking(
      t.app,
      tableBooking(ids, {
        Email: 'grace@example.com',
        Identifier: 'grace@example.com',
        VisitTime: '19:30',
        PartySize: 3,
      }),
    );
    const { BookingReference } = tableBookingResponseSchema.parse(res.json());
    const outbox = join(dataDir, 'outbox');
    const deadline = Date.now() + 10_000;
    let mail: string | undefined;
    while (!mail && Date.now() < deadline) {
      for (const file of await readdir(outbox).catch(() => [])) {
        const raw = await readFile(join(outbox, file), 'utf8');
        if (raw.includes(BookingReference!)) mail = raw;
      }
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail).toBeDefined();
    const { headers, parts } = readMime(mail!);
    expect(headers.to).toBe('grace@example.com');
    expect(headers.subject).toBe(`Your table at The Orangery on Thu 3rd Jun 2027 at 19:30 (${BookingReference})`);
    const text = parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))!.body;
    expect(text).toContain(`Booking reference: ${BookingReference}`);
    expect(text).toContain('When: Thursday 3rd June 2027 at 19:30');
    expect(text).toContain('Party: 3 guests');
    expect(text).toContain('Telephone: +44 1632 960 123');
  });
});

describe('the confirmation email by SMTP', () => {
  let inbox: SmtpInbox;
  let smtpApp: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    smtpApp = await startTestApp({
      database: t.database,
      now: () => lunchtimeClock,
      config: { SMTP_URL: inbox.url, DATA_DIR: tempDataDir() },
    });
  });
  afterAll(async () => {
    await smtpApp?.close();
    await inbox?.close();
  });

  it('tells the guest the leave time, the stay it goes with and their requests', async () => {
    const res = await createTableBooking(
      smtpApp.app,
      tableBooking(ids, {
        VisitDate: saturday,
        VisitTime: '17:30',
        PartySize: 2,
        IsReservation: true,
        Identifier: 'ABCD2345',
        Email: 'lin@example.com',
        SpecialRequests: 'Birthday <cake>',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { BookingReference } = tableBookingResponseSchema.parse(res.json());
    const [mail] = await inbox.waitFor(1);
    expect(mail!.to).toEqual(['lin@example.com']);
    const { headers, parts } = readMime(mail!.raw);
    expect(headers['reply-to']).toBe('stay@ashbury-hotels.example');
    const text = parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))!.body;
    expect(text).toContain(`Booking reference: ${BookingReference}`);
    expect(text).toContain('When: Saturday 5th June 2027 at 17:30');
    expect(text).toContain('Please note we need the table back by 19:00.');
    expect(text).toContain('Your stay: ABCD2345');
    expect(text).toContain('Your requests: Birthday <cake>');
    const html = parts.find((part) => part.headers['content-type']?.startsWith('text/html'))!.body;
    expect(html).toContain('Birthday &lt;cake&gt;');
  });
});
