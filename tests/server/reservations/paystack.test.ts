import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../src/server/db/schema/mail';
import { reservations } from '../../../src/server/db/schema/reservations';
import type { FakePaystack } from '../fakes/paystack';
import type { TestApp } from '../harness';
import {
  addGiftVoucher,
  bookedRooms,
  createBooking,
  demoBooking,
  demoClock,
  demoRoom,
  leaveRooms,
  reservationCount,
  voucherRemaining,
  weeknights,
  type DemoIds,
} from './demo-booking';
import { bookingSite, bookingStatus, bookThroughProvider, startDemoApp } from './demo-app';

// Ada pays through the payment provider: the server talks to Paystack's API (a local fake of
// it here), holds the rooms while she pays, and confirms the booking once, by its own verify
// call or by Paystack's signed webhook, whichever comes first.

let paystack: FakePaystack;
let t: TestApp;
let ids: DemoIds;
let clock = demoClock;
const adminToken = 'test-admin-token-0123456789';

beforeAll(async () => {
  ({ t, ids, paystack } = await startDemoApp({ now: () => clock, paystack: true, config: bookingSite }));
});
afterAll(() => t?.close());

const db = () => t.database.db;

const bookWithProvider = (rooms = [demoRoom(ids)], extra: Parameters<typeof demoBooking>[1] = {}) =>
  bookThroughProvider(t, ids, { Rooms: rooms, ...extra });

const status = (token: string) => bookingStatus(t.app, token);

const webhook = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Payments/Paystack/Webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
    },
    payload: body,
  });

async function statusOf(referenceNumber: string) {
  const [row] = await db().select().from(reservations).where(eq(reservations.referenceNumber, referenceNumber));
  return row!;
}

describe('initialize', () => {
  it('holds the rooms, starts a Paystack transaction in pence and sends the guest to its page', async () => {
    const before = await bookedRooms(db(), ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo);
    const body = await bookWithProvider();
    expect(body).toMatchObject({ Success: true, Status: 'PendingPayment', PaymentType: 4, TotalCost: 258 });
    expect(body.HoldExpiresAt).toBe(new Date(clock.getTime() + 30 * 60_000).toISOString());

    const transaction = paystack.transactions.get(body.providerReference)!;
    expect(body.RedirectUrl).toBe(`http://checkout.paystack.test/${transaction.accessCode}`);
    expect(transaction).toMatchObject({ amount: 25800, currency: 'GBP', email: 'ada@example.com' });
    expect(transaction.callbackUrl).toBe(`https://book.example.com/Book/DEMO/Status/${body.ConfirmationToken}`);
    expect(body.providerReference.startsWith(body.ReferenceNumber)).toBe(true);

    // Held while she pays.
    expect(await bookedRooms(db(), ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo)).toEqual(
      before.map((n) => n + 1),
    );
    expect(await status(body.ConfirmationToken)).toMatchObject({
      Success: false,
      Status: 'PendingPayment',
      Message: 'We are waiting for your payment to be confirmed. This can take a moment.',
    });
  });

  it('books nothing when Paystack cannot start the payment', async () => {
    const count = await reservationCount(db());
    paystack.failNextInitialize();
    const res = await createBooking(t.app, demoBooking(ids, { PaymentType: 4, CardDetails: null }));
    expect(res.statusCode).toBe(502);
    expect(res.json().Message).toMatch(/could not reach the payment provider/);
    expect(await reservationCount(db())).toBe(count);
  });
});

describe('verify', () => {
  it('confirms the booking when the guest comes back to the Status page after paying', async () => {
    const body = await bookWithProvider();
    const verifies = paystack.calls.verify;
    paystack.pay(body.providerReference);
    expect(await status(body.ConfirmationToken)).toEqual({
      Success: true,
      Message: 'Booking has been made successfully.',
      Status: 'Confirmed',
      ReferenceNumber: body.ReferenceNumber,
      HoldExpiresAt: null,
    });
    expect(paystack.calls.verify).toBe(verifies + 1);
    const row = await statusOf(body.ReferenceNumber);
    expect(row).toMatchObject({ status: 'confirmed', amountPaid: 25800, holdExpiresAt: null });
    // Confirmed: no more questions to Paystack.
    await status(body.ConfirmationToken);
    expect(paystack.calls.verify).toBe(verifies + 1);
  });

  it('keeps waiting while Paystack says the payment is not done', async () => {
    const body = await bookWithProvider();
    expect(await status(body.ConfirmationToken)).toMatchObject({ Success: false, Status: 'PendingPayment' });
    expect((await statusOf(body.ReferenceNumber)).status).toBe('pending_payment');
  });
});

describe('webhook', () => {
  it('confirms on a charge.success signed with the secret key, once however often it comes', async () => {
    const body = await bookWithProvider();
    paystack.pay(body.providerReference);
    const event = paystack.chargeSuccessEvent(body.providerReference);
    const first = await webhook(event.body, event.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ Received: true });
    const confirmed = await statusOf(body.ReferenceNumber);
    expect(confirmed.status).toBe('confirmed');

    // Paystack retries; and the guest's Status page verifies at the same moment.
    const again = await Promise.all([
      webhook(event.body, event.signature),
      webhook(event.body, event.signature),
      status(body.ConfirmationToken),
    ]);
    expect(again[0].statusCode).toBe(200);
    expect(again[1].statusCode).toBe(200);
    expect(again[2]).toMatchObject({ Success: true });
    const after = await statusOf(body.ReferenceNumber);
    expect(after.confirmedAt).toEqual(confirmed.confirmedAt);
    expect(after.amountPaid).toBe(25800);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, String(after.id)));
    expect(mails).toHaveLength(1);
  });

  it('refuses an event with a wrong or missing signature, and confirms nothing', async () => {
    const body = await bookWithProvider();
    paystack.pay(body.providerReference);
    const event = paystack.chargeSuccessEvent(body.providerReference);
    const forged = await webhook(event.body, paystack.sign('something else'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ Message: 'The signature of this event is not valid.' });
    expect((await webhook(event.body, undefined)).statusCode).toBe(401);
    // A body changed after signing.
    expect((await webhook(event.body.replace('"success"', '"success" '), event.signature)).statusCode).toBe(401);
    expect((await statusOf(body.ReferenceNumber)).status).toBe('pending_payment');
  });

  it('does not confirm a payment of the wrong amount', async () => {
    const body = await bookWithProvider();
    const event = paystack.chargeSuccessEvent(body.providerReference, { amount: 100 });
    expect((await webhook(event.body, event.signature)).statusCode).toBe(200);
    expect((await statusOf(body.ReferenceNumber)).status).toBe('pending_payment');
  });

  it('acknowledges events it has no use for', async () => {
    const other = JSON.stringify({ event: 'transfer.success', data: { reference: 'x' } });
    const res = await webhook(other, paystack.sign(other));
    expect(res.statusCode).toBe(200);
  });
});

describe('holds that are never paid', () => {
  it('expire after 30 minutes and free their rooms and voucher value', async () => {
    const stay = { dateFrom: '2027-04-20', dateTo: '2027-04-22' };
    await leaveRooms(db(), ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo, 1);
    await addGiftVoucher(db(), ids.propertyId, 'GIFT-HOLD-50', 50);
    const body = await bookWithProvider([demoRoom(ids, { roomType: 'SUITE', ...stay })], {
      HopGiftVoucherCode: 'GIFT-HOLD-50',
    });
    expect(body.TotalCost).toBe(2 * 279 - 50);
    expect(await bookedRooms(db(), ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo)).toEqual([1, 1]);
    expect(await voucherRemaining(db(), 'GIFT-HOLD-50')).toBe(0);

    // Not yet: 29 minutes on.
    clock = new Date(demoClock.getTime() + 29 * 60_000);
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/Reservation/ExpireHolds',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(early.json()).toEqual({ Expired: 0 });

    clock = new Date(demoClock.getTime() + 31 * 60_000);
    const sweep = await t.app.inject({
      method: 'POST',
      url: '/api/Reservation/ExpireHolds',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(sweep.statusCode).toBe(200);
    expect(sweep.json().Expired).toBeGreaterThanOrEqual(1);
    expect(await bookedRooms(db(), ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo)).toEqual([0, 0]);
    expect(await voucherRemaining(db(), 'GIFT-HOLD-50')).toBe(5000);
    expect(await status(body.ConfirmationToken)).toMatchObject({
      Success: false,
      Status: 'Expired',
      Message: 'Your payment was not completed in time, so your rooms have been released. Please make a new booking.',
    });
  });

  it('give way to a new guest wanting the room: create frees overdue holds before saying sold out', async () => {
    clock = demoClock;
    const stay = { dateFrom: '2027-04-27', dateTo: '2027-04-28' };
    await leaveRooms(db(), ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo, 1);
    const held = await bookWithProvider([demoRoom(ids, { roomType: 'SUITE', ...stay })]);
    expect(
      (await createBooking(t.app, demoBooking(ids, { Rooms: [demoRoom(ids, { roomType: 'SUITE', ...stay })] })))
        .statusCode,
    ).toBe(409);

    clock = new Date(demoClock.getTime() + 45 * 60_000);
    const res = await createBooking(
      t.app,
      demoBooking(ids, { Rooms: [demoRoom(ids, { roomType: 'SUITE', ...stay })] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await statusOf(held.ReferenceNumber)).status).toBe('expired');
    expect(await bookedRooms(db(), ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo)).toEqual([1]);

    // Her payment arrives now: the suite is gone, so it is recorded for a refund, not booked twice.
    paystack.pay(held.providerReference);
    const event = paystack.chargeSuccessEvent(held.providerReference);
    expect((await webhook(event.body, event.signature)).statusCode).toBe(200);
    const late = await statusOf(held.ReferenceNumber);
    expect(late).toMatchObject({ status: 'expired', amountPaid: late.total });
    expect(await bookedRooms(db(), ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo)).toEqual([1]);
    expect((await status(held.ConfirmationToken)).Message).toMatch(/refund/);
  });

  it('are booked after all when a late payment finds the rooms still free', async () => {
    clock = demoClock;
    const stay = { dateFrom: '2027-06-08', dateTo: '2027-06-09' };
    const held = await bookWithProvider([demoRoom(ids, { roomType: 'TWIN', ...stay })]);
    const taken = await bookedRooms(db(), ids.roomTypes.TWIN!, stay.dateFrom, stay.dateTo);
    clock = new Date(demoClock.getTime() + 60 * 60_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/Reservation/ExpireHolds',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(await bookedRooms(db(), ids.roomTypes.TWIN!, stay.dateFrom, stay.dateTo)).toEqual(taken.map((n) => n - 1));

    paystack.pay(held.providerReference);
    const event = paystack.chargeSuccessEvent(held.providerReference);
    await webhook(event.body, event.signature);
    expect((await statusOf(held.ReferenceNumber)).status).toBe('confirmed');
    expect(await bookedRooms(db(), ids.roomTypes.TWIN!, stay.dateFrom, stay.dateTo)).toEqual(taken);
  });

  it('are swept only by operators holding the admin token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Reservation/ExpireHolds' });
    expect(res.statusCode).toBe(401);
  });
});
