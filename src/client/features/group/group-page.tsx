import { IonIcon } from '@ionic/react';
import { Link } from '@tanstack/react-router';
import { businessOutline, chevronForwardOutline, searchOutline } from 'ionicons/icons';
import type { PropertyGroup } from '../../../contract/property';
import { useDocumentTitle } from '../../ui/document-title';
import { StarRating } from '../property/star-rating';

/** The group's landing page: its hotels, each leading to its own booking page. */
export function GroupPage({ group }: { group: PropertyGroup }) {
  useDocumentTitle(group.Name);
  const areaName = (areaId: number | null) => group.Areas.find((a) => a.AreaId === areaId)?.Name ?? null;
  return (
    <div className="group-page">
      <header className={`property-hero${group.ImageUrl ? '' : ' property-hero--no-image'}`}>
        {group.ImageUrl ? <img className="property-hero__image" src={group.ImageUrl} alt="" fetchPriority="high" /> : null}
        <div className="property-hero__text">
          <p className="property-hero__eyebrow">Our hotels</p>
          <h1 className="property-hero__name">{group.Name}</h1>
          {group.Description ? <p className="property-hero__address">{group.Description}</p> : null}
        </div>
      </header>

      <div className="search-page__body">
        <section aria-label="Search" className="search-panel">
          <div className="search-panel__icon">
            <IonIcon icon={searchOutline} aria-hidden="true" />
          </div>
          <div>
            <p className="search-panel__title">Searching all our hotels at once is coming soon.</p>
            <p className="search-panel__text">Meanwhile, choose a hotel below to see it and book with it directly.</p>
          </div>
        </section>

        <section aria-labelledby="group-hotels-title" className="content-section">
          <h2 id="group-hotels-title">Our hotels</h2>
          {group.Properties.length === 0 ? (
            <p className="content-section__text">No hotels are listed in this group yet.</p>
          ) : (
            <ul className="hotel-cards">
              {group.Properties.map((hotel) => (
                <li key={hotel.PropertyCode}>
                  <Link to="/Book/$propertyCode" params={{ propertyCode: hotel.PropertyCode }} className="hotel-card">
                    {hotel.PropertyImageUrl ? (
                      <img src={hotel.PropertyImageUrl} alt="" className="hotel-card__image" loading="lazy" />
                    ) : (
                      <span className="hotel-card__image hotel-card__image--empty">
                        <IonIcon icon={businessOutline} aria-hidden="true" />
                      </span>
                    )}
                    <span className="hotel-card__text">
                      <span className="hotel-card__name">{hotel.PropertyName}</span>
                      {hotel.HotelRating ? <StarRating stars={hotel.HotelRating} /> : null}
                      <span className="hotel-card__place">{[hotel.City, areaName(hotel.AreaId)].filter(Boolean).join(' · ')}</span>
                    </span>
                    <IonIcon icon={chevronForwardOutline} aria-hidden="true" className="hotel-card__chevron" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
