import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useIsOnline } from './online-status';

/** Tells the guest plainly what works offline and what needs a connection. */
export function OfflineBanner() {
  const online = useIsOnline();
  return (
    <div role="status" className="offline-banner-region">
      {online ? null : (
        <p className="offline-banner">
          <IonIcon icon={cloudOfflineOutline} aria-hidden="true" />
          <span>
            <strong>You're offline.</strong> You can still look around; searching for rooms, booking and signing in need
            a connection.
          </span>
        </p>
      )}
    </div>
  );
}
