import type {
  BookingPayment,
  OfferPayment,
  PaymentCollect,
  PaymentKind,
  PaymentPlanType,
  PaymentState,
} from '../../contract/payment-schedule';
import { toMinorUnits } from '../../domain/money';
import { longDateText } from '../../domain/stay-dates-text';

// How a booking is paid, as guests read it: what is charged with the booking, what is charged
// later to the card kept with it, and what is paid at the hotel (the taxes the hotel collects
// last). The API's amounts become minor units here, once; nothing is worked out again: every
// amount shown is one the server sent. Rate cards, the summary, checkout, the confirmation and
// the manage page all word it with these functions (rate cards: rate-payment-text.ts).

/** A part of the schedule: a quote's (what will be charged) or a booking's (with where it stands). */
export interface SchedulePart {
  /** The booking's id of the part (PayBalance names it); null for a quote's. */
  id: number | null;
  kind: PaymentKind;
  collect: PaymentCollect;
  /** The hotel's date it is due on, 'YYYY-MM-DD'. */
  due: string;
  amountMinor: number;
  /** Where a booking's part stands; null for a quote's. */
  state: PaymentState | null;
  /** Why its automatic charge failed (the bank's words), while Failed. */
  failureReason: string | null;
  refundedMinor: number;
}

export interface PaymentPlanView {
  type: PaymentPlanType;
  /** Card: a card is asked (to pay, to charge later, or to guarantee the booking). None: none is. */
  guarantee: 'Card' | 'None';
  /** Charged with the booking, minor units (the server's DueNow for a quote). */
  dueNowMinor: number;
  parts: SchedulePart[];
}

/** Full and Deposit are what is charged with the booking; everything else comes later. */
/** "3 May 2027": a day of the hotel's calendar in a sentence (when a payment is due). */
export const dateText = (date: string): string => longDateText(date).replace(/^\S+ /, '');

export const isChargedWithBooking = (part: Pick<SchedulePart, 'kind'>): boolean =>
  part.kind === 'Full' || part.kind === 'Deposit';

/** A rate's or a basket's plan, as Search and Quote offer it. */
export function planOfOffer(payment: OfferPayment, currency: string): PaymentPlanView {
  return {
    type: payment.Type,
    guarantee: payment.Guarantee,
    dueNowMinor: toMinorUnits(payment.DueNow, currency),
    parts: payment.Schedule.map((part) => ({
      id: null,
      kind: part.Kind,
      collect: part.Collect,
      due: part.Due,
      amountMinor: toMinorUnits(part.Amount, currency),
      state: null,
      failureReason: null,
      refundedMinor: 0,
    })),
  };
}

/** A booking's plan, each part with where it stands (the confirmation, the manage page). */
export function planOfBooking(
  booking: { PaymentPlan: PaymentPlanType; Guarantee: 'Card' | 'None'; PaymentSchedule: readonly BookingPayment[] },
  currency: string,
): PaymentPlanView {
  const parts: SchedulePart[] = booking.PaymentSchedule.map((part) => ({
    id: part.Id,
    kind: part.Kind,
    collect: part.Collect,
    due: part.Due,
    amountMinor: toMinorUnits(part.Amount, currency),
    state: part.State,
    failureReason: part.FailureReason,
    refundedMinor: toMinorUnits(part.Refunded, currency),
  }));
  return {
    type: booking.PaymentPlan,
    guarantee: booking.Guarantee,
    dueNowMinor: parts.filter(isChargedWithBooking).reduce((sum, part) => sum + part.amountMinor, 0),
    parts,
  };
}

/** "tourist tax" for "Tourist tax", but "VAT" stays "VAT". */
export const inSentence = (name: string) =>
  /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;

/**
 * The taxes and fees paid at the hotel by name, for the schedule's last part: "tourist tax",
 * "tourist tax and resort fee"; "taxes and fees" when no line names them.
 */
export function atHotelTaxesName(lines: readonly { name: string; payableAtProperty: boolean }[]): string {
  const names = [...new Set(lines.filter((line) => line.payableAtProperty).map((line) => inSentence(line.name)))];
  if (names.length === 0) return 'taxes and fees';
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export interface ScheduleWords {
  format: (amountMinor: number) => string;
  /** Who is charged later: "your card" before booking, "Visa ending 4242" after. */
  card: string;
  /** The taxes paid at the hotel by name ("tourist tax"). */
  atHotelTaxes: string;
  /** The hotel's date today, for a booking's parts; null for a quote (its first parts are today's). */
  today: string | null;
}

/** When a part is paid, in words: "Today", "3 May 2027". */
function whenText(part: SchedulePart, words: ScheduleWords): string {
  if (words.today === null ? isChargedWithBooking(part) : part.due === words.today) return 'Today';
  return dateText(part.due);
}

/**
 * One part, in words: "Today £77.40", "3 May 2027 £180.60, charged to Visa ending 4242", "At
 * the hotel £400.00", "At the hotel: tourist tax €16.00", "3 May 2027 £50.00 cancellation fee,
 * charged to Visa ending 4242".
 */
export function partText(part: SchedulePart, words: ScheduleWords): string {
  const amount = words.format(part.amountMinor);
  if (part.kind === 'PropertyTaxes') return `At the hotel: ${words.atHotelTaxes} ${amount}`;
  if (part.collect === 'AtProperty') return `At the hotel ${amount}`;
  if (isChargedWithBooking(part)) return `${whenText(part, words)} ${amount}`;
  const fee = part.kind === 'CancellationFee' ? ' cancellation fee' : part.kind === 'NoShowFee' ? ' no-show fee' : '';
  return `${whenText(part, words)} ${amount}${fee}, charged to ${words.card}`;
}

/** Said first when nothing is charged with the booking. */
export const nothingChargedToday = 'Nothing is charged today';
export const cardGuaranteesBooking = 'Your card guarantees the booking';

/** What a plan that charges nothing with the booking says first; empty when something is charged. */
export function nothingNowTexts(plan: Pick<PaymentPlanView, 'parts' | 'guarantee' | 'dueNowMinor'>): string[] {
  if (plan.parts.some(isChargedWithBooking) || plan.dueNowMinor > 0) return [];
  return plan.guarantee === 'Card' ? [nothingChargedToday, cardGuaranteesBooking] : [nothingChargedToday];
}

/** A booking's part's standing, in words (never colour alone): "Paid", "Failed: Card declined", "Paid, £20.00 refunded". */
export function stateText(part: SchedulePart, format: (amountMinor: number) => string): string {
  switch (part.state) {
    case null:
      return '';
    case 'Failed':
      return part.failureReason ? `Failed: ${part.failureReason}` : 'Failed';
    case 'Paid':
      return part.refundedMinor > 0 ? `Paid, ${format(part.refundedMinor)} refunded` : 'Paid';
    default:
      return part.state;
  }
}

/** Parts a guest may pay now with another card (PayBalance): automatic charges that failed or are due. */
export function payableParts(plan: Pick<PaymentPlanView, 'parts'>): SchedulePart[] {
  return plan.parts.filter(
    (part) =>
      part.id !== null &&
      part.collect === 'Automatic' &&
      part.kind !== 'PropertyTaxes' &&
      (part.state === 'Failed' || part.state === 'Due') &&
      !isChargedWithBooking(part),
  );
}

/** The parts charged later to the card, and those paid at the hotel, added up (minor units). */
export function laterAmounts(plan: Pick<PaymentPlanView, 'parts'>): { cardLaterMinor: number; atHotelMinor: number } {
  let cardLaterMinor = 0;
  let atHotelMinor = 0;
  for (const part of plan.parts) {
    if (isChargedWithBooking(part)) continue;
    if (part.collect === 'AtProperty') atHotelMinor += part.amountMinor;
    else cardLaterMinor += part.amountMinor;
  }
  return { cardLaterMinor, atHotelMinor };
}

/**
 * The checkout's words over the card fields, or null when the card simply pays now: "Today you
 * pay £77.40; the rest is charged to this card on 3 May 2027", "Your card guarantees the
 * booking. Nothing is charged today."
 */
export function cardPurposeText(plan: PaymentPlanView, format: (amountMinor: number) => string): string | null {
  if (plan.type === 'PayNow' || plan.guarantee === 'None') return null;
  const automatic = [
    ...new Set(
      plan.parts.filter((part) => !isChargedWithBooking(part) && part.collect === 'Automatic').map((p) => p.due),
    ),
  ];
  const dates = automatic.map(dateText);
  const when = dates.length > 1 ? `${dates.slice(0, -1).join(', ')} and ${dates[dates.length - 1]}` : dates[0];
  const today = plan.dueNowMinor > 0 ? `Today you pay ${format(plan.dueNowMinor)}` : null;
  if (when) {
    return today
      ? `${today}; the rest is charged to this card on ${when}.`
      : `${nothingChargedToday}; the rest is charged to this card on ${when}.`;
  }
  if (today) return `${today}; the rest is paid at the hotel.`;
  return `${cardGuaranteesBooking}. ${nothingChargedToday}.`;
}

/** Checkout asks for no card: nothing is charged now and the booking needs no guarantee. */
export const asksNoCard = (plan: Pick<PaymentPlanView, 'guarantee' | 'dueNowMinor'> | null): boolean =>
  plan !== null && plan.guarantee === 'None' && plan.dueNowMinor === 0;
