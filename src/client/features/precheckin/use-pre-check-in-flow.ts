import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { PreCheckInReservation } from '../../../contract/pre-check-in';
import type { PreCheckInConfig, Property } from '../../../contract/property';
import { canSavePreCheckIn, isPersonValid } from '../../../domain/pre-check-in';
import {
  afterSave,
  initialPreCheckInPosition,
  isPositionValidFor,
  preCheckInProgress,
  previousPosition,
  type PreCheckInPosition,
  type PreCheckInStepContext,
} from '../../../domain/pre-check-in-steps';
import { useMediaQuery, wideScreenQuery } from '../../ui/media-query';
import { useIsOnline } from '../../ui/online-status';
import { scrollPageToTop } from '../../ui/page-scroll';
import { schemaOfProblems, useRuledForm } from '../../ui/ruled-form';
import { useCountries } from '../static-data/api/get-countries';
import type { PreCheckInLink } from './api/get-pre-check-in';
import {
  draftFitsReservation,
  draftFromReservation,
  readStoredPreCheckIn,
  saveRequestOf,
  writeStoredPreCheckIn,
  type PreCheckInDraft,
  type StoredPreCheckIn,
} from './pre-check-in-draft';
import { queueSave } from './pre-check-in-outbox';
import { cardEntryOf, cardFormProblems, emptyCardForm, type CardFormState } from './pre-check-in-payment';
import { stepProblems } from './pre-check-in-rules';
import { itemsForValidity } from './pre-check-in-summary-step';
import { useSaveOutbox, type SendState } from './use-save-outbox';

// The pre-check-in's state behind its page: the draft (a form of the one kit, checked by the
// rules of the step the guest is on) and the step, kept on the device as they change; the card
// being entered (a form of its own, never kept); moving between steps; and the save with its
// outbox (a save made offline waits on the device and goes, once, when the connection returns).
// A step's problems show once the guest tries to go on, and then follow what they type.

function stepContextOf(
  reservation: PreCheckInReservation,
  draft: PreCheckInDraft,
  config: PreCheckInConfig,
  narrow: boolean,
): PreCheckInStepContext {
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

export type { SendState };

export interface FlowProps {
  property: Property;
  config: PreCheckInConfig;
  link: PreCheckInLink;
  reservation: PreCheckInReservation;
  stored: StoredPreCheckIn | null;
  /** Opened from the device's copy: the booking service could not be reached. */
  offlineCopy: boolean;
}

export function usePreCheckInFlow({ property, config, link, reservation, stored }: Omit<FlowProps, 'offlineCopy'>) {
  const narrow = !useMediaQuery(wideScreenQuery);
  const online = useIsOnline();
  const referenceNumber = link.referenceNumber;
  const restored = stored && draftFitsReservation(stored.draft, reservation) ? stored : null;
  const [position, setPosition] = useState<PreCheckInPosition>(() => {
    const candidate = restored?.position;
    return candidate && isPositionValidFor(candidate, stepContextOf(reservation, restored.draft, config, narrow))
      ? candidate
      : initialPreCheckInPosition;
  });
  const form = useRuledForm<PreCheckInDraft>(
    schemaOfProblems((values: PreCheckInDraft) => stepProblems(position, values, reservation, config, narrow)),
    {
      defaultValues: restored?.draft ?? draftFromReservation(reservation),
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      shouldFocusError: false,
    },
  );
  const draft = useWatch({ control: form.control }) as PreCheckInDraft;
  const cardForm = useRuledForm<CardFormState>(schemaOfProblems(cardFormProblems), {
    defaultValues: emptyCardForm(reservation),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const card = useWatch({ control: cardForm.control }) as CardFormState;
  const [queuedWithCard, setQueuedWithCard] = useState(false);
  const context = useMemo(
    () => stepContextOf(reservation, draft, config, narrow),
    [reservation, draft, config, narrow],
  );
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

  const onSaved = useCallback((message: string) => setPosition((current) => afterSave(current, message)), []);
  const { deps, sendState, setSendState, cardLeftOut, sendWaitingSave } = useSaveOutbox(referenceNumber, onSaved);

  const save = () => {
    if (
      !canSavePreCheckIn(
        { booker: draft.booker, items: itemsForValidity(reservation, draft), saving: sendState === 'sending' },
        config,
      )
    )
      return;
    const cardEntry = cardEntryOf(card, property.CreditCards);
    // On the device first, with its key: whatever happens to the connection, it is not lost.
    writeStoredPreCheckIn(referenceNumber, {
      version: 1,
      code: link.code,
      reservation,
      draft,
      position,
      pending: readStoredPreCheckIn(referenceNumber)?.pending ?? null,
    });
    const pending = queueSave(deps, saveRequestOf(reservation, draft, link.code, cardEntry), cardEntry);
    setQueuedWithCard(pending?.cardLeftOut ?? false);
    if (!navigator.onLine) {
      setSendState('queued');
      return;
    }
    void sendWaitingSave();
  };

  // The domain's steps decide whether the guest may go on; held back, the step's problems show.
  const go = (next: PreCheckInPosition) => {
    if (next === position) {
      void form.handleSubmit(
        () => undefined,
        () =>
          requestAnimationFrame(() =>
            document
              .querySelector<HTMLElement>('.checkin [aria-invalid="true"], .checkin .checkin-field__error')
              ?.focus(),
          ),
      )();
      return;
    }
    // The next step starts without problems shown, until the guest tries to leave it.
    form.reset(undefined, { keepValues: true, keepDefaultValues: true });
    setPosition(next);
  };
  const back = previousPosition(position, context);
  const progress = preCheckInProgress(position, context);
  /** A change made by a step's own controls (the extras' quantities, the special requests). */
  const changeDraft = (change: (current: PreCheckInDraft) => PreCheckInDraft) => {
    const current = form.getValues();
    const next = change(current);
    if (next.items !== current.items) form.setValue('items', next.items, { shouldDirty: true });
    if (next.specialRequests !== current.specialRequests)
      form.setValue('specialRequests', next.specialRequests, { shouldDirty: true });
  };

  return {
    narrow,
    online,
    form,
    draft,
    changeDraft,
    position,
    card,
    cardForm,
    sendState,
    queuedWithCard,
    cardLeftOut,
    context,
    countries,
    save,
    go,
    back,
    progress,
  };
}
