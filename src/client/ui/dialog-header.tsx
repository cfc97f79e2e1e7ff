import { IonHeader, IonIcon, IonToolbar } from '@ionic/react';
import { IonButton, IonButtons } from './ion-button';
import { closeOutline } from 'ionicons/icons';

/** The header every dialog shares: its title as a heading and a Close button. */
export function DialogHeader({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <IonHeader>
      <IonToolbar>
        <h2 className="dialog-title">{title}</h2>
        <IonButtons slot="end">
          <IonButton onClick={onClose} aria-label="Close">
            <IonIcon icon={closeOutline} slot="icon-only" aria-hidden="true" />
          </IonButton>
        </IonButtons>
      </IonToolbar>
    </IonHeader>
  );
}
