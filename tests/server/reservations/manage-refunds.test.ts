import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCreateResponseSchema } from '../../../src/contract/reservation';
import type { FakePaystack } from '../fakes/paystack';
import type { TestApp } from '../harness';
import { createBooking, demoBooking, demoClock, demoRoom, type DemoIds } from './demo-booking';
import { bookingSite, bookingStatus, bookThroughProvider, startDemoApp } from './demo-app';
import { manageBooking, postChange } from './manage-fixture';

// The money of a cancellation goes back the way it came: through Paystack's refund API (its
// local fake here) for a provider payment, through the card gateway for a card.

let paystack: FakePaystack;
let t: TestApp;
let ids: DemoIds;
let clock = demoClock;

beforeAll(async () => {
  ({ t, ids, paystack } = await startDemoApp({ now: () => clock, paystack: true, config: bookingSite }));
});
afterAll(() => t?.close());

async function paidThroughPaystack(rooms = [demoRoom(ids)]) {
  const booking = await bookThroughProvider(t, ids, { Rooms: rooms });
  paystack.pay(booking.providerReference);
  expect(await bookingStatus(t.app, booking.ConfirmationToken)).toMatchObject({ Status: 'Confirmed' });
  return booking;
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
