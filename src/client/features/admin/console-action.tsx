import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { describeError } from '../../api';
import { notify } from '../../ui/notices';

// A console button that makes one call at once (send a test, enable, resend, reset two-factor):
// disabled while it is on its way, then a notice saying it is done, or why it failed.

export function ConsoleActionButton<Variables>({
  call,
  variables,
  done,
  onDone,
  className = 'sf-button sf-button--secondary',
  label,
  children,
}: {
  call: Pick<UseMutationResult<unknown, Error, Variables>, 'mutate' | 'isPending'>;
  variables: Variables;
  /** The notice once the call succeeded. */
  done: string;
  /** What else happens then, before the notice. */
  onDone?: () => void;
  className?: string;
  /** The button's name when its text alone would not say which row it acts on. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      disabled={call.isPending}
      aria-label={label}
      onClick={() =>
        call.mutate(variables, {
          onError: (error) => void notify({ message: describeError(error), kind: 'negative' }),
          onSuccess: () => {
            onDone?.();
            void notify({ message: done, kind: 'positive' });
          },
        })
      }
    >
      {children}
    </button>
  );
}
