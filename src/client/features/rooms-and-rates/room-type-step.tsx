import { useDeferredValue } from 'react';
import type { RestrictedRate } from '../../../contract/availability';
import type { PricesShown } from '../../../contract/property-definition';
import { showsLowAvailability } from '../../../domain/booking-flow';
import type { MoneyDisplay } from '../../ui/display-currency';
import { nightsText } from '../../../domain/stay-dates-text';
import { PhotoCarousel } from './photo-carousel';
import { PriceTaxNote } from './price-tax-note';
import { RestrictedRates } from './restricted-rates';
import type { RoomTypeChoice } from './room-offers';

export interface RoomTypeStepProps {
  choices: RoomTypeChoice[];
  nights: number;
  money: MoneyDisplay;
  /** How the property shows prices: the "from" price and the line under it follow it. */
  pricesShown: PricesShown;
  showOccupancy: boolean;
  onChoose: (roomTypeId: number) => void;
  /** Rate plans the stay's length or days left out, of every room type. */
  restrictedRates: readonly RestrictedRate[];
  /** Searches the same arrival with another departure day. */
  onStay: (dateTo: string) => void;
}

/** On a phone the first room fills the screen; on a desktop two or three show. */
const roomsDrawnFirst = 2;

/** Step 1 of a room: its room type, each with photos, what it has, who it sleeps and its "from" price. */
export function RoomTypeStep({ choices, restrictedRates, ...shared }: RoomTypeStepProps) {
  // The rooms a screen shows come in the first commit, the rest in the render after (a
  // transition, in slices): the whole list at once was one long task the guest could not tap in.
  const allDrawn = useDeferredValue(true, false);
  const drawn = allDrawn ? choices : choices.slice(0, roomsDrawnFirst);
  return (
    <ul className="offer-list">
      {drawn.map((choice, index) => (
        <li key={choice.roomType.RoomTypeId}>
          <RoomTypeCard
            {...shared}
            choice={choice}
            first={index === 0}
            restrictedRates={restrictedRates.filter((rate) => rate.RoomTypeId === choice.roomType.RoomTypeId)}
          />
        </li>
      ))}
    </ul>
  );
}

function RoomTypeCard({
  choice,
  first,
  nights,
  money,
  pricesShown,
  showOccupancy,
  onChoose,
  restrictedRates,
  onStay,
}: { choice: RoomTypeChoice; first: boolean } & Omit<RoomTypeStepProps, 'choices'>) {
  const { roomType, roomsLeft } = choice;
  const headingId = `room-type-${roomType.RoomTypeId}`;
  const soldOut = roomsLeft < 1;
  return (
    <article className={`room-card${soldOut ? ' room-card--sold-out' : ''}`} aria-labelledby={headingId}>
      {/* The first room's photo is the page's largest picture on a phone. */}
      <PhotoCarousel photos={roomType.Photos} name={roomType.Name} load={first ? 'first' : 'lazy'} />
      <div className="room-card__body">
        <div className="room-card__head">
          <h3 id={headingId} className="room-card__name">
            {roomType.Name}
          </h3>
          {showsLowAvailability(roomsLeft) ? <span className="tag tag--urgent">Only {roomsLeft} left</span> : null}
        </div>
        {showOccupancy ? <p className="room-card__occupancy">{occupancyText(roomType)}</p> : null}
        {roomType.Features.length > 0 ? (
          <ul className="feature-list" aria-label="Room features">
            {roomType.Features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : null}
        {roomType.Description ? <p className="room-card__description">{roomType.Description}</p> : null}
        <RestrictedRates rates={restrictedRates} onStay={onStay} />
        <div className="room-card__foot">
          <p className="price">
            <span className="price__from">from</span>{' '}
            <span className="price__amount">{money.formatMinor(choice.fromPerNightMinor)}</span>
            <span className="price__unit"> per night</span>
            <span className="price__total">
              {money.formatMinor(choice.fromTotalMinor)} for {nightsText(nights)}
            </span>
            <PriceTaxNote taxes={choice.fromTaxes} shown={pricesShown} format={money.formatMinor} />
          </p>
          {soldOut ? (
            <p className="room-card__none-left">None left for your dates</p>
          ) : (
            <button
              type="button"
              className="sf-button sf-button--primary"
              aria-label={`Choose room: ${roomType.Name}`}
              onClick={() => onChoose(roomType.RoomTypeId)}
            >
              Choose room
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** "Sleeps up to 3 · at most 2 adults and 1 child" */
export function occupancyText(limits: {
  MaximumOccupancy: number;
  AdultMaximumOccupancy: number;
  ChildMaximumOccupancy: number;
}): string {
  const adults = `${limits.AdultMaximumOccupancy} ${limits.AdultMaximumOccupancy === 1 ? 'adult' : 'adults'}`;
  const children =
    limits.ChildMaximumOccupancy > 0
      ? ` and ${limits.ChildMaximumOccupancy} ${limits.ChildMaximumOccupancy === 1 ? 'child' : 'children'}`
      : '';
  return `Sleeps up to ${limits.MaximumOccupancy} · at most ${adults}${children}`;
}
