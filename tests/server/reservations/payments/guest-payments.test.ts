import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { payBalanceResponseSchema, replaceCardResponseSchema } from '../../../../src/contract/manage-booking';
import { mailOutbox } from '../../../../src/server/db/schema/mail';
import { reservationChanges } from '../../../../src/server/db/schema/reservations';
import type { TestApp } from '../../harness';
import { demoRoom, type DemoIds } from '../demo-booking';
import { gatewaySpy } from './gateway-spy';
import {
  balanceDueAt,
  balanceOf,
  bookWithDeposit,
  cardNumbers,
  cards,
  chargeDue,
  guestCall,
  hoursAfter,
  manageOf,
  partsOf,
  reservationOf,
  startDepositHotel,
  stay,
} from './payments-fixture';

// The guest pays the rest themselves: with another card when the balance's charge failed (or
// before it falls due), or by keeping another card with the booking for the job to charge.
// Both under an Idempotency-Key; no card number is ever kept anywhere in the database.

vi.mock('../../../../src/server/payments/sandbox-card-gateway', async (importOriginal) =>
  (await import('./gateway-spy')).withSharedGateway(await importOriginal()),
);

let t: TestApp;
let ids: DemoIds;
const db = () => t.database.db;

beforeAll(async () => {
  ({ t, ids } = await startDepositHotel());
});
afterAll(() => t?.close());
beforeEach(() => gatewaySpy.reset());

/** A deposit booking whose balance's charge was declined for good on its day. */
async function failedBalance() {
  const booked = await bookWithDeposit(t.app, ids, cards.laterDeclined);
  await chargeDue(t.app, balanceDueAt);
  expect((await balanceOf(db(), booked.ReferenceNumber)).state).toBe('failed');
  const declinedKey = gatewaySpy.callsFor(booked.ReferenceNumber)[0]!.request.idempotencyKey;
  gatewaySpy.reset();
  return { ...booked, declinedKey };
}

const changesOf = async (reservationId: number, kind: 'pay_balance' | 'replace_card') =>
  db()
    .select()
    .from(reservationChanges)
    .where(and(eq(reservationChanges.reservationId, reservationId), eq(reservationChanges.kind, kind)));

describe('POST Reservation/PayBalance', () => {
  it('pays a failed balance with another card, keeps that card, and answers the booking as it stands', async () => {
    const booked = await failedBalance();
    const token = booked.ConfirmationToken;

    const declined = await guestCall(t.app, 'PayBalance', { ConfirmationToken: token, CardDetails: cards.declined });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ Message: 'Your card was declined.' });
    expect((await balanceOf(db(), booked.ReferenceNumber)).state).toBe('failed');
    expect((await reservationOf(db(), booked.ReferenceNumber)).cardLast4).toBe('5126');

    const key = randomUUID();
    const res = await guestCall(t.app, 'PayBalance', { ConfirmationToken: token, CardDetails: cards.other }, key);
    expect(res.statusCode, res.body).toBe(200);
    const paid = payBalanceResponseSchema.parse(res.json());
    expect(paid.Amount).toBe(180.6);
    expect(paid.Booking.BalanceDue).toBe(0);
    expect(paid.Booking.PaymentSchedule.map((part) => part.State)).toEqual(['Paid', 'Paid']);
    expect(paid.Booking.Actions).toMatchObject({ CanPayBalance: false });

    const row = await reservationOf(db(), booked.ReferenceNumber);
    expect(row).toMatchObject({
      amountPaid: 25800,
      cardLast4: '4444',
      cardBrand: 'mastercard',
      paymentGateway: 'sandbox',
    });
    const balance = await balanceOf(db(), booked.ReferenceNumber);
    expect(balance).toMatchObject({ state: 'paid', gateway: 'sandbox', failureReason: null, lockedUntil: null });
    expect(balance.paymentReference).toMatch(/^sandbox_auth_/);
    // Paid with a new card: no kept-card charge.
    expect(gatewaySpy.callsFor(booked.ReferenceNumber)).toEqual([]);

    // The same key: the first answer, nothing charged again.
    const replay = await guestCall(t.app, 'PayBalance', { ConfirmationToken: token, CardDetails: cards.other }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(res.json());
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(25800);
    expect(await changesOf(row.id, 'pay_balance')).toHaveLength(1);

    // A new key: nothing is left to pay.
    const again = await guestCall(t.app, 'PayBalance', { ConfirmationToken: token, CardDetails: cards.other });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: 'Nothing is left to pay online for this booking.' });

    const receipts = await db()
      .select({ payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'payment-receipt'), sql`${mailOutbox.payload}->>'reservationId' = ${String(row.id)}`),
      );
    expect(receipts.map((mail) => mail.payload)).toEqual([
      { reservationId: row.id, paymentIds: [balance.id], amount: 18060, card: { brand: 'mastercard', last4: '4444' } },
    ]);
  });

  it('pays a balance before its day (PaymentId); the job then has nothing to charge', async () => {
    const booked = await bookWithDeposit(t.app, ids);
    const balance = await balanceOf(db(), booked.ReferenceNumber);
    const manage = await manageOf(t.app, booked.ConfirmationToken);
    expect(manage.Actions).toMatchObject({ CanPayBalance: true, CanReplaceCard: true });

    const wrongPart = await guestCall(t.app, 'PayBalance', {
      ConfirmationToken: booked.ConfirmationToken,
      PaymentId: (await partsOf(db(), booked.ReferenceNumber))[0]!.id,
      CardDetails: cards.other,
    });
    expect(wrongPart.statusCode).toBe(409);

    const res = await guestCall(t.app, 'PayBalance', {
      ConfirmationToken: booked.ConfirmationToken,
      PaymentId: balance.id,
      CardDetails: cards.good,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(payBalanceResponseSchema.parse(res.json()).Amount).toBe(180.6);
    await chargeDue(t.app, hoursAfter(balanceDueAt, 1));
    expect(gatewaySpy.callsFor(booked.ReferenceNumber)).toEqual([]);
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(25800);
  });

  it('refuses a card number that is not one (400) and a booking paid in full (409)', async () => {
    const booked = await bookWithDeposit(t.app, ids, cards.good, {
      Rooms: [demoRoom(ids, { ratePlan: 'NRF', ...stay })],
    });
    expect((await partsOf(db(), booked.ReferenceNumber)).map((part) => part.kind)).toEqual(['Full']);
    const bad = await guestCall(t.app, 'PayBalance', {
      ConfirmationToken: booked.ConfirmationToken,
      CardDetails: { ...cards.good, CardNumber: '1234' },
    });
    expect(bad.statusCode).toBe(400);
    const nothing = await guestCall(t.app, 'PayBalance', {
      ConfirmationToken: booked.ConfirmationToken,
      CardDetails: cards.good,
    });
    expect(nothing.statusCode).toBe(409);
    const manage = await manageOf(t.app, booked.ConfirmationToken);
    expect(manage.Actions).toMatchObject({ CanPayBalance: false, CanReplaceCard: false });
    const replace = await guestCall(t.app, 'ReplaceCard', {
      ConfirmationToken: booked.ConfirmationToken,
      CardDetails: cards.other,
    });
    expect(replace.statusCode).toBe(409);
    expect(replace.json()).toEqual({
      Message: 'This booking keeps no card for later payments, so there is no card to replace.',
    });
  });
});

describe('POST Reservation/ReplaceCard', () => {
  it('keeps the new card, and the job charges it for the balance that failed', async () => {
    const booked = await failedBalance();
    const token = booked.ConfirmationToken;

    const declined = await guestCall(t.app, 'ReplaceCard', { ConfirmationToken: token, CardDetails: cards.declined });
    expect(declined.statusCode).toBe(402);
    expect((await reservationOf(db(), booked.ReferenceNumber)).cardLast4).toBe('5126');

    const key = randomUUID();
    const res = await guestCall(t.app, 'ReplaceCard', { ConfirmationToken: token, CardDetails: cards.other }, key);
    expect(res.statusCode, res.body).toBe(200);
    const answer = replaceCardResponseSchema.parse(res.json());
    expect(answer.Booking.PaymentSchedule[1]).toMatchObject({ State: 'Due', FailureReason: null });
    const row = await reservationOf(db(), booked.ReferenceNumber);
    expect(row).toMatchObject({ cardLast4: '4444', cardBrand: 'mastercard', amountPaid: 7740 });
    // Nothing charged to keep it.
    expect(gatewaySpy.charges).toEqual([]);

    const replay = await guestCall(t.app, 'ReplaceCard', { ConfirmationToken: token, CardDetails: cards.other }, key);
    expect(replay.statusCode).toBe(200);
    expect((await reservationOf(db(), booked.ReferenceNumber)).cardToken).toBe(row.cardToken);
    expect(await changesOf(row.id, 'replace_card')).toHaveLength(1);

    expect((await chargeDue(t.app, hoursAfter(balanceDueAt, 1))).Charged).toBeGreaterThanOrEqual(1);
    const calls = gatewaySpy.callsFor(booked.ReferenceNumber);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request.token).toBe(row.cardToken);
    expect(calls[0]!.request.idempotencyKey).not.toBe(booked.declinedKey);
    expect(calls[0]!.outcome.approved).toBe(true);
    expect(await balanceOf(db(), booked.ReferenceNumber)).toMatchObject({ state: 'paid', failureReason: null });
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(25800);
  });

  it('tries a balance waiting to retry again on the new card, under a new key', async () => {
    const booked = await bookWithDeposit(t.app, ids, cards.laterShortOfFunds);
    await chargeDue(t.app, balanceDueAt);
    const waiting = await balanceOf(db(), booked.ReferenceNumber);
    expect(waiting).toMatchObject({ state: 'due', attempts: 1 });
    const res = await guestCall(t.app, 'ReplaceCard', {
      ConfirmationToken: booked.ConfirmationToken,
      CardDetails: cards.good,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Before the hour of the retry.
    await chargeDue(t.app, hoursAfter(balanceDueAt, 0.25));
    const keys = gatewaySpy.callsFor(booked.ReferenceNumber).map((call) => call.request.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect((await balanceOf(db(), booked.ReferenceNumber)).state).toBe('paid');
  });
});

it('keeps no card number anywhere in the database', async () => {
  const columns = await db().execute<{ table_name: string; column_name: string }>(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'character')`);
  const rows = Array.isArray(columns) ? columns : (columns as unknown as { rows: typeof columns }).rows;
  const list = rows as unknown as { table_name: string; column_name: string }[];
  expect(list.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of list) {
    for (const number of cardNumbers) {
      const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
      const hit = await db().execute(
        sql`SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text LIKE ${`%${number}%`} OR ${sql.identifier(column)}::text LIKE ${`%${spaced}%`} LIMIT 1`,
      );
      const hits = Array.isArray(hit) ? hit : (hit as unknown as { rows: unknown[] }).rows;
      if (hits.length > 0) found.push(`${table}.${column}: ${number}`);
    }
  }
  expect(found).toEqual([]);
});
