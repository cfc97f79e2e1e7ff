import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { menuController } from '@ionic/core/components';
import {
  bedOutline,
  chatbubblesOutline,
  documentTextOutline,
  globeOutline,
  logInOutline,
  logOutOutline,
  personCircleOutline,
  restaurantOutline,
} from 'ionicons/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Property } from '../../../contract/property';
import { describeError } from '../../api';
import { requestLogin } from '../../ui/login-request';
import { useNotices } from '../../ui/notices';
import { SideMenu, SideMenuButton, SideMenuLink, sideMenuId } from '../../ui/side-menu';
import { accountQueryOptions } from '../account/api/get-account';
import { loggedOutMessage, useLogout } from '../account/api/logout';
import { bookingConfigQueryOptions } from './api/get-booking-config';
import { Icon } from '../../ui/icon';

// The property's menu (docs/product.md, pages): book, book a table, the bookings kept on this device,
// contact us, the hotel's website, and the guest's account: Login when signed out; Manage
// account and Logout when signed in.
// The menu loads when the guest first opens it (property-menu-button.tsx) and opens as it
// mounts; the Contact us dialog loads when first opened (docs/budgets.md).
const ContactUsDialog = lazy(() =>
  import('../../ui/contact-us-dialog').then((module) => ({ default: module.ContactUsDialog })),
);

/** Opens the side menu (once it is on the page). */
export function openSideMenu(): void {
  void menuController.open(sideMenuId);
}

export function PropertyMenu({ property }: { property: Property }) {
  useEffect(openSideMenu, []);
  const [contactWanted, setContactWanted] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  // Book a table when the property takes table bookings (RestaurantBooking.ServiceActive).
  const tableBooking =
    useQuery(bookingConfigQueryOptions(property.PropertyCode)).data?.RestaurantBooking.ServiceActive ?? false;
  const account = useQuery(accountQueryOptions(property.PropertyCode));
  // Until the server has said who is signed in, neither Login nor Logout is offered.
  const signedIn = account.data ? true : account.data === null || account.isError ? false : null;
  const logout = useLogout();
  const { notify } = useNotices();
  const navigate = useNavigate();
  const onManageAccountPage = useRouterState({
    select: (state) => state.location.pathname.toLowerCase().startsWith('/manageaccount/'),
  });

  const logOut = async () => {
    try {
      await logout.mutateAsync();
      void notify({ kind: 'positive', message: loggedOutMessage });
      if (onManageAccountPage)
        void navigate({ to: '/Book/$propertyCode', params: { propertyCode: property.PropertyCode }, replace: true });
    } catch (error) {
      void notify({ kind: 'negative', message: describeError(error, 'Action failed') });
    }
  };

  const pageLinks: PageLink[] = [
    { to: '/Book/$propertyCode', icon: bedOutline, label: 'Book your stay' },
    ...(tableBooking
      ? [{ to: '/Book/$propertyCode/BookATable', icon: restaurantOutline, label: 'Book a table' } as const]
      : []),
    { to: '/Book/$propertyCode/Bookings', icon: documentTextOutline, label: 'Your bookings' },
  ];

  return (
    <>
      <SideMenu title={property.PropertyName}>
        {pageLinks.map((page) => (
          <PropertyPageLink key={page.to} {...page} propertyCode={property.PropertyCode} />
        ))}
        <SideMenuButton
          icon={chatbubblesOutline}
          label="Contact us"
          onSelect={() => {
            setContactWanted(true);
            setContactOpen(true);
          }}
        />
        {signedIn === false ? <SideMenuButton icon={logInOutline} label="Login" onSelect={requestLogin} /> : null}
        {signedIn ? (
          <>
            <PropertyPageLink
              to="/ManageAccount/$propertyCode"
              icon={personCircleOutline}
              label="Manage account"
              propertyCode={property.PropertyCode}
            />
            <SideMenuButton icon={logOutOutline} label="Logout" onSelect={() => void logOut()} />
          </>
        ) : null}
        {property.WebsiteUrl ? (
          <SideMenuLink>
            <a href={property.WebsiteUrl} target="_blank" rel="noopener noreferrer" className="side-menu__entry">
              <Icon icon={globeOutline} />
              <span>
                Hotel website<span className="visually-hidden"> (opens in a new tab)</span>
              </span>
            </a>
          </SideMenuLink>
        ) : null}
      </SideMenu>
      {contactWanted ? (
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
    </>
  );
}

interface PageLink {
  to:
    | '/Book/$propertyCode'
    | '/Book/$propertyCode/BookATable'
    | '/Book/$propertyCode/Bookings'
    | '/ManageAccount/$propertyCode';
  icon: string;
  label: string;
}

/** An entry of the menu that opens one of the property's pages. */
function PropertyPageLink({ to, icon, label, propertyCode }: PageLink & { propertyCode: string }) {
  return (
    <SideMenuLink>
      <Link to={to} params={{ propertyCode }} className="side-menu__entry">
        <Icon icon={icon} />
        <span>{label}</span>
      </Link>
    </SideMenuLink>
  );
}
