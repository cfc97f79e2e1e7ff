import type { StaffRole } from '../../domain/staff-roles';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { recordStaffChange } from './audit';
import { createStaffRepository } from './repository';
import { createSetPassword, setPasswordUrl } from './set-password';
import { normaliseEmail } from './staff-secrets';

// The first owner of a property (or group) is made from the server's shell, where only the
// people who run the server are: `npm run staff:create`. It creates the member (or finds them),
// sets the role, and answers a one-time set-password link (24 hours) to hand over.

export interface ShellStaff {
  email: string;
  name?: string | undefined;
  role: StaffRole;
  /** A property code, or a group code with `scope: 'group'`. */
  scope: { property: string } | { group: string };
}

export async function createStaffFromShell(
  db: Db,
  options: { secretKey: string; publicUrl: string; now: () => Date },
  staff: ShellStaff,
): Promise<{ staffId: number; link: string; propertyCodes: string[] }> {
  const repository = createStaffRepository(db);
  const setPassword = createSetPassword({ repository, secretKey: options.secretKey, now: options.now });
  const email = normaliseEmail(staff.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new AppError('invalid', `${staff.email} is not an email address.`, {});
  const now = options.now();
  const result = await repository.transaction(async (tx, txDb) => {
    const scope =
      'property' in staff.scope
        ? await tx.findProperty(staff.scope.property).then((p) => (p ? { propertyId: p.id } : null))
        : await tx.findGroup(staff.scope.group).then((g) => (g ? { groupId: g.id } : null));
    if (!scope) {
      const what = 'property' in staff.scope ? `property ${staff.scope.property}` : `group ${staff.scope.group}`;
      throw new AppError('not-found', `There is no ${what}.`);
    }
    const member = await tx.upsertMember(email, staff.name ?? '', now);
    if (staff.name && member.name !== staff.name)
      await tx.updateMember(member.id, { name: staff.name, updatedAt: now });
    await tx.grantRole(member.id, scope, staff.role);
    const { token } = await setPassword.issue(tx, member.id);
    const properties = (await tx.propertyRolesOf(member.id)).filter((p) =>
      'propertyId' in scope ? p.propertyId === scope.propertyId : p.via === 'group',
    );
    for (const property of properties) {
      await recordStaffChange(txDb, {
        actor: { staffId: null, email: 'shell', name: 'Server shell', propertyId: property.propertyId },
        action: 'staff.create',
        subject: { type: 'staff', ref: email },
        before: null,
        after: { Email: email, Role: staff.role, ...('group' in staff.scope ? { Group: staff.scope.group } : {}) },
      });
    }
    return { staffId: member.id, token, propertyCodes: properties.map((p) => p.propertyCode) };
  });
  return {
    staffId: result.staffId,
    link: setPasswordUrl(options.publicUrl, result.token),
    propertyCodes: result.propertyCodes,
  };
}
