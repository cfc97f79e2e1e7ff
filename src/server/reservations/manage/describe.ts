import type { ManageActions, ManageReservation } from '../../../contract/manage-booking';
import { paymentTypes } from '../../../contract/reservation';
import type { ReservationConfirmation } from '../../../contract/reservation-confirmation';
import {
  cancellationPolicyText,
  formatPropertyInstant,
  type CancellableRoom,
} from '../../../domain/cancellation-policy';
import { toMajorUnits } from '../../../domain/money';
import { todayIn } from '../../../domain/same-day';
import { nightsBetween } from '../../../domain/stay-nights';
import { taxesOfLines, taxesToApi } from '../../../domain/taxes';
import type { PropertyRecord } from '../../properties/repository';
import type { ReservationRow } from '../repository';
import { guestPaymentActions } from '../payments/payment-actions';
import { taxLinesToApi } from './booking-taxes';
import { quoteCancellation } from './cancellation-quote';

// GET Reservation/Manage: the booking as the confirmation shows it, and per room and for the
// whole booking what the guest may do now and what cancelling now would cost.

export interface ManagedRoom extends CancellableRoom {
  roomTypeId: number;
  extras: {
    id: number;
    serviceId: number;
    name: string;
    quantity: number;
    total: number;
    addedAt: string;
    payAtHotel: boolean;
  }[];
  status: 'booked' | 'cancelled';
  cancelledAt: Date | null;
  cancellationFee: number;
  arrivalTime: string | null;
}

/** Which changes this server offers after booking (a change not offered is never shown as possible). */
export const offeredChanges = { changeDates: true, extras: true } as const;

const reasons = {
  cancelledRoom: 'This room has been cancelled.',
  stayStarted: 'Your stay has started: please speak to the hotel about any change.',
  nonRefundable: 'This rate cannot be changed or refunded.',
};

export function describeManagedBooking(input: {
  row: ReservationRow;
  property: PropertyRecord;
  confirmation: ReservationConfirmation;
  rooms: readonly ManagedRoom[];
  confirmationToken: string;
  now: Date;
}): ManageReservation {
  const { row, property, confirmation, rooms, now } = input;
  const money = (minor: number) => toMajorUnits(minor, row.currency);
  const today = todayIn(property.timeZone, now);
  const open = row.status === 'confirmed';
  const at = { now, timeZone: property.timeZone };
  // A card kept for later parts may be replaced; a part due or whose charge failed may be paid
  // now: the rule Reservation/ReplaceCard and PayBalance apply (reservations/payments).
  const { CanReplaceCard: canReplaceCard, CanPayBalance: canPayBalance } = guestPaymentActions(
    row,
    confirmation.PaymentSchedule,
  );

  function actionsFor(selected: readonly ManagedRoom[]): ManageActions {
    const booked = selected.filter((room) => room.status === 'booked');
    const quote = quoteCancellation(row, booked, at);
    const notStarted = booked.every((room) => today <= room.dateFrom);
    const canCancel = open && booked.length > 0 && booked.length === selected.length && notStarted;
    const allFree = quote.rooms.length > 0 && quote.rooms.every((room) => room.isFree);
    const freeUntil = allFree ? new Date(Math.min(...quote.rooms.map((room) => room.freeUntil!.getTime()))) : null;
    const canChangeDates =
      offeredChanges.changeDates && canCancel && booked.every((room) => room.refundable && today < room.dateFrom);
    const canAddExtras = offeredChanges.extras && open && booked.some((room) => today < room.dateTo);
    const canEditGuests = open && booked.some((room) => today <= room.dateTo);
    const reason = !open
      ? confirmation.Message
      : booked.length === 0
        ? reasons.cancelledRoom
        : !notStarted
          ? reasons.stayStarted
          : booked.some((room) => !room.refundable)
            ? reasons.nonRefundable
            : null;
    return {
      CanCancel: canCancel,
      CancellationFee: money(canCancel ? quote.fee : 0),
      CancellationFeeTaxes: canCancel ? taxLinesToApi(quote.feeTaxes, row.currency) : [],
      RefundAmount: money(canCancel ? quote.refund : 0),
      RefundTaxes: canCancel ? taxLinesToApi(quote.refundTaxes, row.currency) : [],
      FreeCancellationUntil: canCancel && freeUntil ? freeUntil.toISOString() : null,
      FreeCancellationUntilText: canCancel && freeUntil ? formatPropertyInstant(freeUntil, property.timeZone) : null,
      CanChangeDates: canChangeDates,
      CanAddExtras: canAddExtras,
      CanEditGuests: canEditGuests,
      CanReplaceCard: canReplaceCard,
      CanPayBalance: canPayBalance,
      Reason: reason,
    };
  }

  const byId = new Map(rooms.map((room) => [room.id, room]));
  return {
    ...confirmation,
    // The booking's lines as kept (the sum of its rooms'), on top of its total.
    ...taxesToApi(
      { lines: row.taxLines, total: row.total + row.taxesAdded, payAtProperty: row.payAtProperty },
      row.currency,
    ),
    ConfirmationToken: input.confirmationToken,
    Rooms: confirmation.Rooms.map((shown) => {
      const room = byId.get(shown.ReservationItemId)!;
      return {
        ...shown,
        // The room's lines as kept: once cancelled, those of the fee kept (on the fee alone).
        ...taxesToApi(
          taxesOfLines(room.status === 'cancelled' ? room.cancellationFee : room.total, room.taxLines),
          row.currency,
        ),
        Status: room.status === 'cancelled' ? ('Cancelled' as const) : ('Booked' as const),
        CancelledAt: room.cancelledAt?.toISOString() ?? null,
        CancellationFeeCharged: money(room.cancellationFee),
        CancellationPolicyText: cancellationPolicyText(
          { refundable: room.refundable, policy: room.cancellation },
          {
            stay: {
              dateFrom: room.dateFrom,
              nights: nightsBetween(room.dateFrom, room.dateTo),
              roomTotal: room.roomTotal,
              extrasTotal: room.extrasTotal,
            },
            timeZone: property.timeZone,
            currency: row.currency,
          },
        ),
        ArrivalTime: room.arrivalTime,
        Actions: actionsFor([room]),
        Extras: room.extras.map((extra) => ({
          ReservationItemServiceId: extra.id,
          ServiceId: extra.serviceId,
          ServiceName: extra.name,
          Quantity: extra.quantity,
          TotalCost: money(extra.total),
          AddedAfterBooking: extra.addedAt === 'manage',
          PaidAtHotel: extra.payAtHotel,
          // The rule Extras applies: added here, room booked, its free cancellation still running.
          CanRemove:
            open &&
            room.status === 'booked' &&
            extra.addedAt === 'manage' &&
            quoteCancellation(row, [room], at).rooms[0]!.isFree,
        })),
      };
    }),
    Actions: actionsFor(rooms.filter((room) => room.status === 'booked')),
    CancellationFeesCharged: money(row.cancellationFees),
    AmountRefunded: money(row.amountRefunded),
    // Extras go on the hotel's bill where the booking is billed anyway.
    CanPayExtrasAtHotel:
      row.paymentType === paymentTypes.PayByIndividualInvoice || row.paymentType === paymentTypes.PayByCompanyInvoice,
  };
}
