import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMoneyOutcomeSchema, adminReservationSchema } from '../../../src/contract/admin-bookings';
import { mailOutbox } from '../../../src/server/db/schema/mail';
import { reservations } from '../../../src/server/db/schema/reservations';
import type { TestApp } from '../harness';
import { bookedRooms, demoBooking, demoClock, demoRoom, weeknights, type DemoIds } from '../reservations/demo-booking';
import { manageBooking } from '../reservations/manage-fixture';
import { signInStaff, type SignedInStaffMember } from '../staff/staff-fixture';
import { adminGet, adminPost, auditOf, guestBooks } from './admin-fixture';
import { startDemoApp } from '../reservations/demo-app';

// The front desk and the manager at a booking's page: everything the guest gave but the card,
// and what they do to it — cancel with the fee or without, a no-show, the confirmation again, a
// private note, the booker's details — each audited, each once however often it is clicked.

let t: TestApp;
let ids: DemoIds;
let clock = demoClock;
let frontDesk: SignedInStaffMember;
let manager: SignedInStaffMember;

beforeAll(async () => {
  ({ t, ids } = await startDemoApp({ now: () => clock }));
  await at(demoClock);
});

/** Moves the hotel's clock; staff sign in again (a console session lasts hours, not weeks). */
async function at(when: Date) {
  clock = when;
  frontDesk = await signInStaff(t, { role: 'frontDesk', name: 'Fran Desk', now: () => clock });
  manager = await signInStaff(t, { role: 'manager', name: 'Mo Manager', now: () => clock });
}
afterAll(async () => {
  await t?.close();
});

const page = async (reference: string, cookie = frontDesk.cookie) => {
  const res = await adminGet(t.app, cookie, `/api/Admin/Reservations/${reference}?PropertyCode=DEMO`);
  expect(res.statusCode, res.body).toBe(200);
  return adminReservationSchema.parse(res.json());
};
const act = (reference: string, action: string, body?: object, key: string = randomUUID(), cookie = manager.cookie) =>
  adminPost(t.app, cookie, `/api/Admin/Reservations/${reference}/${action}?PropertyCode=DEMO`, body, key);

describe("a booking's page", () => {
  it('shows everything the guest gave, with the card as brand and last four only', async () => {
    await at(demoClock);
    const booked = await guestBooks(
      t.app,
      demoBooking(ids, {
        Notes: 'Late arrival, about 22:00. Feather-free pillows.',
        Rooms: [demoRoom(ids, { services: [{ code: 'PARKING' }] })],
      }),
    );
    const res = await adminGet(
      t.app,
      frontDesk.cookie,
      `/api/Admin/Reservations/${booked.ReferenceNumber}?PropertyCode=DEMO`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('4242 4242 4242 4242');
    expect(res.body).not.toContain('4242424242424242');
    expect(res.body).not.toMatch(/"SecurityCode"|"CardNumber"|card_token|sandbox_auth/);
    const booking = adminReservationSchema.parse(res.json());
    expect(booking.Booking).toMatchObject({
      ReferenceNumber: booked.ReferenceNumber,
      Status: 'Confirmed',
      Notes: 'Late arrival, about 22:00. Feather-free pillows.',
      Booker: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com', Phone: '+44 7700 900123' },
      Card: { CardType: 'visa', LastFourDigits: '4242' },
    });
    expect(booking.Booking.Rooms[0]!.Services.map((s) => s.Service.ServiceCode)).toEqual(['PARKING']);
    expect(booking.Emails.map((e) => e.Description)).toEqual(['Booking confirmation', 'Hotel notice: new booking']);
    expect(booking.History[0]).toMatchObject({ Who: 'Guest', What: 'Booked' });
    expect(booking.Actions).toMatchObject({ CanCancel: true, CancellationFee: 0, CanMarkNoShow: false });
  });

  it('answers 404 for a reference of another hotel or none', async () => {
    const res = await adminGet(t.app, frontDesk.cookie, '/api/Admin/Reservations/NOPE1234?PropertyCode=DEMO');
    expect(res.statusCode).toBe(404);
  });
});

describe('cancelling for the guest', () => {
  it("keeps the policy's fee, refunds the rest, emails the guest as for their own cancel, and audits it once", async () => {
    await at(demoClock);
    const booked = await guestBooks(t.app, demoBooking(ids));
    // The day before arrival, after the free period: the first night (£129) is kept of £258.
    await at(new Date('2027-03-23T15:00:00Z'));
    const nightsBefore = await bookedRooms(
      t.database.db,
      ids.roomTypes.CLASSIC!,
      weeknights.dateFrom,
      weeknights.dateTo,
    );
    const before = await page(booked.ReferenceNumber);
    expect(before.Actions).toMatchObject({
      CanCancel: true,
      CancellationFee: 129,
      RefundAmount: 129,
      WaivedRefundAmount: 258,
    });

    const key = randomUUID();
    const first = await act(booked.ReferenceNumber, 'Cancel', { WaiveFee: false }, key);
    expect(first.statusCode, first.body).toBe(200);
    const outcome = adminMoneyOutcomeSchema.parse(first.json());
    expect(outcome).toMatchObject({ Fee: 129, RefundAmount: 129 });
    expect(outcome.Reservation.Booking.Status).toBe('Cancelled');
    expect(outcome.Reservation.AmountRefunded).toBe(129);
    expect(outcome.Reservation.History.at(-1)).toMatchObject({
      Who: 'Mo Manager',
      What: 'Cancelled the booking (fee £129.00, refund £129.00)',
    });

    // A double click: the same answer, nothing more refunded, one audit entry.
    const again = await act(booked.ReferenceNumber, 'Cancel', { WaiveFee: false }, key);
    expect(again.statusCode).toBe(200);
    expect(adminMoneyOutcomeSchema.parse(again.json()).Reservation.AmountRefunded).toBe(129);
    const audit = await auditOf(t.database.db, booked.ReferenceNumber);
    expect(audit.map((entry) => [entry.action, entry.staffName])).toEqual([['reservation.cancel', 'Mo Manager']]);
    expect(audit[0]!.before).toEqual({ Status: 'confirmed' });
    expect(audit[0]!.after).toMatchObject({ Status: 'cancelled', Fee: 129, Refund: 129, FeeWaived: false });

    // The nights are back on sale and the guest's own page says cancelled.
    expect(await bookedRooms(t.database.db, ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo)).toEqual(
      nightsBefore.map((n) => n - 1),
    );
    expect((await manageBooking(t.app, booked.ConfirmationToken)).Status).toBe('Cancelled');
    const [row] = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.referenceNumber, booked.ReferenceNumber));
    const toGuest = (await t.database.db.select().from(mailOutbox)).filter(
      (m) =>
        m.kind === 'reservation-change-guest' && (m.payload as { reservationId?: number }).reservationId === row!.id,
    );
    expect(toGuest.map((m) => (m.payload as { change: string }).change)).toEqual(['cancel']);
    expect(outcome.Reservation.Emails.map((e) => e.Description)).toContain('Cancellation');
    // Cancelled once is cancelled: a new click answers 409.
    expect((await act(booked.ReferenceNumber, 'Cancel', { WaiveFee: false })).statusCode).toBe(409);
  });

  it('waives the fee when asked: the whole payment goes back', async () => {
    await at(demoClock);
    const booked = await guestBooks(t.app, demoBooking(ids));
    await at(new Date('2027-03-23T15:00:00Z'));
    const res = await act(booked.ReferenceNumber, 'Cancel', { WaiveFee: true });
    expect(res.statusCode, res.body).toBe(200);
    const outcome = adminMoneyOutcomeSchema.parse(res.json());
    expect(outcome).toMatchObject({ Fee: 0, RefundAmount: 258 });
    expect(outcome.Reservation).toMatchObject({ AmountRefunded: 258, CancellationFees: 0 });
    const [audit] = await auditOf(t.database.db, booked.ReferenceNumber);
    expect(audit!.after).toMatchObject({ FeeWaived: true, Fee: 0, Refund: 258 });
  });

  it('is refused once the arrival day has passed: that is a no-show', async () => {
    await at(demoClock);
    const booked = await guestBooks(t.app, demoBooking(ids));
    await at(new Date('2027-03-25T10:00:00Z'));
    const res = await act(booked.ReferenceNumber, 'Cancel', { WaiveFee: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toContain('no-show');
  });
});

describe('a no-show', () => {
  it('is refused before the arrival day begins', async () => {
    await at(demoClock);
    const booked = await guestBooks(t.app, demoBooking(ids));
    await at(new Date('2027-03-23T22:00:00Z'));
    const res = await act(booked.ReferenceNumber, 'NoShow');
    expect(res.statusCode).toBe(409);
    expect((await page(booked.ReferenceNumber)).Booking.Status).toBe('Confirmed');
  });

  it("keeps the rate's fee, refunds the rest, frees the rooms and shows as a no-show", async () => {
    await at(demoClock);
    const booked = await guestBooks(t.app, demoBooking(ids));
    // The morning after the arrival day.
    await at(new Date('2027-03-25T08:00:00Z'));
    expect((await page(booked.ReferenceNumber)).Actions).toMatchObject({
      CanCancel: false,
      CanMarkNoShow: true,
      NoShowFee: 129,
    });
    const key = randomUUID();
    const res = await act(booked.ReferenceNumber, 'NoShow', undefined, key);
    expect(res.statusCode, res.body).toBe(200);
    const outcome = adminMoneyOutcomeSchema.parse(res.json());
    expect(outcome).toMatchObject({ Fee: 129, RefundAmount: 129 });
    expect(outcome.Reservation).toMatchObject({ AmountRefunded: 129, CancellationFees: 129 });
    expect(outcome.Reservation.Booking.Status).toBe('NoShow');
    expect(outcome.Reservation.NoShowAt).not.toBeNull();
    expect((await act(booked.ReferenceNumber, 'NoShow', undefined, key)).statusCode).toBe(200);
    expect((await auditOf(t.database.db, booked.ReferenceNumber)).map((e) => e.action)).toEqual([
      'reservation.no-show',
    ]);
    const list = await adminGet(t.app, frontDesk.cookie, `/api/Admin/Reservations?PropertyCode=DEMO&Status=NoShow`);
    expect(list.json().Items.map((row: { ReferenceNumber: string }) => row.ReferenceNumber)).toContain(
      booked.ReferenceNumber,
    );
    const [row] = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.referenceNumber, booked.ReferenceNumber));
    expect(row!.status).toBe('no_show');
  });
});

describe('the other actions', () => {
  it('sends the confirmation again, once per click', async () => {
    await at(demoClock);
    const booked = await guestBooks(t.app, demoBooking(ids));
    const key = randomUUID();
    expect((await act(booked.ReferenceNumber, 'ResendConfirmation', undefined, key, frontDesk.cookie)).statusCode).toBe(
      200,
    );
    const res = await act(booked.ReferenceNumber, 'ResendConfirmation', undefined, key, frontDesk.cookie);
    const booking = adminReservationSchema.parse(res.json().Reservation);
    expect(booking.Emails.filter((e) => e.Description === 'Booking confirmation')).toHaveLength(2);
    expect(booking.History.at(-1)).toMatchObject({ Who: 'Fran Desk', What: 'Sent the confirmation email again' });
    expect((await auditOf(t.database.db, booked.ReferenceNumber)).map((e) => e.action)).toEqual([
      'reservation.resend-confirmation',
    ]);
  });

  it('keeps a private note that the guest never sees', async () => {
    await at(demoClock);
    const booked = await guestBooks(t.app, demoBooking(ids));
    const key = randomUUID();
    await act(booked.ReferenceNumber, 'Notes', { Body: 'VIP: upgrade if a suite is free.' }, key, frontDesk.cookie);
    const res = await act(
      booked.ReferenceNumber,
      'Notes',
      { Body: 'VIP: upgrade if a suite is free.' },
      key,
      frontDesk.cookie,
    );
    const booking = adminReservationSchema.parse(res.json().Reservation);
    expect(booking.Notes).toMatchObject([{ Author: 'Fran Desk', Body: 'VIP: upgrade if a suite is free.' }]);
    const guestView = await t.app.inject({
      method: 'GET',
      url: `/api/Reservation/Confirmation?propertyId=DEMO&confirmationToken=${booked.ConfirmationToken}`,
    });
    expect(guestView.body).not.toContain('VIP');
    expect((await manageBooking(t.app, booked.ConfirmationToken)).Notes).not.toContain('VIP');
    expect((await act(booked.ReferenceNumber, 'Notes', { Body: '   ' })).statusCode).toBe(400);
  });

  it("corrects the booker's details, with before and after in the audit log", async () => {
    await at(demoClock);
    const booked = await guestBooks(t.app, demoBooking(ids));
    const res = await act(
      booked.ReferenceNumber,
      'Guest',
      {
        FirstName: 'Augusta Ada',
        LastName: 'King',
        Email: 'ada.king@example.com',
        Phone: '+44 7700 900999',
        Street: '12 St James Square',
        City: 'London',
        ZipCode: 'SW1Y 4JH',
      },
      randomUUID(),
      frontDesk.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Reservation.Booking.Booker).toMatchObject({
      FirstName: 'Augusta Ada',
      LastName: 'King',
      Email: 'ada.king@example.com',
    });
    const [audit] = await auditOf(t.database.db, booked.ReferenceNumber);
    expect(audit).toMatchObject({ action: 'reservation.guest-details', staffName: 'Fran Desk' });
    expect(audit!.before).toMatchObject({ FirstName: 'Ada', Email: 'ada@example.com' });
    expect(audit!.after).toMatchObject({ FirstName: 'Augusta Ada', Email: 'ada.king@example.com' });
    const bad = await act(booked.ReferenceNumber, 'Guest', {
      FirstName: 'A',
      LastName: 'B',
      Email: 'not an email',
      Phone: '0123',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().ModelState).sort()).toEqual(['Email', 'Phone']);
  });
});
