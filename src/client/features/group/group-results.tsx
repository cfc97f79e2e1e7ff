import { Link } from '@tanstack/react-router';
import { alertCircleOutline, checkmarkCircleOutline, chevronForwardOutline } from 'ionicons/icons';
import { useId } from 'react';
import type { GroupAreaAvailability, GroupPropertyResult, GroupSearchResponse } from '../../../contract/group-search';
import type { CurrencyExchangeRates } from '../../../contract/property';
import { noRoomsFoundMessage } from '../../../domain/group-search';
import { formatMoney } from '../../../domain/money';
import { nightsText } from '../../../domain/stay-dates-text';
import { StarRating } from '../property/star-rating';
import type { GroupStaySearch } from './api/search-property-group';
import type { GroupSort } from './group-search-schema';
import { HotelPhoto } from './hotel-photo';
import { Icon } from '../../ui/icon';

// The group search's answer: the areas with how many hotels have rooms ("2 of 3 available"),
// a sort by price, and a card per hotel leading to its Rooms-And-Rates page with the same
// search, or saying plainly that it is unavailable on those dates.

export interface GroupResultsProps {
  response: GroupSearchResponse;
  areas: readonly GroupAreaAvailability[] | undefined;
  search: GroupStaySearch;
  area: number | null;
  sort: GroupSort;
  rates: CurrencyExchangeRates | undefined;
  updating: boolean;
  onArea: (area: number | null) => void;
  onSort: (sort: GroupSort) => void;
}

export function GroupResults({
  response,
  areas,
  search,
  area,
  sort,
  rates,
  updating,
  onArea,
  onSort,
}: GroupResultsProps) {
  const ids = useId();
  const shown = sortHotels(
    response.Properties.filter((hotel) => area === null || hotel.AreaId === area),
    sort,
    rates,
  );
  const available = shown.filter((hotel) => hotel.IsAvailable).length;
  const total = response.Properties.length;
  const totalAvailable = response.Properties.filter((hotel) => hotel.IsAvailable).length;

  return (
    <section className="group-results" aria-labelledby={`${ids}-title`} aria-busy={updating}>
      <div className="group-results__head">
        <h2 id={`${ids}-title`} className="group-results__title">
          {available === 0
            ? noRoomsFoundMessage
            : `${available} of ${shown.length} ${shown.length === 1 ? 'hotel' : 'hotels'} available`}
        </h2>
        <label className="group-results__sort">
          <span>Sort by</span>
          <select
            className="group-field__select group-results__sort-select"
            value={sort}
            onChange={(event) => onSort(event.target.value as GroupSort)}
          >
            <option value="recommended">Recommended</option>
            <option value="price">Price: lowest first</option>
            <option value="price-desc">Price: highest first</option>
          </select>
        </label>
      </div>

      {areas && areas.length > 1 ? (
        <div className="area-chips" role="group" aria-label="Filter by area">
          <button type="button" className="area-chip" aria-pressed={area === null} onClick={() => onArea(null)}>
            <span className="area-chip__name">All areas</span>
            <span className="area-chip__count">
              {totalAvailable} of {total} available
            </span>
          </button>
          {areas.map((entry) => (
            <button
              key={entry.AreaId ?? 'none'}
              type="button"
              className="area-chip"
              aria-pressed={area === entry.AreaId}
              onClick={() => onArea(entry.AreaId)}
            >
              <span className="area-chip__name">{entry.Name}</span>
              <span className="area-chip__count">
                {entry.PropertiesAvailable} of {entry.PropertiesTotal} available
                {areaPrice(entry) ? ` · from ${areaPrice(entry)}` : ''}
              </span>
            </button>
          ))}
        </div>
      ) : null}

      {available === 0 ? (
        <p className="group-results__empty" role="status">
          <Icon icon={alertCircleOutline} />
          <span>
            <strong>{noRoomsFoundMessage}.</strong> None of our hotels{area !== null ? ' in this area' : ''} can take
            your party on these dates. Try other dates, fewer guests per room, or another area.
          </span>
        </p>
      ) : null}

      <ul className="sf-card-grid">
        {shown.map((hotel) => (
          <li key={hotel.PropertyCode}>
            <HotelCard hotel={hotel} search={search} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HotelCard({ hotel, search }: { hotel: GroupPropertyResult; search: GroupStaySearch }) {
  const rooms = search.rooms.split(',').length;
  const place = [hotel.AreaName, hotel.City].filter(Boolean).join(' · ');
  // The location filter belongs to one hotel; the others are not in the answer at all.
  const staySearch = {
    from: search.from,
    to: search.to,
    rooms: search.rooms,
    ...(search.promo ? { promo: search.promo } : {}),
    ...(search.location && hotel.Locations.some((l) => l.LocationId === search.location)
      ? { location: search.location }
      : {}),
  };
  return (
    <article
      className={`group-hotel${hotel.IsAvailable ? '' : ' group-hotel--unavailable'}`}
      aria-labelledby={`hotel-${hotel.PropertyCode}`}
    >
      <HotelPhoto url={hotel.PropertyImageUrl} layout="groupHotel" className="group-hotel__image" />
      <div className="group-hotel__body">
        <h3 id={`hotel-${hotel.PropertyCode}`} className="group-hotel__name">
          {hotel.PropertyName}
        </h3>
        <div className="group-hotel__meta">
          {hotel.HotelRating ? <StarRating stars={hotel.HotelRating} /> : null}
          {place ? <span className="group-hotel__place">{place}</span> : null}
        </div>
        {hotel.IsAvailable && hotel.LowestTotalPrice !== null ? (
          <>
            <p className="group-hotel__availability">
              <Icon icon={checkmarkCircleOutline} />
              <span>
                {hotel.AvailableRoomTypes} {hotel.AvailableRoomTypes === 1 ? 'room type' : 'room types'} available
              </span>
            </p>
            <p className="group-hotel__price">
              <span className="group-hotel__price-from">from</span>{' '}
              <strong>{formatMoney(hotel.LowestTotalPrice, hotel.Currency)}</strong> for {nightsText(hotel.Nights)}
              {rooms > 1 ? `, ${rooms} rooms` : ''}
              {hotel.LowestPerNightPrice !== null && hotel.Nights > 1 ? (
                <span className="group-hotel__per-night">
                  {' '}
                  ({formatMoney(hotel.LowestPerNightPrice, hotel.Currency)} a night)
                </span>
              ) : null}
            </p>
            <Link
              to="/Book/$propertyCode/Rooms-And-Rates"
              params={{ propertyCode: hotel.PropertyCode }}
              search={staySearch}
              className="sf-button sf-button--primary group-hotel__action"
              aria-label={`See rooms and rates at ${hotel.PropertyName}`}
            >
              <span>See rooms</span>
              <Icon icon={chevronForwardOutline} />
            </Link>
          </>
        ) : (
          <>
            <p className="group-hotel__unavailable">
              <Icon icon={alertCircleOutline} />
              <span>{hotel.Message}</span>
            </p>
            <Link
              to="/Book/$propertyCode"
              params={{ propertyCode: hotel.PropertyCode }}
              search={staySearch}
              className="sf-button sf-button--secondary group-hotel__action"
              aria-label={`Try other dates at ${hotel.PropertyName}`}
            >
              <span>Try other dates</span>
            </Link>
          </>
        )}
      </div>
    </article>
  );
}

function areaPrice(area: GroupAreaAvailability): string | null {
  if (area.LowestPrices.length === 0) return null;
  return area.LowestPrices.map((price) => formatMoney(price.LowestTotalPrice, price.Currency)).join(' / ');
}

/**
 * Available hotels first; by price they compare in one currency (at GET CurrencyExchangeRate's
 * rates when the hotels sell in several), "recommended" keeps the group's own order.
 */
function sortHotels(
  hotels: readonly GroupPropertyResult[],
  sort: GroupSort,
  rates: CurrencyExchangeRates | undefined,
): GroupPropertyResult[] {
  const inBase = (hotel: GroupPropertyResult) => {
    const price = hotel.LowestTotalPrice ?? Number.POSITIVE_INFINITY;
    if (!rates || hotel.Currency === rates.BaseCurrency) return price;
    const rate = rates.Rates.find((r) => r.Currency === hotel.Currency)?.Rate;
    return rate ? price / rate : price;
  };
  const order = new Map(hotels.map((hotel, index) => [hotel.PropertyCode, index]));
  return [...hotels].sort((a, b) => {
    if (a.IsAvailable !== b.IsAvailable) return a.IsAvailable ? -1 : 1;
    if (sort !== 'recommended' && a.IsAvailable) {
      const difference = inBase(a) - inBase(b);
      if (difference !== 0) return sort === 'price' ? difference : -difference;
    }
    return order.get(a.PropertyCode)! - order.get(b.PropertyCode)!;
  });
}
