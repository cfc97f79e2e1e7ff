import { randomUUID } from 'node:crypto';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationItems, reservations } from '../../../src/server/db/schema/reservations';
import { roomInventory } from '../../../src/server/db/schema/rooms';
import { testDbKind, type TestApp } from '../harness';
import { bookedRooms, createBooking, demoBooking, demoRoom, leaveRooms, type DemoIds } from './demo-booking';
import { startDemoApp } from './demo-app';

// Guests racing for the same rooms on a real PostgreSQL server, many connections at once.
// (PGlite runs one transaction at a time, so a race there proves nothing.)

describe.runIf(testDbKind === 'postgres')('racing for the last room on PostgreSQL', () => {
  let t: TestApp;
  let ids: DemoIds;

  beforeAll(async () => {
    ({ t, ids } = await startDemoApp());
  });
  afterAll(() => t?.close());

  it('gives the last Stray Suite to exactly one of 20 guests; the others get 409 and inventory never goes negative', async () => {
    const stay = { dateFrom: '2027-05-04', dateTo: '2027-05-07' };
    await leaveRooms(t.database.db, ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo, 1);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, guest) =>
        createBooking(
          t.app,
          demoBooking(ids, {
            Rooms: [
              demoRoom(ids, {
                roomType: 'SUITE',
                ...stay,
                leadGuest: { FirstName: `Guest${guest}`, LastName: 'Racer' },
              }),
            ],
          }),
        ),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const res of results.filter((r) => r.statusCode === 409))
      expect(res.json()).toEqual({ Message: 'Sorry, your selection is not available.' });

    expect(await bookedRooms(t.database.db, ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo)).toEqual([1, 1, 1]);
    const overbooked = await t.database.db
      .select({ date: roomInventory.date })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, ids.roomTypes.SUITE!),
          gte(roomInventory.date, stay.dateFrom),
          lte(roomInventory.date, stay.dateTo),
          sql`${roomInventory.booked} > ${roomInventory.total} OR ${roomInventory.booked} < 0`,
        ),
      );
    expect(overbooked).toEqual([]);
    const suiteBookings = await t.database.db
      .select({ id: reservationItems.id })
      .from(reservationItems)
      .where(and(eq(reservationItems.roomTypeId, ids.roomTypes.SUITE!), eq(reservationItems.dateFrom, stay.dateFrom)));
    expect(suiteBookings).toHaveLength(1);
  });

  it('books overlapping stays in opposite orders without deadlock or overbooking', async () => {
    // Two room types, two rooms each; every guest wants one of each, listed in either order.
    const stay = { dateFrom: '2027-05-11', dateTo: '2027-05-13' };
    await leaveRooms(t.database.db, ids.roomTypes.KING!, stay.dateFrom, stay.dateTo, 2);
    await leaveRooms(t.database.db, ids.roomTypes.TWIN!, stay.dateFrom, stay.dateTo, 2);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, guest) => {
        const rooms = [demoRoom(ids, { roomType: 'KING', ...stay }), demoRoom(ids, { roomType: 'TWIN', ...stay })];
        return createBooking(t.app, demoBooking(ids, { Rooms: guest % 2 === 0 ? rooms : rooms.reverse() }));
      }),
    );
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(2);
    expect(results.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
    expect(await bookedRooms(t.database.db, ids.roomTypes.KING!, stay.dateFrom, stay.dateTo)).toEqual([2, 2]);
    expect(await bookedRooms(t.database.db, ids.roomTypes.TWIN!, stay.dateFrom, stay.dateTo)).toEqual([2, 2]);
  });

  it('books once when the same request for the last room arrives 10 times at the same moment, and answers each the same', async () => {
    const key = randomUUID();
    const stay = { dateFrom: '2027-05-18', dateTo: '2027-05-19' };
    await leaveRooms(t.database.db, ids.roomTypes.FAMILY!, stay.dateFrom, stay.dateTo, 1);
    const before = await bookedRooms(t.database.db, ids.roomTypes.FAMILY!, stay.dateFrom, stay.dateTo);
    const request = demoBooking(ids, { Rooms: [demoRoom(ids, { roomType: 'FAMILY', ...stay })] });
    const results = await Promise.all(Array.from({ length: 10 }, () => createBooking(t.app, request, key)));
    expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    const bodies = new Set(results.map((res) => res.body));
    expect(bodies.size).toBe(1);
    expect(await bookedRooms(t.database.db, ids.roomTypes.FAMILY!, stay.dateFrom, stay.dateTo)).toEqual(
      before.map((n) => n + 1),
    );
    expect(
      await t.database.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(eq(reservations.idempotencyKey, key)),
    ).toHaveLength(1);
  });
});
