import { useNavigate } from '@tanstack/react-router';
import { calendarClearOutline, personOutline, pricetagOutline, warningOutline } from 'ionicons/icons';
import { lazy, Suspense, useCallback, useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import type { BookingConfiguration, Property } from '../../../contract/property';
import type { Offer } from '../../../contract/property-definition';
import { nightsText, shortDateText } from '../../../domain/stay-dates-text';
import { OfferCards } from './offer-cards';
import { roomsSummary } from '../../../domain/guests-text';
import { sameDayMessage, useSameDayRestriction } from '../../ui/same-day-restriction';
import { StaySearchFields } from '../../ui/stay-search-fields';
import { useSearchFormState } from './search-form-state';
import { draftNights, paramsFromDraft, type SearchDraft } from './search-draft';
import type { StaySearchParams } from './search-params';
import { Icon } from '../../ui/icon';

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
  /** The search the form opens with (from the URL). */
  initial: SearchDraft;
  /** Each change the guest makes, for the URL to follow. */
  onDraftChange: (draft: SearchDraft) => void;
}

/** The rules for a search (docs/product.md, rules and messages), loaded when the guest first searches. */
async function searchProblems(draft: SearchDraft, property: Property, maxRooms: number) {
  const { checkSearch } = await import('./search-submit');
  const found = checkSearch(draft, property, maxRooms);
  return { dates: found.dates?.join(' '), rooms: found.rooms?.join(' ') };
}

export function SearchForm({ property, bookingConfig, initial, onDraftChange }: SearchFormProps) {
  const ids = useId();
  const datesDialog = useLazyDialog();
  const roomsDialog = useLazyDialog();
  const maxRooms = bookingConfig.MaxNumberOfRoomsOnBooking;
  const { draft, errors, searching, change, clearError, bind, submitWith } = useSearchFormState({
    initial,
    onDraftChange,
    problemsOf: (values) => searchProblems(values, property, maxRooms),
  });
  const sameDay = useSameDayRestriction(draft.checkIn, property.TimeZone, bookingConfig);
  const datesButton = useRef<HTMLButtonElement>(null);

  const search = useStartSearch(property.PropertyCode);
  const submit = (event: FormEvent) => {
    if (searching || sameDay) {
      event.preventDefault();
      return;
    }
    void submitWith(search, ({ checkIn, checkOut }) => {
      if (!checkIn || !checkOut) datesDialog.show();
    })(event);
  };

  const nights = draftNights(draft);
  const offer = appliedOffer(bookingConfig.Offers, draft);
  const showPromo = !bookingConfig.HidePromoCodeOnLandingPage;

  return (
    <>
      <form className="search-form" aria-labelledby={`${ids}-title`} noValidate onSubmit={submit}>
        <h2 id={`${ids}-title`} className="search-form__title">
          Find your room
        </h2>
        <div className="search-form__fields">
          <ChoiceField
            id={`${ids}-dates`}
            kind="dates"
            label="Dates"
            icon={calendarClearOutline}
            error={errors.dates}
            buttonRef={datesButton}
            onClick={datesDialog.show}
            value={
              <>
                <span>{datesChoiceText(draft)}</span>
                {nights > 0 ? <span className="search-field__hint">{nightsText(nights)}</span> : null}
              </>
            }
          />
          <ChoiceField
            id={`${ids}-rooms`}
            kind="rooms"
            label="Rooms and guests"
            icon={personOutline}
            error={errors.rooms}
            onClick={roomsDialog.show}
            value={roomsSummary(draft.rooms)}
          />

          <StaySearchFields
            look="search-field"
            bind={bind}
            locationGroups={[{ label: null, locations: bookingConfig.Locations }]}
            showPromo={showPromo}
            afterLocation={
              property.GroupCode ? (
                <Suspense fallback={null}>
                  <AreaChoice property={property} draft={draft} />
                </Suspense>
              ) : null
            }
          />

          <button
            type="submit"
            className="sf-button sf-button--primary search-form__submit"
            disabled={sameDay}
            aria-describedby={sameDay ? `${ids}-same-day` : undefined}
          >
            {searching ? 'Searching…' : 'Search'}
          </button>
        </div>

        <SearchNotes
          offer={offer}
          promo={showPromo ? '' : draft.promo}
          sameDay={sameDay ? { id: `${ids}-same-day`, message: sameDayMessage(bookingConfig) } : null}
          onRemove={() => change({ promo: '', ratePlan: null })}
        />
      </form>

      {bookingConfig.Offers.length > 0 ? (
        <OfferCards
          offers={bookingConfig.Offers}
          applied={offer}
          onChoose={(chosen) => {
            change({ promo: chosen.PromoCode ?? draft.promo, ratePlan: chosen.RatePlanCode });
            if (!draft.checkIn || !draft.checkOut) datesDialog.show();
            else datesButton.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
          }}
        />
      ) : null}

      <Suspense fallback={null}>
        {datesDialog.loaded ? (
          <DatesDialog
            isOpen={datesDialog.open}
            onClose={datesDialog.hide}
            property={property}
            range={{ checkIn: draft.checkIn, checkOut: draft.checkOut }}
            rooms={draft.rooms.length}
            onApply={({ checkIn, checkOut }) => {
              change({ checkIn, checkOut });
              clearError('dates');
              datesDialog.hide();
            }}
          />
        ) : null}
        {roomsDialog.loaded ? (
          <RoomsDialog
            isOpen={roomsDialog.open}
            onClose={roomsDialog.hide}
            rooms={draft.rooms}
            onChange={(rooms) => {
              change({ rooms });
              clearError('rooms');
            }}
            property={property}
            maxRooms={maxRooms}
          />
        ) : null}
      </Suspense>
    </>
  );
}

interface ChoiceFieldProps {
  /** The label's id; the value's, the error's and the button's follow from it. */
  id: string;
  kind: 'dates' | 'rooms';
  label: string;
  icon: string;
  value: ReactNode;
  error: string | undefined;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A field chosen in a dialog (dates, rooms and guests): its label, the choice as a button, its problem. */
function ChoiceField({ id, kind, label, icon, value, error, onClick, buttonRef }: ChoiceFieldProps) {
  return (
    <div className={`search-field search-field--${kind}`}>
      <span className="search-field__label" id={id}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={`search-field__control${error ? ' search-field__control--invalid' : ''}`}
        aria-haspopup="dialog"
        aria-labelledby={`${id} ${id}-value`}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={onClick}
      >
        <Icon icon={icon} />
        <span id={`${id}-value`} className="search-field__value">
          {value}
        </span>
      </button>
      {error ? (
        <p id={`${id}-error`} className="search-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The offer whose codes the form carries, if any. */
function appliedOffer(offers: readonly Offer[], draft: SearchDraft): Offer | null {
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();
  return (
    offers.find(
      (offer) =>
        (offer.PromoCode || offer.RatePlanCode) &&
        same(offer.PromoCode, draft.promo || null) &&
        same(offer.RatePlanCode, draft.ratePlan),
    ) ?? null
  );
}

function datesChoiceText(draft: SearchDraft): string {
  if (draft.checkIn && draft.checkOut) return `${shortDateText(draft.checkIn)} – ${shortDateText(draft.checkOut)}`;
  return draft.checkIn ? `${shortDateText(draft.checkIn)} – add check-out` : 'Add dates';
}

/** Under the fields: the offer or hidden promo code applied (with Remove), and the same-day warning. */
function SearchNotes({
  offer,
  promo,
  sameDay,
  onRemove,
}: {
  offer: ReturnType<typeof appliedOffer>;
  /** A promo code applied while the promo field is hidden; '' otherwise. */
  promo: string;
  sameDay: { id: string; message: string } | null;
  onRemove: () => void;
}) {
  return (
    <>
      {offer || promo ? (
        <p className="search-form__applied">
          <Icon icon={pricetagOutline} />
          <span>{offer ? `Offer applied: ${offer.Title}` : `Promo code ${promo} applied`}</span>
          <button type="button" className="sf-text-button" onClick={onRemove}>
            Remove
          </button>
        </p>
      ) : null}

      <div role="alert" className="search-form__alert">
        {sameDay ? (
          <p id={sameDay.id} className="search-warning">
            <Icon icon={warningOutline} />
            <span>
              <strong>Warning: </strong>
              {sameDay.message}
            </span>
          </p>
        ) : null}
      </div>
    </>
  );
}

/** A dialog whose code loads on first opening (the page's first JavaScript stays small). */
function useLazyDialog() {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { loaded, open, show, hide };
}

/** Searching: the results start loading at once, while the page moves to Rooms and Rates. */
function useStartSearch(propertyCode: string) {
  const navigate = useNavigate();
  return async (values: SearchDraft) => {
    const { startSearch } = await import('./search-submit');
    const params = paramsFromDraft(values) as StaySearchParams & { from: string; to: string; rooms: string };
    startSearch(propertyCode, params);
    await navigate({
      to: '/Book/$propertyCode/Rooms-And-Rates',
      params: { propertyCode: propertyCode },
      search: params,
    });
  };
}
