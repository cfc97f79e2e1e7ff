import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { ApiError, describeError } from '../../api';
import { FormField } from '../../ui/form-field';
import { useRuledForm } from '../../ui/ruled-form';
import { codeFormSchema, signInFormSchema, type CodeFormValues, type SignInFormValues } from './admin-forms';
import { useSecondFactor, useSignIn } from './api/sign-in';
import { FormProblem, SubmitButton } from '../../ui/form-outcome';

// Sign-in in two steps: email and password, then (when two-factor sign-in is on) the code of
// the authenticator app or a recovery code. Signed in, the gate around the page lets it through.

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';
const problemOf = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? tooMany : describeError(error);

export function SignInForm() {
  const [step, setStep] = useState<'password' | 'code'>('password');
  return step === 'password' ? <PasswordStep onCodeNeeded={() => setStep('code')} /> : <CodeStep />;
}

function PasswordStep({ onCodeNeeded }: { onCodeNeeded: () => void }) {
  const signIn = useSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRuledForm<SignInFormValues>(signInFormSchema, { defaultValues: { Email: '', Password: '' } });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await signIn.mutateAsync({ Email: values.Email.trim(), Password: values.Password });
      if (result.Stage === 'second-factor') onCodeNeeded();
    } catch (error) {
      setProblem(problemOf(error));
    }
  });
  return (
    <FormProvider {...form}>
      <form
        className="console-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-busy={signIn.isPending || undefined}
      >
        <FormField<SignInFormValues> name="Email" idPrefix="staff-sign-in" label="Email address">
          {(control) => <input {...control} type="email" autoComplete="username" {...form.register('Email')} />}
        </FormField>
        <FormField<SignInFormValues> name="Password" idPrefix="staff-sign-in" label="Password">
          {(control) => (
            <input {...control} type="password" autoComplete="current-password" {...form.register('Password')} />
          )}
        </FormField>
        <FormProblem problem={problem} />
        <SubmitButton pending={signIn.isPending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
    </FormProvider>
  );
}

function CodeStep() {
  const secondFactor = useSecondFactor();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRuledForm<CodeFormValues>(codeFormSchema, { defaultValues: { Code: '' } });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await secondFactor.mutateAsync({ Code: values.Code.trim() });
    } catch (error) {
      setProblem(problemOf(error));
    }
  });
  return (
    <FormProvider {...form}>
      <form
        className="console-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-busy={secondFactor.isPending || undefined}
      >
        <FormField<CodeFormValues>
          name="Code"
          idPrefix="staff-code"
          label="Authentication code"
          hint="The 6-digit code your authenticator app shows now, or one of your recovery codes."
        >
          {(control) => (
            <input
              {...control}
              inputMode="text"
              autoComplete="one-time-code"
              autoFocus
              spellCheck={false}
              {...form.register('Code')}
            />
          )}
        </FormField>
        <FormProblem problem={problem} />
        <SubmitButton pending={secondFactor.isPending} pendingLabel="Checking…">
          Continue
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
