import type { ReactNode } from 'react';
import type { Property } from '../../../contract/property';
import { NotAvailableYet } from '../../ui/not-available-yet';

/** An account page that is not built yet, in the property's frame (the route supplies it). */
export function AccountComingSoon({ property, title, coming }: { property: Property; title: string; coming: ReactNode }) {
  return (
    <NotAvailableYet title={title} propertyCode={property.PropertyCode} propertyName={property.PropertyName} coming={coming}>
      <p className="not-available__note">You can book without an account: booking as a guest will always be possible.</p>
    </NotAvailableYet>
  );
}
