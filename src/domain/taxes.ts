import type {
  PricesShown,
  TaxCalculation,
  TaxDefinition,
  TaxGuestKind,
  TaxTarget,
} from '../contract/property-definition';
import { toMajorUnits, toMinorUnits } from './money';
import type { Guests } from './occupancy';
import { divideHalfUp } from './pricing';
import { addDays } from './stay-nights';

// Taxes and fees: the one rule that turns a stay's prices into its lines (docs/property-definition.md;
// a booking keeps them as sold, docs/decisions/0010-booking-keeps-its-lines.md).
//
// Every amount is an integer in minor units. A price as the hotel sells it (a night, an extra)
// already contains its included taxes; taxes and fees that are not included are added on top.
// Each line of a room is rounded once, half up, on the room's whole stay:
//   added percentage      base x rate
//   included percentage   base - base / (1 + rate) = base x rate / (1 + rate)
//   fixed amounts         amount x units (exact)
// and the room's net is what is left (total - every line), so the lines always add up to the
// total. Fees are worked out first, so that a tax may be charged on them. A booking's lines are
// the sum of its rooms' lines.

/** A tax or fee as the rule reads it: amounts in minor units, percentages in thousandths of a percent. */
export interface TaxRule {
  code: string;
  name: string;
  kind: 'Tax' | 'Fee';
  calculation: TaxCalculation;
  /** Percent: thousandths of a percent (6 % = 6000); otherwise minor units per unit. */
  rate: number;
  guestKinds: readonly TaxGuestKind[];
  appliesTo: readonly TaxTarget[];
  /** Extra code -> its own rate (same unit as `rate`), or null: not charged on it. */
  extraRates: Readonly<Record<string, number | null>>;
  /** Rate plan code -> its own rate, or null: the rate plan opts out. */
  ratePlanRates: Readonly<Record<string, number | null>>;
  included: boolean;
  payableAtProperty: boolean;
  maxNights: number | null;
  /** First and last night charged (YYYY-MM-DD, both included), or null. */
  from: string | null;
  to: string | null;
}

const percentScale = 100_000; // 100 % in thousandths of a percent

/** The definition file's taxes (major units, percent) as the rule reads them, for a currency. */
export function taxRulesOf(definitions: readonly TaxDefinition[], currency: string): TaxRule[] {
  return definitions.map((tax) => {
    const toRate = (value: number) =>
      tax.Calculation === 'Percent' ? Math.round(value * 1000) : toMinorUnits(value, currency);
    const rates = (record: Readonly<Record<string, number | null>>) =>
      Object.fromEntries(Object.entries(record).map(([code, rate]) => [code, rate === null ? null : toRate(rate)]));
    return {
      code: tax.Code,
      name: tax.Name,
      kind: tax.Kind,
      calculation: tax.Calculation,
      rate: toRate((tax.Calculation === 'Percent' ? tax.Percent : tax.Amount) ?? 0),
      guestKinds: tax.GuestKinds,
      appliesTo: tax.AppliesTo,
      extraRates: rates(tax.ExtraRates),
      ratePlanRates: rates(tax.RatePlanRates),
      included: tax.Included,
      payableAtProperty: tax.PayableAtProperty,
      maxNights: tax.MaxNights,
      from: tax.From,
      to: tax.To,
    };
  });
}

export interface TaxableNight {
  /** The night's date, YYYY-MM-DD. */
  date: string;
  /** The room's price for that night as sold (after the rate plan's discount). */
  price: number;
}

export interface TaxableExtra {
  code: string;
  /** The extra's price for the stay as sold. */
  price: number;
}

/** One room of a stay, as taxes see it. */
export interface TaxableRoom {
  ratePlanCode: string;
  guests: Guests;
  nights: readonly TaxableNight[];
  extras: readonly TaxableExtra[];
}

export interface TaxLine {
  code: string;
  name: string;
  kind: 'Tax' | 'Fee';
  included: boolean;
  payableAtProperty: boolean;
  /** Thousandths of a percent for a percentage (23 % = 23000), null for a fixed amount. */
  percent: number | null;
  /** What a percentage was taken of (gross for an included one); 0 for a fixed amount. */
  base: number;
  /** Nights charged (a cap or a date range may charge fewer than the stay's). */
  nights: number;
  /** Guests counted times nights charged (PerGuestNight), else 0. */
  guestNights: number;
  amount: number;
}

export interface PricedTaxes {
  /** The price as sold: rooms and extras, included taxes inside (the booking's totals). */
  price: number;
  lines: TaxLine[];
  /** The price without any tax or fee: total - every line. */
  net: number;
  /** Everything the guest pays, online and at the hotel: price + every line not included. */
  total: number;
  /** What is paid at the hotel rather than online. */
  payAtProperty: number;
}

export interface StayTaxes extends PricedTaxes {
  rooms: PricedTaxes[];
}

const inRange = (rule: TaxRule, date: string) =>
  (rule.from === null || date >= rule.from) && (rule.to === null || date <= rule.to);

function guestsCounted(rule: TaxRule, guests: Guests): number {
  let count = 0;
  if (rule.guestKinds.includes('Adults')) count += guests.adults;
  if (rule.guestKinds.includes('Children')) count += guests.children;
  if (rule.guestKinds.includes('Infants')) count += guests.infants;
  return count;
}

function percentOf(base: number, rate: number, included: boolean): number {
  if (base === 0 || rate === 0) return 0;
  return included ? divideHalfUp(base * rate, percentScale + rate) : divideHalfUp(base * rate, percentScale);
}

/**
 * The fees a tax on fees is charged on: the room's fees on the nights the tax charges (a tax
 * starting mid-stay, or capped, is not charged on the fees of the other nights).
 */
type FeesOn = (nights: readonly TaxableNight[]) => number;

/** The lines of one rule for one room; `feesOn` gives the room's fees on some of its nights. */
function linesOfRule(rule: TaxRule, room: TaxableRoom, feesOn: FeesOn): TaxLine[] {
  const planRate = rule.ratePlanRates[room.ratePlanCode];
  if (planRate === null) return [];
  const rate = planRate ?? rule.rate;
  const charged: TaxableNight[] = [];
  for (const night of room.nights) {
    if (rule.maxNights !== null && charged.length >= rule.maxNights) break;
    if (inRange(rule, night.date)) charged.push(night);
  }
  const line = (amount: number, extra: Partial<TaxLine>): TaxLine => ({
    code: rule.code,
    name: rule.name,
    kind: rule.kind,
    included: rule.included,
    payableAtProperty: rule.payableAtProperty,
    percent: null,
    base: 0,
    nights: charged.length,
    guestNights: 0,
    amount,
    ...extra,
  });
  switch (rule.calculation) {
    case 'PerStay':
      return charged.length > 0 && rate > 0 ? [line(rate, {})] : [];
    case 'PerRoomNight':
      return charged.length > 0 && rate > 0 ? [line(rate * charged.length, {})] : [];
    case 'PerGuestNight': {
      const guests = guestsCounted(rule, room.guests);
      return charged.length > 0 && guests > 0 && rate > 0
        ? [line(rate * guests * charged.length, { guestNights: guests * charged.length })]
        : [];
    }
    case 'Percent': {
      // Base per rate: the rooms' nights and the fees at the rule's rate, each extra at its own.
      const bases = new Map<number, number>();
      const add = (at: number, amount: number) => bases.set(at, (bases.get(at) ?? 0) + amount);
      if (rule.appliesTo.includes('Rooms')) for (const night of charged) add(rate, night.price);
      if (rule.appliesTo.includes('Fees')) add(rate, feesOn(charged));
      // An extra is sold once for the stay: it is taxed at the rate in force on the arrival night.
      const arrival = room.nights[0];
      if (rule.appliesTo.includes('Extras') && arrival && inRange(rule, arrival.date)) {
        for (const extra of room.extras) {
          const own = rule.extraRates[extra.code];
          if (own === null) continue;
          add(own ?? rate, extra.price);
        }
      }
      const lines: TaxLine[] = [];
      for (const [percent, base] of [...bases].sort((a, b) => a[0] - b[0])) {
        const amount = percentOf(base, percent, rule.included);
        if (amount > 0) lines.push(line(amount, { percent, base }));
      }
      return lines;
    }
  }
}

function priced(price: number, lines: TaxLine[]): PricedTaxes {
  let added = 0;
  let all = 0;
  let payAtProperty = 0;
  for (const line of lines) {
    all += line.amount;
    if (!line.included) added += line.amount;
    if (line.payableAtProperty) payAtProperty += line.amount;
  }
  const total = price + added;
  return { price, lines, net: total - all, total, payAtProperty };
}

/** The taxes and fees of one room's stay. */
export function taxRoom(room: TaxableRoom, rules: readonly TaxRule[]): PricedTaxes {
  let price = 0;
  for (const night of room.nights) price += night.price;
  for (const extra of room.extras) price += extra.price;
  if (rules.length === 0) return priced(price, []);
  const noFees: FeesOn = () => 0;
  const feeRules = rules.filter((rule) => rule.kind === 'Fee');
  const fees: TaxLine[] = [];
  for (const rule of feeRules) fees.push(...linesOfRule(rule, room, noFees));
  let allFees = 0;
  for (const fee of fees) allFees += fee.amount;
  // The fees of some nights: those nights' stay (with the extras when it still starts on the
  // arrival night, where extras are taxed), its fees worked out by the same rules.
  const feesOn: FeesOn = (nights) => {
    if (nights.length === room.nights.length) return allFees;
    if (nights.length === 0) return 0;
    const part: TaxableRoom = { ...room, nights, extras: nights[0] === room.nights[0] ? room.extras : [] };
    let sum = 0;
    for (const rule of feeRules) for (const line of linesOfRule(rule, part, noFees)) sum += line.amount;
    return sum;
  };
  const taxes: TaxLine[] = [];
  for (const rule of rules) if (rule.kind === 'Tax') taxes.push(...linesOfRule(rule, room, feesOn));
  return priced(price, [...fees, ...taxes]);
}

const lineKey = (line: TaxLine) =>
  `${line.code}|${line.percent}|${line.included ? 1 : 0}|${line.payableAtProperty ? 1 : 0}|${line.kind}`;

/** Lines of several rooms (or bookings) added up, one per tax and rate, in first-seen order. */
export function sumTaxLines(lists: Iterable<readonly TaxLine[]>): TaxLine[] {
  const byKey = new Map<string, TaxLine>();
  for (const lines of lists) {
    for (const line of lines) {
      const key = lineKey(line);
      const seen = byKey.get(key);
      if (seen) {
        seen.amount += line.amount;
        seen.base += line.base;
        seen.nights += line.nights;
        seen.guestNights += line.guestNights;
      } else {
        byKey.set(key, { ...line });
      }
    }
  }
  return [...byKey.values()];
}

/** Several rooms' taxes as one booking's: its lines are the sum of the rooms' lines. */
export function combineTaxes(rooms: readonly PricedTaxes[]): StayTaxes {
  let price = 0;
  for (const room of rooms) price += room.price;
  const lines = sumTaxLines(rooms.map((room) => room.lines));
  return { ...priced(price, lines), rooms: [...rooms] };
}

/** The taxes and fees of a stay: per room and for the booking. */
export function taxStay(rooms: readonly TaxableRoom[], rules: readonly TaxRule[]): StayTaxes {
  return combineTaxes(rooms.map((room) => taxRoom(room, rules)));
}

/**
 * The lines of a part of a room's price the hotel keeps (a cancellation fee): every line paid
 * online in proportion (amount x part / price, half up), nothing of what would have been paid
 * at the hotel (the guest never stayed). Its refund is the room's online lines less these.
 */
export function taxesOfPart(room: PricedTaxes, part: number): PricedTaxes {
  if (room.price <= 0 || part <= 0) return priced(0, []);
  const kept = Math.min(part, room.price);
  const lines: TaxLine[] = [];
  for (const line of room.lines) {
    if (line.payableAtProperty) continue;
    const amount = divideHalfUp(line.amount * kept, room.price);
    if (amount > 0) lines.push({ ...line, base: divideHalfUp(line.base * kept, room.price), amount });
  }
  return priced(kept, lines);
}

/** A price as sold and the lines kept with it (a booked room's), added up again. */
export function taxesOfLines(price: number, lines: readonly TaxLine[]): PricedTaxes {
  return priced(
    price,
    lines.map((line) => ({ ...line })),
  );
}

/**
 * What a booking charges online (card, payment provider) or bills on its invoice: its total
 * (rooms + extras - voucher, included taxes inside) with the taxes added on top, less those
 * paid at the hotel. Every charge, capture and check of a provider's payment uses this.
 */
export function amountPaidOnline(booking: { total: number; taxesAdded: number; payAtProperty: number }): number {
  return booking.total + booking.taxesAdded - booking.payAtProperty;
}

/** The government taxes added on top of the price (what a BeforeTaxes headline leaves out). */
export function addedGovernmentTaxes(taxes: PricedTaxes): number {
  let sum = 0;
  for (const line of taxes.lines) if (line.kind === 'Tax' && !line.included) sum += line.amount;
  return sum;
}

/**
 * The price a guest sees first (the FTC's "Total Price", Google's and the EU's total): AllIn,
 * everything; BeforeTaxes, every mandatory fee inside but government taxes added beside it.
 */
export function headlinePrice(taxes: PricedTaxes, shown: PricesShown): number {
  return shown === 'AllIn' ? taxes.total : taxes.total - addedGovernmentTaxes(taxes);
}

/**
 * Whether any rule can move a headline off the price as sold: only lines added on top do, and
 * under BeforeTaxes only the fees among them. False for a property without taxes, or with
 * included ones only (VAT in Europe): its headlines are its prices, with no work per price.
 */
export function changesHeadline(rules: readonly TaxRule[], shown: PricesShown): boolean {
  for (const rule of rules) if (!rule.included && (shown === 'AllIn' || rule.kind === 'Fee')) return true;
  return false;
}

/** The headline of one room's stay (its nights; extras too when it has them). */
export function headlineOfRoom(room: TaxableRoom, rules: readonly TaxRule[], shown: PricesShown): number {
  if (!changesHeadline(rules, shown)) {
    let price = 0;
    for (const night of room.nights) price += night.price;
    for (const extra of room.extras) price += extra.price;
    return price;
  }
  return headlinePrice(taxRoom(room, rules), shown);
}

/**
 * The headline of a single price (one night, an extra) with no nights of its own to tax:
 * headlinePrice(taxRoom(one night)) worked out without building the lines, for the calendar,
 * which asks it of tens of thousands of nights per call.
 */
export function headlineOfNight(
  price: number,
  date: string,
  ratePlanCode: string,
  guests: Guests,
  rules: readonly TaxRule[],
  shown: PricesShown,
): number {
  if (rules.length === 0) return price;
  // Fees first (a tax may be charged on them, included or not), as taxRoom does.
  let fees = 0;
  let added = 0;
  for (const rule of rules) {
    if (rule.kind !== 'Fee') continue;
    const amount = amountOnNight(rule, price, date, ratePlanCode, guests, 0);
    fees += amount;
    if (!rule.included) added += amount;
  }
  if (shown === 'AllIn') {
    for (const rule of rules) {
      if (rule.kind === 'Tax' && !rule.included) added += amountOnNight(rule, price, date, ratePlanCode, guests, fees);
    }
  }
  return price + added;
}

/** linesOfRule's amount for a stay of one night and no extras, without the lines. */
function amountOnNight(
  rule: TaxRule,
  price: number,
  date: string,
  ratePlanCode: string,
  guests: Guests,
  fees: number,
): number {
  const planRate = rule.ratePlanRates[ratePlanCode];
  if (planRate === null) return 0;
  const rate = planRate ?? rule.rate;
  if (rate <= 0) return 0;
  const charged = (rule.maxNights === null || rule.maxNights >= 1) && inRange(rule, date);
  switch (rule.calculation) {
    case 'PerStay':
    case 'PerRoomNight':
      return charged ? rate : 0;
    case 'PerGuestNight':
      return charged ? rate * guestsCounted(rule, guests) : 0;
    case 'Percent': {
      // As linesOfRule: the night and its fees, when the night is charged.
      let base = 0;
      if (charged && rule.appliesTo.includes('Rooms')) base += price;
      if (charged && rule.appliesTo.includes('Fees')) base += fees;
      const amount = percentOf(base, rate, rule.included);
      return amount > 0 ? amount : 0;
    }
  }
}

/** A room's nights as taxes see them: the stay's dates from `dateFrom`, with their prices. */
export function taxableNights(dateFrom: string, nightlyPrices: readonly number[]): TaxableNight[] {
  return nightlyPrices.map((price, i) => ({ date: addDays(dateFrom, i), price }));
}

/** A line as the API sends it: major units, the percentage as a number of percent. */
export interface ApiTaxLine {
  Code: string;
  Name: string;
  Kind: 'Tax' | 'Fee';
  Amount: number;
  Included: boolean;
  PayableAtProperty: boolean;
  Percent: number | null;
}

/** Lines and totals in the API's form (`taxedPriceShape` of src/contract/taxes.ts). */
export function taxesToApi(
  taxes: Pick<PricedTaxes, 'lines' | 'total' | 'payAtProperty'>,
  currency: string,
): { Taxes: ApiTaxLine[]; TotalWithTaxes: number; PayAtProperty: number } {
  return {
    Taxes: taxes.lines.map((line) => ({
      Code: line.code,
      Name: line.name,
      Kind: line.kind,
      Amount: toMajorUnits(line.amount, currency),
      Included: line.included,
      PayableAtProperty: line.payableAtProperty,
      Percent: line.percent === null ? null : line.percent / 1000,
    })),
    TotalWithTaxes: toMajorUnits(taxes.total, currency),
    PayAtProperty: toMajorUnits(taxes.payAtProperty, currency),
  };
}

/** The API's lines back in minor units, for a client to add up and show (base and counts are not sent). */
export function taxLinesFromApi(lines: readonly ApiTaxLine[], currency: string): TaxLine[] {
  return lines.map((line) => ({
    code: line.Code,
    name: line.Name,
    kind: line.Kind,
    included: line.Included,
    payableAtProperty: line.PayableAtProperty,
    percent: line.Percent === null ? null : Math.round(line.Percent * 1000),
    base: 0,
    nights: 0,
    guestNights: 0,
    amount: toMinorUnits(line.Amount, currency),
  }));
}

/** "VAT 6 %" for a percentage, the name alone for a fixed amount. */
export function taxLineLabel(line: Pick<TaxLine, 'name' | 'percent'>): string {
  return line.percent === null ? line.name : `${line.name} ${line.percent / 1000} %`;
}
