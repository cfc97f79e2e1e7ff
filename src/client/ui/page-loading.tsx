import { IonSpinner } from './ion-spinner';

/** A page waiting for its own data (a booking), saying what it waits for. */
export function PageLoading({ text }: { text: string }) {
  return (
    <div className="page-pending" role="status">
      <IonSpinner name="crescent" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
