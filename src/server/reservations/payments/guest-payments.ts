import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ManageReservation, PayBalanceRequest, ReplaceCardRequest } from '../../../contract/manage-booking';
import { toMajorUnits } from '../../../domain/money';
import type { Db } from '../../db/client';
import { bookingPayments } from '../../db/schema/reservations';
import { AppError, validationError } from '../../errors';
import type { CardGateway, CardToCharge } from '../../payments/card-gateway';
import type { PropertyLookup } from '../../properties/require-property';
import { listBookingPayments } from '../../shared/booking-payments';
import { recordBookingRevision } from '../../shared/booking-revisions';
import type { ConfirmationService } from '../confirmation';
import { cardToChargeOf } from '../card-to-charge';
import { createChangeRunner, withVoidOnFailure } from '../manage/change-under-key';
import { createBookingReader } from '../manage/read-booking';
import { createManageRepository } from '../manage/repository';
import { keepCard, payPartsWithNewCard, transactionHandle } from './charge-part';
import { factsOfRow, paymentActionsOf, payableOnline } from './payment-actions';

// The guest's own calls about paying (docs/product.md, how a booking is paid), beside the other changes on the
// manage booking page and under the same Idempotency-Key recipe:
//   ReplaceCard  another card kept with the booking for its later parts and fees (verified by
//                the gateway, nothing charged); parts whose charge failed are tried again on it.
//   PayBalance   the parts due or failed, paid now with the card given (which is then kept).

export const guestPaymentMessages = {
  noCardKept: 'This booking keeps no card for later payments, so there is no card to replace.',
  nothingToPay: 'Nothing is left to pay online for this booking.',
  notOpen: 'This payment is not open any more: it was paid or is no longer owed.',
  cardNumber: 'Please enter a valid card number.',
};

/** The card typed now, as the booking's own checkout reads one. */
function newCardOf(card: ReplaceCardRequest['CardDetails']): CardToCharge {
  const newCard = cardToChargeOf(card);
  if (!newCard) throw validationError({ 'CardDetails.CardNumber': [guestPaymentMessages.cardNumber] });
  return newCard;
}

export interface GuestPaymentsDeps {
  db: Db;
  properties: PropertyLookup;
  confirmation: Pick<ConfirmationService, 'describeBooking'>;
  cardGateway: CardGateway;
  mailOutbox: { kick(): void };
  /** The charge job: parts made due again are charged soon. */
  chargeSoon: () => void;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createGuestPayments(deps: GuestPaymentsDeps) {
  const reader = createBookingReader(deps, createManageRepository(deps.db));
  /** The change recipe on a handle whose transaction the work can write the schedule in. */
  function changeRunner() {
    const handle = transactionHandle(deps.db);
    const change = createChangeRunner(
      { now: deps.now, mailQueued: () => deps.mailOutbox.kick() },
      createManageRepository(handle.db),
      reader,
    );
    return { change, tx: handle.tx };
  }

  return {
    async replaceCard(request: ReplaceCardRequest, idempotencyKey: string): Promise<{ Booking: ManageReservation }> {
      const card = newCardOf(request.CardDetails);
      const { change, tx } = changeRunner();
      const result = await change('replace_card', request, idempotencyKey, async (_queries, at) => {
        const db = tx();
        const parts = await listBookingPayments(db, at.row.id);
        if (!paymentActionsOf(at.row, parts.map(factsOfRow)).CanReplaceCard)
          throw new AppError('not-available', guestPaymentMessages.noCardKept);
        const kept = await deps.cardGateway.tokenise(card);
        if (!kept.saved) throw new AppError('payment-declined', kept.declineReason);
        await keepCard(db, at.row.id, kept, deps.cardGateway.name, at.now);
        // Failed parts (and those waiting to retry) are charged again soon, on the new card, under
        // a new key (their decline was recorded). A part being charged right now is left to finish.
        let retried = 0;
        for (const part of parts) {
          if (!payableOnline(factsOfRow(part)) || (part.lockedUntil && part.lockedUntil > at.now)) continue;
          const retryPending = part.attempts > 0 && part.nextAttemptAt !== null && part.nextAttemptAt > at.now;
          if (part.state !== 'failed' && !retryPending) continue;
          await db
            .update(bookingPayments)
            .set({ state: 'due', nextAttemptAt: at.now, failedAt: null, failureReason: null, updatedAt: at.now })
            .where(eq(bookingPayments.id, part.id));
          retried++;
        }
        // Parts failed before are due again: the schedule the hotel's systems see has changed.
        if (retried > 0) await recordBookingRevision(db, at.row.id, 'Modified', at.now);
        return { kept: { cardLast4: kept.lastFourDigits, retried } };
      });
      if (!result.replayed && result.kept.retried > 0) deps.chargeSoon();
      return { Booking: await reader.describe(result.row.id, result.property, request.ConfirmationToken) };
    },

    async payBalance(
      request: PayBalanceRequest,
      idempotencyKey: string,
    ): Promise<{ Amount: number; Booking: ManageReservation }> {
      const card = newCardOf(request.CardDetails);
      const { change, tx } = changeRunner();
      const result = await withVoidOnFailure(deps, (gateway) =>
        change('pay_balance', request, idempotencyKey, async (_queries, at) => {
          const db = tx();
          const parts = await listBookingPayments(db, at.row.id);
          const open = parts.filter((part) => payableOnline(factsOfRow(part)));
          const chosen = request.PaymentId === undefined ? open : open.filter((part) => part.id === request.PaymentId);
          if (request.PaymentId !== undefined && chosen.length === 0)
            throw new AppError('not-available', guestPaymentMessages.notOpen);
          if (chosen.length === 0 || !paymentActionsOf(at.row, parts.map(factsOfRow)).CanPayBalance)
            throw new AppError('not-available', guestPaymentMessages.nothingToPay);
          const paid = await payPartsWithNewCard(db, gateway, {
            row: at.row,
            partIds: chosen.map((part) => part.id),
            card,
            at: at.now,
            mailAt: at.now,
          });
          return {
            kept: { amount: paid.amount, authorisationId: paid.authorisationId, paymentIds: paid.paymentIds },
            amount: paid.amount,
          };
        }),
      );
      if (!result.replayed)
        await deps.cardGateway
          .capture(result.kept.authorisationId, result.kept.amount)
          .catch((error: unknown) =>
            deps.log.error({ err: error, referenceNumber: result.row.referenceNumber }, 'balance card capture failed'),
          );
      return {
        Amount: toMajorUnits(result.kept.amount, result.row.currency),
        Booking: await reader.describe(result.row.id, result.property, request.ConfirmationToken),
      };
    },
  };
}

export type GuestPayments = ReturnType<typeof createGuestPayments>;
