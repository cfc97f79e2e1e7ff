import type { PricesShown } from '../../../contract/property-definition';
import { headlinePrice, taxesOfLines } from '../../../domain/taxes';
import type { BasketItem } from '../../basket/basket';
import { roomHeadlineOf } from '../../ui/booking-summary';
import type { MoneyDisplay } from '../../ui/display-currency';
import { PhotoCarousel } from './photo-carousel';
import type { UpgradeChoice } from './room-offers';

export interface UpgradeStepProps {
  item: BasketItem;
  upgrades: UpgradeChoice[];
  money: MoneyDisplay;
  /** How the property shows prices: the room's and each upgrade's headline, as room cards show them. */
  pricesShown: PricesShown;
  onTake: (upgrade: UpgradeChoice) => void;
  onSkip: () => void;
}

/**
 * Step 3: a better room for the same rate, with what it adds to the price; take it or keep the
 * room. Prices are headlines (with the taxes and fees the room cards count), so the difference
 * is the one between the cards the guest compared.
 */
export function UpgradeStep({ item, upgrades, money, pricesShown, onTake, onSkip }: UpgradeStepProps) {
  const chosenMinor = roomHeadlineOf(item, pricesShown);
  return (
    <div className="upgrade-step">
      <p className="upgrade-step__intro">
        You chose the <strong>{item.roomType}</strong> ({item.ratePlan}, {money.formatMinor(chosenMinor)}). For a little
        more:
      </p>
      <ul className="offer-list">
        {upgrades.map((upgrade) => {
          const headingId = `upgrade-${upgrade.roomType.RoomTypeId}`;
          const upgradeMinor = headlinePrice(taxesOfLines(upgrade.totalMinor, upgrade.taxLines), pricesShown);
          const more = upgradeMinor - chosenMinor;
          return (
            <li key={upgrade.roomType.RoomTypeId}>
              <article className="room-card room-card--upgrade" aria-labelledby={headingId}>
                <PhotoCarousel photos={upgrade.roomType.Photos} name={upgrade.roomType.Name} />
                <div className="room-card__body">
                  <div className="room-card__head">
                    <h3 id={headingId} className="room-card__name">
                      {upgrade.roomType.Name}
                    </h3>
                    <span className="tag tag--promotion">Upgrade</span>
                  </div>
                  {upgrade.roomType.Features.length > 0 ? (
                    <ul className="feature-list" aria-label="Room features">
                      {upgrade.roomType.Features.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  ) : null}
                  {upgrade.roomType.Description ? (
                    <p className="room-card__description">{upgrade.roomType.Description}</p>
                  ) : null}
                  <div className="room-card__foot">
                    <p className="price">
                      <span className="price__amount">
                        {more >= 0 ? '+' : '−'}
                        {money.formatMinor(Math.abs(more))}
                      </span>
                      <span className="price__unit"> for your stay</span>
                      <span className="price__total">{money.formatMinor(upgradeMinor)} in total</span>
                    </p>
                    <button type="button" className="sf-button sf-button--primary" onClick={() => onTake(upgrade)}>
                      Upgrade to {upgrade.roomType.Name}
                    </button>
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <div className="upgrade-step__skip">
        <button type="button" className="sf-button sf-button--secondary" onClick={onSkip}>
          No thanks, keep the {item.roomType}
        </button>
      </div>
    </div>
  );
}
