import { useFormContext } from 'react-hook-form';
import type { UserProfile } from '../../../contract/account';
import { requestLogin } from '../../ui/login-request';
import { CheckoutField } from './checkout-field';
import type { CheckoutFormValues } from './checkout-form';

// Your details: who books (filled in from the account when signed in) and the news opt-in.

export interface YourDetailsSectionProps {
  propertyName: string;
  account: UserProfile | null;
  /** Whether the app knows yet if a guest is signed in. */
  accountKnown: boolean;
}

export function YourDetailsSection({ propertyName, account, accountKnown }: YourDetailsSectionProps) {
  const { register } = useFormContext<CheckoutFormValues>();
  return (
    <fieldset className="sf-card checkout-section">
      <legend className="checkout-section__title">Your details</legend>
      {!accountKnown ? null : account ? (
        <p className="checkout-note checkout-note--positive checkout-account">
          Logged in as {account.EmailAddress}. We've filled in your details from your account.
        </p>
      ) : (
        <p className="checkout-account">
          <span>Have an account?</span>{' '}
          <button type="button" className="sf-text-button" onClick={requestLogin}>
            Log in for faster checkout
          </button>
        </p>
      )}
      <div className="sf-field-grid">
        <CheckoutField name="firstName" label="First name">
          {(control) => <input {...control} autoComplete="given-name" {...register('firstName')} />}
        </CheckoutField>
        <CheckoutField name="lastName" label="Last name">
          {(control) => <input {...control} autoComplete="family-name" {...register('lastName')} />}
        </CheckoutField>
        <CheckoutField name="emailAddress" label="Email">
          {(control) => <input {...control} type="email" autoComplete="email" {...register('emailAddress')} />}
        </CheckoutField>
        <CheckoutField
          name="telephoneNumber"
          label="Telephone"
          hint="Include your international dialling code, e.g. +44"
        >
          {(control) => <input {...control} type="tel" autoComplete="tel" {...register('telephoneNumber')} />}
        </CheckoutField>
      </div>
      <label className="checkout-check">
        <input type="checkbox" {...register('optInToReceiveUpdates')} />
        <span>Send me news and offers from {propertyName}</span>
      </label>
    </fieldset>
  );
}
