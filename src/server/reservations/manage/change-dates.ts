import type { ChangeDatesRequest } from '../../../contract/manage-booking';
import { paymentTypes } from '../../../contract/reservation';
import { bookedRoomCancellationFee } from '../../../domain/cancellation-policy';
import { formatMoney, toMajorUnits } from '../../../domain/money';
import { formatStayDate } from '../../../domain/stay-dates';
import { roomNightsToTake, netNights } from '../../../domain/room-nights';
import { amountPaidOnline } from '../../../domain/taxes';
import { AppError, selectionNotAvailable, validationError } from '../../errors';
import type { CardGateway } from '../../payments/card-gateway';
import type { PropertyRecord } from '../../properties/repository';
import { restateBookingTaxes } from '../../shared/booking-taxes';
import type { StayAriSource } from '../price-booking';
import type { ReservationRow } from '../repository';
import { cardToChargeOf, keptCardOf } from '../card-to-charge';
import { extrasMessages } from './extras';
import { pricedChangeResult, tellChangeInLines, type PricedChangeOutcome } from './change-under-key';
import { billedAtHotel, bookingCardOf, changeDatesMessages, planDates } from './plan-dates';
import type { ManageQueries } from './repository';

// Reservation/ChangeDates: the planned change committed inside the change's transaction (plan-dates.ts
// checks and prices it): nights moved, rooms and extras re-priced, the difference charged or
// given back, and the guest's and hotel's emails queued.

/** What a change of dates did, kept for a replay; `refundMinor` goes back after the commit, `charged` is captured. */
export async function changeDates(
  tx: ManageQueries,
  deps: { ari: StayAriSource; cardGateway: CardGateway },
  at: { row: ReservationRow; property: PropertyRecord; now: Date; request: ChangeDatesRequest; idempotencyKey: string },
): Promise<{ kept: PricedChangeOutcome; amount: number }> {
  const { row, property, now, request } = at;
  const plan = await planDates({ ari: deps.ari, queries: tx, cardGateway: deps.cardGateway }, at);
  if (!plan.available) throw selectionNotAvailable();
  if (toMajorUnits(plan.difference, row.currency) !== request.ExpectedDifference)
    throw new AppError('not-available', changeDatesMessages.priceChanged);

  // One pass over every night touched, in the fixed order (room type, then date): a night
  // gained is taken by a conditional update, a night given up is released, so the booking
  // never holds both stays nor neither, and never locks rows in another order than create.
  for (const night of netNights(
    roomNightsToTake(plan.rooms.map((room) => room.item)),
    roomNightsToTake(
      plan.rooms.map((room) => ({ roomTypeId: room.roomTypeId, dateFrom: request.DateFrom, dateTo: request.DateTo })),
    ),
  )) {
    if (night.rooms > 0) {
      if ((await tx.takeRoomNights([night])) !== null) throw selectionNotAvailable();
    } else {
      await tx.releaseRoomNights([{ ...night, rooms: -night.rooms }]);
    }
  }
  for (const room of plan.rooms) {
    await tx.updateItems([room.item.id], {
      dateFrom: request.DateFrom,
      dateTo: request.DateTo,
      roomTypeId: room.roomTypeId,
      ratePlanId: room.ratePlanId,
      roomTotal: room.newRoomCost!,
      extrasTotal: room.newExtrasTotal,
      total: room.newRoomCost! + room.newExtrasTotal,
      taxLines: room.newTaxes!.lines,
    });
    for (const extra of room.extras) await tx.repriceExtra(extra.id, extra.total);
  }

  // A lower price inside the fee period still leaves the hotel what cancelling now would.
  const feeNow = plan.rooms.reduce(
    (sum, room) => sum + bookedRoomCancellationFee(room.item, { now, timeZone: property.timeZone }).fee,
    0,
  );
  const kept = plan.difference < 0 ? Math.min(-plan.difference, Math.max(0, feeNow - plan.newTotal)) : 0;
  const released = plan.difference < 0 ? -plan.difference - kept : 0;
  const paidUpFront = row.paymentType === paymentTypes.PayByCard || row.paymentType === paymentTypes.PayByPayStack;
  // Paid online beyond what the booking will still owe online (its total with the taxes added
  // online) goes back: the price released and any added online taxes that went down.
  const owedOnline = amountPaidOnline(row);
  const releasedOnline = released + Math.max(0, -plan.taxesDifference);
  const refundMinor = paidUpFront
    ? Math.max(0, Math.min(releasedOnline, row.amountPaid - (owedOnline - releasedOnline)))
    : 0;

  let charged: PricedChangeOutcome['charged'] = null;
  if (plan.toCharge > 0 && !billedAtHotel(row))
    charged = await chargeDifference(deps.cardGateway, row, plan.toCharge, request);

  const roomsDelta = plan.rooms.reduce((sum, room) => sum + room.newRoomCost! - room.item.roomTotal, 0);
  const extrasDelta = plan.rooms.reduce((sum, room) => sum + room.newExtrasTotal - room.item.extrasTotal, 0);
  await tx.adjustReservation(
    row.id,
    // The booking's dates are those of the rooms still booked, all on the new stay now.
    { updatedAt: now, dateFrom: request.DateFrom, dateTo: request.DateTo },
    {
      roomsTotal: roomsDelta,
      extrasTotal: extrasDelta,
      total: plan.difference > 0 ? plan.difference : -released,
      amountPaid: (charged?.amount ?? 0) - refundMinor,
      cancellationFees: kept,
    },
  );
  await restateBookingTaxes(tx, row.id);
  if (charged)
    await tx.recordChangePayment(row.id, {
      amount: charged.amount,
      gateway: deps.cardGateway.name,
      paymentReference: charged.authorisationId,
      at: now,
    });
  await tx.restatePayments(row.id, now);

  const money = (minor: number) => formatMoney(toMajorUnits(minor, row.currency), row.currency);
  const first = plan.rooms[0]!.item;
  const lines = [
    `Dates changed: from ${formatStayDate(first.dateFrom)} to ${formatStayDate(first.dateTo)}, now ${formatStayDate(request.DateFrom)} to ${formatStayDate(request.DateTo)}.`,
    ...plan.rooms
      .filter((room) => room.roomTypeId !== room.item.roomTypeId || room.ratePlanId !== room.item.ratePlanId)
      .map((room) => `A room is now ${room.roomTypeName}, ${room.ratePlanName}.`),
    `Price difference: ${plan.difference >= 0 ? '' : '-'}${money(Math.abs(plan.difference))} (was ${money(plan.oldTotal)}, now ${money(plan.newTotal)}).`,
    ...(charged ? [`Charged: ${money(charged.amount)} to the card.`] : []),
    ...(plan.difference > 0 && billedAtHotel(row) ? [`Added to the invoice: ${money(plan.difference)}.`] : []),
    ...(kept > 0 ? [`Kept under the cancellation policy: ${money(kept)}.`] : []),
    ...(refundMinor > 0 ? [`Refunded: ${money(refundMinor)} to the original payment.`] : []),
  ];
  await tellChangeInLines(tx, row.id, lines, at);
  return pricedChangeResult(row, { difference: plan.difference, refundMinor, charged });
}

/** The booking's card on file (with the security code typed now), else the new card given; a decline rolls the change back. */
async function chargeDifference(
  gateway: CardGateway,
  row: ReservationRow,
  amount: number,
  request: ChangeDatesRequest,
): Promise<NonNullable<PricedChangeOutcome['charged']>> {
  const card = request.CardDetails;
  const onFile = bookingCardOf(row, gateway);
  const payment = {
    amount,
    currency: row.currency,
    reference: row.referenceNumber,
    description: `Change of dates for booking ${row.referenceNumber}`,
  };
  let result;
  if (card && card.CardNumber.trim() !== '') {
    const newCard = cardToChargeOf(card);
    if (!newCard) throw validationError({ 'CardDetails.CardNumber': [extrasMessages.cardNumber] });
    result = await gateway.authorise({ ...payment, card: newCard });
  } else if (onFile) {
    result = await gateway.authoriseSaved({
      ...payment,
      card: keptCardOf(onFile),
      securityCode: card?.SecurityCode ?? '',
    });
  } else {
    throw validationError({ CardDetails: [changeDatesMessages.cardNeeded] });
  }
  if (!result.approved) throw new AppError('payment-declined', result.declineReason);
  return { authorisationId: result.authorisationId, amount };
}
