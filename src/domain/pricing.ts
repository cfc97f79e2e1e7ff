import type { Guests } from './occupancy';

// Prices of rooms, extras and bookings (docs/product.md, prices and formats). Every amount is an integer in
// minor units (pence, cents); conversion to major units happens at the API edge.

/** The cost components of one night of a rate (a nightly_rates row), or their sum over a stay. */
export interface CostComponents {
  baseRate: number;
  costPerRoom: number;
  costPerAdult: number;
  costPerChild: number;
  costPerInfant: number;
  perPersonCostPerAdult: number;
  perPersonCostPerChild: number;
  perPersonCostPerInfant: number;
}

/** The components a night costs on top of its base rate (what a rate's guest costs set). */
export const guestCostNames = [
  'costPerRoom',
  'costPerAdult',
  'costPerChild',
  'costPerInfant',
  'perPersonCostPerAdult',
  'perPersonCostPerChild',
  'perPersonCostPerInfant',
] as const satisfies readonly (keyof CostComponents)[];
export type GuestCostName = (typeof guestCostNames)[number];

const componentNames = ['baseRate', ...guestCostNames] as const satisfies readonly (keyof CostComponents)[];

/** All components zero: a fresh object each time, built as a literal (cheap for V8 to write to). */
export function zeroCosts(): CostComponents {
  return {
    baseRate: 0,
    costPerRoom: 0,
    costPerAdult: 0,
    costPerChild: 0,
    costPerInfant: 0,
    perPersonCostPerAdult: 0,
    perPersonCostPerChild: 0,
    perPersonCostPerInfant: 0,
  };
}

export const noCosts: Readonly<CostComponents> = Object.freeze(zeroCosts());

/** Adults above the ones the base rate includes (BaseNumberOfAdults, default 1). */
export function extraAdults(adults: number, baseNumberOfAdults = 1): number {
  return Math.max(0, adults - baseNumberOfAdults);
}

/** Children charged at cost per child: with no adult in the room one child goes free. */
export function chargedChildren(guests: Guests): number {
  return guests.adults === 0 && guests.children > 0 ? guests.children - 1 : guests.children;
}

/**
 * The price of one night (or of a stay, given costs summed over its nights — the formula is
 * linear in the costs): base rate + cost per room + extra adults x cost per adult + charged
 * children x cost per child + infants x cost per infant + each guest count x its per-person cost.
 */
export function priceNight(costs: CostComponents, guests: Guests, baseNumberOfAdults = 1): number {
  return (
    costs.baseRate +
    costs.costPerRoom +
    extraAdults(guests.adults, baseNumberOfAdults) * costs.costPerAdult +
    chargedChildren(guests) * costs.costPerChild +
    guests.infants * costs.costPerInfant +
    guests.adults * costs.perPersonCostPerAdult +
    guests.children * costs.perPersonCostPerChild +
    guests.infants * costs.perPersonCostPerInfant
  );
}

/** numerator / denominator rounded half up (towards +infinity) to a whole number. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** An amount less `discountPercent` percent, rounded half up to whole minor units (1.5p -> 2p). */
export function applyDiscount(amount: number, discountPercent: number): number {
  return divideHalfUp(amount * (100 - discountPercent), 100);
}

/**
 * A night's costs after the rate plan's discount. Each component is rounded on its own,
 * night by night, so the summed components of a stay price to exactly the stay total for
 * any guests (a client pricing from the API's BaseRate, CostPerAdult, ... gets our total).
 */
export function discountCosts(costs: CostComponents, discountPercent: number): CostComponents {
  if (discountPercent === 0) return pickCosts(costs);
  const out = zeroCosts();
  for (const name of componentNames) out[name] = applyDiscount(costs[name], discountPercent);
  return out;
}

export function sumCosts(list: readonly CostComponents[]): CostComponents {
  const out = zeroCosts();
  for (const costs of list) for (const name of componentNames) out[name] += costs[name];
  return out;
}

function pickCosts(costs: CostComponents): CostComponents {
  const out = zeroCosts();
  for (const name of componentNames) out[name] = costs[name];
  return out;
}

/** What pricing needs of a rate plan. */
export interface RatePlanPricing {
  discountPercent: number;
  baseNumberOfAdults: number;
}

export interface StayPrice {
  nights: number;
  /** Discounted components summed over the nights (the API's BaseRate, CostPerRoom, ...). */
  costs: CostComponents;
  /** Undiscounted components summed over the nights (the API's Original* twins). */
  originalCosts: CostComponents;
  total: number;
  originalTotal: number;
  /** total / nights (at least 1), rounded half up. */
  perNightRate: number;
  /** The cheapest single night of the stay for these guests, discounted (MinimumRate). */
  lowestNightlyRate: number;
  /** Each night's price for these guests, discounted, in stay order (they add up to `total`). */
  nightlyPrices: number[];
}

/** The price of a stay for one room's guests under a rate plan, from the nights' cost rows. */
export function priceStay(nights: readonly CostComponents[], guests: Guests, ratePlan: RatePlanPricing): StayPrice {
  const discountedNights = nights.map((night) => discountCosts(night, ratePlan.discountPercent));
  const costs = sumCosts(discountedNights);
  const originalCosts = sumCosts(nights);
  const total = priceNight(costs, guests, ratePlan.baseNumberOfAdults);
  let lowestNightlyRate = Number.POSITIVE_INFINITY;
  const nightlyPrices: number[] = [];
  for (const night of discountedNights) {
    const price = priceNight(night, guests, ratePlan.baseNumberOfAdults);
    nightlyPrices.push(price);
    lowestNightlyRate = Math.min(lowestNightlyRate, price);
  }
  return {
    nights: nights.length,
    costs,
    originalCosts,
    total,
    originalTotal: priceNight(originalCosts, guests, ratePlan.baseNumberOfAdults),
    perNightRate: perNightRate(total, nights.length),
    lowestNightlyRate: nights.length === 0 ? 0 : lowestNightlyRate,
    nightlyPrices,
  };
}

/**
 * One night's price after the rate plan's discount: priceStay([night], ...).total without
 * building objects, for the calendar, which prices tens of thousands of nights per call.
 */
export function priceDiscountedNight(costs: CostComponents, guests: Guests, ratePlan: RatePlanPricing): number {
  const pct = ratePlan.discountPercent;
  if (pct === 0) return priceNight(costs, guests, ratePlan.baseNumberOfAdults);
  return (
    applyDiscount(costs.baseRate, pct) +
    applyDiscount(costs.costPerRoom, pct) +
    extraAdults(guests.adults, ratePlan.baseNumberOfAdults) * applyDiscount(costs.costPerAdult, pct) +
    chargedChildren(guests) * applyDiscount(costs.costPerChild, pct) +
    guests.infants * applyDiscount(costs.costPerInfant, pct) +
    guests.adults * applyDiscount(costs.perPersonCostPerAdult, pct) +
    guests.children * applyDiscount(costs.perPersonCostPerChild, pct) +
    guests.infants * applyDiscount(costs.perPersonCostPerInfant, pct)
  );
}

/** docs/product.md, prices, dates and formats: total divided by the number of nights (at least 1), rounded half up. */
export function perNightRate(total: number, nights: number): number {
  return divideHalfUp(total, Math.max(1, nights));
}

/**
 * The "from" price of a list of offers (rate plans across room types): the lowest one, or
 * null when there is nothing to price. Missing prices are skipped.
 */
export function lowestFromPrice(prices: Iterable<number | null | undefined>): number | null {
  let lowest: number | null = null;
  for (const price of prices) {
    if (price === null || price === undefined) continue;
    if (lowest === null || price < lowest) lowest = price;
  }
  return lowest;
}

export type ServiceChargeType = 'PerStay' | 'PerDay' | 'PerQuantity';

export interface ServiceCharge {
  /** Prices of the service's articles, minor units. */
  articles: readonly { price: number }[];
  chargeType: ServiceChargeType;
  chargePerPerson: boolean;
}

export interface ServiceUsage {
  nights: number;
  quantity: number;
  adults: number;
  children: number;
}

/**
 * docs/product.md, prices, dates and formats: sum of article prices x (1 per stay | nights per day | quantity), then x
 * (adults + children) when charged per person. Infants are not charged for extras.
 */
export function priceService(service: ServiceCharge, usage: ServiceUsage): number {
  const articlesTotal = service.articles.reduce((sum, article) => sum + article.price, 0);
  const multiplier =
    service.chargeType === 'PerStay' ? 1 : service.chargeType === 'PerDay' ? usage.nights : usage.quantity;
  const people = service.chargePerPerson ? usage.adults + usage.children : 1;
  return articlesTotal * multiplier * people;
}

/** docs/product.md, prices, dates and formats: rooms plus extras minus the gift voucher discount, never below zero. */
export function bookingTotal(parts: { rooms: number; extras: number; voucherDiscount: number }): number {
  return Math.max(0, parts.rooms + parts.extras - Math.max(0, parts.voucherDiscount));
}
