import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PropertyGroup } from '../../../contract/property';
import { BrandLogo } from '../../ui/brand-logo';
import { useBrandTheme } from '../../ui/brand-theme';
import { PageLayout } from '../../ui/page-layout';

/** The group search's own frame (docs/product.md, pages): the group's brand, not one hotel's. */
export function GroupLayout({ group, children }: { group: PropertyGroup; children: ReactNode }) {
  useBrandTheme(group.Theme);
  return (
    <PageLayout
      brand={
        <Link
          to="/BookGroup/$propertyCode"
          params={{ propertyCode: group.PropertyGroupCode }}
          className="brand-logo"
          aria-label={`${group.Name}, all hotels`}
        >
          <BrandLogo name={group.Name} logoUrl={group.LogoFileUrl} />
        </Link>
      }
      footer={
        <footer className="app-footer">
          <p className="app-footer__powered">Secure booking powered by Stayfront</p>
        </footer>
      }
    >
      {children}
    </PageLayout>
  );
}
