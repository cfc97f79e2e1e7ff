import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableBookingResponseSchema } from '../../../src/contract/restaurant';
import { restaurantBookings } from '../../../src/server/db/schema/restaurants';
import { startTestApp, testDbKind, type TestApp } from '../harness';
import {
  coversBooked,
  createTableBooking,
  loadOrangery,
  lunchtimeClock,
  tableBooking,
  tempDataDir,
  thursday,
  type OrangeryIds,
} from './table-booking-fixture';

// Guests racing for the last covers of a slot: the restaurant is never overbooked. Only a real
// PostgreSQL runs transactions side by side (PGlite runs them one at a time).

describe.runIf(testDbKind === 'postgres')('guests racing for the last covers', () => {
  let t: TestApp;
  let ids: OrangeryIds;

  beforeAll(async () => {
    t = await startTestApp({ now: () => lunchtimeClock, config: { DATA_DIR: tempDataDir() } });
    ids = await loadOrangery(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const bookingsAt = (time: string) =>
    t.database.db
      .select({ reference: restaurantBookings.bookingReference })
      .from(restaurantBookings)
      .where(
        and(
          eq(restaurantBookings.restaurantId, ids.restaurantId),
          eq(restaurantBookings.visitDate, thursday),
          eq(restaurantBookings.visitTime, time),
        ),
      );

  it('two guests for the last two covers: exactly one gets the table', async () => {
    for (const partySize of [10, 10, 2]) {
      expect(
        (await createTableBooking(t.app, tableBooking(ids, { VisitTime: '19:30', PartySize: partySize }))).statusCode,
      ).toBe(201);
    }
    const results = await Promise.all(
      ['ada@example.com', 'grace@example.com'].map((email) =>
        createTableBooking(
          t.app,
          tableBooking(ids, { VisitTime: '19:30', PartySize: 2, Email: email, Identifier: email }),
        ),
      ),
    );
    const bodies = results.map((res) => tableBookingResponseSchema.parse(res.json()));
    expect(bodies.filter((body) => body.Success)).toHaveLength(1);
    const loser = bodies.find((body) => !body.Success)!;
    expect(loser.InfoMessage).toContain('is no longer available for 2 guests');
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(await coversBooked(t.database.db, ids.restaurantId, thursday, '19:30')).toBe(24);
    expect(await bookingsAt('19:30')).toHaveLength(4);
  });

  it('twelve parties of four for a fresh slot of 24 covers: six tables, never more', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createTableBooking(
          t.app,
          tableBooking(ids, {
            VisitTime: '20:30',
            PartySize: 4,
            Email: `guest${i}@example.com`,
            Identifier: `guest${i}@example.com`,
          }),
        ),
      ),
    );
    const bodies = results.map((res) => tableBookingResponseSchema.parse(res.json()));
    expect(bodies.filter((body) => body.Success)).toHaveLength(6);
    expect(bodies.filter((body) => !body.Success)).toHaveLength(6);
    expect(new Set(bodies.flatMap((body) => (body.BookingReference ? [body.BookingReference] : []))).size).toBe(6);
    expect(await coversBooked(t.database.db, ids.restaurantId, thursday, '20:30')).toBe(24);
    expect(await bookingsAt('20:30')).toHaveLength(6);
  });
});
