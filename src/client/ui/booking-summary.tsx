import { lazy, Suspense } from 'react';
import type { PricesShown } from '../../contract/property-definition';
import { bookingTotal, perNightRate, priceService } from '../../domain/pricing';
import { nightsBetween } from '../../domain/stay-nights';
import {
  amountPaidOnline,
  headlinePrice,
  sumTaxLines,
  taxesOfLines,
  type PricedTaxes,
  type TaxLine,
} from '../../domain/taxes';
import type { BasketItem } from '../basket/basket';
import type { BookingQuote } from './booking-quote';
import type { PricedService } from './service-offer';
import { chargedInNote, type MoneyDisplay } from './display-currency';
import { roomGuestsText } from '../../domain/guests-text';
import { nightsText, shortDateText } from '../../domain/stay-dates-text';
import { TaxLines } from './tax-lines';
import './booking-summary.css';

const SummaryPayments = lazy(() => import('./summary-payments'));

// The booking summary (docs/product.md, booking flow): every room with its guests and rate, its extras, the
// per-night rate, the taxes and fees, the gift voucher discount and the total = rooms + extras
// + taxes added on top - voucher, then what is paid now and what at the hotel. Shown by the
// summary step of Rooms and Rates and beside the checkout form. Every amount is in minor units
// of the property currency, worked out with the domain's pricing and taxes and formatted last.
//
// The lines and amounts are the server's quote (Reservation/Quote: Create's own pricing, the
// extras' taxes included), so they are those the confirmation keeps and the card is charged.
// Until the quote is in (or offline, or when it fails) the summary shows each room's lines as
// the search priced its nights, and says that the extras' taxes are worked out on confirming.
// When the rates are not all paid now (a deposit, pay at the hotel), the quote's payment
// schedule says what is charged today, what later to the card and what at the hotel.

/** A basket room's taxes and fees as the search priced it (its nights). */
export function roomTaxesOf(item: Pick<BasketItem, 'roomTotalMinor' | 'taxLines'>): PricedTaxes {
  return taxesOfLines(item.roomTotalMinor, item.taxLines);
}

/** A basket room's headline price, as its room card showed it. */
export function roomHeadlineOf(item: Pick<BasketItem, 'roomTotalMinor' | 'taxLines'>, shown: PricesShown): number {
  return headlinePrice(roomTaxesOf(item), shown);
}

export interface SummaryExtra {
  name: string;
  quantity: number;
  costMinor: number;
}

/** The extras of one item, priced with the service rule (docs/product.md); unknown services are left out. */
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
  /** Rooms + extras - voucher, included taxes inside (the booking's total, before taxes added on top). */
  price: number;
  /** The rooms' lines added up, one per tax and rate. */
  taxLines: TaxLine[];
  /** The lines added on top of the prices (paid online or at the hotel). */
  taxesAdded: number;
  /** The lines paid at the hotel. */
  payAtProperty: number;
  /** Everything the guest pays, online and at the hotel: price + taxes added. */
  total: number;
  /** What is paid now, online (or billed on the invoice): total - what is paid at the hotel. */
  payNow: number;
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
  const price = bookingTotal({ rooms, extras, voucherDiscount: discount });
  // A voucher is a means of payment: the lines stay those of the prices as sold (as the server's).
  const taxes = taxesOfLines(rooms, sumTaxLines(items.map((item) => item.taxLines)));
  const taxesAdded = taxes.total - taxes.price;
  return {
    rooms,
    extras,
    voucherDiscount: discount,
    price,
    taxLines: taxes.lines,
    taxesAdded,
    payAtProperty: taxes.payAtProperty,
    total: price + taxesAdded,
    payNow: amountPaidOnline({ total: price, taxesAdded, payAtProperty: taxes.payAtProperty }),
  };
}

/** The quote's figures as the summary shows them. */
export function quotedTotalsOf(quote: BookingQuote): BookingTotals {
  return {
    rooms: quote.roomsMinor,
    extras: quote.extrasMinor,
    voucherDiscount: quote.voucherDiscountMinor,
    price: quote.priceMinor,
    taxLines: quote.taxLines,
    taxesAdded: quote.totalWithTaxesMinor - quote.priceMinor,
    payAtProperty: quote.payAtPropertyMinor,
    total: quote.totalWithTaxesMinor,
    payNow: quote.paidOnlineMinor,
  };
}

/** Shown beside the search's lines while the quote is not in: they leave out the extras' taxes. */
export const extrasTaxesLaterNote = 'Taxes on extras are worked out when you confirm.';

export interface BookingSummaryProps {
  items: readonly BasketItem[];
  servicesOf: (item: BasketItem) => readonly PricedService[] | undefined;
  /** Minor units. */
  voucherDiscountMinor: number;
  voucherCode?: string | null;
  money: MoneyDisplay;
  /** The server's quote of this basket; undefined while it loads, offline or when it failed. */
  quote?: BookingQuote | undefined;
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
  quote,
  titleId,
  title = 'Booking summary',
}: BookingSummaryProps) {
  const totals = quote ? quotedTotalsOf(quote) : bookingTotalsOf(items, servicesOf, voucherDiscountMinor);
  const note = chargedInNote(money);
  // Everything paid now: "Pay now" and "Pay at the hotel" say it all, as before payment policies.
  const schedule = quote?.payment && quote.payment.type !== 'PayNow' ? quote.payment : null;
  return (
    <section className="booking-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="booking-summary__title">
        {title}
      </h2>
      <ol className="booking-summary__rooms">
        {items.map((item, index) => {
          const nights = nightsBetween(item.dateFrom, item.dateTo);
          // The server's price of the room's nights (the search's until the quote is in).
          const roomMinor = quote?.rooms[index]?.roomMinor ?? item.roomTotalMinor;
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
                      ({money.formatMinor(perNightRate(roomMinor, nights))} per night)
                    </span>
                  </dt>
                  <dd>{money.formatMinor(roomMinor)}</dd>
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
        <TaxLines lines={totals.taxLines} format={money.formatMinor} rows />
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
        {totals.payAtProperty > 0 && !schedule ? (
          <>
            <div className="booking-summary__pay">
              <dt>Pay now</dt>
              <dd>{money.formatMinor(totals.payNow)}</dd>
            </div>
            <div className="booking-summary__pay">
              <dt>Pay at the hotel</dt>
              <dd>{money.formatMinor(totals.payAtProperty)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {schedule ? (
        <Suspense fallback={null}>
          <SummaryPayments plan={schedule} titleId={titleId} format={money.formatMinor} taxLines={totals.taxLines} />
        </Suspense>
      ) : null}
      {!quote && totals.extras > 0 ? <p className="booking-summary__note">{extrasTaxesLaterNote}</p> : null}
      {note ? <p className="booking-summary__note">{note}</p> : null}
    </section>
  );
}
