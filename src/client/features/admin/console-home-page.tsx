import { Link, Navigate } from '@tanstack/react-router';
import type { StaffMe } from '../../../contract/admin-staff';
import { staffRoleNames } from '../../../domain/staff-roles';
import { useDocumentTitle } from '../../ui/document-title';
import { SectionLink, useConsoleProperty } from './console-property';
import { sectionHref, sectionsFor } from './console-sections';

// /Admin: the properties (and groups) the member works at, straight to the one property when
// that is all; /Admin/$propertyCode: the sections their role there opens; /Admin/Group/$groupCode:
// a group's properties, for staff with a role on the whole group.

export function ConsoleHomePage({ me }: { me: StaffMe }) {
  useDocumentTitle('Your properties', 'Stayfront console');
  const only = me.Properties.length === 1 && me.Groups.length === 0 ? me.Properties[0] : undefined;
  if (only) return <Navigate to="/Admin/$propertyCode" params={{ propertyCode: only.PropertyCode }} replace />;
  return (
    <div className="console-narrow">
      <h1 className="console__title">Your properties</h1>
      {me.Properties.length === 0 ? (
        <p className="sf-notice sf-notice--info" role="status">
          You have no role on any property yet. Ask an owner to invite you.
        </p>
      ) : (
        <ul className="console-card console-links">
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
      {me.Groups.length > 0 ? (
        <>
          <h2>Your groups</h2>
          <ul className="console-card console-links">
            {me.Groups.map((g) => (
              <li key={g.GroupCode}>
                <Link to="/Admin/Group/$groupCode" params={{ groupCode: g.GroupCode }}>
                  {g.GroupCode}
                </Link>{' '}
                <span className="console-muted">({staffRoleNames[g.Role]})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
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
      <ul className="console-card console-links">
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

/** /Admin/Group/$groupCode: for staff with a role on a whole group, its properties' consoles. */
export function GroupHomePage({ me, groupCode }: { me: StaffMe; groupCode: string }) {
  const group = me.Groups.find((g) => g.GroupCode.toUpperCase() === groupCode.toUpperCase());
  useDocumentTitle(group?.GroupCode ?? groupCode, 'Stayfront console');
  if (!group) {
    return (
      <div className="console-narrow">
        <h1 className="console__title">No access to {groupCode}</h1>
        <p className="sf-notice sf-notice--warning" role="alert">
          You have no role on this group of properties.
        </p>
        <Link to="/Admin" className="sf-button sf-button--primary">
          Your properties
        </Link>
      </div>
    );
  }
  const properties = me.Properties.filter((p) => p.GroupCode === group.GroupCode);
  return (
    <div className="console-narrow">
      <h1 className="console__title">{group.GroupCode}</h1>
      <p>{staffRoleNames[group.Role]} of every property of the group. Open a property's console:</p>
      <ul className="console-card console-links">
        {properties.map((p) => (
          <li key={p.PropertyCode}>
            <Link to="/Admin/$propertyCode" params={{ propertyCode: p.PropertyCode }}>
              {p.PropertyName}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
