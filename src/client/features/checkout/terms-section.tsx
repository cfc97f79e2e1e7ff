import { useFormContext, useFormState } from 'react-hook-form';
import type { BookingConfiguration, Property } from '../../../contract/property';
import { CheckoutFieldError } from './checkout-field';
import type { CheckoutFormValues } from './checkout-form';

// Terms and conditions: the hotel's terms and privacy policy, and its own booking terms when
// they apply to this payment.

export interface TermsSectionProps {
  property: Pick<Property, 'TermsAndConditionsUrl' | 'PrivacyPolicyUrl'>;
  bookingConfig: Pick<BookingConfiguration, 'CustomTermsAndConditionsText' | 'CustomTermsAndConditionsLabel'>;
  showCustomTerms: boolean;
}

export function TermsSection({ property, bookingConfig, showCustomTerms }: TermsSectionProps) {
  const { register, control } = useFormContext<CheckoutFormValues>();
  const { errors } = useFormState({
    control,
    name: ['agreeToTermsAndConditions', 'hasAcceptedCustomTermsAndConditions'],
  });
  const termsError = errors.agreeToTermsAndConditions?.message;
  const customTermsError = errors.hasAcceptedCustomTermsAndConditions?.message;
  return (
    <fieldset className="sf-card checkout-section">
      <legend className="checkout-section__title">Terms and conditions</legend>
      <label className="checkout-check">
        <input
          type="checkbox"
          aria-invalid={termsError ? true : undefined}
          {...register('agreeToTermsAndConditions')}
        />
        <span>
          I agree to the{' '}
          {property.TermsAndConditionsUrl ? (
            <a href={property.TermsAndConditionsUrl} target="_blank" rel="noreferrer">
              terms and conditions
            </a>
          ) : (
            'terms and conditions'
          )}{' '}
          and the{' '}
          {property.PrivacyPolicyUrl ? (
            <a href={property.PrivacyPolicyUrl} target="_blank" rel="noreferrer">
              privacy policy
            </a>
          ) : (
            'privacy policy'
          )}
          .
        </span>
      </label>
      <CheckoutFieldError message={termsError} />
      {showCustomTerms ? (
        <div className="custom-terms">
          <div className="custom-terms__text" tabIndex={0} role="region" aria-label="Booking terms">
            {bookingConfig.CustomTermsAndConditionsText}
          </div>
          <label className="checkout-check">
            <input
              type="checkbox"
              aria-invalid={customTermsError ? true : undefined}
              {...register('hasAcceptedCustomTermsAndConditions')}
            />
            <span>{bookingConfig.CustomTermsAndConditionsLabel}</span>
          </label>
          <CheckoutFieldError message={customTermsError} />
        </div>
      ) : null}
    </fieldset>
  );
}
