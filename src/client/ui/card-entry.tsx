import { cardOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { cardBrandName, inferCardType } from '../../domain/card-types';
import { CardExpirySelect } from './card-expiry-select';
import { FormField, type FieldLook } from './form-field';
import { Icon } from './icon';

// The one card entry, wherever a card is taken (checkout, manage booking, pre-check-in), laid
// out as checkout's: name and number across the form, the number naming its card type as it is
// typed, then expiry month and year side by side and the security code, each a field of the kit
// in the page's own look. Inside the form around it (react-hook-form's FormProvider); each form
// names its own fields. Neither number nor code is ever kept on the device by it.

export interface CardFieldNames<Values extends FieldValues> {
  nameOnCard: Path<Values>;
  cardNumber: Path<Values>;
  expiryMonth: Path<Values>;
  expiryYear: Path<Values>;
  securityCode: Path<Values>;
}

export interface NewCardFieldsProps<Values extends FieldValues> {
  names: CardFieldNames<Values>;
  /** The controls' ids are `${idPrefix}-${name}`: two card forms may be open on a page at once. */
  idPrefix: string;
  look?: FieldLook;
  /** How many years from this one the expiry year offers. */
  yearsAhead?: number;
  securityCodeHint?: string;
  /** Fields of the form's own after the card's (checkout's cardholder email). */
  children?: ReactNode;
}

export function NewCardFields<Values extends FieldValues>({
  names,
  idPrefix,
  look = 'sf-field',
  yearsAhead,
  securityCodeHint,
  children,
}: NewCardFieldsProps<Values>) {
  const { register, control } = useFormContext<Values>();
  const typed = useWatch({ control, name: names.cardNumber }) as unknown;
  const type = inferCardType(typeof typed === 'string' ? typed : '');
  const field = { idPrefix, look } as const;
  return (
    <div className="sf-field-grid card-entry">
      <FormField<Values> {...field} name={names.nameOnCard} label="Name on card" className="sf-field-grid__wide">
        {(props) => <input {...props} autoComplete="cc-name" {...register(names.nameOnCard)} />}
      </FormField>
      <FormField<Values>
        {...field}
        name={names.cardNumber}
        label="Card number"
        className="sf-field-grid__wide"
        hint={type ? `${cardBrandName(type)} card` : 'We recognise the card type from its number.'}
      >
        {(props) => (
          <div className="card-number">
            <input {...props} inputMode="numeric" autoComplete="cc-number" {...register(names.cardNumber)} />
            <span className="card-number__type" aria-live="polite">
              <Icon icon={cardOutline} />
              {type ? cardBrandName(type) : ''}
            </span>
          </div>
        )}
      </FormField>
      <FormField<Values> {...field} name={names.expiryMonth} label="Expiry month">
        {(props) => (
          <CardExpirySelect part="month" {...props} {...register(names.expiryMonth, { valueAsNumber: true })} />
        )}
      </FormField>
      <FormField<Values> {...field} name={names.expiryYear} label="Expiry year">
        {(props) => (
          <CardExpirySelect
            part="year"
            yearsAhead={yearsAhead}
            {...props}
            {...register(names.expiryYear, { valueAsNumber: true })}
          />
        )}
      </FormField>
      <SecurityCodeField<Values> {...field} name={names.securityCode} hint={securityCodeHint} />
      {children}
    </div>
  );
}

export interface SecurityCodeFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  idPrefix: string;
  look?: FieldLook;
  label?: string;
  hint?: string;
}

/** The security code alone (a saved card's), or the last of a new card's fields. */
export function SecurityCodeField<Values extends FieldValues>({
  name,
  idPrefix,
  look = 'sf-field',
  label = 'Security code (CVV)',
  hint,
}: SecurityCodeFieldProps<Values>) {
  const { register } = useFormContext<Values>();
  return (
    <FormField<Values> name={name} idPrefix={idPrefix} look={look} label={label} hint={hint}>
      {(props) => <input {...props} inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...register(name)} />}
    </FormField>
  );
}

/** A saved card's security code, in the card entry's grid. */
export function SavedCardFields<Values extends FieldValues>(props: SecurityCodeFieldProps<Values>) {
  return (
    <div className="sf-field-grid card-entry">
      <SecurityCodeField<Values> {...props} />
    </div>
  );
}
