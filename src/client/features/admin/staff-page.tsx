import { useState } from 'react';
import type { StaffMember } from '../../../contract/admin-staff';
import { staffRoleNames, staffRoles, type StaffRole } from '../../../domain/staff-roles';
import { describeError } from '../../api';
import { FormField } from '../../ui/form-field';
import { notify } from '../../ui/notices';
import { useRuledForm } from '../../ui/ruled-form';
import { inviteFormSchema, type InviteFormValues } from './admin-forms';
import { useChangeStaffRole, useInviteStaff, useRemoveStaff, useResetTwoFactor, useStaff } from './api/staff';
import { useConsolePage, useConsoleProperty } from './console-property';
import { ConsoleTable } from './console-table';
import { ConsoleForm, ConsoleFormEnd, useConsoleSubmit } from './console-form';
import { ConfirmActions } from './confirm-actions';
import { ConsoleLoaded } from './console-query';
import { ConsoleActionButton } from './console-action';

// Staff (owners): who works here with which role; invite someone by email, change a role,
// remove someone, reset a lost authenticator. Roles held through the group show, but change
// only from the shell.

export function StaffPage() {
  const { propertyCode } = useConsolePage('Staff');
  const staff = useStaff(propertyCode);
  return (
    <>
      <h1 className="console__title">Staff</h1>
      <section className="console-card" aria-labelledby="staff-list-title">
        <h2 id="staff-list-title">People with a role here</h2>
        <ConsoleLoaded query={staff} loading="Loading staff…">
          {(data) => <StaffTable members={data.Staff} />}
        </ConsoleLoaded>
      </section>
      <InviteForm />
    </>
  );
}

function StaffTable({ members }: { members: StaffMember[] }) {
  if (members.length === 0) return <p className="console-muted">Nobody yet: invite someone below.</p>;
  return (
    <ConsoleTable columns={['Name', 'Email', 'Role', 'Status', <span className="visually-hidden">Actions</span>]}>
      {members.map((member) => (
        <StaffRow key={member.StaffId} member={member} />
      ))}
    </ConsoleTable>
  );
}

function StaffRow({ member }: { member: StaffMember }) {
  const { propertyCode, me } = useConsoleProperty();
  const changeRole = useChangeStaffRole(propertyCode);
  const remove = useRemoveStaff(propertyCode);
  const resetTwoFactor = useResetTwoFactor(propertyCode);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) => void notify({ message: describeError(error), kind: 'negative' });
  const who = member.Name || member.Email;
  const self = member.StaffId === me.StaffId;
  return (
    <tr>
      <td>{who}</td>
      <td>{member.Email}</td>
      <td>
        {member.ViaGroup || self ? (
          <>
            {staffRoleNames[member.Role]}
            {member.ViaGroup ? <span className="console-muted"> (group)</span> : null}
          </>
        ) : (
          <select
            className="sf-field__control sf-field__control--select"
            aria-label={`Role of ${who}`}
            value={member.Role}
            disabled={changeRole.isPending}
            onChange={(event) =>
              changeRole.mutate({ staffId: member.StaffId, Role: event.target.value as StaffRole }, { onError: failed })
            }
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {staffRoleNames[role]}
              </option>
            ))}
          </select>
        )}
      </td>
      <td>
        {member.HasPassword ? 'Active' : 'Invited'}
        {member.TwoFactorEnabled ? ', two-factor on' : ''}
      </td>
      <td>
        {member.ViaGroup || self ? null : confirming ? (
          <ConfirmActions
            question={`Remove ${who}?`}
            confirmLabel={`Remove ${who}`}
            pending={remove.isPending}
            onConfirm={() => remove.mutate(member.StaffId, { onError: failed, onSettled: () => setConfirming(false) })}
            onKeep={() => setConfirming(false)}
          />
        ) : (
          <div className="console-actions">
            <button type="button" className="sf-button sf-button--secondary" onClick={() => setConfirming(true)}>
              Remove
            </button>
            {member.TwoFactorEnabled ? (
              <ConsoleActionButton
                call={resetTwoFactor}
                variables={member.StaffId}
                done={`${who} will set up two-factor sign-in again.`}
                className="sf-text-button"
              >
                Reset two-factor
              </ConsoleActionButton>
            ) : null}
          </div>
        )}
      </td>
    </tr>
  );
}

function InviteForm() {
  const { propertyCode } = useConsoleProperty();
  const invite = useInviteStaff(propertyCode);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRuledForm<InviteFormValues>(inviteFormSchema, {
    defaultValues: { Name: '', Email: '', Role: 'frontDesk' },
  });
  const { problem, submit } = useConsoleSubmit(form, async (values) => {
    setSentTo(null);
    const invited = await invite.mutateAsync({
      Name: values.Name.trim(),
      Email: values.Email.trim(),
      Role: values.Role,
    });
    setSentTo(invited.Email);
    form.reset();
  });
  return (
    <section className="console-card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite someone</h2>
      <ConsoleForm form={form} onSubmit={submit} pending={invite.isPending}>
        <div className="console-form__row">
          <FormField<InviteFormValues> name="Name" idPrefix="invite" label="Name">
            {(control) => <input {...control} autoComplete="off" {...form.register('Name')} />}
          </FormField>
          <FormField<InviteFormValues> name="Email" idPrefix="invite" label="Email address">
            {(control) => <input {...control} type="email" autoComplete="off" {...form.register('Email')} />}
          </FormField>
          <FormField<InviteFormValues> name="Role" idPrefix="invite" label="Role">
            {(control) => (
              <select
                {...control}
                className={`${control.className} sf-field__control--select`}
                {...form.register('Role')}
              >
                {staffRoles.map((role) => (
                  <option key={role} value={role}>
                    {staffRoleNames[role]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <ConsoleFormEnd
          problem={problem}
          done={sentTo ? <>Invitation sent to {sentTo}. The link in it works for 24 hours.</> : null}
          pending={invite.isPending}
          pendingLabel="Sending…"
        >
          Send invitation
        </ConsoleFormEnd>
      </ConsoleForm>
    </section>
  );
}
