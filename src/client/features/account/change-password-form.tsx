import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { passwordHint } from '../../../domain/password';
import { useNotices } from '../../ui/notices';
import { accountMessages, changePasswordFormSchema, failureMessage, fieldProblems, type ChangePasswordFormValues } from './account-forms';
import { AccountField, AccountProblem, AccountSubmit } from './account-field';
import { AccountCard } from './account-page';
import { useChangePassword } from './api/change-password';

// Change password: the current one, then a new one confirmed. A wrong current password comes
// back as ModelState.CurrentPassword and shows under that field.

const serverFieldOf = { CurrentPassword: 'currentPassword', NewPassword: 'newPassword', ConfirmPassword: 'confirmPassword' } as const;
const emptyForm: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const ids = useId();
  const { notify } = useNotices();
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const submitting = useRef(false);
  const form = useForm<ChangePasswordFormValues>({ defaultValues: emptyForm, resolver: zodResolver(changePasswordFormSchema), mode: 'onTouched' });
  const { register, handleSubmit, setError, setFocus, formState, reset } = form;
  const busy = change.isPending || formState.isSubmitting;

  const save = async (values: ChangePasswordFormValues) => {
    if (submitting.current) return;
    submitting.current = true;
    setProblem(null);
    try {
      const result = await change.mutateAsync({ CurrentPassword: values.currentPassword, NewPassword: values.newPassword, ConfirmPassword: values.confirmPassword });
      if (result.Success) {
        reset(emptyForm);
        void notify({ kind: 'positive', message: result.Message.trim() || accountMessages.passwordChanged });
        return;
      }
      const message = result.Message.trim() || accountMessages.actionFailed;
      setProblem(message);
      void notify({ kind: 'negative', message });
    } catch (error) {
      const problems = fieldProblems(error, serverFieldOf);
      for (const [field, message] of problems) setError(field, { type: 'server', message });
      if (problems[0]) setFocus(problems[0][0]);
      const message = failureMessage(error, accountMessages.actionFailed);
      setProblem(message);
      void notify({ kind: 'negative', message });
    } finally {
      submitting.current = false;
    }
  };
  const submit = (event: FormEvent) => void handleSubmit(save)(event);

  return (
    <AccountCard title="Change password" titleId={`${ids}-title`}>
      <form className="account-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <AccountField label="Current password" type="password" autoComplete="current-password" registration={register('currentPassword')} error={formState.errors.currentPassword?.message} />
        <AccountField label="New password" type="password" autoComplete="new-password" hint={passwordHint} registration={register('newPassword')} error={formState.errors.newPassword?.message} />
        <AccountField label="Confirm new password" type="password" autoComplete="new-password" registration={register('confirmPassword')} error={formState.errors.confirmPassword?.message} />
        <AccountProblem message={problem} />
        <AccountSubmit busy={busy} label="Change password" busyLabel="Changing your password…" />
      </form>
    </AccountCard>
  );
}
