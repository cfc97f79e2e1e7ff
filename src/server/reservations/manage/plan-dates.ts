import type { ChangeDatesQuote, ChangeDatesQuoteRequest } from '../../../contract/manage-booking';
import { paymentTypes } from '../../../contract/reservation';
import { checkBookable, type Ari, type BookingItemRequest } from '../../../domain/availability';
import { toMajorUnits } from '../../../domain/money';
import { priceService } from '../../../domain/pricing';
import { todayIn } from '../../../domain/same-day';
import { roomNightsToTake } from '../../../domain/room-nights';
import { nightsBetween } from '../../../domain/stay-nights';
import { addedOnline } from '../../../domain/booked-taxes';
import { combineTaxes, taxableNights, taxesToApi, taxRoom, type PricedTaxes } from '../../../domain/taxes';
import { AppError, selectionNotAvailable, validationError } from '../../errors';
import type { CardGateway } from '../../payments/card-gateway';
import type { PropertyRecord } from '../../properties/repository';
import type { StayAriSource } from '../price-booking';
import type { ReservationQueries, ReservationRow } from '../repository';
import { cancelMessages } from './cancel';
import { propertyTaxRules } from '../../properties/tax-rules';

// Change dates (Reservation/ChangeDates/Quote and Reservation/ChangeDates): every room still
// booked moves to the new dates, on its room type and rate plan where that can be had, else on
// one the guest picks from what search would offer for its guests. Rooms are priced by the
// availability rule booking uses (checkBookable over fresh ARI, counting the booking's own
// nights as free to it); extras are re-priced by the same rules for the new stay (a per-day
// extra follows the nights) and keep their inventory, which counts rooms, not nights.
// Money: a higher price is charged (booking's card, a new card, or the invoice); a lower one
// is given back, except what the policy would keep if the old stay were cancelled now. Each
// room is taxed again on its new nights by the domain's rule (a new sale under today's taxes);
// taxes added on top and paid online move with the price (TaxesDifference).

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
  /** The room's taxes and fees on the new stay (null when it cannot be had). */
  newTaxes: PricedTaxes | null;
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
  /** Change in the taxes added on top and paid online (minor units), moved with `difference`. */
  taxesDifference: number;
  /** What is charged now (price and online taxes going up), minor units. */
  toCharge: number;
  paymentNeeded: ChangeDatesQuote['PaymentNeeded'];
}

/**
 * A change's price difference is not charged now: the hotel bills it (invoices), or the
 * booking's payment schedule takes it (a balance to come, or paid at the hotel).
 */
export const billedAtHotel = (row: Pick<ReservationRow, 'paymentType' | 'paymentPlan'>) =>
  row.paymentType === paymentTypes.PayByIndividualInvoice ||
  row.paymentType === paymentTypes.PayByCompanyInvoice ||
  row.paymentPlan !== 'PayNow';
export const bookingCardOf = (row: ReservationRow, gateway: Pick<CardGateway, 'name'>) =>
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
  const taxRules = propertyTaxRules(property);
  const ratePlanCode = new Map(catalogue.ratePlans.map((r) => [r.id, r.code]));

  const rooms: PlannedRoom[] = chosen.map((room, index) => {
    const { item } = room;
    const sameAvailable = checkBookable([stay(item, item.roomTypeId, item.ratePlanId)], options, ari).bookable;
    const ok = !failed.has(index);
    const stayPrice = ok && together.bookable ? together.prices[index]! : null;
    const newRoomCost = stayPrice ? stayPrice.total : null;
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
      return { id: extra.id, code: extra.code, total };
    });
    const newTaxes = stayPrice
      ? taxRoom(
          {
            ratePlanCode: ratePlanCode.get(room.ratePlanId) ?? '',
            guests: { adults: item.adults, children: item.children, infants: item.infants },
            nights: taxableNights(request.DateFrom, stayPrice.nightlyPrices),
            extras: extras.map((extra) => ({ code: extra.code, price: extra.total })),
          },
          taxRules,
        )
      : null;
    return {
      item,
      roomTypeId: room.roomTypeId,
      ratePlanId: room.ratePlanId,
      roomTypeName: nameOf.roomType.get(room.roomTypeId) ?? '',
      ratePlanName: nameOf.ratePlan.get(room.ratePlanId) ?? '',
      sameAvailable,
      newRoomCost,
      newTaxes,
      extras: extras.map(({ id, total }) => ({ id, total })),
      newExtrasTotal: extras.reduce((sum, extra) => sum + extra.total, 0),
      choices,
    };
  });
  const available = rooms.every((room) => room.newRoomCost !== null);
  const oldTotal = items.reduce((sum, item) => sum + item.total, 0);
  const newTotal = available ? rooms.reduce((sum, room) => sum + room.newRoomCost! + room.newExtrasTotal, 0) : oldTotal;
  const difference = newTotal - oldTotal;
  const taxesDifference = available
    ? rooms.reduce((sum, room) => sum + addedOnline(room.newTaxes!.lines) - addedOnline(room.item.taxLines), 0)
    : 0;
  const toCharge = Math.max(0, difference) + Math.max(0, taxesDifference);
  const paymentNeeded =
    toCharge <= 0
      ? 'None'
      : billedAtHotel(row)
        ? 'Invoice'
        : bookingCardOf(row, deps.cardGateway)
          ? 'BookingCard'
          : 'NewCard';
  return { rooms, available, oldTotal, newTotal, difference, taxesDifference, toCharge, paymentNeeded };
}

/** The new stay's taxes: every room's lines on its new nights (null until every room can be had). */
export function newStayTaxes(plan: PlannedDates) {
  return plan.available ? combineTaxes(plan.rooms.map((room) => room.newTaxes!)) : null;
}

export function datesQuoteOf(plan: PlannedDates, currency: string): ChangeDatesQuote {
  const money = (minor: number) => toMajorUnits(minor, currency);
  const taxes = newStayTaxes(plan);
  return {
    ...taxesToApi(taxes ?? { lines: [], total: plan.newTotal, payAtProperty: 0 }, currency),
    TaxesDifference: money(plan.taxesDifference),
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
