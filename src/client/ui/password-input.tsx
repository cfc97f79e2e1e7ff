import { useState, type InputHTMLAttributes } from 'react';
import './password-input.css';

// A password's input. On the guest's account forms it carries a Show button, so a guest typing
// on a phone can check what they typed; its name says which password it shows.

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The field's label: the Show button is "Show <label>". */
  label: string;
  revealable?: boolean;
}

export function PasswordInput({ label, revealable = false, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  if (!revealable) return <input type="password" {...input} />;
  return (
    <div className="sf-password">
      <input type={shown ? 'text' : 'password'} {...input} />
      <button
        type="button"
        className="sf-password__reveal"
        aria-pressed={shown}
        aria-label={`Show ${label.toLowerCase()}`}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
