import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { controlProps, Field } from '../../ui/form-field';
import { NewPasswordFields, type NewPasswordFieldsProps } from '../../ui/new-password-fields';
import { PasswordInput } from '../../ui/password-input';

// One labelled input of the account forms (the shared Field), with a Show button on passwords.

export interface AccountFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'onChange' | 'onBlur'
> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  wide?: boolean;
}

export function AccountField({
  label,
  registration,
  error,
  hint,
  optional,
  wide,
  type = 'text',
  ...input
}: AccountFieldProps) {
  const id = useId();
  // The account forms keep a hint (the password rule) in view under its error.
  const field = { id, error, hint, hintStays: true } as const;
  const control = { ...controlProps(field), ...input, ...registration };
  return (
    <Field {...field} label={label} optional={optional} className={wide ? 'account-field--wide' : undefined}>
      {type === 'password' ? (
        <PasswordInput {...control} label={label} revealable />
      ) : (
        <div>
          <input {...control} type={type} />
        </div>
      )}
    </Field>
  );
}

/** A new password and its confirmation as the account forms ask: the rule kept in view, and a Show button. */
export function AccountNewPasswordFields<Values extends FieldValues>(
  props: Pick<NewPasswordFieldsProps<Values>, 'names' | 'idPrefix' | 'label'>,
) {
  return <NewPasswordFields<Values> {...props} hintStays revealable />;
}

/** A problem the whole form shares (a failed call), announced when it appears. */
export function AccountProblem({ message }: { message: string | null }) {
  return message ? (
    <p className="sf-notice sf-notice--negative" role="alert">
      {message}
    </p>
  ) : null;
}

/** The submit button with its busy state: disabled and saying what is happening. */
export function AccountSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      className="sf-button sf-button--primary account-form__submit"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="sf-spinner" aria-hidden="true" /> : null}
      <span>{busy ? busyLabel : label}</span>
    </button>
  );
}
