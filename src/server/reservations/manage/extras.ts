import type { ChangeExtrasQuote, ChangeExtrasRequest } from '../../../contract/manage-booking';
import { bookedRoomCancellationFee } from '../../../domain/cancellation-policy';
import { formatMoney, toMajorUnits } from '../../../domain/money';
import { retaxExtras } from '../../../domain/booked-taxes';
import { priceService } from '../../../domain/pricing';
import { todayIn } from '../../../domain/same-day';
import { nightsBetween } from '../../../domain/stay-nights';
import type { TaxLine } from '../../../domain/taxes';
import { AppError, selectionNotAvailable, validationError, type ModelState } from '../../errors';
import type { CardGateway } from '../../payments/card-gateway';
import type { PropertyRecord } from '../../properties/repository';
import { keepRoomTaxes } from '../../shared/booking-taxes';
import type { ReservationQueries, ReservationRow, ServiceUse } from '../repository';
import { cardToChargeOf } from '../card-to-charge';
import { cancelMessages } from './cancel';
import { billedAtHotel } from './plan-dates';
import { pricedChangeResult, tellChangeInLines, type PricedChangeOutcome } from './change-under-key';
import type { ManageQueries } from './repository';
import { propertyTaxRules } from '../../properties/tax-rules';

// The extras step of the booking flow for an existing booking (Reservation/Extras/Quote and
// Reservation/Extras): per room, with booking's rules (offered with the room type and rate
// plan, priced by the domain, limited by the service's inventory). Paid by card now, or added
// to the bill at the hotel where the booking is billed anyway; extras added here may be removed
// while the room's free cancellation lasts, given back the way they were paid.

export const extrasMessages = {
  notOffered: 'This extra is not available with this room and rate.',
  alreadyBooked: 'This extra is already booked for this room: remove it first to change it.',
  notRemovable: 'Only extras added after booking can be removed here.',
  tooLateToRemove: 'The free cancellation period has passed, so this extra can no longer be removed.',
  stayEnded: 'This stay has ended, so extras can no longer be added.',
  payAtHotel: 'Extras for this booking are paid by card.',
  cardNeeded: 'Please enter your card details to pay for your extras.',
  cardNumber: 'Please enter a valid card number.',
  nothing: 'Please choose an extra to add or remove.',
};

export interface PlannedExtras {
  add: {
    reservationItemId: number;
    serviceId: number;
    code: string;
    serviceName: string;
    quantity: number;
    total: number;
  }[];
  remove: { id: number; reservationItemId: number; serviceId: number; total: number; paidAtHotel: boolean }[];
  /** Added minus removed, minor units. */
  difference: number;
  /** Each room changed, with its lines as sold moved by the extras' own taxes (taxes.ts's rule). */
  roomTaxes: { reservationItemId: number; lines: TaxLine[] }[];
  /** Change in the taxes added on top and paid online, minor units. */
  taxesDifference: number;
}

/** Checks the request against the booking and prices it; throws 400/409 before anything is written. */
export async function planExtras(
  queries: Pick<ReservationQueries, 'listItems' | 'listServices'>,
  at: { row: ReservationRow; property: PropertyRecord; now: Date; request: ChangeExtrasRequest },
): Promise<PlannedExtras> {
  const { row, property, now, request } = at;
  if (row.status === 'cancelled') throw new AppError('not-available', cancelMessages.bookingCancelled);
  if (row.status !== 'confirmed') throw new AppError('not-available', cancelMessages.notCancellable);
  if (request.Add.length === 0 && request.Remove.length === 0) throw validationError({ Add: [extrasMessages.nothing] });
  const today = todayIn(property.timeZone, now);
  const items = await queries.listItems(row.id);
  const services = new Map(
    (await queries.listServices(property.id, [...new Set(request.Add.map((add) => add.ServiceId))])).map((service) => [
      service.id,
      service,
    ]),
  );

  const modelState: ModelState = {};
  const fail = (field: string, message: string) => (modelState[field] ??= []).push(message);
  const add: PlannedExtras['add'] = [];
  request.Add.forEach((wanted, i) => {
    const item = items.find((candidate) => candidate.id === wanted.ReservationItemId);
    if (!item) return fail(`Add[${i}].ReservationItemId`, cancelMessages.unknownRoom);
    if (item.status === 'cancelled') throw new AppError('not-available', cancelMessages.roomCancelled);
    if (today >= item.dateTo) throw new AppError('not-available', extrasMessages.stayEnded);
    const service = services.get(wanted.ServiceId);
    if (
      !service ||
      (service.roomTypeIds !== null && !service.roomTypeIds.includes(item.roomTypeId)) ||
      (service.ratePlanIds !== null && !service.ratePlanIds.includes(item.ratePlanId))
    ) {
      return fail(`Add[${i}].ServiceId`, extrasMessages.notOffered);
    }
    const removing = new Set(request.Remove);
    const booked =
      item.services.some((extra) => extra.serviceId === service.id && !removing.has(extra.id)) ||
      add.some((a) => a.reservationItemId === item.id && a.serviceId === service.id);
    if (booked) return fail(`Add[${i}].ServiceId`, extrasMessages.alreadyBooked);
    const quantity = service.chargeType === 'PerQuantity' ? wanted.Quantity : 1;
    const total = priceService(
      { articles: service.articles, chargeType: service.chargeType, chargePerPerson: service.chargePerPerson },
      { nights: nightsBetween(item.dateFrom, item.dateTo), quantity, adults: item.adults, children: item.children },
    );
    add.push({
      reservationItemId: item.id,
      serviceId: service.id,
      code: service.code,
      serviceName: service.name,
      quantity,
      total,
    });
  });
  const remove: PlannedExtras['remove'] = [];
  request.Remove.forEach((id, i) => {
    const item = items.find((candidate) => candidate.services.some((extra) => extra.id === id));
    const extra = item?.services.find((candidate) => candidate.id === id);
    if (!item || !extra || extra.addedAt !== 'manage') return fail(`Remove[${i}]`, extrasMessages.notRemovable);
    if (item.status === 'cancelled') throw new AppError('not-available', cancelMessages.roomCancelled);
    const policy = bookedRoomCancellationFee(item, { now, timeZone: property.timeZone });
    if (!policy.isFree) throw new AppError('not-available', extrasMessages.tooLateToRemove);
    remove.push({
      id,
      reservationItemId: item.id,
      serviceId: extra.serviceId,
      total: extra.total,
      paidAtHotel: extra.payAtHotel,
    });
  });
  if (Object.keys(modelState).length > 0) throw validationError(modelState);
  const difference = add.reduce((sum, line) => sum + line.total, 0) - remove.reduce((sum, line) => sum + line.total, 0);

  // The room's nights keep their lines as sold; only what the extras change is worked out: the
  // room's taxes with its new extras less those with its old ones, under today's rules.
  const removing = new Set(remove.map((line) => line.id));
  const retaxed = retaxExtras(
    [...new Set([...add, ...remove].map((line) => line.reservationItemId))].map((itemId) => {
      const item = items.find((candidate) => candidate.id === itemId)!;
      return {
        room: item,
        before: item.services.map((extra) => ({ code: extra.code, price: extra.total })),
        after: [
          ...item.services
            .filter((extra) => !removing.has(extra.id))
            .map((extra) => ({ code: extra.code, price: extra.total })),
          ...add
            .filter((line) => line.reservationItemId === itemId)
            .map((line) => ({ code: line.code, price: line.total })),
        ],
      };
    }),
    propertyTaxRules(property),
  );
  return {
    add,
    remove,
    difference,
    roomTaxes: retaxed.rooms,
    taxesDifference: retaxed.addedOnlineDifference,
  };
}

export function extrasQuoteOf(plan: PlannedExtras, currency: string): ChangeExtrasQuote {
  return {
    Lines: plan.add.map((line) => ({
      ReservationItemId: line.reservationItemId,
      ServiceId: line.serviceId,
      ServiceName: line.serviceName,
      Quantity: line.quantity,
      TotalCost: toMajorUnits(line.total, currency),
    })),
    Difference: toMajorUnits(plan.difference, currency),
  };
}

/** What an extras change did, kept for a replay; `refundMinor` goes back after the commit, `authorisationId` is captured. */
export async function changeExtras(
  tx: ManageQueries,
  cardGateway: CardGateway,
  at: {
    row: ReservationRow;
    property: PropertyRecord;
    now: Date;
    request: ChangeExtrasRequest;
    idempotencyKey: string;
  },
): Promise<{ kept: PricedChangeOutcome; amount: number }> {
  const { row, now, request } = at;
  const plan = await planExtras(tx, at);
  const payAtHotel = request.PaymentMethod === 'PayAtHotel';
  if (payAtHotel && !billedAtHotel(row)) throw validationError({ PaymentMethod: [extrasMessages.payAtHotel] });
  // Taxes added on top and paid online go with the extras' price (never for extras on the bill).
  const charge =
    plan.add.reduce((sum, line) => sum + line.total, 0) + (payAtHotel ? 0 : Math.max(0, plan.taxesDifference));

  // Inventory first (fixed order), so a card is never charged for an extra already gone.
  if ((await tx.takeServices(usesOf(plan.add))) !== null) throw selectionNotAvailable();
  await tx.releaseServices(usesOf(plan.remove));
  await tx.insertExtras(
    plan.add.map((line) => ({
      reservationItemId: line.reservationItemId,
      serviceId: line.serviceId,
      quantity: line.quantity,
      total: line.total,
      addedAt: 'manage' as const,
      payAtHotel,
    })),
  );
  await tx.deleteExtras(plan.remove.map((line) => line.id));
  for (const itemId of new Set([...plan.add, ...plan.remove].map((line) => line.reservationItemId))) {
    const delta =
      plan.add.filter((line) => line.reservationItemId === itemId).reduce((sum, line) => sum + line.total, 0) -
      plan.remove.filter((line) => line.reservationItemId === itemId).reduce((sum, line) => sum + line.total, 0);
    await tx.adjustItemExtras(itemId, delta);
  }
  await keepRoomTaxes(tx, row.id, plan.roomTaxes);

  let charged: PricedChangeOutcome['charged'] = null;
  if (charge > 0 && !payAtHotel) {
    const card = request.CardDetails;
    if (!card || card.CreditCardId) throw validationError({ CardDetails: [extrasMessages.cardNeeded] });
    const newCard = cardToChargeOf(card);
    if (!newCard) throw validationError({ 'CardDetails.CardNumber': [extrasMessages.cardNumber] });
    const result = await cardGateway.authorise({
      amount: charge,
      currency: row.currency,
      reference: row.referenceNumber,
      description: `Extras for booking ${row.referenceNumber}`,
      card: newCard,
    });
    // A decline rolls back the extras taken above.
    if (!result.approved) throw new AppError('payment-declined', result.declineReason);
    charged = { authorisationId: result.authorisationId, amount: charge };
    await tx.recordChangePayment(row.id, {
      amount: charge,
      gateway: cardGateway.name,
      paymentReference: result.authorisationId,
      at: now,
    });
  }
  // Removed extras paid up front go back to the booking's payment; those on the bill come off it.
  const refundMinor = Math.min(
    row.amountPaid,
    plan.remove.filter((line) => !line.paidAtHotel && !billedAtHotel(row)).reduce((sum, line) => sum + line.total, 0) +
      (billedAtHotel(row) ? 0 : Math.max(0, -plan.taxesDifference)),
  );
  await tx.adjustReservation(
    row.id,
    { updatedAt: now },
    { extrasTotal: plan.difference, total: plan.difference, amountPaid: (charged?.amount ?? 0) - refundMinor },
  );
  await tx.restatePayments(row.id, now);

  const money = (minor: number) => formatMoney(toMajorUnits(minor, row.currency), row.currency);
  const lines = [
    ...plan.add.map(
      (line) =>
        `Added: ${line.serviceName}${line.quantity > 1 ? ` x ${line.quantity}` : ''}, ${money(line.total)}${payAtHotel ? ' (to pay at the hotel)' : ''}.`,
    ),
    ...plan.remove.map((line) => `Removed an extra: ${money(line.total)}.`),
  ];
  await tellChangeInLines(tx, row.id, lines, at);
  return pricedChangeResult(row, { difference: plan.difference, refundMinor, charged });
}

function usesOf(lines: readonly { serviceId: number }[]): ServiceUse[] {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.serviceId, (counts.get(line.serviceId) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([serviceId, items]) => ({ serviceId, items }));
}
