import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCreateResponseSchema } from '../../../src/contract/reservation';
import { reservations } from '../../../src/server/db/schema/reservations';
import { startFakePaystack, type FakePaystack } from '../fakes/paystack';
import { startTestApp, type TestApp } from '../harness';
import {
  createBooking,
  demoBooking,
  demoClock,
  demoRoom,
  loadDemoIds,
  tempDataDir,
  type DemoIds,
} from './demo-booking';
import { manageBooking, postChange } from './manage-fixture';

// The money of a cancellation goes back the way it came: through Paystack's refund API (its
// local fake here) for a provider payment, through the card gateway for a card.

let paystack: FakePaystack;
let t: TestApp;
let ids: DemoIds;
let clock = demoClock;

beforeAll(async () => {
  paystack = await startFakePaystack();
  t = await startTestApp({
    now: () => clock,
    config: {
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.baseUrl,
      PUBLIC_URL: 'https://book.example.com',
      DATA_DIR: tempDataDir(),
    },
  });
  ids = await loadDemoIds(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
});

async function paidThroughPaystack(rooms = [demoRoom(ids)]) {
  const res = await createBooking(t.app, demoBooking(ids, { PaymentType: 4, CardDetails: null, Rooms: rooms }));
  expect(res.statusCode, res.body).toBe(201);
  const body = reservationCreateResponseSchema.parse(res.json());
  const [row] = await t.database.db
    .select({ providerReference: reservations.providerReference })
    .from(reservations)
    .where(eq(reservations.referenceNumber, body.ReferenceNumber));
  paystack.pay(row!.providerReference!);
  const status = await t.app.inject({
    method: 'GET',
    url: `/api/Reservation/Status?propertyId=DEMO&confirmationToken=${body.ConfirmationToken}`,
  });
  expect(status.json()).toMatchObject({ Status: 'Confirmed' });
  return { ...body, providerReference: row!.providerReference! };
}

describe('refunds', () => {
  it('refunds a Paystack payment, less the fee, through POST /refund, once', async () => {
    const booking = await paidThroughPaystack([demoRoom(ids), demoRoom(ids)]);
    const second = (await manageBooking(t.app, booking.ConfirmationToken)).Rooms[1]!.ReservationItemId;
    clock = new Date('2027-03-23T15:00:00Z');
    const key = crypto.randomUUID();
    const res = await postChange(
      t.app,
      'Cancel',
      { ConfirmationToken: booking.ConfirmationToken, ReservationItemIds: [second] },
      key,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      CancellationFee: 129,
      RefundAmount: 129,
      Booking: { AmountRefunded: 129, Status: 'Confirmed' },
    });
    expect(paystack.refunds).toEqual([{ transaction: booking.providerReference, amount: 12_900 }]);

    const replay = await postChange(
      t.app,
      'Cancel',
      { ConfirmationToken: booking.ConfirmationToken, ReservationItemIds: [second] },
      key,
    );
    expect(replay.json()).toMatchObject({ RefundAmount: 129 });
    expect(paystack.refunds).toHaveLength(1);
    clock = demoClock;
  });

  it('refunds a card payment through the sandbox gateway and records it', async () => {
    const res = await createBooking(t.app, demoBooking(ids));
    const booking = reservationCreateResponseSchema.parse(res.json());
    const cancel = await postChange(t.app, 'Cancel', { ConfirmationToken: booking.ConfirmationToken });
    expect(cancel.json()).toMatchObject({
      CancellationFee: 0,
      RefundAmount: 258,
      Booking: { Status: 'Cancelled', AmountRefunded: 258, AmountPaid: 0 },
    });
  });
});
