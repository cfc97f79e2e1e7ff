import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';
import { useIsInsidePageLayout } from './page-layout';
import { StayfrontLayout } from './stayfront-layout';
import { Icon } from './icon';

// A page that states one thing (not found, error, unauthorised, offline) and offers a way on.
// Inside a property's layout it is just the content; on its own it brings the Stayfront frame.

export interface StatusPageProps {
  /** The page's one h1: the error header (docs/product.md, errors: "Not found", "Error", ...). */
  title: string;
  icon: string;
  children: ReactNode;
  actions?: ReactNode;
}

export function StatusPage({ title, icon, children, actions }: StatusPageProps) {
  const inside = useIsInsidePageLayout();
  useDocumentTitle(title);
  const content = (
    <section className="status-page" aria-labelledby="status-page-title">
      <Icon icon={icon} className="status-page__icon" />
      <h1 id="status-page-title">{title}</h1>
      <div className="status-page__body">{children}</div>
      {actions ? <div className="status-page__actions">{actions}</div> : null}
    </section>
  );
  return inside ? content : <StayfrontLayout>{content}</StayfrontLayout>;
}
