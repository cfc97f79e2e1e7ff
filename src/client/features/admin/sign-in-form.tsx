import { useState } from 'react';
import { ApiError, describeError } from '../../api';
import { FormField } from '../../ui/form-field';
import { useRuledForm } from '../../ui/ruled-form';
import { codeFormSchema, signInFormSchema, type CodeFormValues, type SignInFormValues } from './admin-forms';
import { useSecondFactor, useSignIn } from './api/sign-in';
import { FormProblem, SubmitButton } from '../../ui/form-outcome';
import { ConsoleForm, useConsoleSubmit } from './console-form';

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
  const form = useRuledForm<SignInFormValues>(signInFormSchema, { defaultValues: { Email: '', Password: '' } });
  const { problem, submit } = useConsoleSubmit(
    form,
    async (values) => {
      const result = await signIn.mutateAsync({ Email: values.Email.trim(), Password: values.Password });
      if (result.Stage === 'second-factor') onCodeNeeded();
    },
    problemOf,
  );
  return (
    <ConsoleForm form={form} onSubmit={submit} pending={signIn.isPending}>
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
    </ConsoleForm>
  );
}

function CodeStep() {
  const secondFactor = useSecondFactor();
  const form = useRuledForm<CodeFormValues>(codeFormSchema, { defaultValues: { Code: '' } });
  const { problem, submit } = useConsoleSubmit(
    form,
    async (values) => {
      await secondFactor.mutateAsync({ Code: values.Code.trim() });
    },
    problemOf,
  );
  return (
    <ConsoleForm form={form} onSubmit={submit} pending={secondFactor.isPending}>
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
    </ConsoleForm>
  );
}
