import { and, eq, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { bookingPayments, reservations } from '../../db/schema/reservations';
import { AppError } from '../../errors';
import type {
  CardGateway,
  CardOnFile,
  CardToCharge,
  KeptCardCharge,
  KeptCardCharger,
} from '../../payments/card-gateway';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { BookingPaymentRow } from '../../shared/booking-payments';
import { recordBookingRevision } from '../../shared/booking-revisions';
import type { ReservationRow } from '../../shared/reservation-lookups';
import { keptCardOf } from '../card-to-charge';
import { queueFailure, queueReceipt, type CardShown } from './payment-emails';

// The one way a part of a booking's payment schedule is charged (docs/product.md, how a booking is paid): the
// balance on its day, a cancellation or no-show fee, a charge the hotel asks for, or the guest
// paying with another card after a charge failed.
//
// A part is first claimed: a conditional update (due or failed, not claimed by anyone whose
// claim still runs; rows another transaction holds are skipped) sets locked_until, counts the
// attempt and fixes charge_key, the gateway's idempotency key. The key is kept until a decline
// is recorded, so whatever happens between the gateway's answer and our record (a crash, a lost
// connection, a claim run out), the next attempt sends the same key and the gateway answers
// the first outcome again: money never moves twice. A claim rolled back with its transaction
// leaves the attempts as they were, so the key it would have set comes out the same next time.
//
// The outcome is recorded in one transaction (the booking's row first, then the part, as every
// change of a booking locks them): paid, with amount_paid raised and a receipt queued; a
// decline worth retrying backs off (1 h, 6 h, 24 h); a final decline, or the fourth, marks the
// part failed and queues the guest's note (with the link to pay another way) and the hotel's.
//
// Card numbers and security codes pass through to the gateway and nowhere else.

export interface ChargeDeps {
  cardGateway: CardGateway;
  paymentProvider: PaymentProvider;
  log: FastifyBaseLogger;
}

/** paid / retrying / failed: recorded. unreachable: the gateway was not reached, tried later under the same key. skipped: not ours to charge now. */
export type ChargeResult =
  | { result: 'paid'; amount: number; paymentReference: string }
  | { result: 'retrying'; amount: number; reason: string; nextAttemptAt: Date }
  | { result: 'failed'; amount: number; reason: string }
  | { result: 'unreachable' }
  | { result: 'skipped' };

/** When to charge a part again after the n-th decline worth retrying; the fourth decline is final. */
const retryDelaysMs = [1, 6, 24].map((hours) => hours * 3_600_000);
export const maxChargeAttempts = retryDelaysMs.length + 1;
/** How long a claim holds a part: longer than any gateway call takes. */
const claimMs = 5 * 60_000;
/** After the gateway could not be reached, the next try comes no sooner than this. */
const unreachableRetryMs = 10 * 60_000;

export const paymentMessages = {
  noCard: 'No card is kept with this booking.',
  cardNotChargeable: 'The card kept with this booking cannot be charged here.',
  beingCharged: 'This payment is being taken right now. Please look again in a minute.',
  gatewayUnreachable: 'We could not reach the card company. Nothing was charged; please try again in a moment.',
};

/** A part still open and not claimed by a charge in progress (one whose claim has not run out). */
const claimable = (at: Date) =>
  and(
    inArray(bookingPayments.state, ['due', 'failed']),
    or(isNull(bookingPayments.lockedUntil), lte(bookingPayments.lockedUntil, at)),
    // Taxes paid at the hotel are never charged online.
    ne(bookingPayments.kind, 'PropertyTaxes'),
  )!;

/**
 * Claims the parts `where` picks that are claimable: several servers (or a server and a guest)
 * never hold the same part, and none waits for another. Answers the parts as claimed.
 */
export async function claimParts(db: Db, where: SQL, at: Date): Promise<BookingPaymentRow[]> {
  const free = db
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(and(where, claimable(at)))
    .for('update', { skipLocked: true });
  return db
    .update(bookingPayments)
    .set({
      lockedUntil: new Date(at.getTime() + claimMs),
      attempts: sql`${bookingPayments.attempts} + 1`,
      chargeKey: sql`coalesce(${bookingPayments.chargeKey}, 'bp_' || ${bookingPayments.id} || '_' || (${bookingPayments.attempts} + 1))`,
      updatedAt: at,
    })
    .where(and(inArray(bookingPayments.id, free), claimable(at)))
    .returning();
}

/** Who charges the card kept with the booking: the gateway or the payment provider that kept it. */
export function keptCardChargerOf(
  deps: ChargeDeps,
  row: Pick<ReservationRow, 'cardToken' | 'paymentGateway'>,
): { name: string; charger: KeptCardCharger } | null {
  if (!row.cardToken) return null;
  if (row.paymentGateway === deps.cardGateway.name) return { name: deps.cardGateway.name, charger: deps.cardGateway };
  if (row.paymentGateway === deps.paymentProvider.name)
    return { name: deps.paymentProvider.name, charger: deps.paymentProvider };
  return null;
}

const cardShownOf = (row: Pick<ReservationRow, 'cardBrand' | 'cardLast4'>): CardShown => ({
  brand: row.cardBrand,
  last4: row.cardLast4,
});

const descriptions: Record<BookingPaymentRow['kind'], string> = {
  Full: 'Payment',
  Deposit: 'Deposit',
  Balance: 'Balance',
  AtProperty: 'Payment',
  PropertyTaxes: 'Taxes',
  CancellationFee: 'Cancellation fee',
  NoShowFee: 'No-show fee',
};

/** A part paid (by `gateway`, under its reference), with its claim, retry and last failure cleared. */
export function paidPartPatch(gateway: string | null, paymentReference: string | null, at: Date) {
  return {
    state: 'paid',
    gateway,
    paymentReference,
    paidAt: at,
    lockedUntil: null,
    nextAttemptAt: null,
    failedAt: null,
    failureReason: null,
    updatedAt: at,
  } as const;
}

/** The card kept with the booking for its later parts and fees: the gateway's token, brand, last four and expiry. */
export async function keepCard(db: Db, reservationId: number, card: CardOnFile, gateway: string, at: Date) {
  await db
    .update(reservations)
    .set({
      cardToken: card.token,
      cardBrand: card.cardType,
      cardLast4: card.lastFourDigits,
      cardExpiryMonth: card.expiryMonth,
      cardExpiryYear: card.expiryYear,
      paymentGateway: gateway,
      updatedAt: at,
    })
    .where(eq(reservations.id, reservationId));
}

async function lockBooking(db: Db, reservationId: number): Promise<void> {
  await db.select({ id: reservations.id }).from(reservations).where(eq(reservations.id, reservationId)).for('update');
}

/** Money in: the booking's amount paid raised by `amount` (minor units). */
async function addPaid(db: Db, reservationId: number, amount: number, at: Date) {
  await db
    .update(reservations)
    .set({ amountPaid: sql`${reservations.amountPaid} + ${amount}`, updatedAt: at })
    .where(eq(reservations.id, reservationId));
}

interface Attempt {
  /** The part as claimed: its amount is what the gateway was asked for. */
  part: BookingPaymentRow;
  reservationId: number;
  card: CardShown;
  gateway: string | null;
  outcome: KeptCardCharge;
  at: Date;
  /** The real clock, for the mail queue (the job may run as of another instant). */
  mailAt: Date;
}

/**
 * Records what the gateway answered for a claimed part, in the caller's transaction. A part no
 * longer ours (recorded by another server under the same key, or no longer owed) is left as it
 * is; money taken for a part no longer owed is logged for the hotel to give back.
 */
async function recordAttempt(db: Db, deps: ChargeDeps, attempt: Attempt): Promise<ChargeResult> {
  const { part, outcome, at } = attempt;
  await lockBooking(db, attempt.reservationId);
  const [current] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, part.id)).for('update');
  const ours =
    current !== undefined &&
    current.chargeKey === part.chargeKey &&
    (current.state === 'due' || current.state === 'failed');
  if (!ours) {
    const sameCharge = outcome.approved && current?.state === 'paid' && current.paymentReference === outcome.paymentId;
    if (outcome.approved && !sameCharge)
      deps.log.error(
        { paymentId: part.id, reservationId: attempt.reservationId, gatewayPaymentId: outcome.paymentId },
        'kept card charged for a payment no longer owed; give it back by hand',
      );
    return { result: 'skipped' };
  }

  if (outcome.approved) {
    await db
      .update(bookingPayments)
      .set({ ...paidPartPatch(attempt.gateway, outcome.paymentId, at), amount: part.amount })
      .where(eq(bookingPayments.id, part.id));
    await addPaid(db, attempt.reservationId, part.amount, at);
    // The booking changed while the card was charged: what it still owes beyond the charge stays
    // owed as a part of its own; a charge beyond it is the hotel's to give back.
    if (current.amount > part.amount)
      await db.insert(bookingPayments).values({
        reservationId: part.reservationId,
        kind: part.kind,
        collect: part.collect,
        due: part.due,
        dueAt: part.dueAt,
        amount: current.amount - part.amount,
        state: 'due',
        nextAttemptAt: at,
        createdAt: at,
        updatedAt: at,
      });
    if (current.amount < part.amount)
      deps.log.error(
        { paymentId: part.id, charged: part.amount, owed: current.amount },
        'kept card charged more than the payment now owes; give the difference back by hand',
      );
    await queueReceipt(
      db,
      { reservationId: attempt.reservationId, paymentIds: [part.id], amount: part.amount, card: attempt.card },
      `${part.id}:paid`,
      attempt.mailAt,
    );
    await recordBookingRevision(db, attempt.reservationId, 'Modified', attempt.mailAt);
    return { result: 'paid', amount: part.amount, paymentReference: outcome.paymentId };
  }

  const reason = outcome.declineReason;
  // A decline recorded: the next charge of this part is a new one, under a new key.
  const declined = { failureReason: reason, lockedUntil: null, chargeKey: null, updatedAt: at };
  if (outcome.retryable && current.attempts < maxChargeAttempts) {
    const nextAttemptAt = new Date(at.getTime() + retryDelaysMs[Math.max(0, current.attempts - 1)]!);
    await db
      .update(bookingPayments)
      .set({ ...declined, state: 'due', nextAttemptAt })
      .where(eq(bookingPayments.id, part.id));
    return { result: 'retrying', amount: part.amount, reason, nextAttemptAt };
  }
  await db
    .update(bookingPayments)
    .set({ ...declined, state: 'failed', failedAt: at, nextAttemptAt: null })
    .where(eq(bookingPayments.id, part.id));
  await queueFailure(
    db,
    { reservationId: attempt.reservationId, paymentId: part.id, amount: part.amount, card: attempt.card, reason },
    `${part.id}:failed:${current.attempts}`,
    attempt.mailAt,
  );
  await recordBookingRevision(db, attempt.reservationId, 'Modified', attempt.mailAt);
  return { result: 'failed', amount: part.amount, reason };
}

/**
 * Asks the kept card's gateway to charge the part, under the part's charge key. Answers null
 * when the gateway could not be reached (logged as `unreachable` says): nothing is known then.
 */
async function chargeKeptCard(
  deps: ChargeDeps,
  kept: { charger: KeptCardCharger },
  row: ReservationRow,
  part: BookingPaymentRow,
  unreachable: string,
): Promise<KeptCardCharge | null> {
  try {
    return await kept.charger.chargeKept({
      card: keptCardOf(row),
      amount: part.amount,
      currency: row.currency,
      reference: row.referenceNumber,
      description: `${descriptions[part.kind]} for booking ${row.referenceNumber}`,
      email: row.bookerEmail,
      idempotencyKey: part.chargeKey!,
    });
  } catch (error) {
    deps.log.warn({ err: error, paymentId: part.id, referenceNumber: row.referenceNumber }, unreachable);
    return null;
  }
}

/**
 * Charges one part with the card kept, as the charge job does: the claim is committed first
 * (other servers see it at once), the gateway called outside any transaction, the outcome
 * recorded in a transaction of its own. `where` narrows what may be claimed (the job: an
 * automatic part whose moment has come). Mail is queued as of `mailAt`.
 */
export async function chargePart(
  db: Db,
  deps: ChargeDeps,
  charge: { partId: number; where?: SQL; at: Date; mailAt: Date },
): Promise<ChargeResult> {
  const { at } = charge;
  const [part] = await claimParts(
    db,
    and(eq(bookingPayments.id, charge.partId), ...(charge.where ? [charge.where] : []))!,
    at,
  );
  if (!part) return { result: 'skipped' };
  const [row] = await db.select().from(reservations).where(eq(reservations.id, part.reservationId));
  if (!row) return { result: 'skipped' };
  const kept = keptCardChargerOf(deps, row);
  const attempt = { part, reservationId: row.id, card: cardShownOf(row), at, mailAt: charge.mailAt };
  if (!kept) {
    const reason = row.cardToken ? paymentMessages.cardNotChargeable : paymentMessages.noCard;
    const outcome: KeptCardCharge = { approved: false, declineReason: reason, retryable: false };
    return db.transaction((tx) => recordAttempt(tx, deps, { ...attempt, gateway: null, outcome }));
  }
  const outcome = await chargeKeptCard(
    deps,
    kept,
    row,
    part,
    'kept card charge: the gateway could not be reached; trying again later',
  );
  if (!outcome) {
    // Nothing is known of the charge: let it go, and ask again later under the same key.
    await db
      .update(bookingPayments)
      .set({
        lockedUntil: null,
        attempts: sql`greatest(0, ${bookingPayments.attempts} - 1)`,
        nextAttemptAt: new Date(at.getTime() + unreachableRetryMs),
        updatedAt: at,
      })
      .where(and(eq(bookingPayments.id, part.id), eq(bookingPayments.chargeKey, part.chargeKey!)));
    return { result: 'unreachable' };
  }
  return db.transaction((tx) => recordAttempt(tx, deps, { ...attempt, gateway: kept.name, outcome }));
}

/**
 * Charges one part with the card kept, inside the caller's transaction, which holds the booking's
 * row (a change by the hotel's staff). A decline is recorded as the job records it and answered;
 * when the gateway cannot be reached, or the part is being charged elsewhere, it throws and the
 * transaction takes the claim back with it.
 */
export async function chargePartInTransaction(
  tx: Db,
  deps: ChargeDeps,
  charge: { row: ReservationRow; partId: number; at: Date; mailAt: Date },
): Promise<ChargeResult> {
  const { row, at } = charge;
  const kept = keptCardChargerOf(deps, row);
  if (!kept)
    throw new AppError('not-available', row.cardToken ? paymentMessages.cardNotChargeable : paymentMessages.noCard);
  const [part] = await claimParts(
    tx,
    and(eq(bookingPayments.id, charge.partId), eq(bookingPayments.reservationId, row.id))!,
    at,
  );
  if (!part) throw new AppError('not-available', paymentMessages.beingCharged);
  const outcome = await chargeKeptCard(deps, kept, row, part, 'kept card charge: the gateway could not be reached');
  if (!outcome) throw new AppError('try-again', paymentMessages.gatewayUnreachable);
  return recordAttempt(tx, deps, {
    part,
    reservationId: row.id,
    card: cardShownOf(row),
    gateway: kept.name,
    outcome,
    at,
    mailAt: charge.mailAt,
  });
}

/**
 * Pays open parts at once with a card the guest gives now, inside the caller's transaction
 * (which holds the booking's row): authorised for their sum through the gateway the caller
 * hands in (it voids the authorisation if the transaction then fails; the caller captures after
 * the commit). A decline throws 402 and the transaction takes everything back. Approved, the
 * parts are paid and the card is kept with the booking for what follows.
 */
export async function payPartsWithNewCard(
  tx: Db,
  gateway: CardGateway,
  charge: { row: ReservationRow; partIds: readonly number[]; card: CardToCharge; at: Date; mailAt: Date },
): Promise<{ authorisationId: string; amount: number; paymentIds: number[] }> {
  const { row, at } = charge;
  const parts = await claimParts(
    tx,
    and(inArray(bookingPayments.id, [...charge.partIds]), eq(bookingPayments.reservationId, row.id))!,
    at,
  );
  if (parts.length !== charge.partIds.length) throw new AppError('not-available', paymentMessages.beingCharged);
  const amount = parts.reduce((sum, part) => sum + part.amount, 0);
  const result = await gateway.authorise({
    amount,
    currency: row.currency,
    card: charge.card,
    reference: row.referenceNumber,
    description: `Payment for booking ${row.referenceNumber}`,
  });
  if (!result.approved) throw new AppError('payment-declined', result.declineReason);
  const paymentIds = parts.map((part) => part.id);
  await tx
    .update(bookingPayments)
    .set(paidPartPatch(gateway.name, result.authorisationId, at))
    .where(inArray(bookingPayments.id, paymentIds));
  await addPaid(tx, row.id, amount, at);
  await keepCard(tx, row.id, result, gateway.name, at);
  await queueReceipt(
    tx,
    {
      reservationId: row.id,
      paymentIds,
      amount,
      card: { brand: result.cardType, last4: result.lastFourDigits },
    },
    `${row.id}:paid:${result.authorisationId}`,
    charge.mailAt,
  );
  await recordBookingRevision(tx, row.id, 'Modified', charge.mailAt);
  return { authorisationId: result.authorisationId, amount, paymentIds };
}

/**
 * A handle on the database whose transactions can be reached from inside: the booking's change
 * recipes hand their work the booking's queries, and the schedule is written in the same
 * transaction through `tx()`. One handle per change.
 */
export function transactionHandle(db: Db): { db: Db; tx(): Db } {
  let current: Db | null = null;
  const scoped = Object.create(db, {
    transaction: {
      value: (work: (tx: Db) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) =>
        db.transaction((tx) => {
          current = tx;
          return work(tx);
        }, config),
    },
  }) as Db;
  return {
    db: scoped,
    tx() {
      if (!current) throw new Error('no transaction has started on this handle');
      return current;
    },
  };
}
