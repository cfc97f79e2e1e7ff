import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

// One labelled input of the account forms, with its hint and its error tied to it for screen
// readers (aria-describedby), in the look of the other forms (restaurant, checkout).

export interface AccountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  wide?: boolean;
}

export function AccountField({ label, registration, error, hint, optional, wide, type = 'text', ...input }: AccountFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const password = type === 'password';
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`sf-field${wide ? ' account-field--wide' : ''}`}>
      <label htmlFor={id} className="sf-field__label">
        {label}
        {optional ? <span className="sf-field__optional"> (optional)</span> : null}
      </label>
      <div className={password ? 'account-field__password' : undefined}>
        <input
          id={id}
          className="sf-field__control"
          type={password && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
          {...registration}
        />
        {password ? (
          <button type="button" className="account-field__reveal" aria-pressed={shown} aria-label={`Show ${label.toLowerCase()}`} onClick={() => setShown((value) => !value)}>
            {shown ? 'Hide' : 'Show'}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="sf-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="sf-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
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
    <button type="submit" className="sf-button sf-button--primary account-form__submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? <span className="sf-spinner" aria-hidden="true" /> : null}
      <span>{busy ? busyLabel : label}</span>
    </button>
  );
}
