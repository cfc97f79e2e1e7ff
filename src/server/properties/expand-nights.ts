import type { RatePlanDefinition, RateRules, WeekdayName } from '../../contract/property-definition';
import type { PropertyDefinition } from '../../contract/property-definition-file';
import { coversNight, stayLimitsProblem, weekdayNameOf } from '../../domain/ari-changes';
import type { NightRestrictions } from '../../domain/availability';
import { toMajorUnits, toMinorUnits } from '../../domain/money';
import { guestCostNames, type CostComponents, type GuestCostName } from '../../domain/pricing';
import { addDays, addMonths, datesThrough } from '../../domain/stay-nights';
import { PropertyDefinitionError, type DefinitionPath } from './definition-error';

// Turns a property definition (seasons, weekday adjustments, overrides) into the per-night
// rows the availability search reads: nightly_rates and room_inventory. Pure: no database.
// Which nights an override covers is the domain's ARI rule (ari-changes), as for console edits.

/** Months of nights kept ahead of today: 36 months of search plus the client's extra month. */
export const EXPANSION_MONTHS = 37;

/** Last night that per-night rows reach when expanded on `today`. */
export const expansionWindowEnd = (today: string) => addDays(addMonths(today, EXPANSION_MONTHS), -1);

/** 'today', 'today+N', 'today-N' or an absolute date, as an absolute date. */
export function resolveDefinitionDate(value: string, today: string): string {
  const relative = /^today(?:([+-])(\d+))?$/.exec(value);
  if (!relative) return value;
  const days = relative[2] ? Number(relative[2]) * (relative[1] === '-' ? -1 : 1) : 0;
  return addDays(today, days);
}

/**
 * The definition with every relative date made absolute against `today`, and every date
 * range checked. This is what is stored on the property, so a later roll-forward gives the
 * same nights as the import did.
 */
export function resolveRelativeDates(
  property: PropertyDefinition,
  today: string,
  at: DefinitionPath,
): PropertyDefinition {
  const range = <T extends { From: string; To: string }>(item: T, path: DefinitionPath): T => {
    const From = resolveDefinitionDate(item.From, today);
    const To = resolveDefinitionDate(item.To, today);
    if (To < From) throw PropertyDefinitionError.at([...path, 'To'], `must not be before From (${From})`);
    return { ...item, From, To };
  };
  return {
    ...property,
    RatePlans: property.RatePlans.map((plan, i) => ({
      ...plan,
      DateOverrides: plan.DateOverrides.map((o, j) => range(o, [...at, 'RatePlans', i, 'DateOverrides', j])),
    })),
    InventoryOverrides: property.InventoryOverrides.map((o, i) => range(o, [...at, 'InventoryOverrides', i])),
    GiftVouchers: property.GiftVouchers.map((v) => ({
      ...v,
      ExpiresOn: v.ExpiresOn === null ? null : resolveDefinitionDate(v.ExpiresOn, today),
    })),
  };
}

/** One night of a rate: its cost components (minor units) and restrictions. */
export interface NightlyRateRow extends CostComponents, NightRestrictions {
  roomType: string;
  ratePlan: string;
  date: string;
}

export interface InventoryRow {
  roomType: string;
  date: string;
  total: number;
}

type GuestCosts = Record<GuestCostName, number>;
/** The definition file names each cost component as the API does: costPerRoom is CostPerRoom. */
const ruleFieldOf = (name: GuestCostName) => `${name[0]!.toUpperCase()}${name.slice(1)}` as Capitalize<GuestCostName>;

/** The value of the most specific layer that sets it. */
function pick<T>(layers: readonly RateRules[], read: (layer: RateRules) => T | undefined): T | undefined {
  for (let i = layers.length - 1; i >= 0; i--) {
    const value = read(layers[i]!);
    if (value !== undefined) return value;
  }
  return undefined;
}

const inSeason = (monthDay: string, from: string, to: string) =>
  from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;

/** A plan's rules on one night, most specific last: the plan, its seasons, its date overrides. */
function layersOn(plan: RatePlanDefinition, date: string, weekday: WeekdayName): RateRules[] {
  const monthDay = date.slice(5);
  const layers: RateRules[] = [plan];
  for (const season of plan.Seasons) if (inSeason(monthDay, season.From, season.To)) layers.push(season);
  for (const o of plan.DateOverrides) if (coversNight(o, date, weekday)) layers.push(o);
  return layers;
}

/**
 * A room type's base rate on a night (minor units): the plan's own nightly rate where its rules
 * set one, else its parent's base rate that night (`parentBase`), each then adjusted by the
 * plan's percentage, then its amount and its weekday's amount.
 */
function baseRateOn(
  layers: readonly RateRules[],
  roomType: string,
  weekday: WeekdayName,
  parentBase: number | undefined,
  minor: (major: number) => number,
): number {
  const own = pick(layers, (l) => l.Nightly?.[roomType]);
  const start = own !== undefined ? minor(own) : parentBase!;
  const percent = pick(layers, (l) => l.AdjustmentPercent) ?? 0;
  const adjustment = minor(pick(layers, (l) => l.Adjustment) ?? 0);
  const weekdayAdjustment = minor(pick(layers, (l) => l.WeekdayAdjustments?.[weekday]) ?? 0);
  return Math.round(start * (1 + percent / 100)) + adjustment + weekdayAdjustment;
}

/**
 * A derived plan's base rate for a room type on a night whose parent rate is now `parentBase`
 * (minor units), by the same rule as an import; undefined where the plan's own rules set that
 * night's rate, so it does not follow its parent. Rates set later from the console or another
 * system go to the nightly rows: a derived plan follows its parent's new rate from then on.
 */
export function followingBaseRate(
  plan: RatePlanDefinition,
  roomType: string,
  date: string,
  parentBase: number,
  currency: string,
): number | undefined {
  if (plan.DerivedFrom === undefined) return undefined;
  const weekday = weekdayNameOf(date);
  const layers = layersOn(plan, date, weekday);
  if (pick(layers, (l) => l.Nightly?.[roomType]) !== undefined) return undefined;
  return baseRateOn(layers, roomType, weekday, parentBase, (major) => toMinorUnits(major, currency));
}

/** Room types a plan sells: its own list, else the keys of Nightly, else its parent's. */
export function roomTypesOfPlan(plan: RatePlanDefinition, plans: ReadonlyMap<string, RatePlanDefinition>): string[] {
  if (plan.RoomTypes) return plan.RoomTypes;
  if (plan.DerivedFrom === undefined) return Object.keys(plan.Nightly ?? {});
  const parent = plans.get(plan.DerivedFrom);
  return parent ? roomTypesOfPlan(parent, plans) : [];
}

/** Plans ordered so each comes after the plan it derives from. */
function parentsFirst(plans: readonly RatePlanDefinition[]): RatePlanDefinition[] {
  const byCode = new Map(plans.map((p) => [p.Code, p]));
  const ordered: RatePlanDefinition[] = [];
  const placed = new Set<string>();
  const place = (plan: RatePlanDefinition) => {
    if (placed.has(plan.Code)) return;
    placed.add(plan.Code);
    const parent = plan.DerivedFrom === undefined ? undefined : byCode.get(plan.DerivedFrom);
    if (parent) place(parent);
    ordered.push(plan);
  };
  plans.forEach(place);
  return ordered;
}

/**
 * Per-night prices, restrictions and room counts for the nights `from`..`until` (inclusive).
 * `at` is where the property sits in the file, for error paths. Amounts come out in minor units.
 */
export function expandNights(
  property: PropertyDefinition,
  from: string,
  until: string,
  at: DefinitionPath = [],
): { rates: NightlyRateRow[]; inventory: InventoryRow[] } {
  // The same few amounts recur on every night; converting each once keeps 28k rows fast.
  const minorOf = new Map<number, number>();
  const minor = (major: number) => {
    let value = minorOf.get(major);
    if (value === undefined) minorOf.set(major, (value = toMinorUnits(major, property.Currency)));
    return value;
  };
  const dates = datesThrough(from, until);
  const weekdays = dates.map(weekdayNameOf);

  const plansByCode = new Map(property.RatePlans.map((p) => [p.Code, p]));
  const planIndex = new Map(property.RatePlans.map((p, i) => [p.Code, i]));
  // Per plan: base rate per room type per night, and guest costs per night (for derived plans).
  const baseRates = new Map<string, Map<string, Int32Array>>();
  const guestCosts = new Map<string, GuestCosts[]>();
  const rates: NightlyRateRow[] = [];

  for (const plan of parentsFirst(property.RatePlans)) {
    const path = [...at, 'RatePlans', planIndex.get(plan.Code)!];
    const roomTypes = roomTypesOfPlan(plan, plansByCode);
    const parentBases = plan.DerivedFrom === undefined ? undefined : baseRates.get(plan.DerivedFrom);
    const parentCosts = plan.DerivedFrom === undefined ? undefined : guestCosts.get(plan.DerivedFrom);
    if (parentBases) {
      roomTypes.forEach((code, j) => {
        if (!parentBases.has(code))
          throw PropertyDefinitionError.at(
            [...path, 'RoomTypes', j],
            `${code} is not sold by ${plan.DerivedFrom}, which this plan derives from`,
          );
      });
    }
    const bases = new Map(roomTypes.map((code) => [code, new Int32Array(dates.length)]));
    const costs: GuestCosts[] = new Array(dates.length);

    for (let n = 0; n < dates.length; n++) {
      const date = dates[n]!;
      const weekday = weekdays[n]!;
      const layers = layersOn(plan, date, weekday);

      const nightCosts = {} as GuestCosts;
      for (const name of guestCostNames) {
        const own = pick(layers, (l) => l[ruleFieldOf(name)]);
        nightCosts[name] = own !== undefined ? minor(own) : (parentCosts?.[n]?.[name] ?? 0);
      }
      costs[n] = nightCosts;

      const minStay = pick(layers, (l) => l.MinStayByArrivalDay?.[weekday] ?? l.MinStay) ?? 1;
      const maxStay = pick(layers, (l) => l.MaxStay) ?? null;
      if (stayLimitsProblem(minStay, maxStay)) {
        throw PropertyDefinitionError.at(
          [...path, 'MaxStay'],
          `is ${maxStay} on ${date}, below the minimum stay of ${minStay} nights`,
        );
      }
      const closed = pick(layers, (l) => l.Closed) ?? false;
      const closedToArrival = (pick(layers, (l) => l.ClosedToArrival) ?? []).includes(weekday);
      const closedToDeparture = (pick(layers, (l) => l.ClosedToDeparture) ?? []).includes(weekday);

      for (const roomType of roomTypes) {
        const baseRate = baseRateOn(layers, roomType, weekday, parentBases?.get(roomType)![n], minor);
        if (baseRate < 0) {
          throw PropertyDefinitionError.at(
            path,
            `the base rate of ${roomType} on ${date} comes to ${toMajorUnits(baseRate, property.Currency)}, below zero`,
          );
        }
        bases.get(roomType)![n] = baseRate;
        rates.push({
          roomType,
          ratePlan: plan.Code,
          date,
          baseRate,
          ...nightCosts,
          closed,
          closedToArrival,
          closedToDeparture,
          minStay,
          maxStay,
        });
      }
    }
    baseRates.set(plan.Code, bases);
    guestCosts.set(plan.Code, costs);
  }

  const inventory: InventoryRow[] = [];
  for (const roomType of property.RoomTypes) {
    const overrides = property.InventoryOverrides.filter((o) => !o.RoomTypes || o.RoomTypes.includes(roomType.Code));
    for (let n = 0; n < dates.length; n++) {
      const date = dates[n]!;
      let total = roomType.Rooms;
      for (const o of overrides) {
        if (coversNight(o, date, weekdays[n])) total = o.Rooms;
      }
      inventory.push({ roomType: roomType.Code, date, total });
    }
  }
  return { rates, inventory };
}
