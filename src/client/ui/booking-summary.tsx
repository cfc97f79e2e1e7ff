import { bookingTotal, perNightRate, priceService } from '../../domain/pricing';
import { nightsBetween } from '../../domain/stay-nights';
import type { BasketItem } from '../basket/basket';
import type { PricedService } from '../features/checkout/api/get-services';
import { chargedInNote, type MoneyDisplay } from './display-currency';
import { roomGuestsText } from './guests-text';
import { nightsText, shortDateText } from './stay-dates-text';
import './booking-summary.css';

// The booking summary (spec section 4): every room with its guests and rate, its extras, the
// per-night rate, the gift voucher discount and the total = rooms + extras - voucher. Shown by
// the summary step of Rooms and Rates and beside the checkout form. Every amount is in minor
// units of the property currency, worked out with the domain's pricing and formatted last.

export interface SummaryExtra {
  name: string;
  quantity: number;
  costMinor: number;
}

/** The extras of one item, priced with spec section 9's rule; unknown services are left out. */
export function extrasOf(item: BasketItem, services: readonly PricedService[] | undefined): SummaryExtra[] {
  const nights = nightsBetween(item.dateFrom, item.dateTo);
  return item.services.flatMap((chosen) => {
    const service = services?.find((candidate) => candidate.ServiceId === chosen.ServiceId);
    if (!service || chosen.Quantity <= 0) return [];
    const costMinor = priceService(service.charge, {
      nights,
      quantity: chosen.Quantity,
      adults: item.adults,
      children: item.children,
    });
    return [{ name: service.ServiceName, quantity: chosen.Quantity, costMinor }];
  });
}

/** The booking's totals, minor units. */
export interface BookingTotals {
  rooms: number;
  extras: number;
  voucherDiscount: number;
  total: number;
}

export function bookingTotalsOf(
  items: readonly BasketItem[],
  servicesOf: (item: BasketItem) => readonly PricedService[] | undefined,
  voucherDiscountMinor: number,
): BookingTotals {
  const rooms = items.reduce((sum, item) => sum + item.roomTotalMinor, 0);
  const extras = items.reduce(
    (sum, item) => sum + extrasOf(item, servicesOf(item)).reduce((total, extra) => total + extra.costMinor, 0),
    0,
  );
  const discount = Math.min(Math.max(0, voucherDiscountMinor), rooms + extras);
  return {
    rooms,
    extras,
    voucherDiscount: discount,
    total: bookingTotal({ rooms, extras, voucherDiscount: discount }),
  };
}

export interface BookingSummaryProps {
  items: readonly BasketItem[];
  servicesOf: (item: BasketItem) => readonly PricedService[] | undefined;
  /** Minor units. */
  voucherDiscountMinor: number;
  voucherCode?: string | null;
  money: MoneyDisplay;
  /** The heading's id (several summaries may be on a page). */
  titleId: string;
  title?: string;
}

export function BookingSummary({
  items,
  servicesOf,
  voucherDiscountMinor,
  voucherCode,
  money,
  titleId,
  title = 'Booking summary',
}: BookingSummaryProps) {
  const totals = bookingTotalsOf(items, servicesOf, voucherDiscountMinor);
  const note = chargedInNote(money);
  return (
    <section className="booking-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="booking-summary__title">
        {title}
      </h2>
      <ol className="booking-summary__rooms">
        {items.map((item) => {
          const nights = nightsBetween(item.dateFrom, item.dateTo);
          const extras = extrasOf(item, servicesOf(item));
          const leadGuest = `${item.leadGuest.firstName} ${item.leadGuest.lastName}`.trim();
          return (
            <li key={item.roomId} className="booking-summary__room">
              <p className="booking-summary__room-head">
                <span>Room {item.roomNumber}</span>
                <span>{roomGuestsText(item)}</span>
              </p>
              <p className="booking-summary__room-type">{item.roomType}</p>
              <p className="booking-summary__rate">{item.ratePlan}</p>
              <p className="booking-summary__dates">
                {shortDateText(item.dateFrom)} – {shortDateText(item.dateTo)} · {nightsText(nights)}
              </p>
              {leadGuest ? <p className="booking-summary__guest">Lead guest: {leadGuest}</p> : null}
              <dl className="booking-summary__lines">
                <div>
                  <dt>
                    Room{' '}
                    <span className="booking-summary__muted">
                      ({money.formatMinor(perNightRate(item.roomTotalMinor, nights))} per night)
                    </span>
                  </dt>
                  <dd>{money.formatMinor(item.roomTotalMinor)}</dd>
                </div>
                {extras.map((extra) => (
                  <div key={extra.name}>
                    <dt>
                      {extra.name}
                      {extra.quantity > 1 ? ` × ${extra.quantity}` : ''}
                    </dt>
                    <dd>{money.formatMinor(extra.costMinor)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ol>
      <dl className="booking-summary__totals">
        <div>
          <dt>Rooms</dt>
          <dd>{money.formatMinor(totals.rooms)}</dd>
        </div>
        {totals.extras > 0 ? (
          <div>
            <dt>Extras</dt>
            <dd>{money.formatMinor(totals.extras)}</dd>
          </div>
        ) : null}
        {totals.voucherDiscount > 0 ? (
          <div className="booking-summary__discount">
            <dt>Gift voucher{voucherCode ? ` ${voucherCode}` : ''}</dt>
            <dd>−{money.formatMinor(totals.voucherDiscount)}</dd>
          </div>
        ) : null}
        <div className="booking-summary__total">
          <dt>Total</dt>
          <dd>{money.formatMinor(totals.total)}</dd>
        </div>
      </dl>
      {note ? <p className="booking-summary__note">{note}</p> : null}
    </section>
  );
}
