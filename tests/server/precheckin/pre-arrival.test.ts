import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../../src/server/db/schema/properties';
import { reservations } from '../../../src/server/db/schema/reservations';
import type { TestApp } from '../harness';
import { demoClock, demoRoom, leaveRooms, tempDataDir, weeknights, type DemoIds } from '../reservations/demo-booking';
import {
  bookWithLink,
  preArrivalJob,
  preArrivalMailsIn,
  preArrivalMailsQueued,
  type PreCheckInLink,
} from './pre-check-in-fixture';
import { bookingSite, startDemoApp } from '../reservations/demo-app';

// Three days before Ada arrives at The Ashbury (its PreArrivalEmailDaysBefore), she gets an
// email with her pre-check-in link. Two app servers run the job; she still gets it once.

let t: TestApp;
let ids: DemoIds;
let now = demoClock;
let outboxDir: string;
let serverA: ReturnType<typeof preArrivalJob>;
let serverB: ReturnType<typeof preArrivalJob>;
let ada: PreCheckInLink;
let celia: PreCheckInLink;

beforeAll(async () => {
  const dataDir = tempDataDir();
  outboxDir = join(dataDir, 'outbox');
  ({ t, ids } = await startDemoApp({ now: () => now, config: { DATA_DIR: dataDir, ...bookingSite } }));
  await leaveRooms(t.database.db, ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo, 20);
  serverA = preArrivalJob(t.database.db, { outboxDir, now: () => now, log: t.app.log });
  serverB = preArrivalJob(t.database.db, { outboxDir, now: () => now, log: t.app.log });
  ada = await bookWithLink(t.app, t.database.db, ids);
  celia = await bookWithLink(t.app, t.database.db, ids, {
    Booker: {
      FirstName: 'Celia',
      LastName: 'Payne',
      Email: 'celia@example.com',
      Phone: '+44 7700 900111',
      Street: '1 Kew Road',
      City: null,
      CountryId: ids.countryGb,
      StateOrCounty: null,
      OptInToReceiveUpdates: false,
      ZipCode: 'TW9 3AB',
    },
  });
  // Celia has already done her pre-check-in from the confirmation email.
  await t.database.db
    .update(reservations)
    .set({ preCheckInCompletedAt: demoClock })
    .where(eq(reservations.id, celia.reservationId));
});
afterAll(async () => {
  await serverA?.close();
  await serverB?.close();
  await t?.close();
});

describe('the pre-arrival email', () => {
  it("is not sent before the window opens (the property's calendar decides the day)", async () => {
    now = new Date('2027-03-20T23:30:00Z'); // still 20 March in Harrogate: arrival is 24 March
    expect(await Promise.all([serverA.run(), serverB.run()])).toEqual([0, 0]);
    expect(await preArrivalMailsQueued(t.database.db, ada.reservationId)).toBe(0);
  });

  it('goes out once on the first day of the window, even with two servers running the job at the same moment', async () => {
    now = new Date('2027-03-21T07:00:00Z');
    const queued = await Promise.all([serverA.run(), serverB.run()]);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await Promise.all([serverA.run(), serverB.run()])).toEqual([0, 0]);
    expect(await preArrivalMailsQueued(t.database.db, ada.reservationId)).toBe(1);

    await Promise.all([serverA.drain(), serverB.drain()]);
    // The app's own outbox shares the folder and may have taken the mail and be sending it still.
    await expect.poll(async () => (await preArrivalMailsIn(outboxDir)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const mails = await preArrivalMailsIn(outboxDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('ada@example.com');
    expect(mails[0]!.subject).toBe('Your stay at The Ashbury on Wednesday 24th March 2027: complete your pre-check-in');
    expect(mails[0]!.text).toContain(`https://book.example.com${ada.path}`);
    expect(mails[0]!.html).toContain(`href="https://book.example.com${ada.path}"`);
  });

  it('is not sent to a guest who has already completed the pre-check-in', async () => {
    expect(await preArrivalMailsQueued(t.database.db, celia.reservationId)).toBe(0);
  });

  it('is not sent for a booking made inside the window: its confirmation email already has the link', async () => {
    now = new Date('2027-03-22T10:00:00Z');
    const bruno = await bookWithLink(t.app, t.database.db, ids);
    expect(await Promise.all([serverA.run(), serverB.run()])).toEqual([0, 0]);
    expect(await preArrivalMailsQueued(t.database.db, bruno.reservationId)).toBe(0);
  });

  it("follows the property's own number of days before arrival", async () => {
    await t.database.db
      .update(properties)
      .set({
        bookingConfiguration: sql`jsonb_set(${properties.bookingConfiguration}, '{PreArrivalEmailDaysBefore}', '5')`,
      })
      .where(eq(properties.code, 'DEMO'));
    now = demoClock;
    const stay = { dateFrom: '2027-04-07', dateTo: '2027-04-09' };
    const dora = await bookWithLink(t.app, t.database.db, ids, {
      DateFrom: stay.dateFrom,
      DateTo: stay.dateTo,
      Rooms: [demoRoom(ids, stay)],
    });
    now = new Date('2027-04-01T12:00:00Z'); // six days before
    await Promise.all([serverA.run(), serverB.run()]);
    expect(await preArrivalMailsQueued(t.database.db, dora.reservationId)).toBe(0);
    now = new Date('2027-04-02T12:00:00Z'); // five days before
    await Promise.all([serverA.run(), serverB.run()]);
    expect(await preArrivalMailsQueued(t.database.db, dora.reservationId)).toBe(1);
  });
});
