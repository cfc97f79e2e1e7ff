import type { BookingPayment, PaymentPlanType } from '../../contract/payment-schedule';
import type { TaxLineResponse } from '../../contract/taxes';
import { savedCardLabel } from '../../domain/card-types';
import { formatMinorUnits } from '../../domain/money';
import { todayIn } from '../../domain/same-day';
import {
  atHotelTaxesName,
  nothingNowTexts,
  partText,
  planOfBooking,
  stateText,
  type PaymentPlanView,
  type ScheduleWords,
} from './payment-plan';
import './payment-schedule.css';

// How a booking is paid, as one line: "Today £77.40 · 3 May 2027 £180.60, charged to Visa ending
// 4242 · At the hotel: tourist tax €16.00", or for a booking paid at the hotel "Nothing is
// charged today · Your card guarantees the booking · At the hotel £400.00". The summary and
// checkout show a quote's plan; the confirmation and the manage page a booking's, each part
// with where it stands (Paid, Due, Failed with the bank's reason, Waived, Refunded) in words.
// A list for screen readers (one part per item); the dots between parts are drawn, not read.

export interface PaymentScheduleProps extends ScheduleWords {
  plan: PaymentPlanView;
  /** Show each part's standing (a booking's parts). */
  states?: boolean;
  /** The id of the heading that names the list, or a name of its own. */
  labelledBy?: string;
  label?: string;
}

export function PaymentSchedule({ plan, states = false, labelledBy, label, ...words }: PaymentScheduleProps) {
  const first = nothingNowTexts(plan);
  const items = [
    ...first.map((text) => ({ key: text, text, state: null as null | { text: string; className: string } })),
    ...plan.parts.map((part, index) => ({
      key: part.id === null ? `part-${index}` : `payment-${part.id}`,
      text: partText(part, words),
      state:
        states && part.state !== null
          ? { text: stateText(part, words.format), className: `payment-state--${part.state.toLowerCase()}` }
          : null,
    })),
  ];
  return (
    <ul
      className={`payment-schedule${states ? ' payment-schedule--states' : ''}`}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : (label ?? 'When you pay')}
    >
      {items.map((item, index) => (
        <li key={item.key} className="payment-schedule__part">
          {index > 0 ? (
            <span className="payment-schedule__dot" aria-hidden="true">
              {' · '}
            </span>
          ) : null}
          <span className="payment-schedule__what">{item.text}</span>
          {item.state ? (
            <span className={`payment-state ${item.state.className}`}>
              <span className="visually-hidden">, </span>
              {item.state.text}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** What a booking's payments are read from (the confirmation's and the manage page's answers). */
export interface BookingPayments {
  /** Absent from a confirmation kept on this device before payment schedules were shown. */
  PaymentPlan?: PaymentPlanType;
  Guarantee?: 'Card' | 'None';
  PaymentSchedule?: readonly BookingPayment[];
  Currency: string;
  Taxes?: readonly TaxLineResponse[];
  Card: { CardType: string; LastFourDigits: string } | null;
  PropertyContact: { TimeZone: string };
}

/**
 * A booking's payments under their heading, each part with where it stands: "12 April 2027
 * £77.40 Paid", "3 May 2027 £180.60, charged to Visa ending 4242 Failed: Insufficient funds",
 * "At the hotel: tourist tax €16.00 Due". Dates are the hotel's; "Today" is its today.
 */
export function BookingPaymentSchedule({ booking, titleId }: { booking: BookingPayments; titleId: string }) {
  const { PaymentPlan, Guarantee, PaymentSchedule: schedule } = booking;
  if (!PaymentPlan || !Guarantee || !schedule || schedule.length === 0) return null;
  const currency = booking.Currency;
  return (
    <>
      <h3 id={titleId} className="confirmation-card__subtitle">
        Payments
      </h3>
      <PaymentSchedule
        plan={planOfBooking({ PaymentPlan, Guarantee, PaymentSchedule: schedule }, currency)}
        states
        labelledBy={titleId}
        format={(amountMinor) => formatMinorUnits(amountMinor, currency)}
        card={booking.Card ? savedCardLabel(booking.Card) : 'your card'}
        atHotelTaxes={atHotelTaxesName(
          (booking.Taxes ?? []).map((line) => ({ name: line.Name, payableAtProperty: line.PayableAtProperty })),
        )}
        today={todayIn(booking.PropertyContact.TimeZone, new Date())}
      />
    </>
  );
}
