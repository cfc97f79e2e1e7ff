import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useBrandTheme } from './brand-theme';
import { PageLayout } from './page-layout';

/** The frame of pages that belong to no property (not found, error, unauthorised). */
export function StayfrontLayout({ children }: { children: ReactNode }) {
  useBrandTheme(undefined);
  return (
    <PageLayout
      brand={
        <Link to="/" className="app-wordmark">
          Stayfront
        </Link>
      }
      footer={
        <footer className="app-footer">
          <p className="app-footer__powered">Powered by Stayfront</p>
        </footer>
      }
    >
      {children}
    </PageLayout>
  );
}
