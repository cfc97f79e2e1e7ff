import { Link } from '@tanstack/react-router';
import { keyOutline, mailUnreadOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import type { Property } from '../../../contract/property';
import { requestLogin } from '../../ui/login-request';
import { useRuledForm } from '../../ui/ruled-form';
import { accountFormMessages } from '../../../domain/account-messages';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from './account-forms';
import { AccountField, AccountProblem, AccountSubmit } from './account-field';
import { accountInputs, formFieldOf } from './account-inputs';
import { AccountCard, AccountPage } from './account-page';
import { useAccountSubmission } from './account-submission';
import { useRequestPasswordReset } from './api/request-password-reset';
import { Icon } from '../../ui/icon';

// Forgot password: the guest's email address, and always the same answer, so the page never
// tells anyone whether an address has an account. The link in the email leads to Reset password.

export function ForgotPasswordPage({ property }: { property: Property }) {
  const ids = useId();
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useRuledForm<ForgotPasswordFormValues>(forgotPasswordFormSchema, { defaultValues: { email: '' } });
  const { formState } = form;
  const busy = requestReset.isPending || formState.isSubmitting;
  const { problem, fail, submitWith } = useAccountSubmission(form, {
    fallback: accountFormMessages.sendResetFailed,
    serverFieldOf: { EmailAddress: 'email' },
  });

  const submit = submitWith(async (values) => {
    const email = values.email.trim();
    const result = await requestReset.mutateAsync({
      LanguageCode: 'en',
      PropertyId: property.PropertyCode,
      EmailAddress: email,
    });
    if (!result.Success) return fail(result.Message.trim() || accountFormMessages.sendResetFailed);
    setSent({ email, message: result.Message.trim() || accountFormMessages.resetRequested });
  });

  return (
    <AccountPage
      property={property}
      title="Forgot your password?"
      icon={keyOutline}
      lead={sent ? undefined : "Enter your account's email address and we'll send you a link to choose a new password."}
    >
      {sent ? (
        <AccountCard title="Check your email" titleId={`${ids}-sent`}>
          <p className="sf-notice sf-notice--positive" role="status">
            <Icon icon={mailUnreadOutline} />
            <span>{sent.message}</span>
          </p>
          <p className="account-card__text">If it hasn't arrived in a few minutes, check your spam folder.</p>
          <div className="account-card__actions">
            <button type="button" className="sf-button sf-button--secondary" onClick={() => setSent(null)}>
              Use another email address
            </button>
            <Link to="/Book/$propertyCode" params={{ propertyCode: property.PropertyCode }} className="sf-text-button">
              Back to Book your stay
            </Link>
          </div>
        </AccountCard>
      ) : (
        <AccountCard>
          <form className="account-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
            <AccountField {...accountInputs.email} {...formFieldOf(form, 'email')} />
            <AccountProblem message={problem} />
            <AccountSubmit busy={busy} label="Send reset link" busyLabel="Sending…" />
            <p className="account-card__text">
              Remembered it?{' '}
              <button type="button" className="sf-text-button" onClick={requestLogin}>
                Log in
              </button>
            </p>
          </form>
        </AccountCard>
      )}
    </AccountPage>
  );
}
