import type { FastifyBaseLogger } from 'fastify';
import type { PaidNow } from '../shared/booking-payments';
import { roomNightsToTake } from '../../domain/room-nights';
import { formatMoney, toMajorUnits } from '../../domain/money';
import { todayIn } from '../../domain/same-day';
import { amountPaidOnline } from '../../domain/taxes';
import type { PaymentProvider, ProviderPayment } from '../payments/payment-provider';
import type { PaymentEventHandlers, SandboxCheckout } from '../payments/routes';
import { periodicJob, type PeriodicJob } from '../platform/periodic-job';
import type { PropertyLookup } from '../properties/require-property';
import { confirmationTokenOf } from './booking-reference';
import type { NewReservation, ReservationQueries, ReservationRepository, ReservationRow } from './repository';

// The payment provider's side of a booking (docs/architecture.md, rules the server owns): a PayByPayStack booking
// holds its rooms as pending_payment until HoldExpiresAt. It is confirmed once, by whichever
// comes first of our verify call (the Status page) and a signed webhook: the status guard
// `WHERE status = 'pending_payment'` lets exactly one of them through. Holds past their time
// are expired by a sweeper (every minute on every server, and on demand), which gives their
// rooms, extras and voucher value back in the same transaction.

export interface ProviderPaymentDeps {
  properties: PropertyLookup;
  repository: ReservationRepository;
  paymentProvider: PaymentProvider;
  secretKey: string;
  now: () => Date;
  log: FastifyBaseLogger;
  mailQueued: () => void;
}

const sweepBatch = 100;

/** What a booking holds, given back: nights, extras (room type then date; service id) and voucher value. */
async function releaseHeld(
  tx: ReservationQueries,
  released: readonly { id: number; giftVoucherId: number | null; voucherDiscount: number }[],
) {
  const held = await tx.heldInventory(released.map((row) => row.id));
  await tx.releaseRoomNights(roomNightsToTake(held.stays));
  await tx.releaseServices(held.serviceUses.sort((a, b) => a.serviceId - b.serviceId));
  for (const row of released)
    if (row.giftVoucherId && row.voucherDiscount > 0) await tx.restoreVoucher(row.giftVoucherId, row.voucherDiscount);
}

/** Takes a released booking's rooms, extras and voucher value again; false (and nothing taken) when any is gone. */
async function retake(tx: ReservationQueries, row: ReservationRow, today: string): Promise<boolean> {
  const held = await tx.heldInventory([row.id]);
  if ((await tx.takeRoomNights(roomNightsToTake(held.stays))) !== null) return false;
  if ((await tx.takeServices(held.serviceUses.sort((a, b) => a.serviceId - b.serviceId))) !== null) return false;
  if (
    row.giftVoucherId &&
    row.voucherDiscount > 0 &&
    !(await tx.redeemVoucher(row.giftVoucherId, row.voucherDiscount, today))
  )
    return false;
  return true;
}

class NotRetaken extends Error {}

/**
 * A payment for a booking whose hold expired or was cancelled meanwhile (its rooms went back on
 * sale): booked again if every room, extra and voucher value is still free, else recorded for a refund.
 */
async function paidAfterRelease(
  deps: Pick<ProviderPaymentDeps, 'properties' | 'repository' | 'log' | 'mailQueued'>,
  row: ReservationRow,
  payment: ProviderPayment,
  paid: Partial<NewReservation> & { status: 'confirmed'; confirmedAt: Date },
  paidNow: PaidNow,
): Promise<'confirmed' | 'already' | 'refundDue'> {
  const { repository, log } = deps;
  const now = paid.confirmedAt;
  const property = await deps.properties.findProperty(String(row.propertyId));
  const today = todayIn(property?.timeZone ?? 'UTC', now);
  try {
    await repository.transaction(async (tx) => {
      const revived = await tx.leaveReleased(row.id, paid);
      if (!revived) throw new NotRetaken();
      if (!(await retake(tx, row, today))) throw new NotRetaken();
      await tx.markPaidNow(row.id, paidNow);
      await tx.enqueueConfirmationEmail(row.id, now);
      await tx.recordRevision(row.id, 'New', now);
    });
    log.warn(
      { referenceNumber: row.referenceNumber },
      'late provider payment: the rooms were still free and are booked again',
    );
    deps.mailQueued();
    return 'confirmed';
  } catch (error) {
    if (!(error instanceof NotRetaken)) throw error;
    const current = await repository.findById(row.id);
    if (current?.status === 'confirmed') return 'already';
    await repository.updateReservation(row.id, {
      amountPaid: payment.amount,
      paidAt: payment.paidAt ?? now,
      updatedAt: now,
    });
    log.error(
      { referenceNumber: row.referenceNumber, amount: payment.amount },
      'late provider payment for rooms sold meanwhile: refund due',
    );
    return 'refundDue';
  }
}

/** What the provider is paid with the booking: the schedule's parts due now (all of it before schedules). */
async function dueWithBooking(repository: ProviderPaymentDeps['repository'], row: ReservationRow): Promise<number> {
  const parts = await repository.listPayments(row.id);
  if (parts.length === 0) return amountPaidOnline(row);
  return parts.filter((part) => part.collect === 'now').reduce((sum, part) => sum + part.amount, 0);
}

/** The card paid with, when the provider lets it be charged again (for the parts to come). */
async function keptCardOf(
  deps: Pick<ProviderPaymentDeps, 'paymentProvider'>,
  row: ReservationRow,
  payment: ProviderPayment,
): Promise<Partial<NewReservation>> {
  if (row.paymentPlan === 'PayNow') return {};
  let card = payment.keptCard;
  if (card === undefined)
    card = await deps.paymentProvider.verify(payment.reference).then(
      (transaction) => transaction.keptCard ?? null,
      () => null,
    );
  if (!card) return {};
  return {
    cardToken: card.token,
    cardBrand: card.cardType,
    cardLast4: card.lastFourDigits,
    cardExpiryMonth: card.expiryMonth,
    cardExpiryYear: card.expiryYear,
  };
}

/** Where the provider sends the guest back: the booking's Status page. */
async function callbackPath(
  deps: Pick<ProviderPaymentDeps, 'properties' | 'secretKey'>,
  row: ReservationRow,
): Promise<string> {
  const property = await deps.properties.findProperty(String(row.propertyId));
  return `/Book/${encodeURIComponent(property?.code ?? String(row.propertyId))}/Status/${confirmationTokenOf(deps.secretKey, row.confirmationNonce)}`;
}

export function createProviderPayments(deps: ProviderPaymentDeps) {
  const { repository, log } = deps;

  let sweeper: PeriodicJob<number> | null = null;
  let sweeping: Promise<number> | null = null;

  /** Expires every hold past its time now; answers how many. Safe on several servers at once. */
  function expireHolds(): Promise<number> {
    // One sweep per process at a time; callers share it.
    sweeping ??= (async () => {
      let expired = 0;
      for (;;) {
        const batch = await repository.transaction(async (tx) => {
          const released = await tx.expireDueHolds(deps.now(), sweepBatch);
          if (released.length > 0) await releaseHeld(tx, released);
          return released.length;
        });
        expired += batch;
        if (batch < sweepBatch) break;
      }
      if (expired > 0) log.info({ expired }, 'unpaid provider holds expired; their rooms are free again');
      return expired;
    })().finally(() => {
      sweeping = null;
    });
    return sweeping;
  }

  /**
   * A payment the provider reports (verify or webhook). Confirms the booking once; a payment
   * of the wrong amount or currency confirms nothing. A payment arriving after the hold expired
   * takes the rooms again if they are still free; if not, it is recorded for a refund.
   */
  async function paymentReceived(payment: ProviderPayment): Promise<'confirmed' | 'already' | 'ignored' | 'refundDue'> {
    const row = await repository.findByProviderReference(payment.reference);
    if (!row) {
      log.warn({ providerReference: payment.reference }, 'provider payment for no booking we know');
      return 'ignored';
    }
    const expected = await dueWithBooking(repository, row);
    if (payment.amount !== expected || payment.currency.toUpperCase() !== row.currency) {
      log.error(
        { referenceNumber: row.referenceNumber, paid: payment.amount, currency: payment.currency, expected },
        'provider payment does not match the booking; not confirmed',
      );
      return 'ignored';
    }
    if (row.status === 'confirmed') return 'already';
    const now = deps.now();
    const paidAt = payment.paidAt ?? now;
    const paid = {
      ...(await keptCardOf(deps, row, payment)),
      status: 'confirmed' as const,
      amountPaid: payment.amount,
      paidAt,
      confirmedAt: now,
      holdExpiresAt: null,
      updatedAt: now,
    };
    const paidNow = { gateway: deps.paymentProvider.name, paymentReference: payment.reference, at: paidAt };

    if (row.status === 'pending_payment') {
      const confirmed = await repository.transaction(async (tx) => {
        const updated = await tx.leavePendingPayment(row.id, paid);
        if (updated) {
          await tx.markPaidNow(row.id, paidNow);
          await tx.enqueueConfirmationEmail(row.id, now);
          // A provider booking is made once paid: its first revision.
          await tx.recordRevision(row.id, 'New', now);
        }
        return updated !== undefined;
      });
      if (!confirmed)
        return (await repository.findById(row.id))?.status === 'confirmed' ? 'already' : paymentReceived(payment);
      log.info({ referenceNumber: row.referenceNumber }, 'provider payment confirmed the booking');
      deps.mailQueued();
      return 'confirmed';
    }

    return paidAfterRelease(deps, row, payment, paid, paidNow);
  }

  /** Asks the provider about a pending booking (the Status page's check); confirms it when paid. */
  async function verifyPending(row: ReservationRow): Promise<void> {
    if (row.status !== 'pending_payment' || !row.providerReference || row.paymentGateway !== deps.paymentProvider.name)
      return;
    try {
      const transaction = await deps.paymentProvider.verify(row.providerReference);
      if (transaction.status === 'success') {
        await paymentReceived({
          reference: row.providerReference,
          amount: transaction.amount,
          currency: transaction.currency,
          paidAt: transaction.paidAt,
          keptCard: transaction.keptCard ?? null,
        });
      }
    } catch (error) {
      // The webhook may still confirm it; the guest sees "waiting for your payment".
      log.warn({ err: error, referenceNumber: row.referenceNumber }, 'payment provider verify failed');
    }
  }

  async function cancelPending(row: ReservationRow): Promise<void> {
    const now = deps.now();
    await repository.transaction(async (tx) => {
      const cancelled = await tx.leavePendingPayment(row.id, {
        status: 'cancelled',
        holdExpiresAt: null,
        updatedAt: now,
      });
      if (cancelled) await releaseHeld(tx, [cancelled]);
    });
  }

  const sandboxHandlers: Omit<PaymentEventHandlers, 'providerPaymentReceived'> = {
    async sandboxCheckout(reference): Promise<SandboxCheckout | undefined> {
      const row = await repository.findByProviderReference(reference);
      if (!row || row.paymentGateway !== 'sandbox') return undefined;
      const property = await deps.properties.findProperty(String(row.propertyId));
      return {
        propertyName: property?.name ?? '',
        amountText: formatMoney(toMajorUnits(await dueWithBooking(repository, row), row.currency), row.currency),
        email: row.bookerEmail,
        referenceNumber: row.referenceNumber,
        payable: row.status === 'pending_payment' && (row.holdExpiresAt === null || row.holdExpiresAt > deps.now()),
        holdExpiresAt: row.holdExpiresAt,
      };
    },
    async sandboxPay(reference) {
      const row = await repository.findByProviderReference(reference);
      if (!row || row.paymentGateway !== 'sandbox') return undefined;
      if (row.status === 'pending_payment')
        await paymentReceived({
          reference,
          amount: await dueWithBooking(repository, row),
          currency: row.currency,
          paidAt: deps.now(),
          keptCard: null,
        });
      return callbackPath(deps, row);
    },
    async sandboxCancel(reference) {
      const row = await repository.findByProviderReference(reference);
      if (!row || row.paymentGateway !== 'sandbox') return undefined;
      if (row.status === 'pending_payment') await cancelPending(row);
      return callbackPath(deps, row);
    },
  };

  return {
    expireHolds,
    paymentReceived,
    verifyPending,
    paymentHandlers: {
      providerPaymentReceived: async (payment: ProviderPayment) => void (await paymentReceived(payment)),
      ...sandboxHandlers,
    } satisfies PaymentEventHandlers,
    /** Every server sweeps every minute; the UPDATE's status guard keeps them from doubling up. */
    startSweeper(intervalMs = 60_000) {
      sweeper ??= periodicJob({ name: 'hold sweep', intervalMs, log, fallback: 0, task: expireHolds });
      sweeper.start();
    },
    async close() {
      await sweeper?.close();
      await sweeping?.catch(() => {});
    },
  };
}

export type ProviderPayments = ReturnType<typeof createProviderPayments>;
