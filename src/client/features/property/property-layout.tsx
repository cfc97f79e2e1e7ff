import { useEffect, type ReactNode } from 'react';
import type { Property } from '../../../contract/property';
import { useBrandTheme } from '../../ui/brand-theme';
import { PageLayout } from '../../ui/page-layout';
import { usePageViewTracking } from '../../page-view-tracking';
import { rememberLastProperty } from './last-property';
import { PropertyFooter } from './property-footer';
import { PropertyLogo } from './property-logo';
import { PropertyMenu, PropertyMenuButton } from './property-menu';

/** The frame of every page of one property: its brand, menu, footer and page-view tracking. */
export function PropertyLayout({ property, children }: { property: Property; children: ReactNode }) {
  useBrandTheme(property.Theme);
  usePageViewTracking({
    propertyCode: property.PropertyCode,
    googleTagManagerContainerId: property.GoogleTagManagerContainerId,
    facebookPixelId: property.FacebookPixelId,
  });
  useEffect(() => rememberLastProperty(property.PropertyCode), [property.PropertyCode]);

  return (
    <PageLayout
      brand={<PropertyLogo propertyCode={property.PropertyCode} name={property.PropertyName} logoUrl={property.LogoFileUrl} />}
      headerEnd={<PropertyMenuButton />}
      menu={<PropertyMenu property={property} />}
      footer={<PropertyFooter property={property} />}
    >
      {children}
    </PageLayout>
  );
}
