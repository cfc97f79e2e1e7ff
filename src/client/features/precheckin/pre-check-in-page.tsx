import { alertCircleOutline, arrowBackOutline, checkmarkCircle, warningOutline } from 'ionicons/icons';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { invalidPreCheckInLinkMessage, type PreCheckInNotice } from '../../../contract/pre-check-in';
import type { PreCheckInConfig, Property } from '../../../contract/property';
import { afterExtras, afterPaymentDetails, afterStart, goToStep } from '../../../domain/pre-check-in-steps';
import { OfflineError, offlineMessage } from '../../api';
import { useDocumentTitle } from '../../ui/document-title';
import { PageLoading } from '../../ui/page-loading';
import {
  isPreCheckInNotice,
  isPreCheckInReservation,
  usePreCheckIn,
  type PreCheckInLink,
} from './api/get-pre-check-in';
import { readStoredPreCheckIn, saveRequestOf, withServiceQuantity } from './pre-check-in-draft';
import { BookerStep, CompleteStep, GuestStep, RoomStep } from './pre-check-in-guest-steps';
import { isWaitingSave } from './pre-check-in-outbox';
import { cardChoiceText, PaymentDetailsStep } from './pre-check-in-payment';
import { PreCheckInHeader, SendStatus } from './pre-check-in-progress';
import { ExtrasStep, StartStep } from './pre-check-in-stay-steps';
import { SummaryStep } from './pre-check-in-summary-step';
import { usePreCheckInFlow, type FlowProps } from './use-pre-check-in-flow';
import './pre-check-in.css';
import { Icon } from '../../ui/icon';

// Pre Check In (docs/product.md, pre-check-in): from the emailed link, on a phone, step on page.
// The guest's entries stay on the device while they type and come back after a reload; a Save
// made without a connection waits on the device and is sent, once, when the connection returns.

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
    return (
      <PreCheckInFlow
        key={loaded.ReferenceNumber}
        property={property}
        config={config}
        link={link}
        reservation={loaded}
        stored={stored}
        offlineCopy={false}
      />
    );
  }
  if (!loaded && query.error instanceof OfflineError && stored) {
    return (
      <PreCheckInFlow
        key={stored.reservation.ReferenceNumber}
        property={property}
        config={config}
        link={link}
        reservation={stored.reservation}
        stored={stored}
        offlineCopy
      />
    );
  }
  return (
    <InvalidLink
      notice={isPreCheckInNotice(loaded) ? loaded : null}
      offline={query.error instanceof OfflineError && query.error.offline}
    />
  );
}

/** docs/product.md, errors and notices: the server's notice as a badge (positive if Success, else warning); anything else, or no answer, the invalid-link message. */
function InvalidLink({ notice, offline }: { notice: PreCheckInNotice | null; offline: boolean }) {
  const tone = notice ? (notice.Success ? 'positive' : 'warning') : 'negative';
  const title = notice?.Title || 'Error';
  const message = notice?.Message || invalidPreCheckInLinkMessage;
  return (
    <section className="checkin" aria-labelledby="checkin-notice-title">
      <div className="sf-card checkin-card checkin-notice">
        <p className={`checkin-badge checkin-badge--${tone}`}>
          <Icon
            icon={tone === 'positive' ? checkmarkCircle : tone === 'warning' ? warningOutline : alertCircleOutline}
          />
          <span>{tone === 'positive' ? 'Success' : tone === 'warning' ? 'Warning' : 'Error'}</span>
        </p>
        <h1 id="checkin-notice-title" className="checkin__title">
          {title}
        </h1>
        <p className="checkin-lead">{message}</p>
        {/* The documented message for any failure; without a connection the guest also learns why. */}
        {offline ? <p className="checkin-note">{offlineMessage}</p> : null}
      </div>
    </section>
  );
}

function PreCheckInFlow({ property, config, link, reservation, stored, offlineCopy }: FlowProps) {
  const flow = usePreCheckInFlow({ property, config, link, reservation, stored });
  const { draft, changeDraft, position, card, sendState, context, back, go, save } = flow;
  const steps = { flow, reservation, config };

  return (
    <FormProvider {...flow.form}>
      <div className="checkin">
        <PreCheckInHeader
          propertyName={property.PropertyName}
          reservation={reservation}
          position={position}
          progress={flow.progress}
        />
        <SendStatus sendState={sendState} offline={offlineCopy || !flow.online} queuedWithCard={flow.queuedWithCard} />

        {back ? (
          <button type="button" className="sf-button sf-button--secondary checkin__back" onClick={() => go(back)}>
            <Icon icon={arrowBackOutline} />
            <span>Back</span>
          </button>
        ) : null}

        {position.step === 'Start' ? (
          <StartStep
            reservation={reservation}
            propertyName={property.PropertyName}
            onStart={() => go(afterStart(position, context))}
          />
        ) : null}
        {position.step === 'Booker' ? <BookerStep {...steps} /> : null}
        {position.step === 'Room' ? <RoomStep {...steps} /> : null}
        {position.step === 'Guest' ? <GuestStep {...steps} /> : null}
        {position.step === 'Extras' && draft.items[position.itemIndex] ? (
          <ExtrasStep
            propertyCode={property.PropertyCode}
            reservation={reservation}
            itemIndex={position.itemIndex}
            entry={draft.items[position.itemIndex]!}
            onQuantity={(serviceId, quantity) =>
              changeDraft((current) =>
                withServiceQuantity(current, reservation, position.itemIndex, serviceId, quantity),
              )
            }
            onContinue={() => go(afterExtras(position, context))}
          />
        ) : null}
        {position.step === 'PaymentDetails' ? (
          <PaymentDetailsStep
            reservation={reservation}
            form={flow.cardForm}
            onContinue={() => go(afterPaymentDetails(position))}
          />
        ) : null}
        {position.step === 'Summary' ? (
          <SummaryStep
            property={property}
            config={config}
            reservation={reservation}
            draft={draft}
            cardText={cardChoiceText(card, reservation)}
            sending={
              sendState === 'sending' ||
              (sendState === 'queued' &&
                isWaitingSave(link.referenceNumber, saveRequestOf(reservation, draft, link.code, null)))
            }
            onSpecialRequests={(specialRequests) => changeDraft((current) => ({ ...current, specialRequests }))}
            onChange={(step, itemIndex) => go(goToStep(position, step, itemIndex))}
            onSave={save}
          />
        ) : null}
        {position.step === 'Complete' ? (
          <CompleteStep message={position.completeMessage} cardLeftOut={flow.cardLeftOut} />
        ) : null}
      </div>
    </FormProvider>
  );
}
