import { IonIcon, IonSpinner } from '@ionic/react';
import { useQueries } from '@tanstack/react-query';
import { alertCircleOutline, arrowBackOutline, checkmarkCircle, cloudOfflineOutline, informationCircleOutline, warningOutline } from 'ionicons/icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { invalidPreCheckInLinkMessage, type PreCheckInNotice, type PreCheckInReservation } from '../../../contract/pre-check-in';
import type { PreCheckInConfig, Property } from '../../../contract/property';
import { canSavePreCheckIn, isBookerValid, isItemValid, isPersonValid } from '../../../domain/pre-check-in';
import {
  afterBooker,
  afterExtras,
  afterGuest,
  afterPaymentDetails,
  afterRoom,
  afterSave,
  afterStart,
  goToStep,
  preCheckInProgress,
  preCheckInStageNames,
  initialPreCheckInPosition,
  isPositionValidFor,
  previousPosition,
  type PreCheckInPosition,
  type PreCheckInStepContext,
} from '../../../domain/pre-check-in-steps';
import { formatMoney } from '../../../domain/money';
import { OfflineError, offlineMessage } from '../../api';
import { useDocumentTitle } from '../../ui/document-title';
import { useMediaQuery, wideScreenQuery } from '../../ui/media-query';
import { notify } from '../../ui/notices';
import { useIsOnline } from '../../ui/online-status';
import { PageLoading } from '../../ui/page-loading';
import { scrollPageToTop } from '../../ui/page-scroll';
import { useCountries } from '../static-data/api/get-countries';
import { isPreCheckInNotice, isPreCheckInReservation, usePreCheckIn, type PreCheckInLink } from './api/get-pre-check-in';
import { reservationItemServicesQueryOptions } from './api/get-reservation-item-services';
import { savePreCheckIn } from './api/save-pre-check-in';
import { BookerFields, PersonFields } from './pre-check-in-forms';
import {
  clearStoredPreCheckIn,
  draftFitsReservation,
  draftFromReservation,
  readStoredPreCheckIn,
  saveRequestOf,
  withServiceQuantity,
  writeStoredPreCheckIn,
  type PreCheckInDraft,
  type StoredPreCheckIn,
} from './pre-check-in-draft';
import { isWaitingSave, pendingSaveOf, queueSave, sendPendingSave, type OutboxDeps, type SaveOutcome } from './pre-check-in-outbox';
import { cardChoiceText, cardEntryOf, emptyCardForm, PaymentDetailsStep, type CardFormState } from './pre-check-in-payment';
import { BedSetUpChoice, ExtrasStep, extrasCostOf, GuestList, RoomFacts, StartStep, StepTitle } from './pre-check-in-stay-steps';
import './pre-check-in.css';

// Pre Check In (spec sections 2 to 5 and 8): from the emailed link, on a phone, step on page.
// The guest's entries stay on the device while they type and come back after a reload; a Save
// made without a connection waits on the device and is sent, once, when the connection returns.

export const offlineQueuedMessage = "You're offline. We'll send your check-in as soon as you're back online.";
export const sendingMessage = 'Sending…';

export interface PreCheckInPageProps {
  property: Property;
  config: PreCheckInConfig;
  link: PreCheckInLink;
}

export function PreCheckInPage({ property, config, link }: PreCheckInPageProps) {
  useDocumentTitle('Pre check-in', property.PropertyName);
  const query = usePreCheckIn(link);
  // The copy kept with the draft, for a reload without a connection.
  const [stored] = useState(() => {
    const record = readStoredPreCheckIn(link.referenceNumber);
    return record && record.code === link.code ? record : null;
  });

  if (query.isPending) {
    return <PageLoading text="Loading your booking…" />;
  }
  const loaded = query.data;
  if (isPreCheckInReservation(loaded)) {
    return <PreCheckInFlow key={loaded.ReferenceNumber} property={property} config={config} link={link} reservation={loaded} stored={stored} offlineCopy={false} />;
  }
  if (!loaded && query.error instanceof OfflineError && stored) {
    return <PreCheckInFlow key={stored.reservation.ReferenceNumber} property={property} config={config} link={link} reservation={stored.reservation} stored={stored} offlineCopy />;
  }
  return <InvalidLink notice={isPreCheckInNotice(loaded) ? loaded : null} offline={query.error instanceof OfflineError && query.error.offline} />;
}

/** Spec section 8: the server's notice as a badge (positive if Success, else warning); anything else, or no answer, the invalid-link message. */
function InvalidLink({ notice, offline }: { notice: PreCheckInNotice | null; offline: boolean }) {
  const tone = notice ? (notice.Success ? 'positive' : 'warning') : 'negative';
  const title = notice?.Title || 'Error';
  const message = notice?.Message || invalidPreCheckInLinkMessage;
  return (
    <section className="checkin" aria-labelledby="checkin-notice-title">
      <div className="checkin-card checkin-notice">
        <p className={`checkin-badge checkin-badge--${tone}`}>
          <IonIcon icon={tone === 'positive' ? checkmarkCircle : tone === 'warning' ? warningOutline : alertCircleOutline} aria-hidden="true" />
          <span>{tone === 'positive' ? 'Success' : tone === 'warning' ? 'Warning' : 'Error'}</span>
        </p>
        <h1 id="checkin-notice-title" className="checkin__title">
          {title}
        </h1>
        <p className="checkin-lead">{message}</p>
        {/* The spec's message for any failure; without a connection the guest also learns why. */}
        {offline ? <p className="checkin-note">{offlineMessage}</p> : null}
      </div>
    </section>
  );
}

const randomKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

function stepContextOf(reservation: PreCheckInReservation, draft: PreCheckInDraft, config: PreCheckInConfig, narrow: boolean): PreCheckInStepContext {
  return {
    hasBooker: draft.booker !== null,
    narrow,
    items: reservation.ReservationItems.map((item, index) => {
      const entry = draft.items[index]!;
      return {
        guestsValid: entry.Guests.map((guest) => isPersonValid(guest, config)),
        roomValid: !item.ShowRoomConfigurationQuestion || (entry.RoomConfigurationId ?? 0) > 0,
        hasSelectableServices: item.HasSelectableServices,
      };
    }),
  };
}

type SendState = 'idle' | 'sending' | 'queued';

interface FlowProps {
  property: Property;
  config: PreCheckInConfig;
  link: PreCheckInLink;
  reservation: PreCheckInReservation;
  stored: StoredPreCheckIn | null;
  /** Opened from the device's copy: the booking service could not be reached. */
  offlineCopy: boolean;
}

function PreCheckInFlow({ property, config, link, reservation, stored, offlineCopy }: FlowProps) {
  const narrow = !useMediaQuery(wideScreenQuery);
  const online = useIsOnline();
  const referenceNumber = link.referenceNumber;
  const restored = stored && draftFitsReservation(stored.draft, reservation) ? stored : null;
  const [draft, setDraft] = useState<PreCheckInDraft>(() => restored?.draft ?? draftFromReservation(reservation));
  const [position, setPosition] = useState<PreCheckInPosition>(() => {
    const candidate = restored?.position;
    return candidate && isPositionValidFor(candidate, stepContextOf(reservation, restored.draft, config, narrow)) ? candidate : initialPreCheckInPosition;
  });
  const [card, setCard] = useState<CardFormState>(() => emptyCardForm(reservation));
  const [showErrors, setShowErrors] = useState(false);
  const [sendState, setSendState] = useState<SendState>(() => (pendingSaveOf(referenceNumber) ? 'queued' : 'idle'));
  const [queuedWithCard, setQueuedWithCard] = useState(false);
  const [cardLeftOut, setCardLeftOut] = useState(false);
  const context = useMemo(() => stepContextOf(reservation, draft, config, narrow), [reservation, draft, config, narrow]);
  const countries = useCountries();

  // The draft and the step, on the device as they change (never a card number or code).
  useEffect(() => {
    if (position.step === 'Complete') return;
    const pending = readStoredPreCheckIn(referenceNumber)?.pending ?? null;
    writeStoredPreCheckIn(referenceNumber, { version: 1, code: link.code, reservation, draft, position, pending });
  }, [referenceNumber, link.code, reservation, draft, position]);

  // Each step starts at the top, its title read out.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    scrollPageToTop();
    document.getElementById('checkin-step-title')?.focus({ preventScroll: true });
  }, [position.step, position.itemIndex, position.guestIndex]);

  const deps = useMemo<OutboxDeps>(
    () => ({ referenceNumber, send: savePreCheckIn, isOnline: () => navigator.onLine, newKey: randomKey, now: () => new Date() }),
    [referenceNumber],
  );

  const handleOutcome = useCallback(
    (outcome: SaveOutcome) => {
      switch (outcome.kind) {
        case 'saved':
          clearStoredPreCheckIn(referenceNumber);
          setCardLeftOut(outcome.cardLeftOut);
          setSendState('idle');
          setPosition((current) => afterSave(current, outcome.response.Message));
          return;
        case 'refused':
          setSendState('idle');
          void notify({ message: outcome.message, kind: 'negative', position: 'bottom' });
          return;
        case 'queued':
          setSendState('queued');
          return;
        case 'busy':
          return;
        case 'nothing':
          setSendState('idle');
      }
    },
    [referenceNumber],
  );

  const sendWaitingSave = useCallback(async () => {
    if (!pendingSaveOf(referenceNumber)) return;
    if (navigator.onLine) setSendState('sending');
    handleOutcome(await sendPendingSave(deps));
  }, [deps, handleOutcome, referenceNumber]);

  // A save left waiting goes as soon as the page opens online, and whenever the connection returns.
  useEffect(() => {
    const onOnline = () => void sendWaitingSave();
    const onOpen = window.setTimeout(onOnline, 0);
    window.addEventListener('online', onOnline);
    return () => {
      window.clearTimeout(onOpen);
      window.removeEventListener('online', onOnline);
    };
  }, [sendWaitingSave]);

  const save = () => {
    if (!canSavePreCheckIn({ booker: draft.booker, items: itemsForValidity(reservation, draft), saving: sendState === 'sending' }, config)) return;
    const cardEntry = cardEntryOf(card, property.CreditCards);
    // On the device first, with its key: whatever happens to the connection, it is not lost.
    writeStoredPreCheckIn(referenceNumber, { version: 1, code: link.code, reservation, draft, position, pending: readStoredPreCheckIn(referenceNumber)?.pending ?? null });
    const pending = queueSave(deps, saveRequestOf(reservation, draft, link.code, cardEntry), cardEntry);
    setQueuedWithCard(pending?.cardLeftOut ?? false);
    if (!navigator.onLine) {
      setSendState('queued');
      return;
    }
    void sendWaitingSave();
  };

  const go = (next: PreCheckInPosition) => {
    if (next === position) {
      setShowErrors(true);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.checkin [aria-invalid="true"], .checkin .checkin-field__error')?.focus());
      return;
    }
    setShowErrors(false);
    setPosition(next);
  };
  const back = previousPosition(position, context);
  const progress = preCheckInProgress(position, context);
  const updateItem = (itemIndex: number, change: (entry: PreCheckInDraft['items'][number]) => PreCheckInDraft['items'][number]) =>
    setDraft((current) => ({ ...current, items: current.items.map((entry, index) => (index === itemIndex ? change(entry) : entry)) }));
  const updateGuest = (itemIndex: number, guestIndex: number, guest: PreCheckInDraft['items'][number]['Guests'][number]) =>
    updateItem(itemIndex, (entry) => ({ ...entry, Guests: entry.Guests.map((current, index) => (index === guestIndex ? guest : current)) }));

  const item = reservation.ReservationItems[position.itemIndex];
  const entry = draft.items[position.itemIndex];
  const rooms = reservation.ReservationItems.length;

  return (
    <div className="checkin">
      <header className="checkin__header">
        <p className="checkin__eyebrow">{property.PropertyName}</p>
        <h1 className="checkin__title">Pre check-in</h1>
        {position.step !== 'Start' && position.step !== 'Complete' ? <p className="checkin__reference">Booking {reservation.ReferenceNumber}</p> : null}
        {progress ? (
          <nav className="checkin-progress" aria-label="Pre check-in steps">
            <p className="checkin-progress__count">
              Step {progress.current} of {progress.stages.length}: {preCheckInStageNames[progress.stages[progress.current - 1]!]}
            </p>
            <ol className="checkin-progress__stages">
              {progress.stages.map((stage, index) => (
                <li
                  key={stage}
                  className={`checkin-progress__stage${index + 1 === progress.current ? ' checkin-progress__stage--current' : index + 1 < progress.current ? ' checkin-progress__stage--done' : ''}`}
                  aria-current={index + 1 === progress.current ? 'step' : undefined}
                >
                  {preCheckInStageNames[stage]}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
      </header>

      {offlineCopy || !online ? (
        <p className="checkin-status checkin-status--info" role="status">
          <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
          <span>
            {sendState === 'queued' ? offlineQueuedMessage : "You're offline. Your details are kept on this device; you can carry on, and we'll send them when you save and are back online."}
          </span>
        </p>
      ) : null}
      {sendState === 'queued' && online && !offlineCopy ? (
        <p className="checkin-status checkin-status--info" role="status">
          <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
          <span>{offlineQueuedMessage}</span>
        </p>
      ) : null}
      {sendState === 'sending' ? (
        <p className="checkin-status checkin-status--info" role="status">
          <IonSpinner name="crescent" aria-hidden="true" />
          <span>{sendingMessage}</span>
        </p>
      ) : null}
      {sendState === 'queued' && queuedWithCard ? (
        <p className="checkin-status checkin-status--warning">
          <IonIcon icon={informationCircleOutline} aria-hidden="true" />
          <span>
            For your security, card details are never stored on this device. Keep this page open and your card goes with your check-in; if it is closed first, your
            check-in is sent without the card and you can give it to us on arrival.
          </span>
        </p>
      ) : null}

      {back ? (
        <button type="button" className="sf-button sf-button--secondary checkin__back" onClick={() => go(back)}>
          <IonIcon icon={arrowBackOutline} aria-hidden="true" />
          <span>Back</span>
        </button>
      ) : null}

      {position.step === 'Start' ? <StartStep reservation={reservation} propertyName={property.PropertyName} onStart={() => go(afterStart(position, context))} /> : null}

      {position.step === 'Booker' && draft.booker ? (
        <section className="checkin-card" aria-labelledby="checkin-step-title">
          <StepTitle>The booker</StepTitle>
          <p className="checkin-lead">Please check the details of the person who made the booking.</p>
          <BookerFields booker={draft.booker} flags={config} countries={countries.data} showErrors={showErrors} onChange={(booker) => setDraft((current) => ({ ...current, booker }))} />
          <div className="checkin-actions">
            <button type="button" className="sf-button sf-button--primary" onClick={() => go(draft.booker && isBookerValid(draft.booker, config) ? afterBooker(position) : position)}>
              Continue
            </button>
          </div>
        </section>
      ) : null}

      {position.step === 'Room' && item && entry ? (
        <section className="checkin-card" aria-labelledby="checkin-step-title">
          <StepTitle>{rooms > 1 ? `Room ${position.itemIndex + 1} of ${rooms}` : 'Your room'}</StepTitle>
          <RoomFacts item={item} />
          <BedSetUpChoice item={item} entry={entry} showErrors={showErrors} onChange={(id) => updateItem(position.itemIndex, (current) => ({ ...current, RoomConfigurationId: id }))} />
          {narrow ? (
            <>
              <h3 className="checkin-card__subtitle">Guests</h3>
              <GuestList entry={entry} flags={config} onEdit={(guestIndex) => go({ ...position, step: 'Guest', guestIndex })} />
            </>
          ) : (
            entry.Guests.map((guest, guestIndex) => (
              <fieldset key={guestIndex} className="checkin-fieldset">
                <legend className="checkin-fieldset__legend">{guestIndex === 0 ? 'Lead guest' : `Guest ${guestIndex + 1}`}</legend>
                <PersonFields
                  idPrefix={`guest-${position.itemIndex}-${guestIndex}`}
                  person={guest}
                  flags={config}
                  showErrors={showErrors}
                  autoCompleteSection={false}
                  onChange={(person) => updateGuest(position.itemIndex, guestIndex, person)}
                />
              </fieldset>
            ))
          )}
          <div className="checkin-actions">
            <button type="button" className="sf-button sf-button--primary" onClick={() => go(afterRoom(position, context))}>
              Continue
            </button>
          </div>
        </section>
      ) : null}

      {position.step === 'Guest' && item && entry && entry.Guests[position.guestIndex] ? (
        <section className="checkin-card" aria-labelledby="checkin-step-title">
          <StepTitle>{`Guest ${position.guestIndex + 1} of ${entry.Guests.length}`}</StepTitle>
          <p className="checkin-lead">
            {rooms > 1 ? `Room ${position.itemIndex + 1}, ` : ''}
            {item.RoomType}. {position.guestIndex === 0 ? 'The lead guest of this room.' : 'Who else is staying in this room?'}
          </p>
          <PersonFields
            idPrefix={`guest-${position.itemIndex}-${position.guestIndex}`}
            person={entry.Guests[position.guestIndex]!}
            flags={config}
            showErrors={showErrors}
            autoCompleteSection={false}
            onChange={(person) => updateGuest(position.itemIndex, position.guestIndex, person)}
          />
          <div className="checkin-actions">
            <button type="button" className="sf-button sf-button--primary" onClick={() => go(afterGuest(position, context))}>
              Continue
            </button>
          </div>
        </section>
      ) : null}

      {position.step === 'Extras' && entry ? (
        <ExtrasStep
          propertyCode={property.PropertyCode}
          reservation={reservation}
          itemIndex={position.itemIndex}
          entry={entry}
          onQuantity={(serviceId, quantity) => setDraft((current) => withServiceQuantity(current, reservation, position.itemIndex, serviceId, quantity))}
          onContinue={() => go(afterExtras(position, context))}
        />
      ) : null}

      {position.step === 'PaymentDetails' ? <PaymentDetailsStep reservation={reservation} form={card} onChange={setCard} onContinue={() => go(afterPaymentDetails(position))} /> : null}

      {position.step === 'Summary' ? (
        <SummaryStep
          property={property}
          config={config}
          reservation={reservation}
          draft={draft}
          cardText={cardChoiceText(card, reservation)}
          sending={sendState === 'sending' || (sendState === 'queued' && isWaitingSave(referenceNumber, saveRequestOf(reservation, draft, link.code, null)))}
          onSpecialRequests={(specialRequests) => setDraft((current) => ({ ...current, specialRequests }))}
          onChange={(step, itemIndex) => go(goToStep(position, step, itemIndex))}
          onSave={save}
        />
      ) : null}

      {position.step === 'Complete' ? (
        <section className="checkin-card checkin-complete" aria-labelledby="checkin-step-title">
          <IonIcon icon={checkmarkCircle} aria-hidden="true" className="checkin-complete__icon" />
          <StepTitle>You're checked in</StepTitle>
          <p className="checkin-lead" role="status">
            {position.completeMessage}
          </p>
          {cardLeftOut ? (
            <p className="checkin-note">Your card details were not sent: for your security they are never stored on this device. Please give your card to us on arrival.</p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function itemsForValidity(reservation: PreCheckInReservation, draft: PreCheckInDraft) {
  return reservation.ReservationItems.map((item, index) => ({
    Guests: draft.items[index]?.Guests ?? [],
    ShowRoomConfigurationQuestion: item.ShowRoomConfigurationQuestion,
    RoomConfigurationId: draft.items[index]?.RoomConfigurationId ?? null,
  }));
}

interface SummaryProps {
  property: Property;
  config: PreCheckInConfig;
  reservation: PreCheckInReservation;
  draft: PreCheckInDraft;
  cardText: string;
  sending: boolean;
  onSpecialRequests: (text: string) => void;
  onChange: (step: 'Booker' | 'Room' | 'Extras' | 'PaymentDetails', itemIndex?: number) => void;
  onSave: () => void;
}

function SummaryStep({ property, config, reservation, draft, cardText, sending, onSpecialRequests, onChange, onSave }: SummaryProps) {
  const items = itemsForValidity(reservation, draft);
  const canSave = canSavePreCheckIn({ booker: draft.booker, items, saving: sending }, config);
  const services = useQueries({ queries: reservation.ReservationItems.map((item) => reservationItemServicesQueryOptions(property.PropertyCode, item.ReservationItemId)) });
  const money = (amount: number) => formatMoney(amount, reservation.Currency);
  const extrasTotal = reservation.ReservationItems.reduce<number | null>((sum, item, index) => {
    const cost = extrasCostOf(item, draft.items[index]!, services[index]?.data);
    return sum === null || cost === null ? null : sum + cost;
  }, 0);
  const booker = draft.booker;
  return (
    <section className="checkin-card" aria-labelledby="checkin-step-title">
      <StepTitle>Summary</StepTitle>
      <p className="checkin-lead">Please check everything, add any special requests, then save your check-in.</p>
      {booker ? (
        <div className="checkin-summary">
          <div className="checkin-summary__head">
            <h3 className="checkin-card__subtitle">The booker</h3>
            <button type="button" className="sf-text-button" aria-label="Change the booker" onClick={() => onChange('Booker')}>
              Change
            </button>
          </div>
          <p>
            {[booker.FirstName, booker.LastName].join(' ').trim() || 'No name given'}
            {booker.Email ? ` · ${booker.Email}` : ''}
            {booker.Phone ? ` · ${booker.Phone}` : ''}
          </p>
          {!isBookerValid(booker, config) ? <p className="checkin-field__error">Some of the booker's details are missing.</p> : null}
        </div>
      ) : null}
      {reservation.ReservationItems.map((item, index) => {
        const entry = draft.items[index]!;
        const bedSetUp = item.RoomConfigurationOptions.find((option) => option.Id === entry.RoomConfigurationId)?.Name ?? item.RoomConfiguration?.Name ?? null;
        const serviceData = services[index]?.data;
        const serviceName = (serviceId: number) =>
          serviceData?.Services.find((service) => service.ServiceId === serviceId)?.ServiceName ??
          item.Services.find((service) => service.ServiceId === serviceId)?.Service.ServiceName ??
          'Extra';
        return (
          <div key={item.ReservationItemId} className="checkin-summary">
            <div className="checkin-summary__head">
              <h3 className="checkin-card__subtitle">{reservation.ReservationItems.length > 1 ? `Room ${index + 1}: ${item.RoomType}` : item.RoomType}</h3>
              <button type="button" className="sf-text-button" aria-label={`Change room ${index + 1}`} onClick={() => onChange('Room', index)}>
                Change
              </button>
            </div>
            <RoomFacts item={item} />
            {item.ShowRoomConfigurationQuestion || bedSetUp ? <p>Bed set-up: {bedSetUp ?? 'not chosen yet'}</p> : null}
            <GuestList entry={entry} flags={config} />
            {!isItemValid(items[index]!, config) ? <p className="checkin-field__error">Some details of this room are missing.</p> : null}
            {entry.Services.length > 0 ? (
              <ul className="checkin-summary__extras" aria-label={`Extras for room ${index + 1}`}>
                {entry.Services.map((service) => (
                  <li key={service.ServiceId}>
                    {service.Quantity} × {serviceName(service.ServiceId)}
                  </li>
                ))}
              </ul>
            ) : null}
            {item.HasSelectableServices ? (
              <button type="button" className="sf-text-button" onClick={() => onChange('Extras', index)}>
                {entry.Services.length > 0 ? 'Change extras' : 'Add extras'}
              </button>
            ) : null}
          </div>
        );
      })}
      <div className="checkin-summary">
        <div className="checkin-summary__head">
          <h3 className="checkin-card__subtitle">Payment</h3>
          <button type="button" className="sf-text-button" aria-label="Change the card" onClick={() => onChange('PaymentDetails')}>
            Change
          </button>
        </div>
        <p>Card: {cardText}</p>
        <dl className="checkin-facts">
          <div>
            <dt>Accommodation</dt>
            <dd>{money(reservation.TotalAccommodationPrice)}</dd>
          </div>
          <div>
            <dt>Extras</dt>
            <dd>{money(extrasTotal ?? reservation.TotalServicesPrice)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              <strong>{money(reservation.TotalAccommodationPrice + (extrasTotal ?? reservation.TotalServicesPrice))}</strong>
            </dd>
          </div>
        </dl>
      </div>
      <div className="checkin-field">
        <label className="checkin-field__label" htmlFor="checkin-special-requests">
          Special requests (optional)
        </label>
        <textarea id="checkin-special-requests" className="checkin-field__control" maxLength={2000} value={draft.specialRequests} onChange={(event) => onSpecialRequests(event.target.value)} />
      </div>
      <div className="checkin-actions">
        <button type="button" className="sf-button sf-button--primary" disabled={!canSave} onClick={onSave}>
          {sending ? 'Saving…' : 'Save'}
        </button>
      </div>
      {!canSave && !sending ? <p className="checkin-note">Some details are still missing: use Change to complete them.</p> : null}
    </section>
  );
}
