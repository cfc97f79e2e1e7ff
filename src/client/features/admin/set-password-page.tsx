import { Link } from '@tanstack/react-router';
import { describeError } from '../../api';
import { useDocumentTitle } from '../../ui/document-title';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { PageLoading } from '../../ui/page-loading';
import { useRuledForm } from '../../ui/ruled-form';
import { setPasswordFormSchema, type SetPasswordFormValues } from './admin-forms';
import { usePasswordLink, useSetPassword } from './api/password-link';
import { ConsoleFrame } from './console-frame';
import { FormProblem, SubmitButton } from '../../ui/form-outcome';
import { ConsoleForm, useConsoleSubmit } from './console-form';

// /Admin/Password?token=...: from the link the shell printed or the invitation email, the staff
// member chooses a password (the guests' rule), then signs in.

export function SetPasswordPage({ token }: { token: string | undefined }) {
  useDocumentTitle('Set your password', 'Stayfront console');
  return (
    <ConsoleFrame>
      <div className="console-narrow">
        <h1 className="console__title">Set your password</h1>
        <div className="console-card">{token ? <SetPasswordForm token={token} /> : <LinkProblem />}</div>
      </div>
    </ConsoleFrame>
  );
}

function LinkProblem({ message }: { message?: string }) {
  return (
    <p className="sf-notice sf-notice--negative" role="alert">
      {message ?? 'This link is incomplete. Open the link from your email again, or ask an owner for a new one.'}
    </p>
  );
}

function SetPasswordForm({ token }: { token: string }) {
  const link = usePasswordLink(token);
  const setPassword = useSetPassword();
  const form = useRuledForm<SetPasswordFormValues>(setPasswordFormSchema, {
    defaultValues: { Password: '', ConfirmPassword: '' },
  });
  const { problem, submit } = useConsoleSubmit(form, async (values) => {
    await setPassword.mutateAsync({ Token: token, ...values });
  });

  if (link.isPending) return <PageLoading text="Checking your link…" />;
  if (link.isError) return <LinkProblem message={describeError(link.error)} />;
  if (setPassword.isSuccess) {
    return (
      <>
        <p className="sf-notice sf-notice--positive" role="status">
          Your password is set. Sign in with {setPassword.data.Email} and your new password.
        </p>
        <Link to="/Admin/SignIn" className="sf-button sf-button--primary">
          Sign in
        </Link>
      </>
    );
  }
  return (
    <ConsoleForm form={form} onSubmit={submit} pending={setPassword.isPending}>
      <p>
        For <strong>{link.data.Name || link.data.Email}</strong> ({link.data.Email}).
      </p>
      {/* The address, for password managers to save the new password under. */}
      <input type="email" autoComplete="username" value={link.data.Email} readOnly hidden />
      <NewPasswordFields<SetPasswordFormValues>
        names={{ password: 'Password', confirm: 'ConfirmPassword' }}
        idPrefix="staff-password"
        hintStays
      />
      <FormProblem problem={problem} />
      <SubmitButton pending={setPassword.isPending} pendingLabel="Saving…">
        Set password
      </SubmitButton>
    </ConsoleForm>
  );
}
