import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../../../src/server/db/schema/mail';
import { readMime, type SmtpInbox } from '../../fakes/smtp-inbox';
import type { TestApp } from '../../harness';
import type { DemoIds } from '../demo-booking';
import { gatewaySpy } from './gateway-spy';
import {
  balanceDueAt,
  balanceOf,
  bookWithDeposit,
  cards,
  chargeDue,
  hoursAfter,
  manageOf,
  partsOf,
  reservationOf,
  startDepositHotel,
} from './payments-fixture';

// The balance charges: on its day the balance of a deposit booking is charged to the card kept
// with it, once, whatever fails on the way; a decline worth retrying is tried again later, a
// final one marks the payment failed and tells the guest (with the link to pay another way)
// and the hotel.

vi.mock('../../../../src/server/payments/sandbox-card-gateway', async (importOriginal) =>
  (await import('./gateway-spy')).withSharedGateway(await importOriginal()),
);

let t: TestApp;
let ids: DemoIds;
let inbox: SmtpInbox;
const db = () => t.database.db;

beforeAll(async () => {
  ({ t, ids, inbox } = await startDepositHotel({ smtp: true }));
});
afterAll(() => t?.close());
beforeEach(() => gatewaySpy.reset());

/** Every balance due by `at` of earlier tests is settled first, so each test counts its own. */
async function settleEarlier(at: Date) {
  await chargeDue(t.app, at);
  gatewaySpy.reset();
}

describe('the balance on its day', () => {
  it('charges the balance to the kept card once, on its day and not before, and sends a receipt', async () => {
    const booked = await bookWithDeposit(t.app, ids);
    const parts = await partsOf(db(), booked.ReferenceNumber);
    expect(parts.map((part) => [part.kind, part.collect, part.state, part.amount])).toEqual([
      ['Deposit', 'now', 'paid', 7740],
      ['Balance', 'automatic', 'due', 18060],
    ]);
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(7740);

    // The day before: nothing.
    expect(await chargeDue(t.app, hoursAfter(balanceDueAt, -1))).toEqual({ Charged: 0, Failed: 0, Retrying: 0 });
    expect(gatewaySpy.callsFor(booked.ReferenceNumber)).toEqual([]);

    expect((await chargeDue(t.app, balanceDueAt)).Charged).toBeGreaterThanOrEqual(1);
    // Run again: nothing more.
    expect(await chargeDue(t.app, hoursAfter(balanceDueAt, 2))).toEqual({ Charged: 0, Failed: 0, Retrying: 0 });

    const calls = gatewaySpy.callsFor(booked.ReferenceNumber);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request).toMatchObject({ amount: 18060, currency: 'GBP', email: 'ada@example.com' });
    const balance = await balanceOf(db(), booked.ReferenceNumber);
    expect(balance).toMatchObject({ state: 'paid', gateway: 'sandbox', lockedUntil: null, failureReason: null });
    expect(balance.paymentReference).toBe((calls[0]!.outcome as { paymentId: string }).paymentId);
    expect(balance.paidAt).toEqual(balanceDueAt);
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(25800);

    const manage = await manageOf(t.app, booked.ConfirmationToken);
    expect(manage.BalanceDue).toBe(0);
    expect(manage.PaymentSchedule.map((part) => part.State)).toEqual(['Paid', 'Paid']);
    expect(manage.Actions).toMatchObject({ CanPayBalance: false, CanReplaceCard: false });

    const receipt = (await waitForMail(booked.ReferenceNumber, 'Payment received')).text;
    expect(receipt).toContain(`GBP 180.60 was charged to Visa ending 4242 for your booking ${booked.ReferenceNumber}.`);
  });

  it('charges once when the record of the charge fails after the gateway approved it', async () => {
    const booked = await bookWithDeposit(t.app, ids);
    await settleEarlier(hoursAfter(balanceDueAt, -1));
    // The first record of a paid part fails, as if the server died between the gateway's answer and the commit.
    await crashFirstPaidRecord();
    try {
      const first = await chargeDue(t.app, balanceDueAt);
      expect(first).toMatchObject({ Charged: 0 });
      const claimed = await balanceOf(db(), booked.ReferenceNumber);
      expect(claimed).toMatchObject({ state: 'due', attempts: 1 });
      expect(claimed.chargeKey).not.toBeNull();
      // Another server sees the claim until it runs out.
      expect((await chargeDue(t.app, hoursAfter(balanceDueAt, 0.01))).Charged).toBe(0);

      expect((await chargeDue(t.app, hoursAfter(balanceDueAt, 0.5))).Charged).toBe(1);
      const calls = gatewaySpy.callsFor(booked.ReferenceNumber);
      expect(calls.map((call) => call.request.idempotencyKey)).toEqual([claimed.chargeKey, claimed.chargeKey]);
      expect(new Set(calls.map((call) => JSON.stringify(call.outcome))).size).toBe(1);
      expect(gatewaySpy.approvedKeys()).toEqual([claimed.chargeKey]);
      const balance = await balanceOf(db(), booked.ReferenceNumber);
      expect(balance.state).toBe('paid');
      expect(balance.paymentReference).toBe((calls[0]!.outcome as { paymentId: string }).paymentId);
      expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(25800);
    } finally {
      await db().execute(sql`DROP TRIGGER IF EXISTS crash_first_paid ON booking_payments`);
    }
  });

  it('asks again under the same key when the answer was lost or the gateway was away', async () => {
    const booked = await bookWithDeposit(t.app, ids);
    await settleEarlier(hoursAfter(balanceDueAt, -1));
    gatewaySpy.unreachable = 1;
    expect(await chargeDue(t.app, balanceDueAt)).toEqual({ Charged: 0, Failed: 0, Retrying: 1 });
    const released = await balanceOf(db(), booked.ReferenceNumber);
    expect(released).toMatchObject({ state: 'due', attempts: 0, lockedUntil: null });
    const key = released.chargeKey;
    expect(key).not.toBeNull();

    gatewaySpy.loseAnswers = 1;
    expect((await chargeDue(t.app, hoursAfter(balanceDueAt, 1))).Retrying).toBe(1);
    expect((await balanceOf(db(), booked.ReferenceNumber)).chargeKey).toBe(key);

    expect((await chargeDue(t.app, hoursAfter(balanceDueAt, 2))).Charged).toBe(1);
    const calls = gatewaySpy.callsFor(booked.ReferenceNumber);
    expect(calls.map((call) => call.request.idempotencyKey)).toEqual([key, key]);
    expect(gatewaySpy.approvedKeys()).toEqual([key]);
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(25800);
  });
});

describe('declines', () => {
  it('backs off after a decline worth retrying (1 h, 6 h, 24 h), each time under a new key, then fails', async () => {
    const booked = await bookWithDeposit(t.app, ids, cards.laterShortOfFunds);
    await settleEarlier(hoursAfter(balanceDueAt, -1));
    let at = balanceDueAt;
    for (const [hours, attempts] of [
      [1, 1],
      [6, 2],
      [24, 3],
    ] as const) {
      expect(await chargeDue(t.app, at)).toEqual({ Charged: 0, Failed: 0, Retrying: 1 });
      const balance = await balanceOf(db(), booked.ReferenceNumber);
      expect(balance).toMatchObject({
        state: 'due',
        attempts,
        failureReason: 'Your card has insufficient funds.',
        chargeKey: null,
      });
      expect(balance.nextAttemptAt).toEqual(hoursAfter(at, hours));
      // Not before its time.
      expect(await chargeDue(t.app, hoursAfter(at, hours - 0.5))).toEqual({ Charged: 0, Failed: 0, Retrying: 0 });
      at = hoursAfter(at, hours);
    }
    expect(await chargeDue(t.app, at)).toEqual({ Charged: 0, Failed: 1, Retrying: 0 });
    const keys = gatewaySpy.callsFor(booked.ReferenceNumber).map((call) => call.request.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(4);
    expect(await balanceOf(db(), booked.ReferenceNumber)).toMatchObject({ state: 'failed', attempts: 4 });
    expect((await reservationOf(db(), booked.ReferenceNumber)).amountPaid).toBe(7740);
  });

  it('marks a final decline failed, and tells the guest (with the link to pay) and the hotel', async () => {
    const booked = await bookWithDeposit(t.app, ids, cards.laterDeclined);
    await settleEarlier(hoursAfter(balanceDueAt, -1));
    expect(await chargeDue(t.app, balanceDueAt)).toEqual({ Charged: 0, Failed: 1, Retrying: 0 });
    const balance = await balanceOf(db(), booked.ReferenceNumber);
    expect(balance).toMatchObject({ state: 'failed', failureReason: 'Your card was declined.', attempts: 1 });
    expect(balance.failedAt).toEqual(balanceDueAt);
    // Failed stays failed: the job does not charge it again.
    expect(await chargeDue(t.app, hoursAfter(balanceDueAt, 48))).toEqual({ Charged: 0, Failed: 0, Retrying: 0 });
    expect(gatewaySpy.callsFor(booked.ReferenceNumber)).toHaveLength(1);

    const row = await reservationOf(db(), booked.ReferenceNumber);
    const queued = await db()
      .select({ kind: mailOutbox.kind, payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(sql`${mailOutbox.payload}->>'reservationId' = ${String(row.id)} AND ${mailOutbox.kind} LIKE 'payment-%'`);
    expect(queued.map((mail) => mail.kind).sort()).toEqual(['payment-failed-guest', 'payment-failed-hotel']);

    const manage = await manageOf(t.app, booked.ConfirmationToken);
    expect(manage.Actions).toMatchObject({ CanPayBalance: true, CanReplaceCard: true });
    expect(manage.BalanceDue).toBe(180.6);
    expect(manage.PaymentSchedule[1]).toMatchObject({ State: 'Failed', FailureReason: 'Your card was declined.' });

    const guest = await waitForMail(booked.ReferenceNumber, 'Payment failed for your booking');
    expect(guest.to).toEqual(['ada@example.com']);
    expect(guest.text).toContain(
      `We could not charge GBP 180.60 (the balance of your booking ${booked.ReferenceNumber}) to Visa ending 5126: Your card was declined.`,
    );
    expect(guest.text).toContain(`https://book.example.com/Book/PAYDEMO/Manage/${booked.ConfirmationToken}`);
    const hotel = await waitForMail(booked.ReferenceNumber, `Payment failed: ${booked.ReferenceNumber}`);
    expect(hotel.to).toEqual(['stay@ashbury-hotels.example']);
    expect(hotel.text).toContain('could not be charged to Visa ending 5126: Your card was declined.');
  });
});

describe('POST Payments/ChargeDue', () => {
  it('is for operators only', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/Payments/ChargeDue', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Payments/ChargeDue',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('runs on the app clock without AsOf', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Payments/ChargeDue',
      headers: { authorization: `Bearer ${(await import('./payments-fixture')).adminToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    // On 3 March nothing is due yet.
    expect(res.json()).toEqual({ Charged: 0, Failed: 0, Retrying: 0 });
  });
});

/** A trigger that fails the first update marking a part paid (sequences do not roll back). */
async function crashFirstPaidRecord() {
  await db().execute(sql`CREATE SEQUENCE IF NOT EXISTS crash_first_paid_seq`);
  await db().execute(sql`SELECT setval('crash_first_paid_seq', 1, false)`);
  await db().execute(sql`
    CREATE OR REPLACE FUNCTION crash_first_paid() RETURNS trigger AS $$
    BEGIN
      IF NEW.state = 'paid' AND OLD.state <> 'paid' AND nextval('crash_first_paid_seq') = 1 THEN
        RAISE EXCEPTION 'test: the server died before the charge was recorded';
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`);
  await db().execute(sql`
    CREATE TRIGGER crash_first_paid BEFORE UPDATE ON booking_payments
    FOR EACH ROW EXECUTE FUNCTION crash_first_paid()`);
}

/** The text part of the first message about `reference` whose subject starts with `subject`. */
async function waitForMail(reference: string, subject: string): Promise<{ to: string[]; text: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const message of inbox.messages) {
      const { headers, parts } = readMime(message.raw);
      const text = parts.find((part) => (part.headers['content-type'] ?? '').startsWith('text/plain'))?.body ?? '';
      if ((headers.subject ?? '').startsWith(subject) && (headers.subject ?? '').includes(reference))
        return { to: message.to, text };
      if ((headers.subject ?? '').startsWith(subject) && text.includes(reference)) return { to: message.to, text };
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" about ${reference}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
