import { arrowBackOutline, checkmarkOutline } from 'ionicons/icons';
import type { RoomTypeOffer } from '../../../contract/availability';
import type { MoneyDisplay } from '../../ui/display-currency';
import { nightsText } from '../../ui/stay-dates-text';
import type { RatePrice } from './room-offers';
import { Icon } from '../../ui/icon';
import { Photo } from '../../ui/photo';

export interface RatePlanStepProps {
  roomType: RoomTypeOffer;
  rates: RatePrice[];
  nights: number;
  guestsText: string;
  money: MoneyDisplay;
  onChoose: (rate: RatePrice) => void;
  onBack: () => void;
}

/** Step 2 of a room, "choose your rate": what each rate includes, its policy, and its price for the room's guests. */
export function RatePlanStep({ roomType, rates, nights, guestsText, money, onChoose, onBack }: RatePlanStepProps) {
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
      <ul className="offer-list">
        {rates.map((rate) => (
          <li key={rate.ratePlan.RatePlanId}>
            <RateCard rate={rate} nights={nights} money={money} onChoose={onChoose} />
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
  onChoose,
}: {
  rate: RatePrice;
  nights: number;
  money: MoneyDisplay;
  onChoose: (rate: RatePrice) => void;
}) {
  const { ratePlan } = rate;
  const headingId = `rate-plan-${ratePlan.RatePlanId}`;
  const discounted = rate.originalTotalMinor > rate.totalMinor;
  return (
    <article className="rate-card" aria-labelledby={headingId}>
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
      <div className="rate-card__foot">
        <p className="price">
          {discounted ? (
            <span className="price__was">
              <span className="visually-hidden">Was </span>
              <s>{money.formatMinor(rate.originalTotalMinor)}</s>
              <span className="visually-hidden">, now</span>{' '}
            </span>
          ) : null}
          <span className="price__amount">{money.formatMinor(rate.totalMinor)}</span>
          <span className="price__unit"> for {nightsText(nights)}</span>
          <span className="price__total">{money.formatMinor(rate.perNightMinor)} per night</span>
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
