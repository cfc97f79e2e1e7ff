import { Link } from '@tanstack/react-router';
import { mailUnreadOutline, personAddOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { Property } from '../../../contract/property';
import { requestLogin } from '../../ui/login-request';
import { useRuledForm } from '../../ui/ruled-form';
import { accountFormMessages } from '../../../domain/account-messages';
import { registerFormSchema, type RegisterFormValues } from './account-forms';
import { AccountField, AccountProblem, AccountSubmit, AccountNewPasswordFields } from './account-field';
import { accountInputs, formFieldOf } from './account-inputs';
import { AccountCard, AccountPage } from './account-page';
import { useAccountSubmission } from './account-submission';
import { useAccount } from './api/get-account';
import { useRegister } from './api/register';
import { Icon } from '../../ui/icon';

// Create an account (docs/product.md, guest accounts): names, email, mobile number, a new password
// confirmed. Success asks the guest to confirm by the emailed link; the answer is the same
// whether or not the address already has an account, so nothing here says which.

const serverFieldOf = {
  Firstname: 'firstName',
  Lastname: 'lastName',
  EmailAddress: 'email',
  MobileNumber: 'mobileNumber',
  Password: 'password',
  ConfirmPassword: 'confirmPassword',
} as const;

const emptyForm: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobileNumber: '',
  password: '',
  confirmPassword: '',
};

export function RegisterPage({ property }: { property: Property }) {
  const ids = useId();
  const account = useAccount(property.PropertyCode);
  const registerAccount = useRegister();
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);
  const form = useRuledForm<RegisterFormValues>(registerFormSchema, { defaultValues: emptyForm });
  const { formState } = form;
  const busy = registerAccount.isPending || formState.isSubmitting;
  const { problem, fail, submitWith } = useAccountSubmission(form, {
    fallback: accountFormMessages.registerFailed,
    serverFieldOf,
  });

  const submit = submitWith(async (values) => {
    const email = values.email.trim();
    const result = await registerAccount.mutateAsync({
      LanguageCode: 'en',
      PropertyId: property.PropertyCode,
      EmailAddress: email,
      Password: values.password,
      ConfirmPassword: values.confirmPassword,
      Firstname: values.firstName.trim(),
      Lastname: values.lastName.trim(),
      MobileNumber: values.mobileNumber.trim() || null,
    });
    if (!result.Success) return fail(accountFormMessages.registerFailed);
    // The page itself now says so (a status the screen reader reads): no second notice.
    setRegistered({ email, message: result.Message.trim() || accountFormMessages.registered });
    document.querySelector('.app-content')?.scrollTo({ top: 0 });
  });

  if (registered) {
    return (
      <AccountPage property={property} title="Create an account" icon={personAddOutline}>
        <AccountCard title="Check your email" titleId={`${ids}-done`}>
          <p className="sf-notice sf-notice--positive" role="status">
            <Icon icon={mailUnreadOutline} />
            <span>{registered.message}</span>
          </p>
          <p className="account-card__text">
            We sent it to <strong>{registered.email}</strong>. If it hasn't arrived in a few minutes, check your spam
            folder.
          </p>
          <div className="account-card__actions">
            <Link
              to="/Book/$propertyCode"
              params={{ propertyCode: property.PropertyCode }}
              className="sf-button sf-button--secondary"
            >
              Back to Book your stay
            </Link>
          </div>
        </AccountCard>
      </AccountPage>
    );
  }

  return (
    <AccountPage
      property={property}
      title="Create an account"
      icon={personAddOutline}
      lead="Book faster next time, keep your details and save a card for later."
    >
      {account ? (
        <p className="sf-notice sf-notice--info">
          You're logged in as {account.EmailAddress}.{' '}
          <Link to="/ManageAccount/$propertyCode" params={{ propertyCode: property.PropertyCode }}>
            Manage your account
          </Link>
        </p>
      ) : null}
      <AccountCard title="Your details" titleId={`${ids}-details`}>
        <FormProvider {...form}>
          <form className="account-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
            <div className="account-form__fields account-form__fields--pairs">
              <AccountField {...accountInputs.firstName} {...formFieldOf(form, 'firstName')} />
              <AccountField {...accountInputs.lastName} {...formFieldOf(form, 'lastName')} />
              <AccountField {...accountInputs.email} wide {...formFieldOf(form, 'email')} />
              <AccountField {...accountInputs.phone} label="Mobile number" {...formFieldOf(form, 'mobileNumber')} />
              <AccountNewPasswordFields<RegisterFormValues>
                names={{ password: 'password', confirm: 'confirmPassword' }}
                idPrefix="register"
                label="Password"
              />
            </div>
            <AccountProblem message={problem} />
            <AccountSubmit busy={busy} label="Create account" busyLabel="Creating your account…" />
            <p className="account-card__text">
              Already have an account?{' '}
              <button type="button" className="sf-text-button" onClick={requestLogin}>
                Log in
              </button>
            </p>
          </form>
        </FormProvider>
      </AccountCard>
    </AccountPage>
  );
}
