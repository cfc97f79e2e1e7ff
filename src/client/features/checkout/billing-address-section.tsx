import { useFormContext } from 'react-hook-form';
import { useCountries } from '../static-data/api/get-countries';
import { CheckoutField } from './checkout-field';
import type { CheckoutFormValues } from './checkout-form';

// Billing address: street, country (from the static data) and post code.

export function BillingAddressSection() {
  const { register } = useFormContext<CheckoutFormValues>();
  const countries = useCountries();
  return (
    <fieldset className="sf-card checkout-section">
      <legend className="checkout-section__title">Billing address</legend>
      <div className="sf-field-grid">
        <div className="sf-field-grid__wide">
          <CheckoutField name="street" label="Street address">
            {(control) => <input {...control} autoComplete="street-address" {...register('street')} />}
          </CheckoutField>
        </div>
        <CheckoutField name="country" label="Country">
          {(control) => (
            <select {...control} autoComplete="country" {...register('country', { valueAsNumber: true })}>
              <option value={0}>{countries.isPending ? 'Loading countries…' : 'Choose your country'}</option>
              {(countries.data ?? []).map((country) => (
                <option key={country.CountryId} value={country.CountryId}>
                  {country.Name}
                </option>
              ))}
            </select>
          )}
        </CheckoutField>
        <CheckoutField name="postCode" label="Post code">
          {(control) => <input {...control} autoComplete="postal-code" {...register('postCode')} />}
        </CheckoutField>
      </div>
    </fieldset>
  );
}
