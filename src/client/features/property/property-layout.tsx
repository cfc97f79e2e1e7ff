import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Property } from '../../../contract/property';
import { useBrandTheme } from '../../ui/brand-theme';
import { PageLayout } from '../../ui/page-layout';
import { usePageViewTracking } from '../../page-view-tracking';
import { rememberLastProperty } from './last-property';
import { PropertyFooter } from './property-footer';
import { PropertyLogo } from './property-logo';
import { PropertyMenuButton } from './property-menu-button';

// Loaded when the guest first opens the menu (see property-menu-button.tsx).
const loadPropertyMenu = () => import('./property-menu');
const PropertyMenu = lazy(() => loadPropertyMenu().then((module) => ({ default: module.PropertyMenu })));

/** The frame of every page of one property: its brand, menu, footer and page-view tracking. */
export function PropertyLayout({ property, children }: { property: Property; children: ReactNode }) {
  useBrandTheme(property.Theme);
  usePageViewTracking({
    propertyCode: property.PropertyCode,
    googleTagManagerContainerId: property.GoogleTagManagerContainerId,
    facebookPixelId: property.FacebookPixelId,
  });
  useEffect(() => rememberLastProperty(property.PropertyCode), [property.PropertyCode]);
  // The menu mounts (and opens) at the first press of the menu button; later presses open it.
  const [menuWanted, setMenuWanted] = useState(false);
  const openMenu = () =>
    menuWanted ? void loadPropertyMenu().then((module) => module.openSideMenu()) : setMenuWanted(true);

  return (
    <PageLayout
      brand={
        <PropertyLogo
          propertyCode={property.PropertyCode}
          name={property.PropertyName}
          logoUrl={property.LogoFileUrl}
        />
      }
      headerEnd={<PropertyMenuButton onOpen={openMenu} />}
      menu={
        menuWanted ? (
          <Suspense fallback={null}>
            <PropertyMenu property={property} />
          </Suspense>
        ) : null
      }
      footer={<PropertyFooter property={property} />}
    >
      {children}
    </PageLayout>
  );
}
