import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { describeError } from '../../api';
import { FormProblem, SubmitButton } from '../../ui/form-outcome';

// A form of the console: the form kit's fields inside (they find the form through its
// provider), the browser's own checks off (the domain's rules speak instead), and busy while
// its call is on its way.

export interface ConsoleFormProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** The form's handleSubmit around the call. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  children: ReactNode;
}

export function ConsoleForm<Values extends FieldValues>({
  form,
  onSubmit,
  pending,
  children,
}: ConsoleFormProps<Values>) {
  return (
    <FormProvider {...form}>
      <form className="console-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={pending || undefined}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The end of a console form: what the server refused, what the last submit did (`done`), and
 * the submit button, saying it is working while the call is on its way.
 */
export function ConsoleFormEnd({
  problem,
  done,
  pending,
  pendingLabel,
  children,
}: {
  problem: string | null;
  done?: ReactNode;
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormProblem problem={problem} />
      {done ? (
        <p className="sf-notice sf-notice--positive" role="status">
          {done}
        </p>
      ) : null}
      <div className="console-actions">
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {children}
        </SubmitButton>
      </div>
    </>
  );
}

/**
 * The form's submit (`work` with its checked values) and what the server refused, said in
 * words (`describe`) and cleared on the next try.
 */
export function useConsoleSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  work: (values: Values) => Promise<void>,
  describe: (error: unknown) => string = describeError,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await work(values);
    } catch (error) {
      setProblem(describe(error));
    }
  });
  return { problem, submit };
}
