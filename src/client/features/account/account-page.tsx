import type { ReactNode } from 'react';
import type { Property } from '../../../contract/property';
import { useDocumentTitle } from '../../ui/document-title';
import '../../ui/page-frame.css';
import './account.css';
import { PageHero } from '../../ui/page-hero';

// The frame of the account pages: the property's name and the page's title in a band of the
// brand colour, then the content on a card (one column on phones, a readable width on desktop).

export interface AccountPageProps {
  property: Property;
  title: string;
  lead?: ReactNode;
  icon: string;
  /** Wider content (the manage-account sections). */
  wide?: boolean;
  children: ReactNode;
}

export function AccountPage({ property, title, lead, icon, wide, children }: AccountPageProps) {
  useDocumentTitle(title, property.PropertyName);
  return (
    <div className={`sf-page${wide ? ' account-page--wide' : ''}`}>
      <PageHero
        icon={icon}
        propertyName={property.PropertyName}
        title={title}
        lead={lead}
        titleClassName="account-hero__title"
      />
      <div className="sf-page__body account-page__body">{children}</div>
    </div>
  );
}

/** A card of the account pages; `title` makes it a labelled region. */
export function AccountCard({
  title,
  titleId,
  children,
  description,
}: {
  title?: string;
  titleId?: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="sf-panel account-card" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className="sf-panel__title">
          {title}
        </h2>
      ) : null}
      {description ? <p className="account-card__description">{description}</p> : null}
      {children}
    </section>
  );
}
