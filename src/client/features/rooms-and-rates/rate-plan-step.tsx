import { arrowBackOutline, cardOutline, checkmarkOutline } from 'ionicons/icons';
import type { RestrictedRate, RoomTypeOffer } from '../../../contract/availability';
import type { PricesShown } from '../../../contract/property-definition';
import { toMinorUnits } from '../../../domain/money';
import type { MoneyDisplay } from '../../ui/display-currency';
import { ratePaymentText } from '../../ui/rate-payment-text';
import { nightsText } from '../../../domain/stay-dates-text';
import { PriceTaxNote } from './price-tax-note';
import { RestrictedRates } from './restricted-rates';
import type { RatePrice } from './room-offers';
import { Icon } from '../../ui/icon';
import { Photo } from '../../ui/photo';

export interface RatePlanStepProps {
  roomType: RoomTypeOffer;
  rates: RatePrice[];
  nights: number;
  guestsText: string;
  money: MoneyDisplay;
  /** How the property shows prices: each rate's price and the line under it follow it. */
  pricesShown: PricesShown;
  onChoose: (rate: RatePrice) => void;
  onBack: () => void;
  /** Rate plans of this room type the stay's length or days left out. */
  restrictedRates: readonly RestrictedRate[];
  /** Searches the same arrival with another departure day. */
  onStay: (dateTo: string) => void;
}

/**
 * Step 2 of a room, "choose your rate": what each rate includes, its policy, how it is paid
 * (now, a deposit today, at the hotel) and its price for the room's guests.
 */
export function RatePlanStep({
  roomType,
  rates,
  nights,
  guestsText,
  money,
  pricesShown,
  onChoose,
  onBack,
  restrictedRates,
  onStay,
}: RatePlanStepProps) {
  const restricted = restrictedRates.filter((rate) => rate.RoomTypeId === roomType.RoomTypeId);
  return (
    <div className="rate-step">
      <div className="rate-step__room">
        {roomType.Photos[0] ? (
          <Photo url={roomType.Photos[0]} layout="roomThumbnail" className="rate-step__photo" load="eager" />
        ) : null}
        <div>
          <p className="rate-step__room-name">{roomType.Name}</p>
          <p className="rate-step__room-guests">{guestsText}</p>
        </div>
        <button type="button" className="sf-text-button rate-step__back" onClick={onBack}>
          <Icon icon={arrowBackOutline} />
          <span>Change room</span>
        </button>
      </div>
      {restricted.length > 0 ? (
        <div className="rate-step__restricted">
          <RestrictedRates rates={restricted} onStay={onStay} />
        </div>
      ) : null}
      <ul className="offer-list">
        {rates.map((rate) => (
          <li key={rate.ratePlan.RatePlanId}>
            <RateCard rate={rate} nights={nights} money={money} pricesShown={pricesShown} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function RateCard({
  rate,
  nights,
  money,
  pricesShown,
  onChoose,
}: {
  rate: RatePrice;
  nights: number;
  money: MoneyDisplay;
  pricesShown: PricesShown;
  onChoose: (rate: RatePrice) => void;
}) {
  const { ratePlan } = rate;
  const headingId = `rate-plan-${ratePlan.RatePlanId}`;
  const discounted = rate.originalTotalMinor > rate.totalMinor;
  // The struck-through price moves with the headline: the same taxes on top of the price before the discount.
  const originalHeadlineMinor = rate.originalTotalMinor + (rate.headlineMinor - rate.totalMinor);
  return (
    <article className="sf-card rate-card" aria-labelledby={headingId}>
      <div className="rate-card__head">
        <h3 id={headingId} className="rate-card__name">
          {ratePlan.Name}
        </h3>
        <ul className="tag-list" aria-label="About this rate">
          <li className={`tag ${ratePlan.Refundable ? 'tag--positive' : 'tag--neutral'}`}>
            {ratePlan.Refundable ? 'Free cancellation' : 'Non-refundable'}
          </li>
          {ratePlan.Promotion ? <li className="tag tag--promotion">{ratePlan.Promotion}</li> : null}
          {ratePlan.MinLengthOfStay > 1 ? (
            <li className="tag tag--neutral">{ratePlan.MinLengthOfStay} night minimum</li>
          ) : null}
        </ul>
      </div>
      {ratePlan.Description ? <p className="rate-card__description">{ratePlan.Description}</p> : null}
      {ratePlan.Inclusions.length > 0 ? (
        <ul className="inclusion-list" aria-label="Included">
          {ratePlan.Inclusions.map((inclusion) => (
            <li key={inclusion}>
              <Icon icon={checkmarkOutline} />
              <span>{inclusion}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {ratePlan.Policy ? (
        <p className="rate-card__policy">
          <strong>Policy: </strong>
          {ratePlan.Policy}
        </p>
      ) : null}
      {rate.payment ? (
        <p className="rate-card__payment">
          <Icon icon={cardOutline} />
          <span>
            {ratePaymentText(rate.payment, ratePlan.Refundable, (amount) =>
              money.formatMinor(toMinorUnits(amount, money.chargedCurrency)),
            )}
          </span>
        </p>
      ) : null}
      <div className="rate-card__foot">
        <p className="price">
          {discounted ? (
            <span className="price__was">
              <span className="visually-hidden">Was </span>
              <s>{money.formatMinor(originalHeadlineMinor)}</s>
              <span className="visually-hidden">, now</span>{' '}
            </span>
          ) : null}
          <span className="price__amount">{money.formatMinor(rate.headlineMinor)}</span>
          <span className="price__unit"> for {nightsText(nights)}</span>
          <span className="price__total">{money.formatMinor(rate.headlinePerNightMinor)} per night</span>
          <PriceTaxNote taxes={rate.taxes} shown={pricesShown} format={money.formatMinor} />
        </p>
        <button
          type="button"
          className="sf-button sf-button--primary"
          aria-label={`Choose rate: ${ratePlan.Name}`}
          onClick={() => onChoose(rate)}
        >
          Choose rate
        </button>
      </div>
    </article>
  );
}
