import { IonContent } from './ion-content';
import { IonModal } from './ion-modal';
import { callOutline, globeOutline, locationOutline, mailOutline } from 'ionicons/icons';
import { DialogHeader } from './dialog-header';
import { Icon } from './icon';

// The Contact Us dialog (docs/product.md): how to reach the property, every line a link that
// does something (call, write, visit).

export interface ContactDetails {
  name: string;
  address: string | null;
  telephone: string | null;
  email: string | null;
  websiteUrl: string | null;
}

export function ContactUsDialog({
  isOpen,
  onClose,
  contact,
}: {
  isOpen: boolean;
  onClose: () => void;
  contact: ContactDetails;
}) {
  const telHref = contact.telephone ? `tel:${contact.telephone.replace(/[^+\d]/g, '')}` : null;
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label="Contact us" className="contact-dialog">
      <DialogHeader title="Contact us" onClose={onClose} />
      <IonContent className="contact-dialog__content">
        <p className="contact-dialog__intro">
          We're happy to help with your booking at <strong>{contact.name}</strong>.
        </p>
        <ul className="contact-list">
          {contact.address ? (
            <li>
              <Icon icon={locationOutline} />
              <div>
                <span className="contact-list__label">Address</span>
                <address>{contact.address}</address>
              </div>
            </li>
          ) : null}
          {contact.telephone && telHref ? (
            <li>
              <Icon icon={callOutline} />
              <div>
                <span className="contact-list__label">Phone</span>
                <a href={telHref}>{contact.telephone}</a>
              </div>
            </li>
          ) : null}
          {contact.email ? (
            <li>
              <Icon icon={mailOutline} />
              <div>
                <span className="contact-list__label">Email</span>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </div>
            </li>
          ) : null}
          {contact.websiteUrl ? (
            <li>
              <Icon icon={globeOutline} />
              <div>
                <span className="contact-list__label">Website</span>
                <a href={contact.websiteUrl} target="_blank" rel="noopener noreferrer">
                  {contact.websiteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </div>
            </li>
          ) : null}
        </ul>
      </IonContent>
    </IonModal>
  );
}
