import { zodResolver } from '@hookform/resolvers/zod';
import { IonIcon } from '@ionic/react';
import { Link } from '@tanstack/react-router';
import { alertCircleOutline, checkmarkCircleOutline, lockClosedOutline } from 'ionicons/icons';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Property } from '../../../contract/property';
import { passwordHint } from '../../../domain/password';
import { requestLogin } from '../../ui/login-request';
import { useNotices } from '../../ui/notices';
import { accountMessages, failureMessage, fieldProblems, resetPasswordFormSchema, type ResetPasswordFormValues } from './account-forms';
import { AccountField, AccountProblem, AccountSubmit } from './account-field';
import { AccountCard, AccountPage } from './account-page';
import { useResetPassword } from './api/reset-password';

// Reset password, from the emailed link: a new password, confirmed. Then the guest logs in
// with it (the reset ends every session of the account).

export function ResetPasswordPage({ property, token }: { property: Property; token: string | undefined }) {
  const { notify } = useNotices();
  const reset = useResetPassword();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submitting = useRef(false);
  const form = useForm<ResetPasswordFormValues>({ defaultValues: { password: '', confirmPassword: '' }, resolver: zodResolver(resetPasswordFormSchema), mode: 'onTouched' });
  const { register, handleSubmit, setError, setFocus, formState } = form;
  const busy = reset.isPending || formState.isSubmitting;

  const save = async (values: ResetPasswordFormValues) => {
    if (submitting.current || !token) return;
    submitting.current = true;
    setProblem(null);
    try {
      const result = await reset.mutateAsync({ PropertyId: property.PropertyCode, Token: token, Password: values.password, ConfirmPassword: values.confirmPassword });
      if (result.Success) {
        // The page itself now says so (a status the screen reader reads): no second notice.
        setDone(true);
        return;
      }
      const message = result.Message.trim() || accountMessages.resetFailed;
      setProblem(message);
      void notify({ kind: 'negative', message });
    } catch (error) {
      const problems = fieldProblems(error, { Password: 'password', ConfirmPassword: 'confirmPassword' } as const);
      for (const [field, message] of problems) setError(field, { type: 'server', message });
      if (problems[0]) setFocus(problems[0][0]);
      const message = failureMessage(error, accountMessages.resetFailed);
      setProblem(message);
      void notify({ kind: 'negative', message });
    } finally {
      submitting.current = false;
    }
  };
  const submit = (event: FormEvent) => void handleSubmit(save)(event);

  return (
    <AccountPage property={property} title="Reset your password" icon={lockClosedOutline} lead={token && !done ? 'Choose a new password for your account.' : undefined}>
      <AccountCard>
        {!token ? (
          <>
            <p className="account-notice account-notice--negative" role="alert">
              <IonIcon icon={alertCircleOutline} aria-hidden="true" />
              <span>This link is incomplete. Please open the link from your email again, or ask for a new one.</span>
            </p>
            <div className="account-card__actions">
              <Link to="/Account/ForgotPassword/$propertyCode" params={{ propertyCode: property.PropertyCode }} className="sf-button sf-button--primary">
                Send me a new link
              </Link>
            </div>
          </>
        ) : done ? (
          <>
            <p className="account-notice account-notice--positive" role="status">
              <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
              <span>{accountMessages.passwordReset}</span>
            </p>
            <div className="account-card__actions">
              <button type="button" className="sf-button sf-button--primary" onClick={requestLogin}>
                Log in
              </button>
            </div>
          </>
        ) : (
          <form className="account-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
            <AccountField label="New password" type="password" autoComplete="new-password" hint={passwordHint} registration={register('password')} error={formState.errors.password?.message} />
            <AccountField label="Confirm new password" type="password" autoComplete="new-password" registration={register('confirmPassword')} error={formState.errors.confirmPassword?.message} />
            <AccountProblem message={problem} />
            {problem ? (
              <p className="account-card__text">
                Has the link expired?{' '}
                <Link to="/Account/ForgotPassword/$propertyCode" params={{ propertyCode: property.PropertyCode }}>
                  Ask for a new link
                </Link>
              </p>
            ) : null}
            <AccountSubmit busy={busy} label="Reset password" busyLabel="Saving…" />
          </form>
        )}
      </AccountCard>
    </AccountPage>
  );
}
