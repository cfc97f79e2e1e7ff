import type { FastifyBaseLogger } from 'fastify';
import type { CancelReservationRequest } from '../../../contract/manage-booking';
import { paymentTypes } from '../../../contract/reservation';
import { toMajorUnits } from '../../../domain/money';
import type { ApiTaxLine } from '../../../domain/taxes';
import { todayIn } from '../../../domain/same-day';
import { stayNights } from '../../../domain/stay-nights';
import { AppError, fieldError } from '../../errors';
import type { CardGateway } from '../../payments/card-gateway';
import type { PaymentProvider } from '../../payments/payment-provider';
import { restateBookingTaxes } from '../../shared/booking-taxes';
import type { ReservationRow, RoomNight, ServiceUse } from '../repository';
import { taxLinesToApi } from './booking-taxes';
import { quoteCancellation, type CancellationQuote } from './cancellation-quote';
import type { ChangeRequestAt } from './change-under-key';
import type { ManagedRoom } from './describe';
import { queueChangeEmails, type ChangeMail } from './manage-emails';
import type { ManageQueries, ManageRepository } from './repository';

// POST Reservation/Cancel: in the booking's transaction, the rooms' nights go back on sale,
// their extras' inventory is returned, the voucher's value restored in proportion, the rooms
// (or the booking) marked cancelled with the fee kept, and the emails queued. Then the money:
// a card or provider payment is refunded, less the fee; an invoice simply bills the fee. A
// cancelled room keeps the lines of its fee (cancellation-quote.ts), and the booking's lines
// are restated from its rooms'.

export const cancelMessages = {
  bookingCancelled: 'This booking has already been cancelled.',
  roomCancelled: 'This room has already been cancelled.',
  notCancellable: 'This booking cannot be cancelled.',
  stayStarted: 'Your stay has started: please speak to the hotel about cancelling.',
  unknownRoom: 'Please choose a room of this booking.',
};

/** What a cancel did, kept for a replay of the same request. */
export interface CancelOutcome extends Record<string, unknown> {
  itemIds: number[];
  /** Major units, as answered. */
  fee: number;
  refund: number;
  /** The fee's tax lines and the refund's tax share, as answered (absent from answers kept before taxes). */
  feeTaxes?: ApiTaxLine[];
  refundTaxes?: ApiTaxLine[];
  /** Minor units, for the gateway. */
  refundMinor: number;
  wholeBooking: boolean;
  /** A fee beyond what was paid, to charge to the card kept with the booking (its schedule part). */
  feePaymentId?: number | null;
}

export async function cancelRooms(
  tx: ManageQueries,
  at: ChangeRequestAt<CancelReservationRequest>,
): Promise<{ kept: CancelOutcome; amount: number }> {
  const { row, property, rooms, now, request } = at;
  if (row.status === 'cancelled') throw new AppError('not-available', cancelMessages.bookingCancelled);
  if (row.status !== 'confirmed') throw new AppError('not-available', cancelMessages.notCancellable);
  const booked = rooms.filter((room) => room.status === 'booked');
  const ids = request.ReservationItemIds ? [...new Set(request.ReservationItemIds)] : booked.map((room) => room.id);
  const selected = ids.map((id) => rooms.find((room) => room.id === id));
  if (selected.some((room) => room === undefined)) throw fieldError('ReservationItemIds', cancelMessages.unknownRoom);
  const chosen = selected as ManagedRoom[];
  if (chosen.length === 0 || chosen.some((room) => room.status === 'cancelled'))
    throw new AppError('not-available', cancelMessages.roomCancelled);
  const today = todayIn(property.timeZone, now);
  if (chosen.some((room) => today > room.dateFrom)) throw new AppError('not-available', cancelMessages.stayStarted);

  const quote = quoteCancellation(row, chosen, { now, timeZone: property.timeZone });
  const wholeBooking = booked.length === chosen.length;
  const { feePaymentId } = await takeOffRooms(tx, row, chosen, quote, {
    now,
    changes: { updatedAt: now, ...(wholeBooking ? { status: 'cancelled' as const, cancelledAt: now } : {}) },
  });
  const money = (minor: number) => toMajorUnits(minor, row.currency);
  const mail: ChangeMail = {
    reservationId: row.id,
    change: 'cancel',
    itemIds: ids,
    wholeBooking,
    fee: quote.fee,
    refund: quote.refund,
  };
  await queueChangeEmails(tx, mail, at.idempotencyKey, now);
  await tx.recordRevision(row.id, wholeBooking ? 'Cancelled' : 'Modified', now);
  return {
    kept: {
      itemIds: ids,
      fee: money(quote.fee),
      refund: money(quote.refund),
      feeTaxes: taxLinesToApi(quote.feeTaxes, row.currency),
      refundTaxes: taxLinesToApi(quote.refundTaxes, row.currency),
      refundMinor: quote.refund,
      wholeBooking,
      feePaymentId,
    },
    amount: -quote.refund,
  };
}

/**
 * Takes rooms off a booking by their cancellation quote, in the change's transaction: their
 * nights and extras back on sale, the gift voucher's share restored, each room cancelled with
 * its fee and kept taxes, the booking's totals moved by the quote and its own fields set
 * (`changes`: cancelled, a no-show...), its taxes and payment schedule restated.
 */
export async function takeOffRooms(
  tx: ManageQueries,
  row: ReservationRow,
  rooms: readonly ManagedRoom[],
  quote: CancellationQuote,
  at: { now: Date; changes: Parameters<ManageQueries['adjustReservation']>[1] },
): Promise<Awaited<ReturnType<ManageQueries['restatePayments']>>> {
  const { now } = at;
  await tx.releaseRoomNights(nightsOf(rooms));
  await tx.releaseServices(serviceUsesOf(await tx.listExtras(rooms.map((room) => room.id))));
  if (row.giftVoucherId && quote.voucherRestored > 0) await tx.restoreVoucher(row.giftVoucherId, quote.voucherRestored);
  for (const room of quote.rooms)
    await tx.updateItems([room.id], {
      status: 'cancelled',
      cancelledAt: now,
      cancellationFee: room.fee,
      taxLines: room.keptTaxes.lines,
    });
  await tx.adjustReservation(row.id, at.changes, {
    roomsTotal: -quote.roomsTotal,
    extrasTotal: -quote.extrasTotal,
    voucherDiscount: -quote.voucherShare,
    total: -quote.released,
    amountPaid: -quote.refund,
    cancellationFees: quote.fee,
  });
  await restateBookingTaxes(tx, row.id);
  return tx.restatePayments(row.id, now);
}

/** One room a night for each night of each room, in the fixed order (room type, then date). */
function nightsOf(rooms: readonly ManagedRoom[]): RoomNight[] {
  const counts = new Map<string, RoomNight>();
  for (const room of rooms) {
    for (const date of stayNights(room.dateFrom, room.dateTo)) {
      const key = `${room.roomTypeId}|${date}`;
      const night = counts.get(key) ?? { roomTypeId: room.roomTypeId, date, rooms: 0 };
      night.rooms += 1;
      counts.set(key, night);
    }
  }
  return [...counts.values()].sort((a, b) => a.roomTypeId - b.roomTypeId || a.date.localeCompare(b.date));
}

/** Each extra row counts one against its service's inventory, in service id order. */
function serviceUsesOf(extras: readonly { serviceId: number }[]): ServiceUse[] {
  const counts = new Map<number, number>();
  for (const extra of extras) counts.set(extra.serviceId, (counts.get(extra.serviceId) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([serviceId, items]) => ({ serviceId, items }));
}

/**
 * The refund of a committed change (a cancel, extras removed) through whoever took the money.
 * The change stands whatever happens here; a refund the gateway refused is logged for the
 * hotel to make by hand.
 */
export async function refundCancellation(
  deps: {
    cardGateway: CardGateway;
    paymentProvider: PaymentProvider;
    log: FastifyBaseLogger;
    now: () => Date;
    /** Charges the fee parts a change created (the charge job, woken). */
    chargeDue: () => void;
  },
  repository: Pick<ManageRepository, 'adjustReservation' | 'recordRefund'>,
  row: ReservationRow,
  outcome: Pick<CancelOutcome, 'refundMinor' | 'feePaymentId'>,
): Promise<void> {
  if (outcome.feePaymentId) deps.chargeDue();
  const amount = outcome.refundMinor;
  if (amount <= 0) return;
  // Given back from the latest payments first (a balance, then the deposit), each through
  // whoever took it; bookings made before the schedule have one payment, the booking's.
  const parts = await repository.recordRefund(row.id, amount, deps.now());
  const refundable = parts.filter((part) => part.gateway !== 'desk' && part.paymentReference);
  if (refundable.length > 0 && parts.every((part) => part.gateway !== 'desk')) {
    let refunded = 0;
    for (const part of refundable) {
      try {
        if (part.gateway === deps.cardGateway.name)
          await deps.cardGateway.refund({
            authorisationId: part.paymentReference!,
            amount: part.amount,
            currency: row.currency,
            reference: row.referenceNumber,
          });
        else if (part.gateway === deps.paymentProvider.name)
          await deps.paymentProvider.refund(part.paymentReference!, part.amount);
        else throw new Error(`no gateway named ${part.gateway}`);
        refunded += part.amount;
      } catch (error) {
        deps.log.error(
          { err: error, referenceNumber: row.referenceNumber, amount: part.amount },
          'refund failed; refund by hand',
        );
      }
    }
    if (refunded > 0) await repository.adjustReservation(row.id, {}, { amountRefunded: refunded });
    return;
  }
  try {
    if (
      row.paymentType === paymentTypes.PayByCard &&
      row.paymentReference &&
      row.paymentGateway === deps.cardGateway.name
    ) {
      await deps.cardGateway.refund({
        authorisationId: row.paymentReference,
        amount,
        currency: row.currency,
        reference: row.referenceNumber,
      });
    } else if (row.paymentType === paymentTypes.PayByPayStack && row.providerReference) {
      await deps.paymentProvider.refund(row.providerReference, amount);
    } else {
      deps.log.error(
        { referenceNumber: row.referenceNumber, amount },
        'refund: no gateway holds this payment; refund by hand',
      );
      return;
    }
    await repository.adjustReservation(row.id, {}, { amountRefunded: amount });
  } catch (error) {
    deps.log.error({ err: error, referenceNumber: row.referenceNumber, amount }, 'refund failed; refund by hand');
  }
}
