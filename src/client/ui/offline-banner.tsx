import { cloudOfflineOutline } from 'ionicons/icons';
import { useIsOnline } from './online-status';
import { Icon } from './icon';

/** Tells the guest plainly what works offline and what needs a connection. */
export function OfflineBanner() {
  const online = useIsOnline();
  return (
    <div role="status" className="offline-banner-region">
      {online ? null : (
        <p className="offline-banner">
          <Icon icon={cloudOfflineOutline} />
          <span>
            <strong>You're offline.</strong> You can still look around; searching for rooms, booking and signing in need
            a connection.
          </span>
        </p>
      )}
    </div>
  );
}
