import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import './forms.css';

// The one labelled form field: label, control, then its error or (without one) its hint, tied
// to the control for screen readers. Each form keeps its own look through `look`, the class
// block its styles use (the shared `sf-field`, or the checkout's and pre-check-in's own). The
// kit brings its stylesheet, so a page using it (the console's too) is never left unstyled.

export type FieldLook = 'sf-field' | 'checkout-field' | 'checkin-field';

export interface FieldState {
  id: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Keep the hint shown under an error (the account forms' passwords), instead of replacing it. */
  hintStays?: boolean;
  look?: FieldLook;
}

/** The props that tie a control to its field: id, look, invalid state and what describes it. */
export function controlProps({ id, error, hint, hintStays = false, look = 'sf-field' }: FieldState) {
  const hintShown = hint ? hintStays || !error : false;
  const describedBy =
    [hintShown ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return {
    id,
    className: `${look}__control`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
}

export interface FieldProps extends FieldState {
  label: ReactNode;
  /** Adds " (optional)" after the label, in the field's look. */
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

export function Field({
  id,
  label,
  error,
  hint,
  hintStays = false,
  look = 'sf-field',
  optional = false,
  className,
  children,
}: FieldProps) {
  const hintShown = hint ? hintStays || !error : false;
  return (
    <div className={className ? `${look} ${className}` : look}>
      <label className={`${look}__label`} htmlFor={id}>
        {label}
        {optional ? <span className={`${look}__optional`}> (optional)</span> : null}
      </label>
      {children}
      {hintShown ? (
        <p id={`${id}-hint`} className={`${look}__hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={`${look}__error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FormFieldProps<Values extends FieldValues> extends Omit<FieldProps, 'id' | 'error' | 'children'> {
  name: Path<Values>;
  /** The control's id is `${idPrefix}-${name}`. */
  idPrefix: string;
  children: (control: ReturnType<typeof controlProps>) => ReactNode;
}

/** A Field of the form around it (react-hook-form's FormProvider): its error is the form's for `name`. */
export function FormField<Values extends FieldValues>({ name, idPrefix, children, ...field }: FormFieldProps<Values>) {
  const { control } = useFormContext<Values>();
  const { errors } = useFormState({ control, name });
  const id = `${idPrefix}-${name}`;
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field id={id} error={message} {...field}>
      {children(controlProps({ id, error: message, hint: field.hint, hintStays: field.hintStays, look: field.look }))}
    </Field>
  );
}
