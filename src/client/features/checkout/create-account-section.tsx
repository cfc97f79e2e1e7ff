import { useFormContext, useWatch } from 'react-hook-form';
import { NewPasswordFields } from '../../ui/new-password-fields';
import type { CheckoutFormValues } from './checkout-form';

// Create an account while booking (signed-out guests only): a password, confirmed.

export function CreateAccountSection() {
  const { register, control } = useFormContext<CheckoutFormValues>();
  const createAccount = useWatch({ control, name: 'createAccount' });
  return (
    <fieldset className="sf-card checkout-section">
      <legend className="checkout-section__title">Create an account</legend>
      <label className="checkout-check">
        <input type="checkbox" {...register('createAccount')} />
        <span>Create an account with my email address, to book faster next time and save my cards</span>
      </label>
      {createAccount ? (
        <div className="sf-field-grid">
          <NewPasswordFields<CheckoutFormValues>
            names={{ password: 'password', confirm: 'confirmPassword' }}
            idPrefix="checkout"
            label="Password"
            look="checkout-field"
          />
          <p className="checkout-field__hint sf-field-grid__wide">
            We'll email you a link to confirm your account once your booking is made.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
