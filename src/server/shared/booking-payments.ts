import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BookingPayment, PaymentState } from '../../contract/payment-schedule';
import { toMajorUnits } from '../../domain/money';
import { restateOpenPayments, type PaymentPlan, type PlannedPayment } from '../../domain/payment-schedule';
import { amountPaidOnline } from '../../domain/taxes';
import type { Db } from '../db/client';
import { bookingPayments, reservations, type BookingPaymentState } from '../db/schema/reservations';

// A booking's payment schedule (docs/product.md, how a booking is paid), kept in booking_payments: written from
// the domain's plan in the booking's transaction, restated in the transaction of every change
// after it, and read for every answer that shows it. Only this module writes a part's amount
// or state outside the charge itself (reservations/payments/charge-part.ts).

export type BookingPaymentRow = typeof bookingPayments.$inferSelect;

const collectOf = { Now: 'now', Automatic: 'automatic', AtProperty: 'at_property' } as const;

/** What paid the parts due now, when the booking took them. */
export interface PaidNow {
  gateway: string | null;
  paymentReference: string | null;
  at: Date;
}

/** Writes the plan's parts: those due now as paid (by `paidNow`) or due (a provider payment yet to come). */
export async function insertPaymentPlan(
  db: Db,
  reservationId: number,
  plan: Pick<PaymentPlan, 'items'>,
  paidNow: PaidNow | null,
  now: Date,
): Promise<void> {
  if (plan.items.length === 0) return;
  await db.insert(bookingPayments).values(
    plan.items.map((item: PlannedPayment) => {
      const paid = item.collect === 'Now' && paidNow !== null;
      return {
        reservationId,
        kind: item.kind,
        collect: collectOf[item.collect],
        due: item.due,
        dueAt: item.dueAt,
        amount: item.amount,
        state: (paid ? 'paid' : 'due') as BookingPaymentState,
        nextAttemptAt: item.collect === 'Automatic' ? item.dueAt : null,
        gateway: paid ? paidNow.gateway : null,
        paymentReference: paid ? paidNow.paymentReference : null,
        paidAt: paid ? paidNow.at : null,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}

/** Marks the parts due now paid, once the payment provider confirmed the payment. */
export async function markPaidNow(db: Db, reservationId: number, paid: PaidNow): Promise<void> {
  await db
    .update(bookingPayments)
    .set({
      state: 'paid',
      gateway: paid.gateway,
      paymentReference: paid.paymentReference,
      paidAt: paid.at,
      updatedAt: paid.at,
    })
    .where(
      and(
        eq(bookingPayments.reservationId, reservationId),
        eq(bookingPayments.collect, 'now'),
        eq(bookingPayments.state, 'due'),
      ),
    );
}

export function listBookingPayments(db: Db, reservationId: number): Promise<BookingPaymentRow[]> {
  return db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.reservationId, reservationId))
    .orderBy(asc(bookingPayments.id));
}

const openStates: readonly BookingPaymentState[] = ['due', 'failed'];

/** A part still to be paid (due, or its automatic charge failed). */
export const isOpen = (row: Pick<BookingPaymentRow, 'state'>) => openStates.includes(row.state);

/** Money taken by the booking's own payment (not the taxes paid at the hotel). */
const ownMoney = (row: Pick<BookingPaymentRow, 'kind'>) => row.kind !== 'PropertyTaxes';

/**
 * After a change in the booking's transaction (its totals and amount paid already written),
 * the open parts are restated so that paid and open add up to what it now owes. A booking
 * cancelled or marked a no-show owes only its fees: its open parts are no longer owed, and a
 * fee beyond what was paid becomes a part of its own, charged to the kept card at once (or owed
 * at the hotel when no card is kept). Answers that fee part's id, for the caller to charge.
 */
export async function restatePaymentSchedule(
  db: Db,
  reservationId: number,
  now: Date,
): Promise<{ feePaymentId: number | null }> {
  const [row] = await db
    .select({
      status: reservations.status,
      total: reservations.total,
      taxesAdded: reservations.taxesAdded,
      payAtProperty: reservations.payAtProperty,
      amountPaid: reservations.amountPaid,
      paymentType: reservations.paymentType,
      cardToken: reservations.cardToken,
      guarantee: reservations.guarantee,
      paymentPlan: reservations.paymentPlan,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  if (!row) return { feePaymentId: null };
  const parts = await listBookingPayments(db, reservationId);
  // Invoices are billed by the hotel, not scheduled.
  if (parts.length === 0) return { feePaymentId: null };
  const owed = amountPaidOnline(row);
  const ended = row.status === 'cancelled' || row.status === 'no_show';
  const open = parts.filter((part) => isOpen(part) && ownMoney(part));
  const taxesAtHotel = parts.filter((part) => isOpen(part) && !ownMoney(part));

  if (ended) {
    for (const part of [...open, ...taxesAtHotel]) await setState(db, part.id, 'waived', now);
    const fee = owed - row.amountPaid;
    if (fee <= 0) return { feePaymentId: null };
    const today = now.toISOString().slice(0, 10);
    const [feePart] = await db
      .insert(bookingPayments)
      .values({
        reservationId,
        kind: row.status === 'no_show' ? 'NoShowFee' : 'CancellationFee',
        collect: row.cardToken ? 'automatic' : 'at_property',
        due: today,
        dueAt: row.cardToken ? now : null,
        amount: fee,
        state: 'due',
        nextAttemptAt: row.cardToken ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: bookingPayments.id });
    return { feePaymentId: row.cardToken ? (feePart?.id ?? null) : null };
  }

  // What the hotel waived is owed no more.
  const waived = parts
    .filter((part) => part.state === 'waived' && ownMoney(part))
    .reduce((sum, part) => sum + part.amount, 0);
  const { amounts, unplaced } = restateOpenPayments(
    open.map((part) => ({ id: part.id, amount: part.amount })),
    { owed: owed - waived, paid: row.amountPaid },
  );
  for (const part of open) {
    const amount = amounts.get(part.id) ?? part.amount;
    if (amount === part.amount) continue;
    await db
      .update(bookingPayments)
      .set({ amount, updatedAt: now, ...(amount === 0 ? { state: 'waived' as const } : {}) })
      .where(eq(bookingPayments.id, part.id));
  }
  // A rise with nothing left open to take it (the balance already paid) is paid at the hotel.
  if (unplaced > 0 && row.paymentPlan !== 'PayNow') {
    const [arrival] = await db
      .select({ dateFrom: reservations.dateFrom })
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    await db.insert(bookingPayments).values({
      reservationId,
      kind: 'Balance',
      collect: 'at_property',
      due: arrival?.dateFrom ?? now.toISOString().slice(0, 10),
      amount: unplaced,
      state: 'due',
      createdAt: now,
      updatedAt: now,
    });
  }
  // The taxes paid at the hotel follow the booking's lines.
  const [taxPart] = taxesAtHotel;
  if (taxPart && taxPart.amount !== row.payAtProperty)
    await db
      .update(bookingPayments)
      .set({
        amount: row.payAtProperty,
        updatedAt: now,
        ...(row.payAtProperty === 0 ? { state: 'waived' as const } : {}),
      })
      .where(eq(bookingPayments.id, taxPart.id));
  return { feePaymentId: null };
}

async function setState(db: Db, id: number, state: BookingPaymentState, now: Date): Promise<void> {
  await db.update(bookingPayments).set({ state, updatedAt: now }).where(eq(bookingPayments.id, id));
}

/** Records money given back, taken from the latest paid parts first; answers what each part gave back. */
export async function recordRefund(
  db: Db,
  reservationId: number,
  amount: number,
  now: Date,
): Promise<{ id: number; gateway: string | null; paymentReference: string | null; amount: number }[]> {
  const paid = (await listBookingPayments(db, reservationId))
    .filter((part) => part.state === 'paid' && part.amount > part.refunded)
    .reverse();
  const taken: { id: number; gateway: string | null; paymentReference: string | null; amount: number }[] = [];
  let left = amount;
  for (const part of paid) {
    if (left <= 0) break;
    const share = Math.min(left, part.amount - part.refunded);
    left -= share;
    taken.push({ id: part.id, gateway: part.gateway, paymentReference: part.paymentReference, amount: share });
    await db
      .update(bookingPayments)
      .set({
        refunded: sql`${bookingPayments.refunded} + ${share}`,
        updatedAt: now,
        ...(share === part.amount - part.refunded ? { state: 'refunded' as const } : {}),
      })
      .where(eq(bookingPayments.id, part.id));
  }
  return taken;
}

const stateNames: Record<BookingPaymentState, PaymentState> = {
  due: 'Due',
  paid: 'Paid',
  failed: 'Failed',
  waived: 'Waived',
  refunded: 'Refunded',
};

/** The schedule as the API answers it, and what is still to be paid. */
export function bookingPaymentsToApi(
  rows: readonly BookingPaymentRow[],
  currency: string,
): { PaymentSchedule: BookingPayment[]; BalanceDue: number } {
  const money = (minor: number) => toMajorUnits(minor, currency);
  return {
    PaymentSchedule: rows.map((row) => ({
      Id: row.id,
      Kind: row.kind,
      Due: row.due,
      DueAt: row.dueAt?.toISOString() ?? null,
      Amount: money(row.amount),
      Collect: row.collect === 'at_property' ? 'AtProperty' : 'Automatic',
      State: stateNames[row.state],
      PaidAt: row.paidAt?.toISOString() ?? null,
      FailureReason: row.state === 'failed' ? row.failureReason : null,
      Refunded: money(row.refunded),
    })),
    BalanceDue: money(rows.filter(isOpen).reduce((sum, row) => sum + row.amount, 0)),
  };
}

/** Several bookings' open money at once (lists, the Today view): reservation id -> open minor units and whether a charge failed. */
export async function openBalances(
  db: Db,
  reservationIds: readonly number[],
): Promise<Map<number, { balanceDue: number; failed: boolean }>> {
  const result = new Map<number, { balanceDue: number; failed: boolean }>();
  if (reservationIds.length === 0) return result;
  const rows = await db
    .select({
      reservationId: bookingPayments.reservationId,
      amount: bookingPayments.amount,
      state: bookingPayments.state,
    })
    .from(bookingPayments)
    .where(
      and(inArray(bookingPayments.reservationId, [...reservationIds]), inArray(bookingPayments.state, [...openStates])),
    );
  for (const row of rows) {
    const entry = result.get(row.reservationId) ?? { balanceDue: 0, failed: false };
    entry.balanceDue += row.amount;
    entry.failed ||= row.state === 'failed';
    result.set(row.reservationId, entry);
  }
  return result;
}

/** The schedule's writes a change makes in its transaction; pass a transaction as `db`. Feature repositories spread these in. */
export function bookingPaymentQueries(db: Db) {
  return {
    restatePayments: (reservationId: number, now: Date) => restatePaymentSchedule(db, reservationId, now),
    recordRefund: (reservationId: number, amount: number, now: Date) => recordRefund(db, reservationId, amount, now),
    /** A payment a change took at once (a price difference charged to a card), for later refunds to find. */
    async recordChangePayment(
      reservationId: number,
      paid: { amount: number; gateway: string; paymentReference: string; at: Date },
    ): Promise<void> {
      if (paid.amount <= 0) return;
      await db.insert(bookingPayments).values({
        reservationId,
        kind: 'Full',
        collect: 'now',
        due: paid.at.toISOString().slice(0, 10),
        amount: paid.amount,
        state: 'paid',
        gateway: paid.gateway,
        paymentReference: paid.paymentReference,
        paidAt: paid.at,
        createdAt: paid.at,
        updatedAt: paid.at,
      });
    },
  };
}
