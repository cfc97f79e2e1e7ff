import { Link } from '@tanstack/react-router';
import { constructOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';
import { Icon } from './icon';

// An honest page for a part of the product that is not built yet: it says so, says what is
// coming, and leads back to the search page. Never a form that pretends to work.

export interface NotAvailableYetProps {
  /** The page's h1, e.g. "Rooms and rates". */
  title: string;
  /** What the guest will be able to do here. */
  coming: ReactNode;
  /** The property whose search page to go back to. */
  propertyCode?: string;
  /** Extra content below (e.g. how to reach the hotel meanwhile). */
  children?: ReactNode;
  /** For the tab title. */
  propertyName?: string;
}

export function NotAvailableYet({ title, coming, propertyCode, propertyName, children }: NotAvailableYetProps) {
  useDocumentTitle(title, propertyName);
  return (
    <section className="not-available" aria-labelledby="not-available-title">
      <div className="sf-card not-available__card">
        <p className="not-available__badge">
          <Icon icon={constructOutline} />
          <span>Coming soon</span>
        </p>
        <h1 id="not-available-title">{title}</h1>
        <p className="not-available__lead">This part of online booking is not available yet.</p>
        <div className="not-available__coming">{coming}</div>
        {children}
        {propertyCode ? (
          <div className="not-available__actions">
            <Link to="/Book/$propertyCode" params={{ propertyCode }} className="sf-button sf-button--primary">
              Back to Book your stay
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
