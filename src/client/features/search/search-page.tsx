import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import type { BookingConfiguration, Property } from '../../../contract/property';
import { useDocumentTitle } from '../../ui/document-title';
import { PropertyHero } from '../property/property-hero';
import { draftFromParams, paramsFromDraft, type SearchDraft } from './search-draft';
import { SearchForm } from './search-form';
import type { StaySearchParams } from './search-params';
import './search.css';
import { Icon } from '../../ui/icon';

// The search page ("Book your stay"): the property, the search form with its offers, then why
// to book direct and about the hotel. The form's state lives in the URL, so a search can be
// shared, reloaded or opened from a link.

/** How long typing settles before the URL follows the form. */
const urlSyncDelayMs = 300;

export interface SearchPageProps {
  property: Property;
  bookingConfig: BookingConfiguration;
  params: StaySearchParams;
  /** Puts the form's search in the URL (replacing the entry, not adding one). */
  onParamsChange: (params: StaySearchParams) => void;
}

export function SearchPage({ property, bookingConfig, params, onParamsChange }: SearchPageProps) {
  useDocumentTitle('Book your stay', property.PropertyName);
  const [initial] = useState(() => draftFromParams(params, property));
  // A page opened without a search keeps its clean URL until the guest changes something.
  const [draft, setDraft] = useState<SearchDraft | null>(null);
  const incentives = bookingConfig.BookingIncentives;

  useEffect(() => {
    if (draft === null) return;
    const timer = window.setTimeout(() => onParamsChange(paramsFromDraft(draft)), urlSyncDelayMs);
    return () => window.clearTimeout(timer);
  }, [draft, onParamsChange]);

  usePrefetchedCalendar(property);
  const iconOf = useIncentiveIcons(incentives.length > 0);

  return (
    <div className="search-page">
      <PropertyHero property={property} eyebrow="Book your stay" />

      <div className="search-page__body">
        <SearchForm property={property} bookingConfig={bookingConfig} initial={initial} onDraftChange={setDraft} />

        {incentives.length > 0 ? (
          <section aria-labelledby="why-direct-title" className="content-section">
            <h2 id="why-direct-title">Why book direct</h2>
            <ul className="incentives">
              {incentives.map((incentive) => (
                <li key={incentive.Title} className="incentives__item">
                  <Icon icon={iconOf?.(incentive.Icon)} />
                  <div>
                    <p className="incentives__title">{incentive.Title}</p>
                    {incentive.Description ? <p className="incentives__text">{incentive.Description}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {property.Description ? (
          <section aria-labelledby="about-title" className="content-section">
            <h2 id="about-title">About {property.PropertyName}</h2>
            <p className="content-section__text">{property.Description}</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** The incentives' icons, once loaded (see incentive-icons.ts). */
function useIncentiveIcons(wanted: boolean): ((name: string) => string) | null {
  const [iconOf, setIconOf] = useState<((name: string) => string) | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void import('./incentive-icons').then(({ incentiveIcon }) => {
      // The whole page renders again for them: in a transition's short slices, not one long task.
      if (!cancelled) startTransition(() => setIconOf(() => incentiveIcon));
    });
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return iconOf;
}

/** The date picker's calendar is fetched while the guest reads the page, once the page is idle. */
function usePrefetchedCalendar({ PropertyCode, TimeZone }: Property): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Its code too: nothing of it is needed before then.
    const prefetch = () =>
      void import('../../ui/api/get-availability-calendar').then(({ todaysAvailabilityCalendarQueryOptions }) =>
        queryClient.prefetchQuery(todaysAvailabilityCalendarQueryOptions({ PropertyCode, TimeZone })),
      );
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(prefetch, { timeout: 2000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(prefetch, 1000);
    return () => clearTimeout(timer);
  }, [queryClient, PropertyCode, TimeZone]);
}
