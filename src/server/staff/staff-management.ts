import { randomBytes } from 'node:crypto';
import type { ChangeStaffRoleRequest, InviteStaffRequest, StaffList, StaffMember } from '../../contract/admin-staff';
import type { StaffRole } from '../../domain/staff-roles';
import { enqueueMail, type MailOutbox } from '../mail/outbox';
import { AppError, fieldError, notFound } from '../errors';
import type { StaffActor } from './access';
import { recordStaffChange } from './audit';
import { inviteEmailMessage } from './invite-email';
import type { StaffQueries, StaffRepository } from './repository';
import { setPasswordTokenOf, setPasswordUrl, type SetPassword } from './set-password';
import { normaliseEmail } from './staff-secrets';
import { mailFromOf } from '../mail/sender';

// Owners manage their property's staff: list, invite by email (with a set-password link),
// change a role, remove, and reset a lost authenticator. Each change is audited in its own
// transaction. A property always keeps an owner: the last one cannot be demoted or removed.

export const staffInviteMailKind = 'staff-invite';

export const staffManagementMessages = {
  alreadyStaff: 'This person already has a role on this property.',
  notStaff: 'There is no such staff member on this property.',
  viaGroup: 'This role comes from the group; change it from the server shell.',
  lastOwner: 'A property needs an owner: make someone else owner first.',
} as const;

export interface StaffManagementDeps {
  repository: StaffRepository;
  setPassword: SetPassword;
  mailOutbox: Pick<MailOutbox, 'kick' | 'register'>;
  secretKey: string;
  publicUrl: string;
  mailFrom: string | undefined;
  now: () => Date;
}

const auditActor = (actor: StaffActor) => ({
  staffId: actor.staffId,
  email: actor.email,
  name: actor.name,
  propertyId: actor.propertyId,
});

export function createStaffManagement(deps: StaffManagementDeps) {
  const { repository } = deps;

  async function list(actor: StaffActor): Promise<StaffList> {
    const property = await repository.findProperty(actor.propertyCode);
    const rows = await repository.staffOfProperty(actor.propertyId, property?.groupId ?? null);
    // A member with a role on the property and one through its group shows once, with the direct one.
    const byId = new Map<number, StaffMember>();
    for (const r of rows) {
      if (byId.has(r.staffId) && r.viaGroup) continue;
      byId.set(r.staffId, {
        StaffId: r.staffId,
        Name: r.name,
        Email: r.email,
        Role: r.role,
        ViaGroup: r.viaGroup,
        HasPassword: r.hasPassword,
        TwoFactorEnabled: r.totpEnabled,
      });
    }
    return { Staff: [...byId.values()] };
  }

  async function invite(actor: StaffActor, request: InviteStaffRequest): Promise<StaffMember> {
    const email = normaliseEmail(request.Email);
    const now = deps.now();
    const member = await repository.transaction(async (tx, db) => {
      const found = await tx.upsertMember(email, request.Name.trim(), now);
      if (await tx.directRoleOn(found.id, actor.propertyId))
        throw fieldError('Email', staffManagementMessages.alreadyStaff);
      await tx.grantRole(found.id, { propertyId: actor.propertyId }, request.Role);
      const nonce = found.passwordHash ? null : (await deps.setPassword.issue(tx, found.id)).nonce;
      await enqueueMail(db, {
        kind: staffInviteMailKind,
        payload: { staffId: found.id, propertyId: actor.propertyId, role: request.Role, invitedBy: actor.name, nonce },
        dedupeKey: randomBytes(12).toString('hex'),
        now,
      });
      await recordStaffChange(db, {
        actor: auditActor(actor),
        action: 'staff.invite',
        subject: { type: 'staff', ref: email },
        before: null,
        after: { Name: found.name, Email: email, Role: request.Role },
      });
      return found;
    });
    deps.mailOutbox.kick();
    return {
      StaffId: member.id,
      Name: member.name,
      Email: member.email,
      Role: request.Role,
      ViaGroup: false,
      HasPassword: member.passwordHash !== null,
      TwoFactorEnabled: member.totpEnabled,
    };
  }

  /** The member's direct role on the actor's property, or 404 (400 when it comes from the group). */
  async function directRole(tx: StaffQueries, actor: StaffActor, staffId: number) {
    const member = await tx.findMember(staffId);
    const role = member ? await tx.directRoleOn(staffId, actor.propertyId) : null;
    if (!member || !role) {
      const viaGroup = (await tx.propertyRolesOf(staffId)).some((r) => r.propertyId === actor.propertyId);
      if (viaGroup) throw new AppError('invalid', staffManagementMessages.viaGroup, {});
      throw notFound(staffManagementMessages.notStaff);
    }
    return { member, role };
  }

  async function keepAnOwner(tx: StaffQueries, actor: StaffActor, leaving: number, role: StaffRole) {
    if (role !== 'owner') return;
    const property = await tx.findProperty(actor.propertyCode);
    const others = (await tx.staffOfProperty(actor.propertyId, property?.groupId ?? null)).filter(
      (r) => r.role === 'owner' && r.staffId !== leaving,
    );
    if (others.length === 0) throw new AppError('invalid', staffManagementMessages.lastOwner, {});
  }

  async function changeRole(actor: StaffActor, staffId: number, request: ChangeStaffRoleRequest): Promise<void> {
    await repository.transaction(async (tx, db) => {
      const { member, role } = await directRole(tx, actor, staffId);
      if (role === request.Role) return;
      await keepAnOwner(tx, actor, staffId, role);
      await tx.grantRole(staffId, { propertyId: actor.propertyId }, request.Role);
      await recordStaffChange(db, {
        actor: auditActor(actor),
        action: 'staff.role-change',
        subject: { type: 'staff', ref: member.email },
        before: { Role: role },
        after: { Role: request.Role },
      });
    });
  }

  async function remove(actor: StaffActor, staffId: number): Promise<void> {
    await repository.transaction(async (tx, db) => {
      const { member, role } = await directRole(tx, actor, staffId);
      await keepAnOwner(tx, actor, staffId, role);
      await tx.revokePropertyRole(staffId, actor.propertyId);
      await recordStaffChange(db, {
        actor: auditActor(actor),
        action: 'staff.remove',
        subject: { type: 'staff', ref: member.email },
        before: { Name: member.name, Email: member.email, Role: role },
        after: null,
      });
    });
  }

  /** A lost phone: the member's authenticator and recovery codes go; they enrol again. */
  async function resetTwoFactor(actor: StaffActor, staffId: number): Promise<void> {
    await repository.transaction(async (tx, db) => {
      const { member } = await directRole(tx, actor, staffId);
      await tx.updateMember(staffId, {
        totpEnabled: false,
        totpSecretEncrypted: null,
        totpLastStep: null,
        updatedAt: deps.now(),
      });
      await tx.replaceRecoveryCodes(staffId, []);
      await tx.deleteSessionsOf(staffId);
      await recordStaffChange(db, {
        actor: auditActor(actor),
        action: 'totp.reset',
        subject: { type: 'staff', ref: member.email },
        before: { TwoFactorEnabled: member.totpEnabled },
        after: { TwoFactorEnabled: false },
      });
    });
  }

  const fromOf = mailFromOf(deps);
  function registerMail(): void {
    deps.mailOutbox.register(staffInviteMailKind, async (payload) => {
      const member = await repository.findMember(Number(payload.staffId));
      const propertyRoles = member ? await repository.propertyRolesOf(member.id) : [];
      const property = propertyRoles.find((p) => p.propertyId === Number(payload.propertyId));
      if (!member || !property) return null;
      const nonce = typeof payload.nonce === 'string' ? payload.nonce : null;
      const base = deps.publicUrl.replace(/\/$/, '');
      return inviteEmailMessage({
        to: member.email,
        from: fromOf(property.propertyName),
        name: member.name || member.email,
        invitedBy: String(payload.invitedBy),
        propertyName: property.propertyName,
        role: property.role,
        link: nonce
          ? setPasswordUrl(deps.publicUrl, setPasswordTokenOf(deps.secretKey, nonce))
          : `${base}/Admin/SignIn`,
        setsPassword: nonce !== null,
      });
    });
  }

  return { list, invite, changeRole, remove, resetTwoFactor, registerMail };
}

export type StaffManagement = ReturnType<typeof createStaffManagement>;
