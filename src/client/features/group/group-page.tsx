import { Link } from '@tanstack/react-router';
import { alertCircleOutline, chevronForwardOutline } from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import type { PropertyGroup } from '../../../contract/property';
import { describeError } from '../../api';
import { useDocumentTitle } from '../../ui/document-title';
import { useCurrencyExchangeRates } from '../../ui/api/get-currency-exchange-rates';
import { StarRating } from '../property/star-rating';
import { useGroupSearch } from './api/search-property-group';
import { useGroupAreaAvailability } from './api/search-property-group-areas';
import { GroupResults } from './group-results';
import { GroupSearchForm } from './group-search-form';
import { HotelPhoto } from './hotel-photo';
import { draftFromGroupParams, paramsFromGroupDraft, staySearchOf } from './group-search-params';
import type { GroupSearchParams } from './group-search-schema';
import './group.css';
import { Icon } from '../../ui/icon';
import { Photo } from '../../ui/photo';

// The group search page (docs/product.md, pages: /BookGroup/:propertyCode): the group's hero, one
// search across all its hotels, and the answer per area and per hotel. The URL holds the
// search, so it can be shared and survives a reload.

export interface GroupPageProps {
  group: PropertyGroup;
  params: GroupSearchParams;
  onParams: (params: GroupSearchParams) => void;
}

export function GroupPage({ group, params, onParams }: GroupPageProps) {
  useDocumentTitle(group.Name);
  const stay = staySearchOf(params);
  const results = useGroupSearch(group.PropertyGroupCode, stay);
  const areas = useGroupAreaAvailability(group.PropertyGroupCode, stay);
  // The location filter lists every hotel's locations, also while one location is chosen.
  const unfiltered = useGroupSearch(
    group.PropertyGroupCode,
    stay && stay.location ? { ...stay, location: undefined } : stay,
  );
  const currencies = new Set((results.data?.Properties ?? []).map((hotel) => hotel.Currency));
  const baseCurrency = results.data?.Properties[0]?.Currency ?? 'GBP';
  const rates = useCurrencyExchangeRates(
    baseCurrency,
    currencies.size > 1 && (params.sort ?? 'recommended') !== 'recommended',
  );
  const resultsRef = useRef<HTMLDivElement>(null);
  const scrollToResults = useRef(false);

  const stayKey = stay ? `${stay.from}|${stay.to}|${stay.rooms}|${stay.promo ?? ''}|${stay.location ?? ''}` : '';
  useEffect(() => {
    if (scrollToResults.current && results.data) {
      scrollToResults.current = false;
      resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
  }, [results.data, stayKey]);

  const areaName = (areaId: number | null) => group.Areas.find((a) => a.AreaId === areaId)?.Name ?? null;

  return (
    <div className="group-page">
      <header className={`property-hero${group.ImageUrl ? '' : ' property-hero--no-image'}`}>
        {group.ImageUrl ? (
          <Photo url={group.ImageUrl} layout="hero" className="property-hero__image" load="first" />
        ) : null}
        <div className="property-hero__text">
          <p className="property-hero__eyebrow">Our hotels</p>
          <h1 className="property-hero__name">{group.Name}</h1>
          {group.Description ? <p className="property-hero__address">{group.Description}</p> : null}
        </div>
      </header>

      <div className="search-page__body">
        <GroupSearchForm
          key={stayKey}
          initial={draftFromGroupParams(params)}
          hotels={unfiltered.data?.Properties ?? []}
          searching={results.isFetching}
          onSearch={(draft) => {
            scrollToResults.current = true;
            onParams(paramsFromGroupDraft(draft, params));
          }}
        />

        <div ref={resultsRef} className="group-page__results">
          {stay === null ? (
            <section aria-labelledby="group-hotels-title" className="content-section">
              <h2 id="group-hotels-title">Our hotels</h2>
              {group.Properties.length === 0 ? (
                <p className="content-section__text">No hotels are listed in this group yet.</p>
              ) : (
                <ul className="sf-card-grid hotel-cards">
                  {group.Properties.map((hotel) => (
                    <li key={hotel.PropertyCode}>
                      <Link
                        to="/Book/$propertyCode"
                        params={{ propertyCode: hotel.PropertyCode }}
                        className="sf-card hotel-card"
                      >
                        <HotelPhoto
                          url={hotel.PropertyImageUrl}
                          layout="hotelThumbnail"
                          className="hotel-card__image"
                        />
                        <span className="hotel-card__text">
                          <span className="hotel-card__name">{hotel.PropertyName}</span>
                          {hotel.HotelRating ? <StarRating stars={hotel.HotelRating} /> : null}
                          <span className="hotel-card__place">
                            {[hotel.City, areaName(hotel.AreaId)].filter(Boolean).join(' · ')}
                          </span>
                        </span>
                        <Icon icon={chevronForwardOutline} className="hotel-card__chevron" />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : results.data ? (
            <GroupResults
              response={results.data}
              areas={areas.data?.Areas}
              search={stay}
              area={params.area ?? null}
              sort={params.sort ?? 'recommended'}
              rates={rates.data}
              updating={results.isFetching}
              onArea={(area) => onParams({ ...params, area: area ?? undefined })}
              onSort={(sort) => onParams({ ...params, sort: sort === 'recommended' ? undefined : sort })}
            />
          ) : results.isError ? (
            <p className="group-results__error" role="alert">
              <Icon icon={alertCircleOutline} />
              <span>
                <strong>Error: </strong>
                {describeError(results.error)}
              </span>
            </p>
          ) : (
            <p className="group-results__loading" role="status">
              Searching our hotels…
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
