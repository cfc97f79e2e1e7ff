import type { FastifyBaseLogger } from 'fastify';
import type { ReservationCreateRequest } from '../../../contract/reservation';
import { isDatabaseUnreachable } from '../../db/connection-errors';
import { AppError, selectionNotAvailable } from '../../errors';
import type { SavedCardForPayment } from '../../guest-accounts';
import type { CardAuthorisation, CardGateway, CardToCharge } from '../../payments/card-gateway';
import type { PaymentPlan } from '../../../domain/payment-schedule';
import type { PaidNow } from '../../shared/booking-payments';
import type { PricedBooking } from '../price-booking';
import type { NewReservation, NewReservationItem, ReservationQueries, ReservationRepository } from '../repository';
import { InventoryExhausted, ReferenceTaken } from '../repository-errors';
import { cardToChargeOf } from '../card-to-charge';
import { voucherMessages } from '../vouchers';
import { cardDetailsOf } from './load-inputs';

// Step 6 of Reservation/Create: ONE transaction that inserts the booking (claiming its
// Idempotency-Key first, so a concurrent duplicate waits on the unique index), takes every
// night of every room, the extras' inventory and the voucher's value by conditional updates in
// a fixed order, and authorises the card. Anything short rolls it all back: nothing is booked.
// A concurrent duplicate that committed first comes out as IdempotencyKeyTaken, for the caller
// to answer with that booking.

export type ApprovedAuthorisation = Extract<CardAuthorisation, { approved: true }>;

/** The card a booking charges: a saved card's token (with the code typed now), or a new card. */
export type CardCharge = { savedCard: SavedCardForPayment; securityCode: string } | { newCard: CardToCharge };

/** A saved card was checked before (the guest's, this gateway's): only its token is charged. */
export function cardChargeOf(
  request: ReservationCreateRequest,
  savedCard: SavedCardForPayment | null,
): CardCharge | null {
  const card = cardDetailsOf(request);
  if (!card) return null;
  if (card.CreditCardId && savedCard) return { savedCard, securityCode: card.SecurityCode.trim() };
  const newCard = cardToChargeOf(card);
  return newCard ? { newCard } : null;
}

/** Thrown inside the transaction when a night has too few rooms, so the caller may free expired holds and try once more. */
export class RoomsSoldOut extends Error {}

export interface BookingToCommit {
  row: NewReservation;
  items: NewReservationItem[];
  priced: Pick<PricedBooking, 'roomNights' | 'serviceUses'>;
  voucherDiscount: number;
  today: string;
  charge: CardCharge | null;
  /** The payment schedule to keep with the booking (card and provider payments; null for invoices). */
  payments: Pick<PaymentPlan, 'items'> | null;
  /** What the card is charged now (0: it is only verified and kept) and how the gateway names it. */
  payment: { amount: number; currency: string; reference: string; description: string };
  now: Date;
}

/** Commits the booking; answers the card's authorisation (to capture) when one was charged. */
export async function commitBooking(
  deps: {
    repository: Pick<ReservationRepository, 'transaction' | 'findByIdempotencyKey'>;
    cardGateway: CardGateway;
    expireHolds: () => Promise<number>;
    log: FastifyBaseLogger;
  },
  booking: BookingToCommit,
): Promise<ApprovedAuthorisation | null> {
  for (let attempt = 0; ; attempt++) {
    // Set as soon as the gateway approves, so a commit failing after it can void it.
    const card: { authorisation: ApprovedAuthorisation | null; committing: boolean } = {
      authorisation: null,
      committing: false,
    };
    try {
      await deps.repository.transaction(async (tx) => {
        await writeBooking(tx, deps.cardGateway, booking, card);
        // All that is left is COMMIT: only now can a lost connection hide a kept booking.
        card.committing = true;
      });
      return card.authorisation;
    } catch (error) {
      if (card.committing && isDatabaseUnreachable(error)) {
        // The connection went at COMMIT. PostgreSQL kept all of the booking or none of it;
        // when only the answer to COMMIT was lost, the booking is there, under its key.
        const outcome = await deps.repository
          .findByIdempotencyKey(booking.row.propertyId, booking.row.idempotencyKey)
          .then(
            (kept) => (kept?.referenceNumber === booking.row.referenceNumber ? ('kept' as const) : ('absent' as const)),
            () => 'unknown' as const,
          );
        if (outcome === 'kept') return card.authorisation;
        if (outcome === 'unknown') {
          // Voiding could leave a kept booking unpaid: the authorisation lapses unless captured.
          if (card.authorisation) {
            deps.log.error(
              { referenceNumber: booking.row.referenceNumber, authorisationId: card.authorisation.authorisationId },
              'booking outcome unknown (database unreachable): card authorisation left uncaptured',
            );
          }
          throw error;
        }
      }
      const lost = card.authorisation;
      if (lost) {
        // Approved, then the commit failed: give the guest's money back at once.
        await deps.cardGateway.voidAuthorisation(lost.authorisationId).catch((voidError: unknown) => {
          deps.log.error(
            { err: voidError, referenceNumber: booking.payment.reference },
            'card authorisation could not be voided',
          );
        });
      }
      // Two bookings drew the same reference: the client's retry gets a new one.
      if (error instanceof ReferenceTaken) throw new AppError('try-again', 'Please try again in a moment.');
      // The CHECK on inventory is the last guard; reaching it still means "sold out".
      if (error instanceof InventoryExhausted) throw selectionNotAvailable();
      if (error instanceof RoomsSoldOut) {
        // Rooms held by unpaid provider bookings past their time come back first.
        if (attempt === 0 && (await deps.expireHolds()) > 0) continue;
        throw selectionNotAvailable();
      }
      throw error;
    }
  }
}

async function writeBooking(
  tx: ReservationQueries,
  cardGateway: CardGateway,
  booking: BookingToCommit,
  card: { authorisation: ApprovedAuthorisation | null },
): Promise<void> {
  const { row, priced, voucherDiscount, charge, payment, now } = booking;
  let paidNow: PaidNow | null = row.providerReference ? null : { gateway: null, paymentReference: null, at: now };
  const reservationId = await tx.insertReservation(row);
  await tx.insertItems(reservationId, booking.items);
  if (await tx.takeRoomNights(priced.roomNights)) throw new RoomsSoldOut();
  if ((await tx.takeServices(priced.serviceUses)) !== null) throw selectionNotAvailable();
  if (
    row.giftVoucherId &&
    voucherDiscount > 0 &&
    !(await tx.redeemVoucher(row.giftVoucherId, voucherDiscount, booking.today))
  ) {
    throw new AppError('not-available', voucherMessages.changed);
  }
  if (charge && payment.amount <= 0) {
    // Nothing to charge now: the card is verified and kept for the parts to come, a fee, or
    // to guarantee the booking. A card the gateway refuses books nothing.
    const kept =
      'savedCard' in charge
        ? { saved: true as const, ...charge.savedCard }
        : await cardGateway.tokenise(charge.newCard);
    if (!kept.saved) throw new AppError('payment-declined', kept.declineReason);
    await tx.updateReservation(reservationId, {
      paymentGateway: cardGateway.name,
      cardToken: kept.token,
      cardBrand: kept.cardType,
      cardLast4: kept.lastFourDigits,
      cardExpiryMonth: kept.expiryMonth,
      cardExpiryYear: kept.expiryYear,
    });
  } else if (charge) {
    // The card is authorised here, while this transaction holds the rows of every night, extra
    // and voucher it took: a decline then simply rolls them back (nothing was ever on sale
    // twice, nothing to release), and an approval is only kept if the booking commits (else it
    // is voided). Authorising before taking the rooms could charge for rooms already gone;
    // after the commit, a decline would leave rooms sold to nobody until undone. The locks
    // last one gateway call and touch only this stay's nights.
    const result =
      'savedCard' in charge
        ? await cardGateway.authoriseSaved({ ...payment, card: charge.savedCard, securityCode: charge.securityCode })
        : await cardGateway.authorise({ ...payment, card: charge.newCard });
    // A decline rolls back everything taken above: nothing is booked.
    if (!result.approved) throw new AppError('payment-declined', result.declineReason);
    card.authorisation = result;
    await tx.updateReservation(reservationId, {
      paymentGateway: cardGateway.name,
      paymentReference: result.authorisationId,
      cardToken: result.token,
      cardBrand: result.cardType,
      cardLast4: result.lastFourDigits,
      cardExpiryMonth: result.expiryMonth,
      cardExpiryYear: result.expiryYear,
      amountPaid: payment.amount,
      paidAt: now,
    });
    paidNow = { gateway: cardGateway.name, paymentReference: result.authorisationId, at: now };
  }
  if (booking.payments) await tx.insertPaymentPlan(reservationId, booking.payments, paidNow, now);
  if (row.status === 'confirmed') {
    await tx.enqueueConfirmationEmail(reservationId, now);
    // Last: the hotel's feed waits on this from here to the commit.
    await tx.recordRevision(reservationId, 'New', now);
  }
}
