import type { ReservationItemRequest } from '../../contract/reservation';
import {
  checkBookable,
  type BookingItemProblem,
  type InventoryRow,
  type RatePlanRules,
  type RateRow,
  type RoomTypeRules,
} from '../../domain/availability';
import { roomNightsToTake } from '../../domain/room-nights';
import { effectiveLimits, occupancyMisfit, type Guests } from '../../domain/occupancy';
import { bookingTotal, priceService } from '../../domain/pricing';
import { nightsBetween } from '../../domain/stay-nights';
import { payNowPolicy, type PaymentPolicy } from '../../domain/payment-schedule';
import { combineTaxes, taxableNights, taxRoom, type PricedTaxes, type StayTaxes } from '../../domain/taxes';
import type { PropertyRecord } from '../properties/repository';
import { propertyTaxRules } from '../properties/tax-rules';
import { selectionNotAvailable, validationError, type ModelState } from '../errors';
import type { ReservationQueries, RoomNight, ServiceRecord, ServiceUse } from './repository';

// The server prices (docs/decisions/0010-booking-keeps-its-lines.md): every room through THE availability rule of
// src/domain (checkBookable, the rule search uses) over fresh ARI, every extra through
// priceService. The client's TotalCost is never read. Problems come out as 400 (the request
// cannot be booked as asked) or 409 (a room or an extra is gone). Each room's taxes and fees
// come from THE tax rule (src/domain/taxes) over its nights as sold and its extras.

/** What this feature needs of the ARI repository (src/server/availability), handed in by app.ts. */
export interface StayAriSource {
  roomCatalogue(property: { id: number; updatedAt: Date }): Promise<{
    roomTypes: readonly (RoomTypeRules & { name: string })[];
    ratePlans: readonly (RatePlanRules & { name: string; canPayByCompanyInvoice: boolean; payment: PaymentPolicy })[];
  }>;
  nightlyAri(range: {
    roomTypeIds: readonly number[];
    ratePlanIds: readonly number[];
    from: string;
    to: string;
  }): Promise<{ inventory: InventoryRow[]; rates: RateRow[] }>;
}

/** What pricing reads of a room: its stay, room, rate, guests and extras (Create's rooms and Quote's). */
export type RoomToPrice = Pick<
  ReservationItemRequest,
  | 'DateFrom'
  | 'DateTo'
  | 'RoomTypeId'
  | 'RatePlanId'
  | 'NumberOfAdults'
  | 'NumberOfChildren'
  | 'NumberOfInfants'
  | 'Services'
>;

export interface PricedService {
  serviceId: number;
  quantity: number;
  total: number;
}

export interface PricedItem<Room extends RoomToPrice = ReservationItemRequest> {
  index: number;
  request: Room;
  guests: Guests;
  nights: number;
  canPayByCompanyInvoice: boolean;
  roomTotal: number;
  services: PricedService[];
  extrasTotal: number;
  total: number;
  /** The room's taxes and fees: `price` is `total`, its lines are kept with the room. */
  taxes: PricedTaxes;
  /** The rate plan's payment policy, kept with the room as sold. */
  paymentPolicy: PaymentPolicy;
  /** The first night's price as sold (a first-night deposit). */
  firstNight: number;
}

export interface PricedBooking<Room extends RoomToPrice = ReservationItemRequest> {
  items: PricedItem<Room>[];
  roomsTotal: number;
  extrasTotal: number;
  /** Rooms + extras, before any voucher. */
  subtotal: number;
  /** The booking's taxes and fees (the sum of the rooms'); a voucher pays, it does not change them. */
  taxes: StayTaxes;
  /** The first arrival and the last departure. */
  dateFrom: string;
  dateTo: string;
  /** In the order to take them: room type then date. */
  roomNights: RoomNight[];
  /** In the order to take them: service id. */
  serviceUses: ServiceUse[];
}

const roomLabel = (index: number) => `Room ${index + 1}`;

export const guestsOf = (
  item: Pick<ReservationItemRequest, 'NumberOfAdults' | 'NumberOfChildren' | 'NumberOfInfants'>,
): Guests => ({
  adults: item.NumberOfAdults,
  children: item.NumberOfChildren,
  infants: item.NumberOfInfants,
});

export async function priceBooking<Room extends RoomToPrice>(
  deps: { ari: StayAriSource; repository: Pick<ReservationQueries, 'listServices'> },
  property: Pick<PropertyRecord, 'id' | 'updatedAt' | 'currency' | 'taxes'>,
  request: { Rooms: readonly Room[]; PromoCode: string | null },
): Promise<PricedBooking<Room>> {
  const rooms = request.Rooms;
  const catalogue = await deps.ari.roomCatalogue(property);
  const dateFrom = rooms.reduce((min, item) => (item.DateFrom < min ? item.DateFrom : min), rooms[0]!.DateFrom);
  const dateTo = rooms.reduce((max, item) => (item.DateTo > max ? item.DateTo : max), rooms[0]!.DateTo);
  const serviceIds = [...new Set(rooms.flatMap((item) => item.Services.map((service) => service.ServiceId)))];
  const [nightly, serviceRows] = await Promise.all([
    deps.ari.nightlyAri({
      roomTypeIds: [...new Set(rooms.map((item) => item.RoomTypeId))],
      ratePlanIds: [...new Set(rooms.map((item) => item.RatePlanId))],
      // The departure day's rates carry its closed-to-departure.
      from: dateFrom,
      to: dateTo,
    }),
    deps.repository.listServices(property.id, serviceIds),
  ]);

  const requests = rooms.map((item) => ({
    dateFrom: item.DateFrom,
    dateTo: item.DateTo,
    roomTypeId: item.RoomTypeId,
    ratePlanId: item.RatePlanId,
    guests: guestsOf(item),
  }));
  const check = checkBookable(
    requests,
    { promoCode: request.PromoCode },
    { roomTypes: catalogue.roomTypes, ratePlans: catalogue.ratePlans, ...nightly },
  );

  const modelState: ModelState = {};
  const add = (field: string, message: string) => void (modelState[field] ??= []).push(message);
  let gone = false;
  if (!check.bookable) {
    for (const { itemIndex, problem } of check.problems) {
      const item = rooms[itemIndex]!;
      const roomType = catalogue.roomTypes.find((candidate) => candidate.id === item.RoomTypeId);
      const ratePlan = catalogue.ratePlans.find((candidate) => candidate.id === item.RatePlanId);
      const refusal = describeProblem(
        problem,
        itemIndex,
        roomType && ratePlan ? { roomType, ratePlan, guests: guestsOf(item) } : undefined,
      );
      if (refusal === 'gone') gone = true;
      else add(refusal.field, refusal.message);
    }
  }

  const servicesById = new Map(serviceRows.map((service) => [service.id, service]));
  const pricedServices = rooms.map((item, itemIndex) => priceItemServices(item, itemIndex, servicesById, add));

  if (Object.keys(modelState).length > 0) throw validationError(modelState);
  if (gone || !check.bookable) throw selectionNotAvailable();

  const serviceUses = countServiceUses(pricedServices);
  // Extras already sold out: no need to open a transaction to find out.
  for (const use of serviceUses) {
    const service = servicesById.get(use.serviceId)!;
    if (service.startingInventory !== null && service.startingInventory - service.usedInventory < use.items)
      throw selectionNotAvailable();
  }

  const taxRules = propertyTaxRules(property);
  const items: PricedItem<Room>[] = rooms.map((item, index) => {
    const stayPrice = check.prices[index]!;
    const roomTotal = stayPrice.total;
    const services = pricedServices[index]!;
    const extrasTotal = services.reduce((sum, service) => sum + service.total, 0);
    const ratePlan = catalogue.ratePlans.find((candidate) => candidate.id === item.RatePlanId);
    const taxes = taxRoom(
      {
        ratePlanCode: ratePlan?.code ?? '',
        guests: guestsOf(item),
        nights: taxableNights(item.DateFrom, stayPrice.nightlyPrices),
        extras: services.map((service) => ({ code: servicesById.get(service.serviceId)!.code, price: service.total })),
      },
      taxRules,
    );
    return {
      index,
      request: item,
      guests: guestsOf(item),
      nights: nightsBetween(item.DateFrom, item.DateTo),
      canPayByCompanyInvoice: ratePlan?.canPayByCompanyInvoice ?? false,
      roomTotal,
      services,
      extrasTotal,
      total: roomTotal + extrasTotal,
      taxes,
      paymentPolicy: ratePlan?.payment ?? payNowPolicy,
      firstNight: stayPrice.nightlyPrices[0] ?? 0,
    };
  });
  const roomsTotal = items.reduce((sum, item) => sum + item.roomTotal, 0);
  const extrasTotal = items.reduce((sum, item) => sum + item.extrasTotal, 0);
  return {
    items,
    roomsTotal,
    extrasTotal,
    subtotal: bookingTotal({ rooms: roomsTotal, extras: extrasTotal, voucherDiscount: 0 }),
    taxes: combineTaxes(items.map((item) => item.taxes)),
    dateFrom,
    dateTo,
    roomNights: roomNightsToTake(requests),
    serviceUses,
  };
}

/** 'gone' (409: the selection is not available any more), or the 400 field and message. */
function describeProblem(
  problem: BookingItemProblem,
  index: number,
  context: { roomType: RoomTypeRules; ratePlan: RatePlanRules; guests: Guests } | undefined,
): 'gone' | { field: string; message: string } {
  const label = roomLabel(index);
  const field = (name: string) => `Rooms[${index}].${name}`;
  switch (problem.kind) {
    case 'unknownRoomType':
      return { field: field('RoomTypeId'), message: `${label}: this room type is not offered by this hotel.` };
    case 'unknownRatePlan':
      return { field: field('RatePlanId'), message: `${label}: this rate is not offered by this hotel.` };
    case 'promoCode':
    case 'ratePlanCode':
      return {
        field: field('RatePlanId'),
        message: `${label}: this rate needs its promo code. Please search again with the code.`,
      };
    case 'emptyStay':
      return { field: field('DateTo'), message: `${label}: your departure date must be after your arrival date.` };
    case 'minStay':
      return {
        field: field('DateTo'),
        message: `${label}: this rate needs a stay of at least ${problem.nights} nights.`,
      };
    case 'maxStay':
      return {
        field: field('DateTo'),
        message: `${label}: this rate allows a stay of at most ${problem.nights} nights.`,
      };
    case 'occupancy':
      return { field: field('NumberOfAdults'), message: occupancyMessage(label, context) };
    case 'soldOut':
    case 'noRate':
    case 'closed':
    case 'closedToArrival':
    case 'closedToDeparture':
      return 'gone';
  }
}

function occupancyMessage(
  label: string,
  context: { roomType: RoomTypeRules; ratePlan: RatePlanRules; guests: Guests } | undefined,
): string {
  if (!context) return `${label}: your guests do not fit this room and rate.`;
  const limits = effectiveLimits(context.roomType, context.ratePlan);
  switch (occupancyMisfit(context.guests, limits)) {
    case 'tooFewGuests':
      return `${label}: this room and rate need at least ${limits.minimumOccupancy} guests.`;
    case 'tooManyGuests':
      return `${label}: this room and rate take at most ${limits.maximumOccupancy} guests.`;
    case 'tooManyAdults':
      return `${label}: this room and rate take at most ${limits.adultMaximumOccupancy} adults.`;
    case 'tooManyChildren':
      return `${label}: this room and rate take at most ${limits.childMaximumOccupancy} children and infants.`;
    default:
      return `${label}: your guests do not fit this room and rate.`;
  }
}

function priceItemServices(
  item: RoomToPrice,
  itemIndex: number,
  servicesById: ReadonlyMap<number, ServiceRecord>,
  add: (field: string, message: string) => void,
): PricedService[] {
  const priced: PricedService[] = [];
  const seen = new Set<number>();
  item.Services.forEach((wanted, serviceIndex) => {
    const field = `Rooms[${itemIndex}].Services[${serviceIndex}].ServiceId`;
    const service = servicesById.get(wanted.ServiceId);
    if (
      !service ||
      (service.roomTypeIds !== null && !service.roomTypeIds.includes(item.RoomTypeId)) ||
      (service.ratePlanIds !== null && !service.ratePlanIds.includes(item.RatePlanId))
    ) {
      return add(field, `${roomLabel(itemIndex)}: this extra is not available with the room and rate you chose.`);
    }
    if (seen.has(service.id))
      return add(field, `${roomLabel(itemIndex)}: ${service.name} is listed twice. Please set its quantity instead.`);
    seen.add(service.id);
    const quantity = service.chargeType === 'PerQuantity' ? wanted.Quantity : 1;
    const total = priceService(
      { articles: service.articles, chargeType: service.chargeType, chargePerPerson: service.chargePerPerson },
      {
        nights: nightsBetween(item.DateFrom, item.DateTo),
        quantity,
        adults: item.NumberOfAdults,
        children: item.NumberOfChildren,
      },
    );
    priced.push({ serviceId: service.id, quantity, total });
  });
  return priced;
}

/** docs/product.md, rules and messages: a service's inventory counts the reservation items (rooms) using it. */
function countServiceUses(itemServices: readonly (readonly PricedService[])[]): ServiceUse[] {
  const counts = new Map<number, number>();
  for (const list of itemServices)
    for (const service of list) counts.set(service.serviceId, (counts.get(service.serviceId) ?? 0) + 1);
  return [...counts.entries()]
    .map(([serviceId, items]) => ({ serviceId, items }))
    .sort((a, b) => a.serviceId - b.serviceId);
}
