import { locationOutline } from 'ionicons/icons';
import type { Property } from '../../../contract/property';
import { StarRating } from './star-rating';
import { Icon } from '../../ui/icon';
import { Photo } from '../../ui/photo';

/** The property at the top of its search page: photo, name, stars and address. */
export function PropertyHero({ property, eyebrow }: { property: Property; eyebrow: string }) {
  const rating = property.HasRating && property.HotelRating ? property.HotelRating : null;
  return (
    <header className={`property-hero${property.PropertyImageUrl ? '' : ' property-hero--no-image'}`}>
      {property.PropertyImageUrl ? (
        <Photo url={property.PropertyImageUrl} layout="hero" className="property-hero__image" load="first" />
      ) : null}
      <div className="property-hero__text">
        <h1 className="property-hero__eyebrow">{eyebrow}</h1>
        <h2 className="property-hero__name">{property.PropertyName}</h2>
        <div className="property-hero__meta">
          {rating ? <StarRating stars={rating} /> : null}
          {property.PropertyAddress ? (
            <p className="property-hero__address">
              <Icon icon={locationOutline} />
              <span>{property.PropertyAddress}</span>
            </p>
          ) : null}
        </div>
      </div>
    </header>
  );
}
