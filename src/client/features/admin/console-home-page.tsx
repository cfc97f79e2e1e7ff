import { Link, Navigate } from '@tanstack/react-router';
import type { StaffMe } from '../../../contract/admin-staff';
import { staffRoleNames } from '../../../domain/staff-roles';
import { useDocumentTitle } from '../../ui/document-title';
import { SectionLink, useConsoleProperty } from './console-property';
import { sectionHref, sectionsFor } from './console-sections';

// /Admin: the properties the member works at (straight to the one when there is only one), and
// /Admin/$propertyCode: the sections their role there opens.

export function ConsoleHomePage({ me }: { me: StaffMe }) {
  useDocumentTitle('Your properties', 'Stayfront console');
  const only = me.Properties.length === 1 ? me.Properties[0] : undefined;
  if (only) return <Navigate to="/Admin/$propertyCode" params={{ propertyCode: only.PropertyCode }} replace />;
  return (
    <div className="console-narrow">
      <h1 className="console__title">Your properties</h1>
      {me.Properties.length === 0 ? (
        <p className="sf-notice sf-notice--info" role="status">
          You have no role on any property yet. Ask an owner to invite you.
        </p>
      ) : (
        <ul className="console-card">
          {me.Properties.map((p) => (
            <li key={p.PropertyCode}>
              <Link to="/Admin/$propertyCode" params={{ propertyCode: p.PropertyCode }}>
                {p.PropertyName}
              </Link>{' '}
              <span className="console-muted">
                ({staffRoleNames[p.Role]}
                {p.GroupCode ? `, through ${p.GroupCode}` : ''})
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function PropertyHomePage() {
  const property = useConsoleProperty();
  useDocumentTitle(property.propertyName, 'Stayfront console');
  return (
    <>
      <h1 className="console__title">{property.propertyName}</h1>
      <p>
        Signed in as {property.me.Name || property.me.Email}, {staffRoleNames[property.role]}.
      </p>
      <ul className="console-card">
        {sectionsFor(property.role).map((section) => (
          <li key={section.path}>
            <SectionLink href={sectionHref(property.propertyCode, section)}>{section.label}</SectionLink>
          </li>
        ))}
      </ul>
      {!property.me.TwoFactorEnabled ? (
        <p className="sf-notice sf-notice--info">
          Protect your account with two-factor sign-in: <Link to="/Admin/Security">set it up in Security</Link>.
        </p>
      ) : null}
    </>
  );
}
