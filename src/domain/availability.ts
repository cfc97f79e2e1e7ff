import { effectiveLimits, fitsOccupancy, type Guests, type OccupancyLimits, type RatePlanOccupancy } from './occupancy';
import { priceStay, type CostComponents, type StayPrice } from './pricing';
import { normalisePromoCode, promoCodeUnlocks } from './promo-code';
import { assignRooms, fittingRoomTypeIds, type RoomAssignment } from './room-assignment';
import { candidateNights, type StayRestriction } from './stay-restrictions';
import { addDays, stayNights } from './stay-nights';

// THE availability rule, over ARI (availability, rates and inventory) rows for one stay
// [dateFrom, dateTo). Search (Availability/Search) and Reservation/Create both use it, so a
// guest is never shown a room the booking would refuse, nor refused one that was shown.
//
// Input is the rows as the database holds them (drizzle's camelCase select of room_types,
// rate_plans, nightly_rates and room_inventory fits these shapes structurally). Load rates
// for the nights of the stay AND the departure day (its row carries closed-to-departure);
// rows outside the stay are ignored. Room types and rate plans come out in the order given.

/** A room_types row: occupancy limits and where the room is. */
export interface RoomTypeRules extends OccupancyLimits {
  id: number;
  locationId: number | null;
}

/** A rate_plans row: what availability and pricing need of it. */
export interface RatePlanRules extends RatePlanOccupancy {
  id: number;
  code: string;
  /** null = public; otherwise shown only to searches with this code (case-insensitive). */
  promoCode: string | null;
  discountPercent: number;
  baseNumberOfAdults: number;
}

/** A room_inventory row: rooms of a type to sell on a night. */
export interface InventoryRow {
  roomTypeId: number;
  date: string;
  total: number;
  booked: number;
  /** Staff stopped the sale of the room type this night: nothing left to sell. */
  stopSell?: boolean;
}

/** What a rate allows on a night: sold or closed, arrival and departure, the stay's length. */
export interface NightRestrictions {
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  minStay: number;
  maxStay: number | null;
}

/** A nightly_rates row: the price and restrictions of a rate plan on a room type for a night. */
export interface RateRow extends CostComponents, NightRestrictions {
  roomTypeId: number;
  ratePlanId: number;
  date: string;
}

export interface Ari {
  roomTypes: readonly RoomTypeRules[];
  ratePlans: readonly RatePlanRules[];
  inventory: readonly InventoryRow[];
  rates: readonly RateRow[];
}

export interface Stay {
  dateFrom: string;
  dateTo: string;
}

export interface AvailabilitySearch extends Stay {
  /** One entry per room wanted, with its own guests. */
  rooms: readonly Guests[];
  promoCode?: string | null;
  /** Only the rate plan with this code (case-insensitive); a promo-only plan still needs its code. */
  ratePlanCode?: string | null;
  /** Only room types in this location. */
  locationId?: number | null;
}

/** Why a rate plan is not offered on a room type; checked in this order, the first one wins. */
export type RateUnavailability =
  | { kind: 'ratePlanCode' }
  | { kind: 'promoCode' }
  | { kind: 'emptyStay' }
  | { kind: 'noRate'; date: string }
  | { kind: 'closed'; date: string }
  | StayRestriction
  | { kind: 'occupancy' };

export interface RoomPrice {
  /** Index into the search's rooms. */
  roomIndex: number;
  price: StayPrice;
}

export interface RateOffer {
  available: true;
  ratePlanId: number;
  /** The stricter of the room type's and rate plan's limits. */
  limits: OccupancyLimits;
  /** The arrival night's minimum and maximum stay. */
  minLengthOfStay: number;
  maxLengthOfStay: number | null;
  /** Discounted and undiscounted components summed over the stay (guest-independent). */
  costs: CostComponents;
  originalCosts: CostComponents;
  baseNumberOfAdults: number;
  /** A price for every requested room whose guests fit; rooms that do not fit are absent. */
  prices: RoomPrice[];
  /** The cheapest night of the stay over the priced rooms (MinimumRate). */
  minimumRate: number;
}

export interface RateRefusal {
  available: false;
  ratePlanId: number;
  reason: RateUnavailability;
}

export type RateEvaluation = RateOffer | RateRefusal;

export type RoomTypeUnavailability = { kind: 'location' } | { kind: 'soldOut'; date: string } | { kind: 'noRate' };

export interface RoomTypeAvailability {
  roomTypeId: number;
  /** Rooms free on every night of the stay: min over the nights of total - booked. */
  availableRooms: number;
  /** Offered: in stock, in the location, and at least one rate plan offered. */
  offered: boolean;
  unavailable: RoomTypeUnavailability | null;
  /** Every rate plan considered (empty when the room type is outside the location). */
  rates: RateEvaluation[];
  /** Rate plans left out only for the stay's length or its arrival or departure day. */
  restrictedRates: RestrictedRate[];
}

/**
 * A rate plan that would be offered on a room type for these dates and guests, but for a stay
 * restriction. `suggestedNights` is the nearest stay length from the same arrival at which the
 * plan is offered with a room left, or null (none within reach of the ARI given, or the
 * arrival day itself is closed).
 */
export interface RestrictedRate {
  ratePlanId: number;
  restriction: StayRestriction;
  suggestedNights: number | null;
}

/**
 * - available: every requested room can be given a room type with stock;
 * - combinationUnavailable: each room fits somewhere, but not all of them together
 *   ("Your combination of rooms is not available, ...");
 * - noRoomsForOccupancy: rooms are free on the dates, but some room's guests fit none of them;
 * - noAvailability: nothing can be sold on these dates (the property's NoAvailabilityMessage).
 */
export type SearchOutcome = 'available' | 'combinationUnavailable' | 'noRoomsForOccupancy' | 'noAvailability';

export const combinationUnavailableMessage =
  'Your combination of rooms is not available, please retry your search or contact us directly to make your booking';
export const noRoomsForOccupancyMessage =
  'We have no rooms that fit your party on these dates. Please try fewer guests per room, or add another room.';

export interface StayAvailability {
  nights: number;
  roomTypes: RoomTypeAvailability[];
  /** NumberOfRoomsPerRoomTypeId: rooms left over the stay for each offered room type. */
  numberOfRoomsPerRoomTypeId: Record<number, number>;
  assignment: RoomAssignment;
  outcome: SearchOutcome;
}

interface AriIndex {
  roomTypes: Map<number, RoomTypeRules>;
  ratePlans: Map<number, RatePlanRules>;
  roomsLeft: (roomTypeId: number, date: string) => number;
  rate: (roomTypeId: number, ratePlanId: number, date: string) => RateRow | undefined;
}

function indexAri(ari: Ari): AriIndex {
  const left = new Map<string, number>();
  for (const row of ari.inventory)
    left.set(`${row.roomTypeId}|${row.date}`, row.stopSell ? 0 : Math.max(0, row.total - row.booked));
  const rates = new Map<string, RateRow>();
  for (const row of ari.rates) rates.set(`${row.roomTypeId}|${row.ratePlanId}|${row.date}`, row);
  return {
    roomTypes: new Map(ari.roomTypes.map((roomType) => [roomType.id, roomType])),
    ratePlans: new Map(ari.ratePlans.map((ratePlan) => [ratePlan.id, ratePlan])),
    // A night without an inventory row has nothing to sell.
    roomsLeft: (roomTypeId, date) => left.get(`${roomTypeId}|${date}`) ?? 0,
    rate: (roomTypeId, ratePlanId, date) => rates.get(`${roomTypeId}|${ratePlanId}|${date}`),
  };
}

/** The nightly rows of a stay when its date restrictions allow it, else why not. */
function stayRows(
  index: AriIndex,
  roomTypeId: number,
  ratePlanId: number,
  stay: Stay,
  nights: readonly string[],
): { rows: RateRow[]; arrival: RateRow } | RateUnavailability {
  if (nights.length === 0) return { kind: 'emptyStay' };
  const rows: RateRow[] = [];
  for (const date of nights) {
    const row = index.rate(roomTypeId, ratePlanId, date);
    if (!row) return { kind: 'noRate', date };
    if (row.closed) return { kind: 'closed', date };
    rows.push(row);
  }
  const arrival = rows[0]!;
  if (arrival.closedToArrival) return { kind: 'closedToArrival', date: arrival.date };
  // No row on the departure day means no restriction on leaving that day.
  if (index.rate(roomTypeId, ratePlanId, stay.dateTo)?.closedToDeparture)
    return { kind: 'closedToDeparture', date: stay.dateTo };
  if (nights.length < arrival.minStay) return { kind: 'minStay', nights: arrival.minStay };
  if (arrival.maxStay !== null && nights.length > arrival.maxStay) return { kind: 'maxStay', nights: arrival.maxStay };
  return { rows, arrival };
}

interface RateFilters {
  promoCode?: string | null;
  ratePlanCode?: string | null;
}

function evaluateRate(
  index: AriIndex,
  roomType: RoomTypeRules,
  ratePlan: RatePlanRules,
  stay: Stay,
  nights: readonly string[],
  rooms: readonly Guests[],
  filters: RateFilters,
): RateEvaluation {
  const refuse = (reason: RateUnavailability): RateRefusal => ({ available: false, ratePlanId: ratePlan.id, reason });
  const wantedCode = normalisePromoCode(filters.ratePlanCode);
  if (wantedCode !== '' && normalisePromoCode(ratePlan.code) !== wantedCode) return refuse({ kind: 'ratePlanCode' });
  if (!promoCodeUnlocks(ratePlan.promoCode, filters.promoCode)) return refuse({ kind: 'promoCode' });
  const found = stayRows(index, roomType.id, ratePlan.id, stay, nights);
  if ('kind' in found) return refuse(found);
  const limits = effectiveLimits(roomType, ratePlan);
  const prices: RoomPrice[] = [];
  rooms.forEach((guests, roomIndex) => {
    if (fitsOccupancy(guests, limits)) prices.push({ roomIndex, price: priceStay(found.rows, guests, ratePlan) });
  });
  const first = prices[0];
  if (!first) return refuse({ kind: 'occupancy' });
  return {
    available: true,
    ratePlanId: ratePlan.id,
    limits,
    minLengthOfStay: found.arrival.minStay,
    maxLengthOfStay: found.arrival.maxStay,
    costs: first.price.costs,
    originalCosts: first.price.originalCosts,
    baseNumberOfAdults: ratePlan.baseNumberOfAdults,
    prices,
    minimumRate: Math.min(...prices.map((p) => p.price.lowestNightlyRate)),
  };
}

/** Rooms of a type free on every night (0 when any night has none), and the first sold-out night. */
function stockOverStay(
  index: AriIndex,
  roomTypeId: number,
  nights: readonly string[],
): { availableRooms: number; soldOutDate: string | null } {
  let availableRooms = nights.length === 0 ? 0 : Number.POSITIVE_INFINITY;
  let soldOutDate: string | null = null;
  for (const date of nights) {
    const left = index.roomsLeft(roomTypeId, date);
    if (left === 0 && soldOutDate === null) soldOutDate = date;
    availableRooms = Math.min(availableRooms, left);
  }
  return { availableRooms, soldOutDate };
}

/** Availability of every room type and rate plan for a search (Availability/Search). */
export function searchStay(search: AvailabilitySearch, ari: Ari): StayAvailability {
  const index = indexAri(ari);
  const nights = stayNights(search.dateFrom, search.dateTo);
  const wantedLocation = search.locationId ?? null;
  const roomTypes = ari.roomTypes.map((roomType): RoomTypeAvailability => {
    const { availableRooms, soldOutDate } = stockOverStay(index, roomType.id, nights);
    if (wantedLocation !== null && roomType.locationId !== wantedLocation) {
      return {
        roomTypeId: roomType.id,
        availableRooms,
        offered: false,
        unavailable: { kind: 'location' },
        rates: [],
        restrictedRates: [],
      };
    }
    const rates = ari.ratePlans.map((ratePlan) =>
      evaluateRate(index, roomType, ratePlan, search, nights, search.rooms, search),
    );
    const unavailable: RoomTypeUnavailability | null =
      availableRooms === 0
        ? { kind: 'soldOut', date: soldOutDate ?? search.dateFrom }
        : rates.some((rate) => rate.available)
          ? null
          : { kind: 'noRate' };
    // A sold-out room type is not restricted: another stay length would not sell it either.
    const restrictedRates =
      availableRooms === 0 ? [] : restrictedRatesOf(index, roomType, rates, search, nights.length);
    return {
      roomTypeId: roomType.id,
      availableRooms,
      offered: unavailable === null,
      unavailable,
      rates,
      restrictedRates,
    };
  });

  const numberOfRoomsPerRoomTypeId: Record<number, number> = {};
  for (const roomType of roomTypes)
    if (roomType.offered) numberOfRoomsPerRoomTypeId[roomType.roomTypeId] = roomType.availableRooms;

  const fitting = search.rooms.map((_, roomIndex) => fittingRoomTypeIds(roomTypes, roomIndex));
  const assignment = assignRooms(fitting, numberOfRoomsPerRoomTypeId);
  return {
    nights: nights.length,
    roomTypes,
    numberOfRoomsPerRoomTypeId,
    assignment,
    outcome: searchOutcome(roomTypes, fitting, assignment),
  };
}

const isStayRestriction = (reason: RateUnavailability): reason is StayRestriction =>
  reason.kind === 'minStay' ||
  reason.kind === 'maxStay' ||
  reason.kind === 'closedToArrival' ||
  reason.kind === 'closedToDeparture';

/**
 * The rate plans refused only for a stay restriction, though some requested room's guests fit
 * them: what a guest would miss without a word (a 1-night Saturday stay hiding every plan that
 * needs 2 nights from a Saturday). Each comes with the nearest stay length that would offer it.
 */
function restrictedRatesOf(
  index: AriIndex,
  roomType: RoomTypeRules,
  rates: readonly RateEvaluation[],
  search: AvailabilitySearch,
  nights: number,
): RestrictedRate[] {
  const restricted: RestrictedRate[] = [];
  for (const rate of rates) {
    if (rate.available || !isStayRestriction(rate.reason)) continue;
    const ratePlan = index.ratePlans.get(rate.ratePlanId);
    if (!ratePlan) continue;
    const limits = effectiveLimits(roomType, ratePlan);
    if (!search.rooms.some((guests) => fitsOccupancy(guests, limits))) continue;
    const suggestedNights =
      candidateNights(rate.reason, nights).find((length) => {
        const longer = { dateFrom: search.dateFrom, dateTo: addDays(search.dateFrom, length) };
        const longerNights = stayNights(longer.dateFrom, longer.dateTo);
        return (
          evaluateRate(index, roomType, ratePlan, longer, longerNights, search.rooms, search).available &&
          stockOverStay(index, roomType.id, longerNights).availableRooms > 0
        );
      }) ?? null;
    restricted.push({ ratePlanId: rate.ratePlanId, restriction: rate.reason, suggestedNights });
  }
  return restricted;
}

function searchOutcome(
  roomTypes: readonly RoomTypeAvailability[],
  fitting: readonly number[][],
  assignment: RoomAssignment,
): SearchOutcome {
  if (assignment.satisfiable) return 'available';
  // Sellable on these dates for someone: in stock and refused (if at all) only for the guests.
  const sellable = roomTypes.some(
    (roomType) =>
      roomType.availableRooms > 0 &&
      roomType.unavailable?.kind !== 'location' &&
      roomType.rates.some((rate) => rate.available || rate.reason.kind === 'occupancy'),
  );
  if (!sellable) return 'noAvailability';
  if (fitting.some((ids) => ids.length === 0)) return 'noRoomsForOccupancy';
  return 'combinationUnavailable';
}

/** One room of a reservation being created. */
export interface BookingItemRequest extends Stay {
  roomTypeId: number;
  ratePlanId: number;
  guests: Guests;
}

export type BookingItemProblem =
  { kind: 'unknownRoomType' } | { kind: 'unknownRatePlan' } | { kind: 'soldOut'; date: string } | RateUnavailability;

export type BookableCheck =
  | { bookable: true; prices: StayPrice[] }
  | { bookable: false; problems: { itemIndex: number; problem: BookingItemProblem }[] };

/**
 * Reservation/Create's check of the chosen rooms against ARI, by the same rule as search:
 * each item's rate plan must be offered on its room type for its dates and guests (a
 * promo-only plan needs the booking's promo code), and every night must have a room left for
 * every item on it — items of the same room type and night count together. The item that
 * would take one room too many is the one reported sold out. Prices come back per item.
 */
export function checkBookable(
  items: readonly BookingItemRequest[],
  options: { promoCode?: string | null },
  ari: Ari,
): BookableCheck {
  const index = indexAri(ari);
  const prices: StayPrice[] = [];
  const problems: { itemIndex: number; problem: BookingItemProblem }[] = [];
  const demand = new Map<string, number>();

  items.forEach((item, itemIndex) => {
    const roomType = index.roomTypes.get(item.roomTypeId);
    const ratePlan = index.ratePlans.get(item.ratePlanId);
    if (!roomType) return void problems.push({ itemIndex, problem: { kind: 'unknownRoomType' } });
    if (!ratePlan) return void problems.push({ itemIndex, problem: { kind: 'unknownRatePlan' } });
    const nights = stayNights(item.dateFrom, item.dateTo);
    const rate = evaluateRate(index, roomType, ratePlan, item, nights, [item.guests], {
      promoCode: options.promoCode ?? null,
    });
    if (!rate.available) return void problems.push({ itemIndex, problem: rate.reason });
    const soldOutDate = nights.find((date) => {
      const key = `${item.roomTypeId}|${date}`;
      return (demand.get(key) ?? 0) + 1 > index.roomsLeft(item.roomTypeId, date);
    });
    if (soldOutDate !== undefined)
      return void problems.push({ itemIndex, problem: { kind: 'soldOut', date: soldOutDate } });
    for (const date of nights) {
      const key = `${item.roomTypeId}|${date}`;
      demand.set(key, (demand.get(key) ?? 0) + 1);
    }
    prices[itemIndex] = rate.prices[0]!.price;
  });

  return problems.length === 0 ? { bookable: true, prices } : { bookable: false, problems };
}
