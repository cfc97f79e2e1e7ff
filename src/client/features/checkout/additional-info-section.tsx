import { useFormContext } from 'react-hook-form';
import { CheckoutField } from './checkout-field';
import type { CheckoutFormValues } from './checkout-form';

// Additional information: special requests and who referred the guest.

export function AdditionalInfoSection() {
  const { register } = useFormContext<CheckoutFormValues>();
  return (
    <fieldset className="sf-card checkout-section">
      <legend className="checkout-section__title">Additional information</legend>
      <CheckoutField name="specialRequests" label="Special requests (optional)">
        {(control) => <textarea {...control} rows={3} {...register('specialRequests')} />}
      </CheckoutField>
      <CheckoutField name="comment" label="Who referred you to us? (optional)">
        {(control) => <input {...control} {...register('comment')} />}
      </CheckoutField>
    </fieldset>
  );
}
