import type { ChangeDatesQuote, ChangeDatesQuoteRequest, ChangeDatesRequest } from '../../../contract/manage-booking';
import { paymentTypes } from '../../../contract/reservation';
import { checkBookable, type Ari, type BookingItemRequest } from '../../../domain/availability';
import { cancellationFee } from '../../../domain/cancellation-policy';
import { inferCardType, normaliseCardNumber, type CardType } from '../../../domain/card-types';
import { formatMoney, toMajorUnits } from '../../../domain/money';
import { priceService } from '../../../domain/pricing';
import { todayIn } from '../../../domain/same-day';
import { formatStayDate } from '../../../domain/stay-dates';
import { roomNightsToTake, netNights } from '../../../domain/room-nights';
import { nightsBetween } from '../../../domain/stay-nights';
import { AppError, selectionNotAvailable, validationError } from '../../errors';
import type { CardGateway } from '../../payments/card-gateway';
import type { PropertyRecord } from '../../properties/repository';
import type { StayAriSource } from '../price-booking';
import type { ReservationQueries, ReservationRow } from '../repository';
import { expiryYearOf } from '../validate-request';
import { cancelMessages } from './cancel';
import { extrasMessages } from './extras';
import { guestChangeEmailKind, hotelNoticeEmailKind, type ChangeMail } from './manage-emails';
import type { ManageQueries } from './repository';

// Change dates (Reservation/ChangeDates/Quote and Reservation/ChangeDates): every room still
// booked moves to the new dates, on its room type and rate plan where that can be had, else on
// one the guest picks from what search would offer for its guests. Rooms are priced by the
// availability rule booking uses (checkBookable over fresh ARI, counting the booking's own
// nights as free to it); extras are re-priced by the same rules for the new stay (a per-day
// extra follows the nights) and keep their inventory, which counts rooms, not nights.
// Money: a higher price is charged (booking's card, a new card, or the invoice); a lower one
// is given back, except what the policy would keep if the old stay were cancelled now.

export const changeDatesMessages = {
  notOffered: 'The dates of this booking cannot be changed.',
  nonRefundable: 'This rate cannot be changed or refunded.',
  stayStarted: 'Your stay has started: please speak to the hotel about any change.',
  past: 'Please choose an arrival date from today on.',
  order: 'Your departure date must be after your arrival date.',
  sameDates: 'These are the dates you have booked already.',
  notInBooking: 'Please choose a room of this booking.',
  notAChoice: 'This room and rate are not offered for these dates.',
  priceChanged: 'The price of this change has changed. Please check the new price and confirm again.',
  cardNeeded: 'Please enter your card details to pay the difference.',
};

type Item = Awaited<ReturnType<ReservationQueries['listItems']>>[number];

interface PlannedRoom {
  item: Item;
  roomTypeId: number;
  ratePlanId: number;
  roomTypeName: string;
  ratePlanName: string;
  sameAvailable: boolean;
  newRoomCost: number | null;
  extras: { id: number; total: number }[];
  newExtrasTotal: number;
  choices: ChangeDatesQuote['Rooms'][number]['Choices'];
}

export interface PlannedDates {
  rooms: PlannedRoom[];
  available: boolean;
  oldTotal: number;
  newTotal: number;
  difference: number;
  paymentNeeded: ChangeDatesQuote['PaymentNeeded'];
}

const billedAtHotel = (row: ReservationRow) =>
  row.paymentType === paymentTypes.PayByIndividualInvoice || row.paymentType === paymentTypes.PayByCompanyInvoice;
const bookingCardOf = (row: ReservationRow, gateway: Pick<CardGateway, 'name'>) =>
  row.paymentType === paymentTypes.PayByCard &&
  row.cardToken &&
  row.paymentGateway === gateway.name &&
  row.cardBrand &&
  row.cardLast4
    ? row
    : null;

/** Checks and prices the change; throws 400/409 for what can never be done, answers what can. */
export async function planDates(
  deps: {
    ari: StayAriSource;
    queries: Pick<ReservationQueries, 'listItems' | 'listServices'>;
    cardGateway: Pick<CardGateway, 'name'>;
  },
  at: { row: ReservationRow; property: PropertyRecord; now: Date; request: ChangeDatesQuoteRequest },
): Promise<PlannedDates> {
  const { row, property, now, request } = at;
  if (row.status === 'cancelled') throw new AppError('not-available', cancelMessages.bookingCancelled);
  if (row.status !== 'confirmed') throw new AppError('not-available', changeDatesMessages.notOffered);
  const today = todayIn(property.timeZone, now);
  if (request.DateFrom < today) throw validationError({ DateFrom: [changeDatesMessages.past] });
  if (request.DateTo <= request.DateFrom) throw validationError({ DateTo: [changeDatesMessages.order] });
  const items = (await deps.queries.listItems(row.id)).filter((item) => item.status === 'booked');
  if (items.length === 0) throw new AppError('not-available', cancelMessages.roomCancelled);
  if (items.some((item) => !item.refundable)) throw new AppError('not-available', changeDatesMessages.nonRefundable);
  if (items.some((item) => today >= item.dateFrom))
    throw new AppError('not-available', changeDatesMessages.stayStarted);
  if (items.every((item) => item.dateFrom === request.DateFrom && item.dateTo === request.DateTo))
    throw validationError({ DateFrom: [changeDatesMessages.sameDates] });
  const wanted = new Map((request.Rooms ?? []).map((room) => [room.ReservationItemId, room]));
  for (const [i, room] of (request.Rooms ?? []).entries()) {
    if (!items.some((item) => item.id === room.ReservationItemId))
      throw validationError({ [`Rooms[${i}].ReservationItemId`]: [changeDatesMessages.notInBooking] });
  }

  const catalogue = await deps.ari.roomCatalogue(property);
  const nightly = await deps.ari.nightlyAri({
    roomTypeIds: catalogue.roomTypes.map((roomType) => roomType.id),
    ratePlanIds: catalogue.ratePlans.map((ratePlan) => ratePlan.id),
    from: request.DateFrom,
    to: request.DateTo,
  });
  // The booking's own nights are free to it: it gives them back as it takes the new ones.
  const own = new Map(roomNightsToTake(items).map((night) => [`${night.roomTypeId}|${night.date}`, night.rooms]));
  const inventory = nightly.inventory.map((night) => ({
    ...night,
    booked: Math.max(0, night.booked - (own.get(`${night.roomTypeId}|${night.date}`) ?? 0)),
  }));
  const ari: Ari = { roomTypes: catalogue.roomTypes, ratePlans: catalogue.ratePlans, inventory, rates: nightly.rates };
  const options = { promoCode: row.promoCode };
  const stay = (item: Item, roomTypeId: number, ratePlanId: number): BookingItemRequest => ({
    dateFrom: request.DateFrom,
    dateTo: request.DateTo,
    roomTypeId,
    ratePlanId,
    guests: { adults: item.adults, children: item.children, infants: item.infants },
  });
  const chosen = items.map((item) => ({
    item,
    roomTypeId: wanted.get(item.id)?.RoomTypeId ?? item.roomTypeId,
    ratePlanId: wanted.get(item.id)?.RatePlanId ?? item.ratePlanId,
  }));
  // Every room together, so rooms of one type count against the same nights.
  const together = checkBookable(
    chosen.map((room) => stay(room.item, room.roomTypeId, room.ratePlanId)),
    options,
    ari,
  );
  const failed = new Set(together.bookable ? [] : together.problems.map((problem) => problem.itemIndex));
  const nameOf = {
    roomType: new Map(catalogue.roomTypes.map((r) => [r.id, r.name])),
    ratePlan: new Map(catalogue.ratePlans.map((r) => [r.id, r.name])),
  };
  for (const [i, room] of (request.Rooms ?? []).entries()) {
    if (!nameOf.roomType.has(room.RoomTypeId) || !nameOf.ratePlan.has(room.RatePlanId))
      throw validationError({ [`Rooms[${i}].RatePlanId`]: [changeDatesMessages.notAChoice] });
  }

  const serviceIds = [...new Set(items.flatMap((item) => item.services.map((extra) => extra.serviceId)))];
  const services = new Map(
    (await deps.queries.listServices(property.id, serviceIds)).map((service) => [service.id, service]),
  );
  const nights = nightsBetween(request.DateFrom, request.DateTo);

  const rooms: PlannedRoom[] = chosen.map((room, index) => {
    const { item } = room;
    const sameAvailable = checkBookable([stay(item, item.roomTypeId, item.ratePlanId)], options, ari).bookable;
    const ok = !failed.has(index);
    const newRoomCost = ok && together.bookable ? together.prices[index]!.total : null;
    // What search would offer this room's guests on the new dates, when its own choice is not there.
    const choices = ok
      ? []
      : catalogue.roomTypes.flatMap((roomType) =>
          catalogue.ratePlans.flatMap((ratePlan) => {
            const check = checkBookable([stay(item, roomType.id, ratePlan.id)], options, ari);
            return check.bookable
              ? [
                  {
                    RoomTypeId: roomType.id,
                    RoomTypeName: roomType.name,
                    RatePlanId: ratePlan.id,
                    RatePlanName: ratePlan.name,
                    RoomCost: toMajorUnits(check.prices[0]!.total, row.currency),
                  },
                ]
              : [];
          }),
        );
    const extras = item.services.map((extra) => {
      const service = services.get(extra.serviceId);
      const total = service
        ? priceService(
            { articles: service.articles, chargeType: service.chargeType, chargePerPerson: service.chargePerPerson },
            { nights, quantity: extra.quantity, adults: item.adults, children: item.children },
          )
        : extra.total;
      return { id: extra.id, total };
    });
    return {
      item,
      roomTypeId: room.roomTypeId,
      ratePlanId: room.ratePlanId,
      roomTypeName: nameOf.roomType.get(room.roomTypeId) ?? '',
      ratePlanName: nameOf.ratePlan.get(room.ratePlanId) ?? '',
      sameAvailable,
      newRoomCost,
      extras,
      newExtrasTotal: extras.reduce((sum, extra) => sum + extra.total, 0),
      choices,
    };
  });
  const available = rooms.every((room) => room.newRoomCost !== null);
  const oldTotal = items.reduce((sum, item) => sum + item.total, 0);
  const newTotal = available ? rooms.reduce((sum, room) => sum + room.newRoomCost! + room.newExtrasTotal, 0) : oldTotal;
  const difference = newTotal - oldTotal;
  const paymentNeeded =
    difference <= 0
      ? 'None'
      : billedAtHotel(row)
        ? 'Invoice'
        : bookingCardOf(row, deps.cardGateway)
          ? 'BookingCard'
          : 'NewCard';
  return { rooms, available, oldTotal, newTotal, difference, paymentNeeded };
}

export function datesQuoteOf(plan: PlannedDates, currency: string): ChangeDatesQuote {
  const money = (minor: number) => toMajorUnits(minor, currency);
  return {
    Available: plan.available,
    Message: plan.available ? null : selectionNotAvailable().message,
    Rooms: plan.rooms.map((room) => ({
      ReservationItemId: room.item.id,
      RoomTypeId: room.roomTypeId,
      RoomTypeName: room.roomTypeName,
      RatePlanId: room.ratePlanId,
      RatePlanName: room.ratePlanName,
      SameAvailable: room.sameAvailable,
      OldRoomCost: money(room.item.roomTotal),
      NewRoomCost: room.newRoomCost === null ? null : money(room.newRoomCost),
      Choices: room.choices,
    })),
    OldTotal: money(plan.oldTotal),
    NewTotal: money(plan.newTotal),
    Difference: money(plan.difference),
    PaymentNeeded: plan.paymentNeeded,
  };
}

/**
 * The ARI a change reads, fetched before its transaction opens: the ARI repository reads
 * outside the transaction (PGlite has one connection, so it could not answer inside one).
 * Prices are checked on this; the nights themselves are taken by conditional updates inside.
 */
export async function preloadAri(
  source: StayAriSource,
  property: PropertyRecord,
  dates: { DateFrom: string; DateTo: string },
): Promise<StayAriSource> {
  const catalogue = await source.roomCatalogue(property);
  const nightly = await source.nightlyAri({
    roomTypeIds: catalogue.roomTypes.map((roomType) => roomType.id),
    ratePlanIds: catalogue.ratePlans.map((ratePlan) => ratePlan.id),
    from: dates.DateFrom,
    to: dates.DateTo,
  });
  return { roomCatalogue: () => Promise.resolve(catalogue), nightlyAri: () => Promise.resolve(nightly) };
}

/** What a change of dates did, kept for a replay; `refundMinor` goes back after the commit, `charged` is captured. */
export interface DatesOutcome extends Record<string, unknown> {
  difference: number;
  refundMinor: number;
  charged: { authorisationId: string; amount: number } | null;
}

export async function changeDates(
  tx: ManageQueries,
  deps: { ari: StayAriSource; cardGateway: CardGateway },
  at: { row: ReservationRow; property: PropertyRecord; now: Date; request: ChangeDatesRequest; idempotencyKey: string },
): Promise<{ kept: DatesOutcome; amount: number }> {
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
    });
    for (const extra of room.extras) await tx.repriceExtra(extra.id, extra.total);
  }

  // A lower price inside the fee period still leaves the hotel what cancelling now would.
  const feeNow = plan.rooms.reduce(
    (sum, room) =>
      sum +
      cancellationFee(
        { refundable: room.item.refundable, policy: room.item.cancellation },
        {
          dateFrom: room.item.dateFrom,
          nights: nightsBetween(room.item.dateFrom, room.item.dateTo),
          roomTotal: room.item.roomTotal,
          extrasTotal: room.item.extrasTotal,
        },
        { now, timeZone: property.timeZone },
      ).fee,
    0,
  );
  const kept = plan.difference < 0 ? Math.min(-plan.difference, Math.max(0, feeNow - plan.newTotal)) : 0;
  const released = plan.difference < 0 ? -plan.difference - kept : 0;
  const paidUpFront = row.paymentType === paymentTypes.PayByCard || row.paymentType === paymentTypes.PayByPayStack;
  const refundMinor = paidUpFront ? Math.max(0, Math.min(released, row.amountPaid - (row.total - released))) : 0;

  let charged: DatesOutcome['charged'] = null;
  if (plan.difference > 0 && !billedAtHotel(row))
    charged = await chargeDifference(deps.cardGateway, row, plan.difference, request);

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
  const mail: ChangeMail = { reservationId: row.id, change: 'guests', lines };
  const dedupeKey = `${row.id}:${at.idempotencyKey}`;
  await tx.enqueueMail(guestChangeEmailKind, { ...mail }, dedupeKey, now);
  await tx.enqueueMail(hotelNoticeEmailKind, { ...mail }, dedupeKey, now);
  return {
    kept: { difference: toMajorUnits(plan.difference, row.currency), refundMinor, charged },
    amount: (charged?.amount ?? 0) - refundMinor,
  };
}

/** The booking's card on file (with the security code typed now), else the new card given; a decline rolls the change back. */
async function chargeDifference(
  gateway: CardGateway,
  row: ReservationRow,
  amount: number,
  request: ChangeDatesRequest,
): Promise<NonNullable<DatesOutcome['charged']>> {
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
    const cardType = inferCardType(card.CardNumber);
    if (!cardType) throw validationError({ 'CardDetails.CardNumber': [extrasMessages.cardNumber] });
    result = await gateway.authorise({
      ...payment,
      card: {
        number: normaliseCardNumber(card.CardNumber),
        nameOnCard: card.NameOnCard.trim(),
        expiryMonth: card.ExpiryMonth ?? 0,
        expiryYear: expiryYearOf(card.ExpiryYear) ?? 0,
        securityCode: card.SecurityCode.trim(),
        cardType,
      },
    });
  } else if (onFile) {
    result = await gateway.authoriseSaved({
      ...payment,
      card: {
        token: onFile.cardToken!,
        cardType: onFile.cardBrand as CardType,
        lastFourDigits: onFile.cardLast4!,
        expiryMonth: onFile.cardExpiryMonth ?? 0,
        expiryYear: onFile.cardExpiryYear ?? 0,
      },
      securityCode: card?.SecurityCode ?? '',
    });
  } else {
    throw validationError({ CardDetails: [changeDatesMessages.cardNeeded] });
  }
  if (!result.approved) throw new AppError('payment-declined', result.declineReason);
  return { authorisationId: result.authorisationId, amount };
}
