import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTableBookingsSchema, todayResponseSchema } from '../../../src/contract/admin-bookings';
import { reservationItems, reservations } from '../../../src/server/db/schema/reservations';
import type { TestApp } from '../harness';
import { demoBooking, demoClock, demoRoom, searchDemo, type DemoIds } from '../reservations/demo-booking';
import { postChange } from '../reservations/manage-fixture';
import {
  coversBooked,
  createTableBooking,
  loadOrangery,
  tableBooking,
  thursday,
} from '../restaurant/table-booking-fixture';
import { signInStaff, type SignedInStaffMember } from '../staff/staff-fixture';
import { adminGet, adminPost, auditOf, guestBooks } from './admin-fixture';
import { startDemoApp } from '../reservations/demo-app';

// The front desk's morning (Wednesday 3 March 2027 in Harrogate): who arrives, leaves and
// stays today and tomorrow, how full the next month is, how the last week sold against the
// searches guests made; and the restaurant's day, with a table cancelled.

let t: TestApp;
let ids: DemoIds;
let frontDesk: SignedInStaffMember;

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  frontDesk = await signInStaff(t, { role: 'frontDesk', now: () => demoClock });
});
afterAll(async () => {
  await t?.close();
});

const stay = (dateFrom: string, dateTo: string, LastName: string) =>
  demoBooking(ids, {
    DateFrom: dateFrom,
    DateTo: dateTo,
    Booker: { ...demoBooking(ids).Booker, LastName },
    Notes: `Requests of ${LastName}`,
    Rooms: [demoRoom(ids, { dateFrom, dateTo })],
  });

const search = (PropertyId: string | number) =>
  searchDemo(t.app, { PropertyId, DateFrom: '2027-03-10', DateTo: '2027-03-11' });

describe('Today', () => {
  it('lists arrivals, departures and guests in house, fills the next 30 nights and counts the conversion', async () => {
    const before = todayResponseSchema.parse(
      (await adminGet(t.app, frontDesk.cookie, '/api/Admin/Today?PropertyCode=DEMO')).json(),
    );
    const arriving = await guestBooks(t.app, stay('2027-03-03', '2027-03-05', 'Arriving'));
    const tomorrow = await guestBooks(t.app, stay('2027-03-04', '2027-03-06', 'Tomorrow'));
    const leaving = await guestBooks(t.app, stay('2027-03-03', '2027-03-04', 'Leaving'));
    const cancelled = await guestBooks(t.app, stay('2027-03-17', '2027-03-18', 'Cancelled'));
    expect((await postChange(t.app, 'Cancel', { ConfirmationToken: cancelled.ConfirmationToken })).statusCode).toBe(
      200,
    );
    // What the guest gave after booking: an arrival time, and pre-check-in done.
    const [row] = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.referenceNumber, arriving.ReferenceNumber));
    await t.database.db
      .update(reservationItems)
      .set({ arrivalTime: '15:30' })
      .where(eq(reservationItems.reservationId, row!.id));
    await t.database.db
      .update(reservations)
      .set({ preCheckInCompletedAt: demoClock })
      .where(eq(reservations.id, row!.id));
    for (const ref of ['DEMO', 'DEMO', String(ids.propertyId), String(ids.propertyId)])
      expect((await search(ref)).statusCode).toBe(200);
    // Another hotel's searches are its own.
    expect((await search('DEMO-YORK')).statusCode).toBe(200);

    const res = await adminGet(t.app, frontDesk.cookie, '/api/Admin/Today?PropertyCode=DEMO');
    expect(res.statusCode, res.body).toBe(200);
    const board = todayResponseSchema.parse(res.json());
    const [today, next] = board.Days;
    expect(today!.Date).toBe('2027-03-03');
    expect(today!.Arrivals.map((s) => s.GuestName).sort()).toEqual(['Ada Arriving', 'Ada Leaving']);
    expect(today!.Arrivals.find((s) => s.ReferenceNumber === arriving.ReferenceNumber)).toMatchObject({
      PreCheckInDone: true,
      ArrivalTime: '15:30',
      SpecialRequests: 'Requests of Arriving',
      Rooms: ['Classic Double'],
      Adults: 2,
    });
    expect(today!.Arrivals.find((s) => s.ReferenceNumber === leaving.ReferenceNumber)).toMatchObject({
      PreCheckInDone: false,
      ArrivalTime: null,
    });
    expect(today!.Departures).toEqual([]);
    expect(next!.Date).toBe('2027-03-04');
    expect(next!.Arrivals.map((s) => s.ReferenceNumber)).toEqual([tomorrow.ReferenceNumber]);
    expect(next!.Departures.map((s) => s.ReferenceNumber)).toEqual([leaving.ReferenceNumber]);
    expect(next!.InHouse.map((s) => s.ReferenceNumber).sort()).toEqual(
      [arriving.ReferenceNumber, tomorrow.ReferenceNumber].sort(),
    );

    // Five room nights sold (Wed+Thu, Thu+Fri, Wed) at £129, £129 + £159 and £129.
    expect(board.Occupancy.RoomNightsSold - before.Occupancy.RoomNightsSold).toBe(5);
    expect(board.Occupancy.Revenue - before.Occupancy.Revenue).toBe(258 + 288 + 129);
    expect(board.Occupancy).toMatchObject({ From: '2027-03-03', To: '2027-04-01', Currency: 'GBP' });
    expect(board.Occupancy.Percent).toBeGreaterThan(0);
    expect(board.LastSevenDays).toMatchObject({
      From: '2027-02-25',
      To: '2027-03-03',
      Bookings: 4,
      Cancellations: 1,
      Searches: 4,
      ConversionPercent: 100,
    });
    // Searches are counts, never who searched.
    expect(JSON.stringify(board.LastSevenDays)).not.toContain('@');
  });
});

describe("the restaurant's day", () => {
  it('shows table bookings per time with party, promotion and contact, and cancels one once', async () => {
    const orangery = await loadOrangery(t.database.db);
    const made = await createTableBooking(
      t.app,
      tableBooking(orangery, { VisitDate: thursday, VisitTime: '19:00', PartySize: 4 }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const reference = made.json().BookingReference as string;
    const dayUrl = `/api/Admin/Restaurant/Bookings?PropertyCode=DEMO&Date=${thursday}`;
    const day = adminTableBookingsSchema.parse((await adminGet(t.app, frontDesk.cookie, dayUrl)).json());
    const slot = day.Restaurants.find((r) => r.Name === 'The Orangery')!.Slots.find((s) => s.Time === '19:00')!;
    expect(slot.Covers).toBe(4);
    expect(slot.Bookings).toEqual([
      expect.objectContaining({
        BookingReference: reference,
        PartySize: 4,
        Email: 'ada@example.com',
        ContactNumber: '+44 7700 900123',
        Status: 'Booked',
      }),
    ]);
    expect(await coversBooked(t.database.db, orangery.restaurantId, thursday, '19:00')).toBe(4);

    const url = `/api/Admin/Restaurant/Bookings/${reference}/Cancel?PropertyCode=DEMO`;
    const cancelled = await adminPost(t.app, frontDesk.cookie, url);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().Booking.Status).toBe('Cancelled');
    expect(await coversBooked(t.database.db, orangery.restaurantId, thursday, '19:00')).toBe(0);
    expect((await adminPost(t.app, frontDesk.cookie, url)).statusCode).toBe(409);
    expect((await auditOf(t.database.db, reference)).map((e) => e.action)).toEqual(['table-booking.cancel']);
    const after = adminTableBookingsSchema.parse((await adminGet(t.app, frontDesk.cookie, dayUrl)).json());
    expect(after.Restaurants.find((r) => r.Name === 'The Orangery')!.Slots[0]).toMatchObject({ Covers: 0 });
  });
});
