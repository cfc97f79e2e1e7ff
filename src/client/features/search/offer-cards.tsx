import type { Offer } from '../../../contract/property-definition';
import { Photo } from '../../ui/photo';

/** The property's offers; one with a promo code or rate plan can be chosen for the search. */
export function OfferCards({
  offers,
  applied,
  onChoose,
}: {
  offers: readonly Offer[];
  applied: Offer | null;
  onChoose: (offer: Offer) => void;
}) {
  return (
    <section aria-labelledby="offers-title" className="content-section">
      <h2 id="offers-title">Offers</h2>
      <ul className="offer-cards">
        {offers.map((offer) => {
          const choosable = Boolean(offer.PromoCode || offer.RatePlanCode);
          const chosen = applied?.Id === offer.Id;
          return (
            <li key={offer.Id} className={`offer-card${chosen ? ' offer-card--chosen' : ''}`}>
              {offer.ImageUrl ? (
                <Photo url={offer.ImageUrl} layout="offer" className="offer-card__image" load="scrolledTo" />
              ) : null}
              <div className="offer-card__text">
                <h3 className="offer-card__title">{offer.Title}</h3>
                {offer.Description ? <p className="offer-card__description">{offer.Description}</p> : null}
                {choosable ? (
                  <button
                    type="button"
                    className={`sf-button ${chosen ? 'sf-button--primary' : 'sf-button--secondary'} offer-card__button`}
                    aria-label={`${chosen ? 'Chosen' : 'Choose this offer'}: ${offer.Title}`}
                    onClick={() => onChoose(offer)}
                  >
                    {chosen ? '✓ Chosen' : 'Choose this offer'}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
