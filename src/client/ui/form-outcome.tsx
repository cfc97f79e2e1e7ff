import type { ReactNode } from 'react';
import './forms.css';

// The end of a form in the kit: what the server refused, said where the eye is, and the
// submit button that says it is working and takes no second tap meanwhile.

export function FormProblem({ problem }: { problem: string | null | undefined }) {
  return problem ? (
    <p className="sf-notice sf-notice--negative" role="alert">
      {problem}
    </p>
  ) : null;
}

export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="sf-button sf-button--primary" disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
