import type { ReactNode } from 'react';
import { Icon } from './icon';

// A guest page's hero, in the band of the brand colour: the page's icon, the property's name
// above the page's title, and a line on what the page is for.

export interface PageHeroProps {
  icon: string;
  propertyName: string;
  title: string;
  lead?: ReactNode;
  /** The page's own classes, beside the hero's. */
  className?: string;
  titleClassName: string;
}

export function PageHero({ icon, propertyName, title, lead, className, titleClassName }: PageHeroProps) {
  return (
    <header className={className ? `sf-hero ${className}` : 'sf-hero'}>
      <div className="sf-hero__icon" aria-hidden="true">
        <Icon icon={icon} />
      </div>
      <div>
        <p className="sf-hero__eyebrow">{propertyName}</p>
        <h1 className={`sf-hero__title ${titleClassName}`}>{title}</h1>
        {lead ? <p className="sf-hero__lead">{lead}</p> : null}
      </div>
    </header>
  );
}
