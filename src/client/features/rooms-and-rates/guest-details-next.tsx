import { IonIcon } from '@ionic/react';
import { callOutline, mailOutline, personOutline } from 'ionicons/icons';
import type { Property } from '../../../contract/property';

/**
 * The occupancy step (lead guest details) is the next release's: this says so plainly, keeps
 * the rooms in the basket, and gives the hotel's details for anyone who wants to book now.
 */
export function GuestDetailsNext({ property }: { property: Pick<Property, 'PropertyName' | 'Telephone' | 'Email'> }) {
  return (
    <div className="next-step">
      <p className="next-step__badge">
        <IonIcon icon={personOutline} aria-hidden="true" />
        <span>Arriving in the next release</span>
      </p>
      <p className="next-step__lead">Your rooms are chosen. Entering guest details, extras and paying online come in the next release.</p>
      <p className="next-step__text">
        Your choices are saved on this device, so you can come back to them. To book now, {property.PropertyName} will be glad to take your booking directly.
      </p>
      <p className="next-step__actions">
        {property.Telephone ? (
          <a href={`tel:${property.Telephone.replace(/[^+\d]/g, '')}`} className="sf-button sf-button--primary">
            <IonIcon icon={callOutline} aria-hidden="true" />
            <span>Call {property.Telephone}</span>
          </a>
        ) : null}
        {property.Email ? (
          <a href={`mailto:${property.Email}`} className="sf-button sf-button--secondary">
            <IonIcon icon={mailOutline} aria-hidden="true" />
            <span>Email the hotel</span>
          </a>
        ) : null}
      </p>
    </div>
  );
}
