import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreCheckInSaveRequest } from '../../../src/contract/pre-check-in';
import { preCheckInSaves } from '../../../src/server/db/schema/reservations';
import { testDbKind, type TestApp } from '../harness';
import { demoClock, leaveRooms, tempDataDir, weeknights, type DemoIds } from '../reservations/demo-booking';
import {
  bookingState,
  bookWithLink,
  leaveServiceStock,
  loadReservation,
  preArrivalJob,
  preArrivalMailsIn,
  preArrivalMailsQueued,
  save,
  savePayload,
  serviceUsed,
  type PreCheckInLink,
} from './pre-check-in-fixture';
import { bookingSite, startDemoApp } from '../reservations/demo-app';

// Several app servers and impatient guests on a real PostgreSQL server, many connections at
// once. (PGlite runs one transaction at a time, so a race there proves nothing.)

describe.runIf(testDbKind === 'postgres')('pre-check-in on PostgreSQL, all at once', () => {
  let t: TestApp;
  let ids: DemoIds;
  let now = demoClock;
  let outboxDir: string;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    outboxDir = join(dataDir, 'outbox');
    ({ t, ids } = await startDemoApp({ now: () => now, config: { DATA_DIR: dataDir, ...bookingSite } }));
    await leaveRooms(t.database.db, ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo, 40);
  });
  afterAll(() => t?.close());

  async function checkInWithProsecco(link: PreCheckInLink): Promise<PreCheckInSaveRequest> {
    const reservation = await loadReservation(t.app, link);
    const payload = savePayload(link, reservation, {
      Booker: { ...reservation.Booker!, City: 'London' },
      SpecialRequests: 'Prosecco on ice, please.',
    });
    const guest = (first: string) => ({
      IndividualId: null,
      FirstName: first,
      LastName: 'Racer',
      Email: `${first.toLowerCase()}@example.com`,
      Phone: '+44 7700 900000',
    });
    return {
      ...payload,
      ReservationItems: payload.ReservationItems.map((item) => ({
        ...item,
        Guests: [guest('Lead'), guest('Second')],
        Services: [{ ServiceId: ids.services.CELEBRATE!, Quantity: 1 }],
      })),
    };
  }

  it('sends each pre-arrival email once while four servers run the job at the same moment', async () => {
    now = demoClock;
    const bookings = [];
    for (let guest = 0; guest < 6; guest++) bookings.push(await bookWithLink(t.app, t.database.db, ids));
    const servers = Array.from({ length: 4 }, () =>
      preArrivalJob(t.database.db, { outboxDir, now: () => now, log: t.app.log }),
    );
    try {
      now = new Date('2027-03-21T07:00:00Z');
      const queued = await Promise.all(servers.map((server) => server.run()));
      expect(queued.reduce((sum, count) => sum + count, 0)).toBe(6);
      expect(await Promise.all(servers.map((server) => server.run()))).toEqual([0, 0, 0, 0]);
      for (const booking of bookings) expect(await preArrivalMailsQueued(t.database.db, booking.reservationId)).toBe(1);

      await Promise.all(servers.map((server) => server.drain()));
      // The app's own outbox shares the folder and may be sending one of them still.
      await expect
        .poll(async () => (await preArrivalMailsIn(outboxDir)).length, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(6);
      const mails = await preArrivalMailsIn(outboxDir);
      for (const booking of bookings) expect(mails.filter((mail) => mail.text.includes(booking.path))).toHaveLength(1);
      expect(mails).toHaveLength(6);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      now = demoClock;
    }
  });

  it('gives the last Prosecco to exactly one of eight guests saving at once; the others get 409 and keep their booking as it was', async () => {
    const links: PreCheckInLink[] = [];
    for (let guest = 0; guest < 8; guest++) links.push(await bookWithLink(t.app, t.database.db, ids));
    const payloads = await Promise.all(links.map(checkInWithProsecco));
    const before = await Promise.all(links.map((link) => bookingState(t.database.db, link.reservationId)));
    await leaveServiceStock(t.database.db, ids.services.CELEBRATE!, 1);
    const used = await serviceUsed(t.database.db, ids.services.CELEBRATE!);

    const results = await Promise.all(payloads.map((payload) => save(t.app, payload)));
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await serviceUsed(t.database.db, ids.services.CELEBRATE!)).toBe(used + 1);
    for (const [index, res] of results.entries()) {
      if (res.statusCode === 409)
        expect(await bookingState(t.database.db, links[index]!.reservationId)).toEqual(before[index]);
    }
  });

  it('saves a submission sent five times at once only once, with one key or without any', async () => {
    await leaveServiceStock(t.database.db, ids.services.CELEBRATE!, 10);
    for (const keyed of [true, false]) {
      const link = await bookWithLink(t.app, t.database.db, ids);
      const payload = await checkInWithProsecco(link);
      const used = await serviceUsed(t.database.db, ids.services.CELEBRATE!);
      const key = keyed ? randomUUID() : null;
      const results = await Promise.all(Array.from({ length: 5 }, () => save(t.app, payload, key)));
      expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
      for (const res of results)
        expect(res.json()).toEqual({ Success: true, Message: 'Thank you, your check-in details have been saved.' });
      expect(await serviceUsed(t.database.db, ids.services.CELEBRATE!)).toBe(used + 1);
      const state = await bookingState(t.database.db, link.reservationId);
      expect(state.extras).toHaveLength(1);
      expect(state.guests).toHaveLength(2);
      const saves = await t.database.db
        .select({ id: preCheckInSaves.id })
        .from(preCheckInSaves)
        .where(eq(preCheckInSaves.reservationId, link.reservationId));
      expect(saves).toHaveLength(keyed ? 1 : 0);
    }
  });
});
