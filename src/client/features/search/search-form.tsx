import { IonIcon } from '@ionic/react';
import { useNavigate } from '@tanstack/react-router';
import { calendarClearOutline, personOutline, pricetagOutline, warningOutline } from 'ionicons/icons';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import type { BookingConfiguration, Property } from '../../../contract/property';
import type { Offer } from '../../../contract/property-definition';
import { nightsText, shortDateText } from '../../ui/stay-dates-text';
import { OfferCards } from './offer-cards';
import { roomsSummary } from '../../ui/guests-text';
import { sameDayMessage, useSameDayRestriction } from '../../ui/same-day-restriction';
import { draftNights, paramsFromDraft, type SearchDraft } from './search-draft';
import type { StaySearchParams } from './search-params';
import type { SearchFieldErrors } from './search-submit';

// The search form of "Book your stay": dates, rooms and guests, location, area, promo code and
// offers. Kept small, as it is on the first page a guest sees: the dialogs and the rules that
// check a search load when they are first needed.

const DatesDialog = lazy(() => import('../../ui/dates-dialog').then((module) => ({ default: module.DatesDialog })));
const RoomsDialog = lazy(() => import('./rooms-dialog').then((module) => ({ default: module.RoomsDialog })));
// Shown once the property's group has loaded, so its code loads alongside the group.
const AreaChoice = lazy(() => import('./area-choice').then((module) => ({ default: module.AreaChoice })));

export interface SearchFormProps {
  property: Property;
  bookingConfig: BookingConfiguration;
  draft: SearchDraft;
  onDraftChange: (draft: SearchDraft) => void;
}


export function SearchForm({ property, bookingConfig, draft, onDraftChange }: SearchFormProps) {
  const navigate = useNavigate();
  const ids = useId();
  const [datesOpen, setDatesOpen] = useState(false);
  const [roomsOpen, setRoomsOpen] = useState(false);
  const [datesLoaded, setDatesLoaded] = useState(false);
  const [roomsLoaded, setRoomsLoaded] = useState(false);
  const [errors, setErrors] = useState<SearchFieldErrors>({});
  const [searching, setSearching] = useState(false);
  const sameDay = useSameDayRestriction(draft.checkIn, property.TimeZone, bookingConfig);
  const datesButton = useRef<HTMLButtonElement>(null);
  const maxRooms = bookingConfig.MaxNumberOfRoomsOnBooking;
  const change = (patch: Partial<SearchDraft>) => onDraftChange({ ...draft, ...patch });

  const openDates = () => {
    setDatesLoaded(true);
    setDatesOpen(true);
  };
  const openRooms = () => {
    setRoomsLoaded(true);
    setRoomsOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (searching || sameDay) return;
    setSearching(true);
    try {
      const { checkSearch, startSearch } = await import('./search-submit');
      const found = checkSearch(draft, property, maxRooms);
      setErrors(found);
      if (found.dates || found.rooms) {
        if (!draft.checkIn || !draft.checkOut) openDates();
        return;
      }
      const search = paramsFromDraft(draft) as StaySearchParams & { from: string; to: string; rooms: string };
      startSearch(property.PropertyCode, search);
      await navigate({ to: '/Book/$propertyCode/Rooms-And-Rates', params: { propertyCode: property.PropertyCode }, search });
    } finally {
      setSearching(false);
    }
  };

  const nights = draftNights(draft);
  const datesText = draft.checkIn && draft.checkOut ? `${shortDateText(draft.checkIn)} – ${shortDateText(draft.checkOut)}` : draft.checkIn ? `${shortDateText(draft.checkIn)} – add check-out` : 'Add dates';
  const offer = appliedOffer(bookingConfig.Offers, draft);
  const showPromo = !bookingConfig.HidePromoCodeOnLandingPage;

  return (
    <>
      <form className="search-form" aria-labelledby={`${ids}-title`} noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={`${ids}-title`} className="search-form__title">
          Find your room
        </h2>
        <div className="search-form__fields">
          <div className="search-field search-field--dates">
            <span className="search-field__label" id={`${ids}-dates`}>
              Dates
            </span>
            <button
              ref={datesButton}
              type="button"
              className={`search-field__control${errors.dates ? ' search-field__control--invalid' : ''}`}
              aria-haspopup="dialog"
              aria-labelledby={`${ids}-dates ${ids}-dates-value`}
              aria-describedby={errors.dates ? `${ids}-dates-error` : undefined}
              onClick={openDates}
            >
              <IonIcon icon={calendarClearOutline} aria-hidden="true" />
              <span id={`${ids}-dates-value`} className="search-field__value">
                <span>{datesText}</span>
                {nights > 0 ? <span className="search-field__hint">{nightsText(nights)}</span> : null}
              </span>
            </button>
            {errors.dates ? (
              <p id={`${ids}-dates-error`} className="search-field__error">
                {errors.dates.join(' ')}
              </p>
            ) : null}
          </div>

          <div className="search-field search-field--rooms">
            <span className="search-field__label" id={`${ids}-rooms`}>
              Rooms and guests
            </span>
            <button
              type="button"
              className={`search-field__control${errors.rooms ? ' search-field__control--invalid' : ''}`}
              aria-haspopup="dialog"
              aria-labelledby={`${ids}-rooms ${ids}-rooms-value`}
              aria-describedby={errors.rooms ? `${ids}-rooms-error` : undefined}
              onClick={openRooms}
            >
              <IonIcon icon={personOutline} aria-hidden="true" />
              <span id={`${ids}-rooms-value`} className="search-field__value">
                {roomsSummary(draft.rooms)}
              </span>
            </button>
            {errors.rooms ? (
              <p id={`${ids}-rooms-error`} className="search-field__error">
                {errors.rooms.join(' ')}
              </p>
            ) : null}
          </div>

          {bookingConfig.Locations.length > 0 ? (
            <div className="search-field search-field--location">
              <label className="search-field__label" htmlFor={`${ids}-location`}>
                Location
              </label>
              <select
                id={`${ids}-location`}
                className="search-field__control search-field__select"
                value={draft.location ?? ''}
                onChange={(event) => change({ location: event.target.value ? Number(event.target.value) : null })}
              >
                <option value="">All locations</option>
                {bookingConfig.Locations.map((location) => (
                  <option key={location.LocationId} value={location.LocationId}>
                    {location.Name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          {property.GroupCode ? (
            <Suspense fallback={null}>
              <AreaChoice property={property} draft={draft} />
            </Suspense>
          ) : null}

          {showPromo ? (
            <div className="search-field search-field--promo">
              <label className="search-field__label" htmlFor={`${ids}-promo`}>
                Promo code <span className="search-field__optional">(optional)</span>
              </label>
              <span className="search-field__control search-field__input-wrap">
                <IonIcon icon={pricetagOutline} aria-hidden="true" />
                <input
                  id={`${ids}-promo`}
                  className="search-field__input"
                  value={draft.promo}
                  maxLength={40}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  onChange={(event) => change({ promo: event.target.value })}
                />
              </span>
            </div>
          ) : null}

          <button type="submit" className="sf-button sf-button--primary search-form__submit" disabled={sameDay} aria-describedby={sameDay ? `${ids}-same-day` : undefined}>
            {searching ? 'Searching…' : 'Search'}
          </button>
        </div>

        {offer || (!showPromo && draft.promo) ? (
          <p className="search-form__applied">
            <IonIcon icon={pricetagOutline} aria-hidden="true" />
            <span>{offer ? `Offer applied: ${offer.Title}` : `Promo code ${draft.promo} applied`}</span>
            <button type="button" className="sf-text-button" onClick={() => change({ promo: '', ratePlan: null })}>
              Remove
            </button>
          </p>
        ) : null}

        <div role="alert" className="search-form__alert">
          {sameDay ? (
            <p id={`${ids}-same-day`} className="search-warning">
              <IonIcon icon={warningOutline} aria-hidden="true" />
              <span>
                <strong>Warning: </strong>
                {sameDayMessage(bookingConfig)}
              </span>
            </p>
          ) : null}
        </div>
      </form>

      {bookingConfig.Offers.length > 0 ? (
        <OfferCards
          offers={bookingConfig.Offers}
          applied={offer}
          onChoose={(chosen) => {
            change({ promo: chosen.PromoCode ?? draft.promo, ratePlan: chosen.RatePlanCode });
            if (!draft.checkIn || !draft.checkOut) openDates();
            else datesButton.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
          }}
        />
      ) : null}

      <Suspense fallback={null}>
        {datesLoaded ? (
          <DatesDialog
            isOpen={datesOpen}
            onClose={() => setDatesOpen(false)}
            property={property}
            range={{ checkIn: draft.checkIn, checkOut: draft.checkOut }}
            rooms={draft.rooms.length}
            onApply={({ checkIn, checkOut }) => {
              change({ checkIn, checkOut });
              setErrors((current) => ({ ...current, dates: undefined }));
              setDatesOpen(false);
            }}
          />
        ) : null}
        {roomsLoaded ? (
          <RoomsDialog
            isOpen={roomsOpen}
            onClose={() => setRoomsOpen(false)}
            rooms={draft.rooms}
            onChange={(rooms) => {
              change({ rooms });
              setErrors((current) => ({ ...current, rooms: undefined }));
            }}
            property={property}
            maxRooms={maxRooms}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** The offer whose codes the form carries, if any. */
function appliedOffer(offers: readonly Offer[], draft: SearchDraft): Offer | null {
  const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();
  return offers.find((offer) => (offer.PromoCode || offer.RatePlanCode) && same(offer.PromoCode, draft.promo || null) && same(offer.RatePlanCode, draft.ratePlan)) ?? null;
}
