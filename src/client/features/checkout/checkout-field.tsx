import type { ReactNode } from 'react';
import { FormField, type controlProps } from '../../ui/form-field';
import type { CheckoutField as CheckoutFieldName, CheckoutFormValues } from './checkout-form';

// A field of the checkout form, in the checkout's look; the control's id is `checkout-<name>`.

export interface CheckoutFieldProps {
  name: CheckoutFieldName;
  label: string;
  hint?: string;
  children: (control: ReturnType<typeof controlProps>) => ReactNode;
}

export function CheckoutField({ name, label, hint, children }: CheckoutFieldProps) {
  return (
    <FormField<CheckoutFormValues> name={name} idPrefix="checkout" look="checkout-field" label={label} hint={hint}>
      {children}
    </FormField>
  );
}

/** The error of a field that is not a labelled control (a checkbox, a choice), under it. */
export function CheckoutFieldError({ message }: { message: string | undefined }) {
  return message ? <p className="checkout-field__error">{message}</p> : null;
}
