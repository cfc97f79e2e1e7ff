import type { PricesShown } from '../../../contract/property-definition';
import type { SearchRoom } from '../../../domain/stay-search';
import { headlinePrice, sumTaxLines, taxesOfLines } from '../../../domain/taxes';
import type { BasketItem } from '../../basket/basket';
import { roomHeadlineOf } from '../../ui/booking-summary';
import { chargedInNote, type MoneyDisplay } from '../../ui/display-currency';
import { PriceTaxNote } from './price-tax-note';
import { nightsText, shortDateText } from '../../../domain/stay-dates-text';
import { roomGuestsText } from '../../../domain/guests-text';

export interface BasketSummaryProps {
  items: readonly BasketItem[];
  rooms: readonly SearchRoom[];
  from: string;
  to: string;
  nights: number;
  money: MoneyDisplay;
  /** How the property shows prices: each room's price is its headline, as its card showed it. */
  pricesShown: PricesShown;
  activeRoomNumber: number | null;
  onChange: (roomNumber: number) => void;
}

/** Your stay so far: each room with its choice (or still to choose), and the total. */
export function BasketSummary({
  items,
  rooms,
  from,
  to,
  nights,
  money,
  pricesShown,
  activeRoomNumber,
  onChange,
}: BasketSummaryProps) {
  const taxes = basketTaxesOf(items);
  const total = headlinePrice(taxes, pricesShown);
  const note = chargedInNote(money);
  return (
    <section className="basket-summary" aria-labelledby="basket-summary-title" id="your-stay">
      <h2 id="basket-summary-title" className="basket-summary__title">
        Your stay
      </h2>
      <p className="basket-summary__dates">
        {shortDateText(from)} – {shortDateText(to)} · {nightsText(nights)}
      </p>
      <ol className="basket-summary__rooms">
        {rooms.map((room, index) => {
          const roomNumber = index + 1;
          const item = items.find((candidate) => candidate.roomNumber === roomNumber);
          return (
            <li
              key={roomNumber}
              className={`basket-summary__room${roomNumber === activeRoomNumber && !item ? ' basket-summary__room--active' : ''}`}
            >
              <p className="basket-summary__room-head">
                <span>Room {roomNumber}</span>
                <span className="basket-summary__guests">{roomGuestsText(room)}</span>
              </p>
              {item ? (
                <>
                  <p className="basket-summary__choice">
                    <strong>{item.roomType}</strong>
                    <span>{item.ratePlan}</span>
                  </p>
                  <p className="basket-summary__price">
                    <span>{money.formatMinor(roomHeadlineOf(item, pricesShown))}</span>
                    <button
                      type="button"
                      className="sf-text-button"
                      aria-label={`Change room ${roomNumber}`}
                      onClick={() => onChange(roomNumber)}
                    >
                      Change
                    </button>
                  </p>
                </>
              ) : (
                <p className="basket-summary__pending">
                  {roomNumber === activeRoomNumber ? 'Choosing now' : 'Not chosen yet'}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <p className="basket-summary__total">
        <span>Total</span>
        <strong>{money.formatMinor(total)}</strong>
      </p>
      <p className="basket-summary__note">
        <PriceTaxNote taxes={taxes} shown={pricesShown} format={money.formatMinor} />
      </p>
      {items.length < rooms.length ? (
        <p className="basket-summary__note">The total so far, for the rooms chosen.</p>
      ) : null}
      {note ? <p className="basket-summary__note">{note}</p> : null}
    </section>
  );
}

/** The chosen rooms' taxes as the search priced them, for the stay so far. */
export function basketTaxesOf(items: readonly Pick<BasketItem, 'roomTotalMinor' | 'taxLines'>[]) {
  return taxesOfLines(
    items.reduce((sum, item) => sum + item.roomTotalMinor, 0),
    sumTaxLines(items.map((item) => item.taxLines)),
  );
}
