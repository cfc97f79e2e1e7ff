import { Link } from '@tanstack/react-router';
import { alertCircleOutline, checkmarkCircleOutline, lockClosedOutline } from 'ionicons/icons';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { Property } from '../../../contract/property';
import { requestLogin } from '../../ui/login-request';
import { useRuledForm } from '../../ui/ruled-form';
import { accountFormMessages } from '../../../domain/account-messages';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from './account-forms';
import { AccountProblem, AccountSubmit, AccountNewPasswordFields } from './account-field';
import { AccountCard, AccountPage } from './account-page';
import { useAccountSubmission } from './account-submission';
import { useResetPassword } from './api/reset-password';
import { Icon } from '../../ui/icon';

// Reset password, from the emailed link: a new password, confirmed. Then the guest logs in
// with it (the reset ends every session of the account).

export function ResetPasswordPage({ property, token }: { property: Property; token: string | undefined }) {
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const form = useRuledForm<ResetPasswordFormValues>(resetPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const busy = reset.isPending || form.formState.isSubmitting;
  const { problem, fail, submitWith } = useAccountSubmission(form, {
    fallback: accountFormMessages.resetFailed,
    serverFieldOf: { Password: 'password', ConfirmPassword: 'confirmPassword' },
  });

  const submit = submitWith(async (values) => {
    if (!token) return;
    const result = await reset.mutateAsync({
      PropertyId: property.PropertyCode,
      Token: token,
      Password: values.password,
      ConfirmPassword: values.confirmPassword,
    });
    if (!result.Success) return fail(result.Message.trim() || accountFormMessages.resetFailed);
    // The page itself now says so (a status the screen reader reads): no second notice.
    setDone(true);
  });

  return (
    <AccountPage
      property={property}
      title="Reset your password"
      icon={lockClosedOutline}
      lead={token && !done ? 'Choose a new password for your account.' : undefined}
    >
      <AccountCard>
        {!token ? (
          <>
            <p className="sf-notice sf-notice--negative" role="alert">
              <Icon icon={alertCircleOutline} />
              <span>This link is incomplete. Please open the link from your email again, or ask for a new one.</span>
            </p>
            <div className="account-card__actions">
              <Link
                to="/Account/ForgotPassword/$propertyCode"
                params={{ propertyCode: property.PropertyCode }}
                className="sf-button sf-button--primary"
              >
                Send me a new link
              </Link>
            </div>
          </>
        ) : done ? (
          <>
            <p className="sf-notice sf-notice--positive" role="status">
              <Icon icon={checkmarkCircleOutline} />
              <span>{accountFormMessages.passwordReset}</span>
            </p>
            <div className="account-card__actions">
              <button type="button" className="sf-button sf-button--primary" onClick={requestLogin}>
                Log in
              </button>
            </div>
          </>
        ) : (
          <FormProvider {...form}>
            <form className="account-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
              <AccountNewPasswordFields<ResetPasswordFormValues>
                names={{ password: 'password', confirm: 'confirmPassword' }}
                idPrefix="reset"
              />
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
          </FormProvider>
        )}
      </AccountCard>
    </AccountPage>
  );
}
