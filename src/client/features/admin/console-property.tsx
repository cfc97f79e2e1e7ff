import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import type { StaffMe } from '../../../contract/admin-staff';
import { roleMay, staffRoleNames, type StaffPermission, type StaffRole } from '../../../domain/staff-roles';
import { useDocumentTitle } from '../../ui/document-title';
import { sectionHref, sectionsFor } from './console-sections';

// The console of one property (/Admin/$propertyCode): the member's role there, the navigation
// of the sections that role may use, and the section's page beside it. Section pages read the
// property and role with `useConsoleProperty`.

export interface ConsoleProperty {
  propertyCode: string;
  propertyName: string;
  role: StaffRole;
  me: StaffMe;
  may: (permission: StaffPermission) => boolean;
}

const ConsolePropertyContext = createContext<ConsoleProperty | null>(null);

export function useConsoleProperty(): ConsoleProperty {
  const value = useContext(ConsolePropertyContext);
  if (!value) throw new Error('useConsoleProperty is used outside /Admin/$propertyCode');
  return value;
}

/** A section page of the console: its property and role, and its title in the tab (with the property's name). */
export function useConsolePage(title: string): ConsoleProperty {
  const property = useConsoleProperty();
  useDocumentTitle(title, property.propertyName);
  return property;
}

export function PropertyConsole({
  me,
  propertyCode,
  children,
}: {
  me: StaffMe;
  propertyCode: string;
  children: ReactNode;
}) {
  const held = me.Properties.find((p) => p.PropertyCode.toUpperCase() === propertyCode.toUpperCase());
  if (!held) return <NoRoleHere propertyCode={propertyCode} />;
  const value: ConsoleProperty = {
    propertyCode: held.PropertyCode,
    propertyName: held.PropertyName,
    role: held.Role,
    me,
    may: (permission) => roleMay(held.Role, permission),
  };
  return (
    <ConsolePropertyContext.Provider value={value}>
      <div className="console">
        <ConsoleNav property={value} />
        <div className="console__page">{children}</div>
      </div>
    </ConsolePropertyContext.Provider>
  );
}

/** A link to a section's page. Those are other features' routes: the router follows it without a reload. */
export function SectionLink({ href, current, children }: { href: string; current?: boolean; children: ReactNode }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={follow} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}

function ConsoleNav({ property }: { property: ConsoleProperty }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav className="console__nav" aria-label="Console sections">
      <p className="console__property">
        <strong>{property.propertyName}</strong>
        <span>{staffRoleNames[property.role]}</span>
        {property.me.Properties.length > 1 ? (
          <>
            {' · '}
            <Link to="/Admin">Switch property</Link>
          </>
        ) : null}
      </p>
      <ul>
        {sectionsFor(property.role).map((section, index, shown) => {
          const href = sectionHref(property.propertyCode, section);
          // A group's heading goes before its first section.
          const heading = section.group && shown[index - 1]?.group !== section.group ? section.group : null;
          return (
            <li key={section.path} className={section.group ? 'console__nav-grouped' : undefined}>
              {heading ? <span className="console__nav-group">{heading}</span> : null}
              <SectionLink href={href} current={pathname.toLowerCase().startsWith(href.toLowerCase())}>
                {section.label}
              </SectionLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function NoRoleHere({ propertyCode }: { propertyCode: string }) {
  useDocumentTitle('No access', 'Stayfront console');
  return (
    <div className="console-narrow">
      <h1 className="console__title">No access to {propertyCode}</h1>
      <p className="sf-notice sf-notice--warning" role="alert">
        You have no role on this property. Ask one of its owners to invite you.
      </p>
      <Link to="/Admin" className="sf-button sf-button--primary">
        Your properties
      </Link>
    </div>
  );
}
