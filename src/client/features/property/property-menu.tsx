import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IonIcon, IonMenuButton } from '@ionic/react';
import { bedOutline, chatbubblesOutline, globeOutline, menuOutline, restaurantOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { Property } from '../../../contract/property';
import { ContactUsDialog } from '../../ui/contact-us-dialog';
import { SideMenu, SideMenuButton, SideMenuLink, sideMenuId } from '../../ui/side-menu';
import { bookingConfigQueryOptions } from './api/get-booking-config';

// The property's menu (spec section 2): contact us for now; login, manage account and logout
// join it when accounts arrive.

export function PropertyMenuButton() {
  return (
    <IonMenuButton menu={sideMenuId} autoHide={false} aria-label="Open menu" className="menu-button">
      <IonIcon icon={menuOutline} aria-hidden="true" />
    </IonMenuButton>
  );
}

export function PropertyMenu({ property }: { property: Property }) {
  const [contactOpen, setContactOpen] = useState(false);
  // Book a table when the property takes table bookings (RestaurantBooking.ServiceActive).
  const tableBooking = useQuery(bookingConfigQueryOptions(property.PropertyCode)).data?.RestaurantBooking.ServiceActive ?? false;
  return (
    <>
      <SideMenu title={property.PropertyName}>
        <SideMenuLink>
          <Link to="/Book/$propertyCode" params={{ propertyCode: property.PropertyCode }} className="side-menu__entry">
            <IonIcon icon={bedOutline} aria-hidden="true" />
            <span>Book your stay</span>
          </Link>
        </SideMenuLink>
        {tableBooking ? (
          <SideMenuLink>
            <Link to="/Book/$propertyCode/BookATable" params={{ propertyCode: property.PropertyCode }} className="side-menu__entry">
              <IonIcon icon={restaurantOutline} aria-hidden="true" />
              <span>Book a table</span>
            </Link>
          </SideMenuLink>
        ) : null}
        <SideMenuButton icon={chatbubblesOutline} label="Contact us" onSelect={() => setContactOpen(true)} />
        {property.WebsiteUrl ? (
          <SideMenuLink>
            <a href={property.WebsiteUrl} target="_blank" rel="noopener noreferrer" className="side-menu__entry">
              <IonIcon icon={globeOutline} aria-hidden="true" />
              <span>
                Hotel website<span className="visually-hidden"> (opens in a new tab)</span>
              </span>
            </a>
          </SideMenuLink>
        ) : null}
      </SideMenu>
      <ContactUsDialog
        isOpen={contactOpen}
        onClose={() => setContactOpen(false)}
        contact={{
          name: property.PropertyName,
          address: property.PropertyAddress || null,
          telephone: property.Telephone,
          email: property.Email,
          websiteUrl: property.WebsiteUrl,
        }}
      />
    </>
  );
}
