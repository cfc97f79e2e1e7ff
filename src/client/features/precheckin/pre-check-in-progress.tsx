import { IonSpinner } from '../../ui/ion-spinner';
import { cloudOfflineOutline, informationCircleOutline } from 'ionicons/icons';
import type { PreCheckInReservation } from '../../../contract/pre-check-in';
import {
  preCheckInStageNames,
  type PreCheckInPosition,
  type preCheckInProgress,
} from '../../../domain/pre-check-in-steps';
import type { SendState } from './use-pre-check-in-flow';
import { Icon } from '../../ui/icon';

// The top of pre-check-in: where the guest is (the steps) and what happens to their entries
// (offline, sending, waiting to be sent, the card left out).

export const offlineQueuedMessage = "You're offline. We'll send your check-in as soon as you're back online.";
export const sendingMessage = 'Sending…';

export interface PreCheckInHeaderProps {
  propertyName: string;
  reservation: PreCheckInReservation;
  position: PreCheckInPosition;
  progress: ReturnType<typeof preCheckInProgress>;
}

export function PreCheckInHeader({ propertyName, reservation, position, progress }: PreCheckInHeaderProps) {
  return (
    <header className="checkin__header">
      <p className="checkin__eyebrow">{propertyName}</p>
      <h1 className="checkin__title">Pre check-in</h1>
      {position.step !== 'Start' && position.step !== 'Complete' ? (
        <p className="checkin__reference">Booking {reservation.ReferenceNumber}</p>
      ) : null}
      {progress ? (
        <nav className="checkin-progress" aria-label="Pre check-in steps">
          <p className="checkin-progress__count">
            Step {progress.current} of {progress.stages.length}:{' '}
            {preCheckInStageNames[progress.stages[progress.current - 1]!]}
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
  );
}

export interface SendStatusProps {
  sendState: SendState;
  /** Offline now, or the page opened from the device's copy. */
  offline: boolean;
  queuedWithCard: boolean;
}

export function SendStatus({ sendState, offline, queuedWithCard }: SendStatusProps) {
  return (
    <>
      {offline ? (
        <p className="checkin-status checkin-status--info" role="status">
          <Icon icon={cloudOfflineOutline} />
          <span>
            {sendState === 'queued'
              ? offlineQueuedMessage
              : "You're offline. Your details are kept on this device; you can carry on, and we'll send them when you save and are back online."}
          </span>
        </p>
      ) : null}
      {sendState === 'queued' && !offline ? (
        <p className="checkin-status checkin-status--info" role="status">
          <Icon icon={cloudOfflineOutline} />
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
          <Icon icon={informationCircleOutline} />
          <span>
            For your security, card details are never stored on this device. Keep this page open and your card goes with
            your check-in; if it is closed first, your check-in is sent without the card and you can give it to us on
            arrival.
          </span>
        </p>
      ) : null}
    </>
  );
}
