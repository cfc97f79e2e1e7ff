import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCreateResponseSchema } from '../../../src/contract/reservation';
import { testDbKind, type TestApp } from '../harness';
import { bookedRooms, createBooking, demoBooking, demoRoom, leaveRooms, type DemoIds } from './demo-booking';
import { startDemoApp } from './demo-app';
import {
  expectInventoryInvariant,
  inventorySnapshot,
  manageBooking,
  postChange,
  type InventorySnapshot,
} from './manage-fixture';

// Cancels racing each other and racing new bookings, and a change of dates racing a new booking, on a real PostgreSQL server with many
// connections (PGlite runs one transaction at a time, so a race there proves nothing).

describe.runIf(testDbKind === 'postgres')('racing cancels on PostgreSQL', () => {
  let t: TestApp;
  let ids: DemoIds;
  let baseline: InventorySnapshot;

  beforeAll(async () => {
    ({ t, ids } = await startDemoApp());
    baseline = await inventorySnapshot(t.database.db);
  });
  afterAll(() => t?.close());

  async function book(stay: { dateFrom: string; dateTo: string }, roomType = 'SUITE') {
    const res = await createBooking(
      t.app,
      demoBooking(ids, { DateFrom: stay.dateFrom, DateTo: stay.dateTo, Rooms: [demoRoom(ids, { roomType, ...stay })] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return reservationCreateResponseSchema.parse(res.json());
  }

  it('cancels once when ten cancels of one booking race, under different keys and under one', async () => {
    const stay = { dateFrom: '2027-06-08', dateTo: '2027-06-10' };
    await leaveRooms(t.database.db, ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo, 2);
    const booking = await book(stay);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postChange(t.app, 'Cancel', { ConfirmationToken: booking.ConfirmationToken })),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await bookedRooms(t.database.db, ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo)).toEqual([0, 0]);
    expect(await manageBooking(t.app, booking.ConfirmationToken)).toMatchObject({
      Status: 'Cancelled',
      AmountRefunded: booking.TotalCost,
    });

    const other = await book(stay);
    const key = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 6 }, () => postChange(t.app, 'Cancel', { ConfirmationToken: other.ConfirmationToken }, key)),
    );
    expect(same.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(same.map((res) => JSON.stringify({ ...res.json(), Booking: undefined }))).size).toBe(1);
    expect(await manageBooking(t.app, other.ConfirmationToken)).toMatchObject({
      Status: 'Cancelled',
      AmountRefunded: other.TotalCost,
    });
    await expectInventoryInvariant(t.database.db, baseline);
  });

  it('never sells the last suite twice while its cancel races new bookings for it', async () => {
    for (let round = 0; round < 5; round++) {
      const stay = {
        dateFrom: `2027-07-${String(10 + round * 3).padStart(2, '0')}`,
        dateTo: `2027-07-${String(12 + round * 3).padStart(2, '0')}`,
      };
      await leaveRooms(t.database.db, ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo, 1);
      const booking = await book(stay);
      const [cancel, ...racers] = await Promise.all([
        postChange(t.app, 'Cancel', { ConfirmationToken: booking.ConfirmationToken }),
        ...Array.from({ length: 4 }, () =>
          createBooking(
            t.app,
            demoBooking(ids, {
              DateFrom: stay.dateFrom,
              DateTo: stay.dateTo,
              Rooms: [demoRoom(ids, { roomType: 'SUITE', ...stay })],
            }),
          ),
        ),
      ]);
      expect(cancel!.statusCode, cancel!.body).toBe(200);
      const won = racers.filter((res) => res.statusCode === 201).length;
      expect(won).toBeLessThanOrEqual(1);
      expect(racers.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
      expect(await bookedRooms(t.database.db, ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo)).toEqual([won, won]);
      await expectInventoryInvariant(t.database.db, baseline);
    }
  });

  it('lets exactly one of a change of dates and a new booking have the last suite of the new dates', async () => {
    for (let round = 0; round < 4; round++) {
      const from = {
        dateFrom: `2027-08-${String(2 + round * 6).padStart(2, '0')}`,
        dateTo: `2027-08-${String(4 + round * 6).padStart(2, '0')}`,
      };
      const to = {
        dateFrom: `2027-08-${String(5 + round * 6).padStart(2, '0')}`,
        dateTo: `2027-08-${String(7 + round * 6).padStart(2, '0')}`,
      };
      await leaveRooms(t.database.db, ids.roomTypes.SUITE!, from.dateFrom, from.dateTo, 1);
      await leaveRooms(t.database.db, ids.roomTypes.SUITE!, to.dateFrom, to.dateTo, 1);
      const booking = await book(from);
      const dates = { DateFrom: to.dateFrom, DateTo: to.dateTo };
      const quote = await postChange(
        t.app,
        'ChangeDates/Quote',
        { ConfirmationToken: booking.ConfirmationToken, ...dates },
        null,
      );
      expect(quote.statusCode, quote.body).toBe(200);
      const [change, racer] = await Promise.all([
        postChange(t.app, 'ChangeDates', {
          ConfirmationToken: booking.ConfirmationToken,
          ...dates,
          ExpectedDifference: quote.json().Difference,
          CardDetails: { SecurityCode: '123' },
        }),
        createBooking(
          t.app,
          demoBooking(ids, {
            DateFrom: to.dateFrom,
            DateTo: to.dateTo,
            Rooms: [demoRoom(ids, { roomType: 'SUITE', ...to })],
          }),
        ),
      ]);
      expect([change!.statusCode, racer!.statusCode].sort(), `${change!.body} ${racer!.body}`).toEqual(
        [200, 201].includes(change!.statusCode) ? [200, 409] : [201, 409],
      );
      const moved = change!.statusCode === 200;
      expect(await bookedRooms(t.database.db, ids.roomTypes.SUITE!, to.dateFrom, to.dateTo)).toEqual([1, 1]);
      // The old nights are back on sale only if the booking moved.
      expect(await bookedRooms(t.database.db, ids.roomTypes.SUITE!, from.dateFrom, from.dateTo)).toEqual(
        moved ? [0, 0] : [1, 1],
      );
      expect(await manageBooking(t.app, booking.ConfirmationToken)).toMatchObject({
        DateFrom: moved ? to.dateFrom : from.dateFrom,
      });
      await expectInventoryInvariant(t.database.db, baseline);
    }
  });
});
