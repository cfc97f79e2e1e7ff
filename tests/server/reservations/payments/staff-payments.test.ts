import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminReservationResponseSchema } from '../../../../src/contract/admin-bookings';
import { bookingPayments } from '../../../../src/server/db/schema/reservations';
import { adminPost, auditOf } from '../../admin-bookings/admin-fixture';
import type { TestApp } from '../../harness';
import { signInStaff, type SignedInStaffMember } from '../../staff/staff-fixture';
import { demoClock, type DemoIds } from '../demo-booking';
import { gatewaySpy } from './gateway-spy';
import {
  balanceDueAt,
  balanceOf,
  bookWithDeposit,
  cards,
  chargeDue,
  hoursAfter,
  payHotel,
  reservationOf,
  startDepositHotel,
} from './payments-fixture';

// The hotel's staff settle a part of a booking's schedule from its page: charge the kept card
// now, record it paid at the desk, or waive it. Each once per Idempotency-Key, each audited.

vi.mock('../../../../src/server/payments/sandbox-card-gateway', async (importOriginal) =>
  (await import('./gateway-spy')).withSharedGateway(await importOriginal()),
);

let t: TestApp;
let ids: DemoIds;
let frontDesk: SignedInStaffMember;
const db = () => t.database.db;

beforeAll(async () => {
  ({ t, ids } = await startDepositHotel());
  frontDesk = await signInStaff(t, { role: 'frontDesk', property: payHotel, name: 'Fran Desk', now: () => demoClock });
});
afterAll(() => t?.close());
beforeEach(() => gatewaySpy.reset());

const act = (reference: string, paymentId: number, action: 'Charge' | 'MarkPaid' | 'Waive', key = randomUUID()) =>
  adminPost(
    t.app,
    frontDesk.cookie,
    `/api/Admin/Reservations/${reference}/Payments/${paymentId}/${action}?PropertyCode=${payHotel}`,
    undefined,
    key,
  );

const paymentAudits = async (reference: string) =>
  (await auditOf(db(), reference)).filter((entry) => entry.action.startsWith('reservation.payment-'));

describe('Charge', () => {
  it('charges the kept card now, once per key, and audits it', async () => {
    const booked = await bookWithDeposit(t.app, ids);
    const balance = await balanceOf(db(), booked.ReferenceNumber);
    const key = randomUUID();
    const res = await act(booked.ReferenceNumber, balance.id, 'Charge', key);
    expect(res.statusCode, res.body).toBe(200);
    // The booking's page as it now stands.
    const page = adminReservationResponseSchema.parse(res.json()).Reservation;
    expect(page.Booking.PaymentSchedule.map((part) => part.State)).toEqual(['Paid', 'Paid']);
    expect(page.Booking.BalanceDue).toBe(0);

    const replay = await act(booked.ReferenceNumber, balance.id, 'Charge', key);
    expect(replay.statusCode).toBe(200);
    expect(gatewaySpy.callsFor(booked.ReferenceNumber)).toHaveLength(1);
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(25800);
    expect(await balanceOf(db(), booked.ReferenceNumber)).toMatchObject({ state: 'paid', gateway: 'sandbox' });

    const audits = await paymentAudits(booked.ReferenceNumber);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'reservation.payment-charge',
      staffName: 'Fran Desk',
      before: { Payment: balance.id, Kind: 'Balance', State: 'Due' },
      after: { Payment: balance.id, Amount: 180.6, Currency: 'GBP', State: 'Paid' },
    });

    // Paid already: a new key finds nothing to charge; the job neither.
    expect((await act(booked.ReferenceNumber, balance.id, 'Charge')).statusCode).toBe(409);
    await chargeDue(t.app, hoursAfter(balanceDueAt, 1));
    expect(gatewaySpy.callsFor(booked.ReferenceNumber)).toHaveLength(1);
  });

  it('answers 402 when the card declines, with the decline recorded (and replayed, not charged again)', async () => {
    const booked = await bookWithDeposit(t.app, ids, cards.laterDeclined);
    const balance = await balanceOf(db(), booked.ReferenceNumber);
    const key = randomUUID();
    const res = await act(booked.ReferenceNumber, balance.id, 'Charge', key);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ Message: 'Your card was declined.' });
    expect(await balanceOf(db(), booked.ReferenceNumber)).toMatchObject({
      state: 'failed',
      failureReason: 'Your card was declined.',
      chargeKey: null,
    });
    const replay = await act(booked.ReferenceNumber, balance.id, 'Charge', key);
    expect(replay.statusCode).toBe(402);
    expect(gatewaySpy.callsFor(booked.ReferenceNumber)).toHaveLength(1);
    expect((await paymentAudits(booked.ReferenceNumber)).map((entry) => entry.after)).toEqual([
      expect.objectContaining({ State: 'Failed', Declined: 'Your card was declined.' }),
    ]);
  });
});

describe('MarkPaid', () => {
  it('records the balance paid at the desk once, counting it paid; the job then charges nothing', async () => {
    const booked = await bookWithDeposit(t.app, ids);
    const balance = await balanceOf(db(), booked.ReferenceNumber);
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const res = await act(booked.ReferenceNumber, balance.id, 'MarkPaid', key);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await balanceOf(db(), booked.ReferenceNumber)).toMatchObject({ state: 'paid', gateway: 'desk' });
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(25800);
    const audits = await paymentAudits(booked.ReferenceNumber);
    expect(audits.map((entry) => [entry.action, entry.after])).toEqual([
      [
        'reservation.payment-at-desk',
        { Payment: balance.id, Amount: 180.6, Currency: 'GBP', State: 'Paid', At: 'Desk' },
      ],
    ]);
    await chargeDue(t.app, hoursAfter(balanceDueAt, 1));
    expect(gatewaySpy.callsFor(booked.ReferenceNumber)).toEqual([]);
    // The same key for another action on it is refused.
    expect((await act(booked.ReferenceNumber, balance.id, 'Waive', key)).statusCode).toBe(422);
  });

  it('does not count taxes collected at the desk as the booking paid', async () => {
    const booked = await bookWithDeposit(t.app, ids);
    const row = await reservationOf(db(), booked.ReferenceNumber);
    const [taxes] = await db()
      .insert(bookingPayments)
      .values({
        reservationId: row.id,
        kind: 'PropertyTaxes',
        collect: 'at_property',
        due: '2027-03-24',
        amount: 1600,
        state: 'due',
      })
      .returning();
    // Never charged to the card.
    expect((await act(booked.ReferenceNumber, taxes!.id, 'Charge')).statusCode).toBe(409);
    expect((await act(booked.ReferenceNumber, taxes!.id, 'MarkPaid')).statusCode).toBe(200);
    const [after] = await db().select().from(bookingPayments).where(eq(bookingPayments.id, taxes!.id));
    expect(after).toMatchObject({ state: 'paid', gateway: 'desk' });
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(7740);
  });
});

describe('Waive', () => {
  it('waives the balance once per key; it is no longer owed or charged', async () => {
    const booked = await bookWithDeposit(t.app, ids);
    const balance = await balanceOf(db(), booked.ReferenceNumber);
    const key = randomUUID();
    const first = await act(booked.ReferenceNumber, balance.id, 'Waive', key);
    expect(first.statusCode, first.body).toBe(200);
    const page = adminReservationResponseSchema.parse(first.json()).Reservation;
    expect(page.Booking.PaymentSchedule.map((part) => part.State)).toEqual(['Paid', 'Waived']);
    expect(page.Booking.BalanceDue).toBe(0);
    expect((await act(booked.ReferenceNumber, balance.id, 'Waive', key)).statusCode).toBe(200);
    expect(await balanceOf(db(), booked.ReferenceNumber)).toMatchObject({ state: 'waived' });
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(7740);
    expect((await paymentAudits(booked.ReferenceNumber)).map((entry) => [entry.action, entry.before])).toEqual([
      ['reservation.payment-waive', { Payment: balance.id, Kind: 'Balance', State: 'Due' }],
    ]);
    await chargeDue(t.app, hoursAfter(balanceDueAt, 1));
    expect(gatewaySpy.callsFor(booked.ReferenceNumber)).toEqual([]);
    // Not open any more.
    expect((await act(booked.ReferenceNumber, balance.id, 'MarkPaid')).statusCode).toBe(409);
  });

  it('answers 404 for a payment of another booking', async () => {
    const one = await bookWithDeposit(t.app, ids);
    const other = await bookWithDeposit(t.app, ids);
    const balance = await balanceOf(db(), other.ReferenceNumber);
    expect((await act(one.ReferenceNumber, balance.id, 'Waive')).statusCode).toBe(404);
    const [still] = await db()
      .select({ state: bookingPayments.state })
      .from(bookingPayments)
      .where(and(eq(bookingPayments.id, balance.id)));
    expect(still!.state).toBe('due');
  });
});
