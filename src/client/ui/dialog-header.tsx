import { IonHeader, IonToolbar } from './ion-header';
import { IonButton, IonButtons } from './ion-button';
import { closeOutline } from 'ionicons/icons';
import { Icon } from './icon';

/** The header every dialog shares: its title as a heading and a Close button. */
export function DialogHeader({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <IonHeader>
      <IonToolbar>
        <h2 className="dialog-title">{title}</h2>
        <IonButtons slot="end">
          <IonButton onClick={onClose} aria-label="Close">
            <Icon icon={closeOutline} slot="icon-only" />
          </IonButton>
        </IonButtons>
      </IonToolbar>
    </IonHeader>
  );
}
