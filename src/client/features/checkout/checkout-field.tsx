import type { ReactNode } from 'react';

// One labelled checkout control with its error (or, without one, its hint) beneath: the
// control's aria-describedby points at `${id}-error` or `${id}-hint`.

export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="checkout-field">
      <label className="checkout-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="checkout-field__error">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="checkout-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
