import type { ReactNode } from 'react';
import type { PaymentPlanType } from '../../contract/payment-schedule';
import { paymentTypes } from '../../contract/reservation';
import type { ConfirmationRoom } from '../../contract/reservation-confirmation';
import type { TaxLineResponse } from '../../contract/taxes';
import { savedCardLabel } from '../../domain/card-types';
import { formatMinorUnits, toMinorUnits } from '../../domain/money';
import { taxLinesFromApi, type TaxLine } from '../../domain/taxes';
import { roomGuestsText } from '../../domain/guests-text';
import { longDateText, nightsText } from '../../domain/stay-dates-text';
import { TaxLines } from './tax-lines';

// A booking's stay and rooms as guests read them on the confirmation and on the manage page:
// the dates, then per room its type and price, rate and guests, lead guest and extras. Each
// page adds its own lines (a cancelled badge, the arrival time, the per-night rate, the policy).

export function StayDatesList({ dateFrom, dateTo, nights }: { dateFrom: string; dateTo: string; nights: number }) {
  return (
    <dl className="confirmation__stay">
      <div>
        <dt>Check-in</dt>
        <dd>{longDateText(dateFrom)}</dd>
      </div>
      <div>
        <dt>Check-out</dt>
        <dd>{longDateText(dateTo)}</dd>
      </div>
      <div>
        <dt>Length of stay</dt>
        <dd>{nightsText(nights)}</dd>
      </div>
    </dl>
  );
}

interface BookedRoomProps {
  room: ConfirmationRoom;
  /** 0-based place in the booking. */
  index: number;
  money: (amount: number) => string;
  className?: string;
  /** Right under the room's name (a status). */
  badge?: ReactNode;
  /** After the lead guest, before the extras. */
  details?: ReactNode;
  /** After the extras (the policy). */
  footer?: ReactNode;
}

export function BookedRoom({ room, index, money, className, badge, details, footer }: BookedRoomProps) {
  const lead = room.Guests[0];
  return (
    <li className={className ? `confirmation-room ${className}` : 'confirmation-room'}>
      <p className="confirmation-room__head">
        <strong>
          Room {index + 1}: {room.RoomTypeName}
        </strong>
        <span>{money(room.RoomCost)}</span>
      </p>
      {badge}
      <p className="confirmation__muted">
        {room.RatePlanName} ·{' '}
        {roomGuestsText({
          adults: room.NumberOfAdults,
          children: room.NumberOfChildren,
          infants: room.NumberOfInfants,
        })}
        {room.RoomConfigurationName ? ` · ${room.RoomConfigurationName}` : ''}
      </p>
      {lead ? (
        <p className="confirmation__muted">
          Lead guest: {lead.FirstName} {lead.LastName}
        </p>
      ) : null}
      {details}
      {room.Services.length > 0 ? (
        <ul className="confirmation-room__extras" aria-label={`Extras for room ${index + 1}`}>
          {room.Services.map((service, line) => (
            <li key={`${service.ServiceId}-${line}`}>
              <span>
                {service.Service.ServiceName}
                {service.Quantity > 1 ? ` × ${service.Quantity}` : ''}
              </span>
              <span>{money(service.TotalCost)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {footer}
    </li>
  );
}

/** What a booking (or a room) keeps of its taxes, as the API sends it. */
interface BookedTaxes {
  TotalCost: number;
  /** Absent from a confirmation kept on this device before taxes were shown. */
  Taxes?: readonly TaxLineResponse[];
  TotalWithTaxes?: number;
  PayAtProperty?: number;
  PaidOnline?: number;
}

/** A booking's stored lines and amounts, minor units of its currency (older kept copies read as without taxes). */
export function bookedTaxesOf(booking: BookedTaxes, currency: string) {
  const lines: TaxLine[] = taxLinesFromApi(booking.Taxes ?? [], currency);
  const total = toMinorUnits(booking.TotalWithTaxes ?? booking.TotalCost, currency);
  const payAtProperty = toMinorUnits(booking.PayAtProperty ?? 0, currency);
  const paidOnline =
    booking.PaidOnline === undefined ? total - payAtProperty : toMinorUnits(booking.PaidOnline, currency);
  return { lines, total, payAtProperty, paidOnline };
}

interface BookingTotalsProps {
  booking: BookedTaxes & {
    RoomsTotal: number;
    ExtrasTotal: number;
    VoucherDiscount: number;
    AmountDue: number;
    Currency: string;
    PaymentType: number;
    /** A deposit or pay-at-the-hotel plan: its payments (under the totals) say what is paid when. */
    PaymentPlan?: PaymentPlanType;
  };
  money: (amount: number) => string;
  /** Named on the voucher line when the page shows it. */
  voucherCode?: string | null;
  /** What has been paid so far, under the total (the manage page). */
  paid?: number;
  /** Lines after what is left to pay (fees kept, refunds). */
  children?: ReactNode;
}

const byInvoice = (paymentType: number) =>
  paymentType === paymentTypes.PayByIndividualInvoice || paymentType === paymentTypes.PayByCompanyInvoice;

/**
 * The totals of a booking: rooms, extras, the taxes and fees kept with it, voucher, the total
 * (everything the guest pays), then what is paid online and what at the hotel (for a booking
 * paid in full; a deposit's or a pay-at-the-hotel booking's payments are listed after the
 * totals), and what is paid and left to pay.
 */
export function BookingTotals({ booking, money, voucherCode, paid, children }: BookingTotalsProps) {
  const currency = booking.Currency;
  const taxes = bookedTaxesOf(booking, currency);
  const minor = (amountMinor: number) => formatMinorUnits(amountMinor, currency);
  return (
    <dl className="confirmation__totals">
      <TotalLine term="Rooms" amount={money(booking.RoomsTotal)} />
      {booking.ExtrasTotal > 0 ? <TotalLine term="Extras" amount={money(booking.ExtrasTotal)} /> : null}
      <TaxLines lines={taxes.lines} format={minor} rows />
      {booking.VoucherDiscount > 0 ? (
        <TotalLine
          term={`Gift voucher${voucherCode ? ` ${voucherCode}` : ''}`}
          amount={`−${money(booking.VoucherDiscount)}`}
        />
      ) : null}
      <TotalLine term="Total" amount={minor(taxes.total)} className="confirmation__total" />
      {taxes.payAtProperty > 0 && (booking.PaymentPlan ?? 'PayNow') === 'PayNow' ? (
        <>
          <TotalLine
            term={byInvoice(booking.PaymentType) ? 'By invoice' : 'Paid online'}
            amount={minor(taxes.paidOnline)}
          />
          <TotalLine term="To pay at the hotel" amount={minor(taxes.payAtProperty)} />
        </>
      ) : null}
      {paid !== undefined ? <TotalLine term="Paid" amount={money(paid)} /> : null}
      {/* A card or provider booking's later parts are in its payment schedule, not on an invoice. */}
      {booking.AmountDue > 0 && byInvoice(booking.PaymentType) ? (
        <TotalLine term="Due on the hotel's invoice" amount={money(booking.AmountDue)} />
      ) : null}
      {children}
    </dl>
  );
}

export function TotalLine({ term, amount, className }: { term: string; amount: string; className?: string }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{amount}</dd>
    </div>
  );
}

const paymentText: Record<number, string> = {
  [paymentTypes.PayByCard]: 'Paid by card',
  [paymentTypes.PayByIndividualInvoice]: 'Pay by invoice',
  [paymentTypes.PayByVoucher]: 'Paid by gift voucher',
  [paymentTypes.PayByCompanyInvoice]: 'Company invoice',
  [paymentTypes.PayByPayStack]: 'Paid online',
};

/**
 * How the booking is paid: "Paid by card · Visa ending 4242"; by card under a payment policy,
 * "Card for later payments · Visa ending 4242" (a deposit booking: the card the balance is
 * charged to, which may not be the one the deposit was paid with), "Guaranteed by card · Visa
 * ending 4242", or "Pay at the hotel" when no card was asked.
 */
function paymentMethodText(
  paymentType: number,
  card: { CardType: string; LastFourDigits: string } | null,
  plan?: PaymentPlanType,
): string {
  const byCard = paymentType === paymentTypes.PayByCard;
  const how =
    byCard && plan === 'Deposit'
      ? 'Card for later payments'
      : byCard && plan === 'PayAtProperty'
        ? card
          ? 'Guaranteed by card'
          : 'Pay at the hotel'
        : (paymentText[paymentType] ?? '');
  return card ? `${how} · ${savedCardLabel(card)}` : how;
}

/** The line saying how the booking is paid; the page may add to it (`children`). */
export function PaymentMethodLine({
  booking,
  children,
}: {
  booking: {
    PaymentType: number;
    Card: Parameters<typeof paymentMethodText>[1];
    PaymentPlan?: PaymentPlanType | undefined;
  };
  children?: ReactNode;
}) {
  return (
    <p className="confirmation__payment">
      {paymentMethodText(booking.PaymentType, booking.Card, booking.PaymentPlan)}
      {children}
    </p>
  );
}

/** The guest's special requests, when there are any. */
export function SpecialRequests({ notes }: { notes: string | null | undefined }) {
  return notes ? (
    <>
      <h3 className="confirmation-card__subtitle">Special requests</h3>
      <p className="confirmation__muted">{notes}</p>
    </>
  ) : null;
}
