import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../harness';
import {
  bookedRooms,
  createBooking,
  demoBooking,
  demoRoom,
  loadDemoIds,
  tempDataDir,
  type DemoIds,
} from '../demo-booking';
import { postChange } from '../manage-fixture';
import {
  bookWithDeposit,
  cards,
  chargeDue,
  importDepositHotel,
  partsOf,
  reservationOf,
  stay,
} from './payments-fixture';

// Cancelling takes the policy's fee from what was paid and gives back the rest; where less was
// paid than the fee (pay at the hotel, a deposit), the rest of the fee is charged to the card
// kept with the booking, once. The Ashbury's Flexible, Pay at the Hotel and the deposit hotel's
// Best Flexible Rate are both free to cancel until 2pm (London) the day before arrival, then
// keep the first night. The stay: two nights from Wednesday 24 March 2027.

let clock = new Date('2027-03-03T12:00:00Z');
const freePeriod = new Date('2027-03-03T12:00:00Z');
const afterFreePeriod = new Date('2027-03-23T14:01:00Z');
let t: TestApp;
let demo: DemoIds;
let depositHotel: DemoIds;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock, config: { DATA_DIR: tempDataDir() } });
  demo = await loadDemoIds(db());
  depositHotel = await importDepositHotel(db(), freePeriod.toISOString().slice(0, 10));
});
afterAll(async () => {
  await t?.close();
});

async function bookPayAtHotel(card: (typeof cards)[keyof typeof cards] = cards.good) {
  clock = freePeriod;
  const res = await createBooking(
    t.app,
    demoBooking(demo, { CardDetails: card, Rooms: [demoRoom(demo, { ratePlan: 'PAYLATER', ...stay })] }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { ReferenceNumber: string; ConfirmationToken: string; PaidOnline: number };
}

async function cancel(token: string) {
  const res = await postChange(t.app, 'Cancel', { ConfirmationToken: token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { CancellationFee: number; RefundAmount: number };
}

const summary = async (reference: string) =>
  (await partsOf(db(), reference)).map((part) => [part.kind, part.collect, part.state, part.amount]);

describe('cancelling a booking paid at the hotel', () => {
  it('in the free period: nothing is charged, nothing is owed, and the nights go back on sale', async () => {
    const before = await bookedRooms(db(), demo.roomTypes.CLASSIC!, stay.dateFrom, stay.dateTo);
    const booked = await bookPayAtHotel();
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(0);
    const done = await cancel(booked.ConfirmationToken);
    expect(done).toMatchObject({ CancellationFee: 0, RefundAmount: 0 });
    expect(await summary(booked.ReferenceNumber)).toEqual([['AtProperty', 'at_property', 'waived', 27_800]]);
    expect(await bookedRooms(db(), demo.roomTypes.CLASSIC!, stay.dateFrom, stay.dateTo)).toEqual(before);
  });

  it('after it: the first night is charged to the card that guaranteed the booking, once', async () => {
    const booked = await bookPayAtHotel();
    clock = afterFreePeriod;
    const done = await cancel(booked.ConfirmationToken);
    // Flexible, Pay at the Hotel: £129 + £10 a night; the fee is the first night.
    expect(done).toMatchObject({ CancellationFee: 139, RefundAmount: 0 });
    // The cancel wakes the charge job at once; an operator's run finds nothing more to do.
    await chargeDue(t.app, afterFreePeriod);
    await chargeDue(t.app, new Date(afterFreePeriod.getTime() + 60_000));
    await expect
      .poll(() => summary(booked.ReferenceNumber))
      .toEqual([
        ['AtProperty', 'at_property', 'waived', 27_800],
        ['CancellationFee', 'automatic', 'paid', 13_900],
      ]);
    const row = await reservationOf(db(), booked.ReferenceNumber);
    expect({ status: row.status, amountPaid: row.amountPaid, fees: row.cancellationFees }).toEqual({
      status: 'cancelled',
      amountPaid: 13_900,
      fees: 13_900,
    });
  });

  it('a card that declines later leaves the fee failed, for the hotel to collect', async () => {
    const booked = await bookPayAtHotel(cards.laterDeclined);
    clock = afterFreePeriod;
    await cancel(booked.ConfirmationToken);
    await chargeDue(t.app, afterFreePeriod);
    const fee = async () => {
      const part = (await partsOf(db(), booked.ReferenceNumber)).find((row) => row.kind === 'CancellationFee')!;
      return { state: part.state, reason: part.failureReason };
    };
    await expect.poll(fee).toEqual({ state: 'failed', reason: 'Your card was declined.' });
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(0);
  });
});

describe('cancelling a booking with a deposit', () => {
  it('in the free period: the deposit comes back and the balance is owed no more', async () => {
    clock = freePeriod;
    const booked = await bookWithDeposit(t.app, depositHotel);
    const done = await cancel(booked.ConfirmationToken);
    expect(done).toMatchObject({ CancellationFee: 0, RefundAmount: 77.4 });
    expect(await summary(booked.ReferenceNumber)).toEqual([
      ['Deposit', 'now', 'refunded', 7_740],
      ['Balance', 'automatic', 'waived', 18_060],
    ]);
    const row = await reservationOf(db(), booked.ReferenceNumber);
    expect({ paid: row.amountPaid, refunded: row.amountRefunded }).toEqual({ paid: 0, refunded: 7_740 });
  });

  it('after it, with the balance already paid: the first night is kept and the rest given back', async () => {
    clock = freePeriod;
    const booked = await bookWithDeposit(t.app, depositHotel);
    await chargeDue(t.app, new Date('2027-03-10T09:00:00Z'));
    clock = afterFreePeriod;
    const done = await cancel(booked.ConfirmationToken);
    expect(done).toMatchObject({ CancellationFee: 129, RefundAmount: 129 });
    // Given back from the latest payment first: the balance.
    expect(await summary(booked.ReferenceNumber)).toEqual([
      ['Deposit', 'now', 'paid', 7_740],
      ['Balance', 'automatic', 'paid', 18_060],
    ]);
    const balance = (await partsOf(db(), booked.ReferenceNumber))[1]!;
    expect(balance.refunded).toBe(12_900);
  });

  it('after it, with the balance not charged: the deposit is kept and the rest of the first night charged', async () => {
    clock = freePeriod;
    const booked = await bookWithDeposit(t.app, depositHotel);
    // Nothing ran the charge job since: the balance is still open when the guest cancels late.
    clock = afterFreePeriod;
    const done = await cancel(booked.ConfirmationToken);
    expect(done).toMatchObject({ CancellationFee: 129, RefundAmount: 0 });
    await chargeDue(t.app, afterFreePeriod);
    await expect
      .poll(() => summary(booked.ReferenceNumber))
      .toEqual([
        ['Deposit', 'now', 'paid', 7_740],
        ['Balance', 'automatic', 'waived', 18_060],
        ['CancellationFee', 'automatic', 'paid', 5_160],
      ]);
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(12_900);
  });
});
