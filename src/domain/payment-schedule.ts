import type { OfferPayment } from '../contract/payment-schedule';
import type { PaymentPolicyDefinition } from '../contract/property-definition';
import { instantAt } from './cancellation-policy';
import { toMajorUnits, toMinorUnits } from './money';
import { divideHalfUp } from './pricing';
import { todayIn } from './same-day';
import { addDays } from './stay-nights';

// Payment policies (docs/product.md, how a booking is paid): the one rule that turns what a booking costs online
// into what is paid when and how. Amounts are integer minor units.
//
// Each room is scheduled by its rate plan's policy:
//   PayNow          everything now
//   Deposit         the deposit now; the balance charged to the kept card DaysBefore arrival
//                   (at Time on the property's clock), or paid at the hotel
//   PayAtProperty   nothing now; everything at the hotel, guaranteed by a card or by nothing
// A balance whose moment has already come when the guest books is paid now with the deposit.
// The rooms' parts are then added up by moment, a gift voucher pays the earliest parts first,
// and the taxes paid at the hotel (never charged online) are the last part. Each room's parts
// add up to what it costs online exactly (the balance is the rest), so the schedule adds up to
// the booking.

export type DepositRule =
  | { kind: 'Percent'; /** hundredths of a percent (30 % = 3000) */ hundredths: number }
  | { kind: 'FirstNight' }
  | { kind: 'Fixed'; /** minor units */ amount: number };

export type BalanceRule = { collect: 'Automatic'; daysBefore: number; time: string } | { collect: 'AtProperty' };

export type PaymentPolicy =
  | { type: 'PayNow' }
  | { type: 'Deposit'; deposit: DepositRule; balance: BalanceRule }
  | { type: 'PayAtProperty'; guarantee: 'Card' | 'None' };

export const payNowPolicy: PaymentPolicy = { type: 'PayNow' };

/** The definition file's policy in the rule's terms (amounts in minor units of the property's currency). */
export function paymentPolicyOf(definition: PaymentPolicyDefinition | null, currency: string): PaymentPolicy {
  if (!definition) return payNowPolicy;
  switch (definition.Type) {
    case 'PayNow':
      return payNowPolicy;
    case 'PayAtProperty':
      return { type: 'PayAtProperty', guarantee: definition.Guarantee };
    case 'Deposit': {
      const rule = definition.Deposit;
      const deposit: DepositRule =
        rule.Type === 'Percent'
          ? { kind: 'Percent', hundredths: Math.round(rule.Percent * 100) }
          : rule.Type === 'Fixed'
            ? { kind: 'Fixed', amount: toMinorUnits(rule.Amount, currency) }
            : { kind: 'FirstNight' };
      const balance: BalanceRule =
        definition.Balance.Collect === 'Automatic'
          ? { collect: 'Automatic', daysBefore: definition.Balance.DaysBefore, time: definition.Balance.Time }
          : { collect: 'AtProperty' };
      return { type: 'Deposit', deposit, balance };
    }
  }
}

/** Reads a policy kept as JSON (a rate plan's, a booked room's); anything unreadable is PayNow. */
export function storedPaymentPolicy(value: unknown): PaymentPolicy {
  if (!value || typeof value !== 'object') return payNowPolicy;
  const policy = value as PaymentPolicy;
  return policy.type === 'Deposit' || policy.type === 'PayAtProperty' || policy.type === 'PayNow'
    ? policy
    : payNowPolicy;
}

/** A room as its payments are scheduled. */
export interface SchedulableRoom {
  policy: PaymentPolicy;
  /** The arrival date, 'YYYY-MM-DD'. */
  dateFrom: string;
  /** The room's price as sold (included taxes inside). */
  roomTotal: number;
  /** Extras paid with the booking (not those put on the bill at the hotel). */
  extrasTotal: number;
  /** Taxes and fees added on top of the price and paid online. */
  addedOnline: number;
  /** The first night's price as sold. */
  firstNight: number;
}

/**
 * When and how a part is paid. Now: with the booking (card, payment provider). Automatic: the
 * kept card is charged at `dueAt`. AtProperty: at the hotel, on or before the arrival date.
 */
export type PaymentCollect = 'Now' | 'Automatic' | 'AtProperty';

/**
 * Full: everything, now. Deposit: the part paid now when more follows. Balance: what follows a
 * deposit. AtProperty: everything, at the hotel. PropertyTaxes: taxes and fees paid at the
 * hotel. CancellationFee, NoShowFee: a fee beyond what was paid, charged to the kept card.
 */
export type PaymentKind =
  'Full' | 'Deposit' | 'Balance' | 'AtProperty' | 'PropertyTaxes' | 'CancellationFee' | 'NoShowFee';

export interface PlannedPayment {
  kind: PaymentKind;
  collect: PaymentCollect;
  /** The property's date it is due on, 'YYYY-MM-DD' (today for Now). */
  due: string;
  /** The instant an Automatic part is charged; null otherwise. */
  dueAt: Date | null;
  amount: number;
}

export type PaymentPlanType = 'PayNow' | 'Deposit' | 'PayAtProperty';

export interface PaymentPlan {
  type: PaymentPlanType;
  /** Charged with the booking. */
  dueNow: number;
  /** In order: now, the automatic charges by moment, at the hotel (the booking's own, then its taxes). */
  items: PlannedPayment[];
  /** Card: a card is needed to book (to pay, to charge later, or to guarantee). None: nothing is asked. */
  guarantee: 'Card' | 'None';
}

/** A room's deposit under `rule`, at most what the room costs online. */
export function depositOf(rule: DepositRule, room: Omit<SchedulableRoom, 'policy' | 'dateFrom'>): number {
  const online = room.roomTotal + room.extrasTotal + room.addedOnline;
  let deposit: number;
  switch (rule.kind) {
    case 'Percent':
      deposit = divideHalfUp(online * rule.hundredths, 10_000);
      break;
    case 'FirstNight':
      // The night as sold, with its share of the taxes added online.
      deposit =
        room.firstNight + (room.roomTotal > 0 ? divideHalfUp(room.addedOnline * room.firstNight, room.roomTotal) : 0);
      break;
    case 'Fixed':
      deposit = rule.amount;
      break;
  }
  return Math.max(0, Math.min(online, deposit));
}

/** The moment an automatic balance is charged: DaysBefore the arrival date, at Time on the property's clock. */
export function balanceDueAt(
  balance: Extract<BalanceRule, { collect: 'Automatic' }>,
  dateFrom: string,
  timeZone: string,
): { due: string; dueAt: Date } {
  const due = addDays(dateFrom, -balance.daysBefore);
  return { due, dueAt: instantAt(timeZone, due, balance.time) };
}

function roomParts(room: SchedulableRoom, at: { now: Date; timeZone: string; today: string }): PlannedPayment[] {
  const online = room.roomTotal + room.extrasTotal + room.addedOnline;
  const now = (kind: PaymentKind, amount: number): PlannedPayment => ({
    kind,
    collect: 'Now',
    due: at.today,
    dueAt: null,
    amount,
  });
  const { policy } = room;
  switch (policy.type) {
    case 'PayNow':
      return [now('Full', online)];
    case 'PayAtProperty':
      return [{ kind: 'AtProperty', collect: 'AtProperty', due: room.dateFrom, dueAt: null, amount: online }];
    case 'Deposit': {
      const deposit = depositOf(policy.deposit, room);
      if (deposit >= online) return [now('Full', online)];
      if (policy.balance.collect === 'AtProperty')
        return [
          now('Deposit', deposit),
          { kind: 'Balance', collect: 'AtProperty', due: room.dateFrom, dueAt: null, amount: online - deposit },
        ];
      const { due, dueAt } = balanceDueAt(policy.balance, room.dateFrom, at.timeZone);
      // Booked inside the balance window: everything now.
      if (dueAt.getTime() <= at.now.getTime()) return [now('Full', online)];
      return [now('Deposit', deposit), { kind: 'Balance', collect: 'Automatic', due, dueAt, amount: online - deposit }];
    }
  }
}

const collectOrder: Record<PaymentCollect, number> = { Now: 0, Automatic: 1, AtProperty: 2 };

function byMoment(a: PlannedPayment, b: PlannedPayment): number {
  return (
    collectOrder[a.collect] - collectOrder[b.collect] ||
    (a.dueAt?.getTime() ?? 0) - (b.dueAt?.getTime() ?? 0) ||
    a.due.localeCompare(b.due)
  );
}

/**
 * The booking's payments: its rooms' parts added up by moment, less a gift voucher's value
 * (the earliest parts first), then the taxes paid at the hotel.
 */
export function planPayments(
  rooms: readonly SchedulableRoom[],
  at: { now: Date; timeZone: string },
  options: { voucher?: number; atPropertyTaxes?: number } = {},
): PaymentPlan {
  const today = todayIn(at.timeZone, at.now);
  const merged = new Map<string, PlannedPayment>();
  for (const room of rooms) {
    for (const part of roomParts(room, { ...at, today })) {
      const key = `${part.collect}|${part.due}|${part.dueAt?.getTime() ?? ''}`;
      const same = merged.get(key);
      if (same) same.amount += part.amount;
      else merged.set(key, { ...part });
    }
  }
  const parts = [...merged.values()].sort(byMoment);
  const later = parts.some((part) => part.collect !== 'Now');
  const nowBeforeVoucher = parts.filter((part) => part.collect === 'Now').reduce((sum, part) => sum + part.amount, 0);
  for (const part of parts) {
    if (part.collect === 'Now') part.kind = later ? 'Deposit' : 'Full';
    else if (part.collect === 'AtProperty') part.kind = nowBeforeVoucher > 0 ? 'Balance' : 'AtProperty';
  }
  let voucher = Math.max(0, options.voucher ?? 0);
  for (const part of parts) {
    const taken = Math.min(voucher, part.amount);
    part.amount -= taken;
    voucher -= taken;
  }
  const items = parts.filter((part) => part.amount > 0);
  const atPropertyTaxes = options.atPropertyTaxes ?? 0;
  if (atPropertyTaxes > 0) {
    const arrival = rooms.map((room) => room.dateFrom).sort()[0] ?? today;
    items.push({ kind: 'PropertyTaxes', collect: 'AtProperty', due: arrival, dueAt: null, amount: atPropertyTaxes });
  }
  const type: PaymentPlanType = !later ? 'PayNow' : nowBeforeVoucher > 0 ? 'Deposit' : 'PayAtProperty';
  const noGuarantee =
    rooms.length > 0 && rooms.every((room) => room.policy.type === 'PayAtProperty' && room.policy.guarantee === 'None');
  return {
    type,
    dueNow: items.filter((item) => item.collect === 'Now').reduce((sum, item) => sum + item.amount, 0),
    items,
    guarantee: noGuarantee ? 'None' : 'Card',
  };
}

/** A part still to be paid: its amount may be restated when the booking changes. */
export interface OpenPayment {
  id: number;
  amount: number;
}

/**
 * After a change to a booking (dates, extras, rooms cancelled), what its open parts become so
 * that what was paid and what is still open add up to what it now owes: a rise goes onto the
 * last open part, a fall comes off the last parts first. `unplaced` is a rise with no open part
 * to take it (the change's own flow collects it); parts left at 0 are no longer owed.
 */
export function restateOpenPayments(
  open: readonly OpenPayment[],
  booking: { owed: number; paid: number },
): { amounts: Map<number, number>; unplaced: number } {
  const amounts = new Map(open.map((part) => [part.id, part.amount]));
  const outstanding = booking.owed - booking.paid;
  let change = outstanding - open.reduce((sum, part) => sum + part.amount, 0);
  if (change > 0) {
    const last = open[open.length - 1];
    if (!last) return { amounts, unplaced: change };
    amounts.set(last.id, last.amount + change);
    return { amounts, unplaced: 0 };
  }
  for (let i = open.length - 1; i >= 0 && change < 0; i--) {
    const part = open[i]!;
    const taken = Math.min(part.amount, -change);
    amounts.set(part.id, part.amount - taken);
    change += taken;
  }
  return { amounts, unplaced: 0 };
}

/**
 * A plan as the API offers it (search, quote): what is paid with the booking is Collect
 * 'Automatic' due today; `policy` names the deposit rule when the plan is a single policy's.
 */
export function paymentPlanToApi(plan: PaymentPlan, policy: PaymentPolicy | null, currency: string): OfferPayment {
  const money = (minor: number) => toMajorUnits(minor, currency);
  const deposit = policy?.type === 'Deposit' && plan.type === 'Deposit' ? policy.deposit : null;
  return {
    Type: plan.type,
    DueNow: money(plan.dueNow),
    Schedule: plan.items.map((item) => ({
      Due: item.due,
      Amount: money(item.amount),
      Collect: item.collect === 'AtProperty' ? 'AtProperty' : 'Automatic',
      Kind: item.kind,
    })),
    Guarantee: plan.guarantee,
    Deposit: deposit
      ? { Type: deposit.kind, Percent: deposit.kind === 'Percent' ? deposit.hundredths / 100 : null }
      : null,
  };
}
