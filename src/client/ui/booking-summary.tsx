import type { Service } from '../../contract/services';
import { bookingTotal, perNightRate, priceService } from '../../domain/pricing';
import { nightsBetween } from '../../domain/stay-nights';
import type { BasketItem } from '../basket/basket';
import { chargedInNote, type MoneyDisplay } from './display-currency';
import { roomGuestsText } from './guests-text';
import { nightsText, shortDateText } from './stay-dates-text';
import './booking-summary.css';

// The booking summary (spec section 4): every room with its guests and rate, its extras, the
// per-night rate, the gift voucher discount and the total = rooms + extras - voucher. Shown by
// the summary step of Rooms and Rates and beside the checkout form.

export interface SummaryExtra {
  name: string;
  quantity: number;
  cost: number;
}

/** The extras of one item, priced with spec section 9's rule; unknown services are left out. */
export function extrasOf(item: BasketItem, services: readonly Service[] | undefined): SummaryExtra[] {
  const nights = nightsBetween(item.dateFrom, item.dateTo);
  return item.services.flatMap((chosen) => {
    const service = services?.find((candidate) => candidate.ServiceId === chosen.ServiceId);
    if (!service || chosen.Quantity <= 0) return [];
    const cost = priceService(
      {
        articles: service.Articles.map((article) => ({ price: article.Price })),
        chargeType: service.ChargeType,
        chargePerPerson: service.ChargePerPerson,
      },
      { nights, quantity: chosen.Quantity, adults: item.adults, children: item.children },
    );
    return [{ name: service.ServiceName, quantity: chosen.Quantity, cost }];
  });
}

export interface BookingTotals {
  rooms: number;
  extras: number;
  voucherDiscount: number;
  total: number;
}

export function bookingTotalsOf(
  items: readonly BasketItem[],
  servicesOf: (item: BasketItem) => readonly Service[] | undefined,
  voucherDiscount: number,
): BookingTotals {
  const rooms = items.reduce((sum, item) => sum + item.totalCost, 0);
  const extras = items.reduce(
    (sum, item) => sum + extrasOf(item, servicesOf(item)).reduce((total, extra) => total + extra.cost, 0),
    0,
  );
  const discount = Math.min(Math.max(0, voucherDiscount), rooms + extras);
  return {
    rooms,
    extras,
    voucherDiscount: discount,
    total: bookingTotal({ rooms, extras, voucherDiscount: discount }),
  };
}

export interface BookingSummaryProps {
  items: readonly BasketItem[];
  servicesOf: (item: BasketItem) => readonly Service[] | undefined;
  voucherDiscount: number;
  voucherCode?: string | null;
  money: MoneyDisplay;
  /** The heading's id (several summaries may be on a page). */
  titleId: string;
  title?: string;
}

export function BookingSummary({
  items,
  servicesOf,
  voucherDiscount,
  voucherCode,
  money,
  titleId,
  title = 'Booking summary',
}: BookingSummaryProps) {
  const totals = bookingTotalsOf(items, servicesOf, voucherDiscount);
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
                      ({money.format(perNightRate(item.totalCost, nights))} per night)
                    </span>
                  </dt>
                  <dd>{money.format(item.totalCost)}</dd>
                </div>
                {extras.map((extra) => (
                  <div key={extra.name}>
                    <dt>
                      {extra.name}
                      {extra.quantity > 1 ? ` × ${extra.quantity}` : ''}
                    </dt>
                    <dd>{money.format(extra.cost)}</dd>
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
          <dd>{money.format(totals.rooms)}</dd>
        </div>
        {totals.extras > 0 ? (
          <div>
            <dt>Extras</dt>
            <dd>{money.format(totals.extras)}</dd>
          </div>
        ) : null}
        {totals.voucherDiscount > 0 ? (
          <div className="booking-summary__discount">
            <dt>Gift voucher{voucherCode ? ` ${voucherCode}` : ''}</dt>
            <dd>−{money.format(totals.voucherDiscount)}</dd>
          </div>
        ) : null}
        <div className="booking-summary__total">
          <dt>Total</dt>
          <dd>{money.format(totals.total)}</dd>
        </div>
      </dl>
      {note ? <p className="booking-summary__note">{note}</p> : null}
    </section>
  );
}
