import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNotices } from '../../ui/notices';
import { useRuledForm } from '../../ui/ruled-form';
import { accountFormMessages } from '../../../domain/account-messages';
import { changePasswordFormSchema, type ChangePasswordFormValues } from './account-forms';
import { AccountField, AccountProblem, AccountSubmit, AccountNewPasswordFields } from './account-field';
import { accountInputs, formFieldOf } from './account-inputs';
import { AccountCard } from './account-page';
import { useAccountSubmission } from './account-submission';
import { useChangePassword } from './api/change-password';

// Change password: the current one, then a new one confirmed. A wrong current password comes
// back as ModelState.CurrentPassword and shows under that field.

const serverFieldOf = {
  CurrentPassword: 'currentPassword',
  NewPassword: 'newPassword',
  ConfirmPassword: 'confirmPassword',
} as const;
const emptyForm: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const ids = useId();
  const { notify } = useNotices();
  const change = useChangePassword();
  const form = useRuledForm<ChangePasswordFormValues>(changePasswordFormSchema, { defaultValues: emptyForm });
  const { formState, reset } = form;
  const busy = change.isPending || formState.isSubmitting;
  const { problem, fail, submitWith } = useAccountSubmission(form, {
    fallback: accountFormMessages.actionFailed,
    serverFieldOf,
  });

  const submit = submitWith(async (values) => {
    const result = await change.mutateAsync({
      CurrentPassword: values.currentPassword,
      NewPassword: values.newPassword,
      ConfirmPassword: values.confirmPassword,
    });
    if (!result.Success) return fail(result.Message.trim() || accountFormMessages.actionFailed);
    reset(emptyForm);
    void notify({ kind: 'positive', message: result.Message.trim() || accountFormMessages.passwordChanged });
  });

  return (
    <AccountCard title="Change password" titleId={`${ids}-title`}>
      <FormProvider {...form}>
        <form className="account-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <AccountField
            {...accountInputs.currentPassword}
            label="Current password"
            {...formFieldOf(form, 'currentPassword')}
          />
          <AccountNewPasswordFields<ChangePasswordFormValues>
            names={{ password: 'newPassword', confirm: 'confirmPassword' }}
            idPrefix="change-password"
          />
          <AccountProblem message={problem} />
          <AccountSubmit busy={busy} label="Change password" busyLabel="Changing your password…" />
        </form>
      </FormProvider>
    </AccountCard>
  );
}
