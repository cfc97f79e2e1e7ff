import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ariChangeResponseSchema } from '../../../src/contract/admin-ari';
import type { TestApp } from '../harness';
import {
  bookedRooms,
  createBooking,
  demoBooking,
  demoClock,
  demoRoom,
  type DemoIds,
} from '../reservations/demo-booking';
import { signInStaff } from '../staff/staff-fixture';
import { startDemoApp } from '../reservations/demo-app';

// A manager takes rooms off sale while a guest books the last of them, at the same moment, on
// a real PostgreSQL: whichever goes first, rooms to sell never end below rooms booked. Either the
// booking wins and the change is refused (naming the booked nights), or the change wins and the
// booking is told the rooms are gone.

let t: TestApp;
let ids: DemoIds;
let manager: string;

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  manager = (await signInStaff(t, { role: 'manager', now: () => demoClock })).cookie;
});
afterAll(() => t?.close());

describe('rooms taken off sale while a guest books them', () => {
  it('never leaves rooms to sell below rooms booked, whichever comes first', async () => {
    const suite = ids.roomTypes['SUITE']!;
    for (const [i, week] of ['2027-04-06', '2027-04-13', '2027-04-20', '2027-04-27'].entries()) {
      const stay = {
        dateFrom: week,
        dateTo: `${week.slice(0, 8)}${String(Number(week.slice(8)) + 2).padStart(2, '0')}`,
      };
      const room = demoRoom(ids, { roomType: 'SUITE', ...stay });
      const [booking, change] = await Promise.all([
        createBooking(t.app, demoBooking(ids, { DateFrom: stay.dateFrom, DateTo: stay.dateTo, Rooms: [room, room] })),
        t.app.inject({
          method: 'POST',
          url: '/api/Admin/Ari?PropertyCode=DEMO',
          headers: { cookie: manager },
          payload: { Items: [{ RoomTypeId: suite, From: stay.dateFrom, To: stay.dateTo, Rooms: 1 }] },
        }),
      ]);
      expect(change.statusCode, `round ${i}: ${change.body}`).toBe(200);
      const [outcome] = ariChangeResponseSchema.parse(change.json()).Items;
      const booked = await bookedRooms(t.database.db, suite, stay.dateFrom, stay.dateTo);
      if (booking.statusCode === 201) {
        expect(outcome!.Applied, `round ${i}`).toBe(false);
        expect(outcome!.Message).toContain('rooms to sell cannot go below the rooms already booked');
        expect(booked).toEqual([2, 2]);
      } else {
        expect(booking.statusCode, `round ${i}: ${booking.body}`).toBe(409);
        expect(outcome!.Applied, `round ${i}`).toBe(true);
        expect(booked).toEqual([0, 0]);
      }
    }
  });
});
