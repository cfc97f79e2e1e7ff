import { zodResolver } from '@hookform/resolvers/zod';
import { IonModal } from '@ionic/react';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { DialogHeader } from '../../ui/dialog-header';
import { useNotices } from '../../ui/notices';
import { accountMessages, failureMessage, fieldProblems, loginFormSchema, welcomeBackMessage, type LoginFormValues } from './account-forms';
import { AccountField, AccountProblem, AccountSubmit } from './account-field';
import { useAuthenticate } from './api/authenticate';
import './account.css';

// The login dialog (spec sections 2 and 8): email and password. Success welcomes the guest
// back by first name; Success false shows the server's Message in a red notice at the top; a
// failed call shows the joined ModelState or the generic login text. What was typed stays.

export interface LoginDialogProps {
  propertyCode: string;
  isOpen: boolean;
  onClose: () => void;
}

export function LoginDialog({ propertyCode, isOpen, onClose }: LoginDialogProps) {
  const { notify } = useNotices();
  const authenticate = useAuthenticate(propertyCode);
  const [problem, setProblem] = useState<string | null>(null);
  const submitting = useRef(false);
  const form = useForm<LoginFormValues>({ defaultValues: { email: '', password: '' }, resolver: zodResolver(loginFormSchema), mode: 'onTouched' });
  const { register, handleSubmit, setError, setFocus, formState, resetField } = form;
  const busy = authenticate.isPending || formState.isSubmitting;

  const logIn = async (values: LoginFormValues) => {
    // A second press before the first answer sends nothing more.
    if (submitting.current) return;
    submitting.current = true;
    setProblem(null);
    try {
      const result = await authenticate.mutateAsync({ LanguageCode: 'en', PropertyId: propertyCode, EmailAddress: values.email.trim(), Password: values.password });
      if (result.Success && result.User) {
        void notify({ kind: 'positive', message: welcomeBackMessage(result.User.Firstname) });
        resetField('password');
        onClose();
        return;
      }
      const message = result.Message.trim() || accountMessages.loginFailed;
      setProblem(message);
      void notify({ kind: 'negative', position: 'top', message });
    } catch (error) {
      const problems = fieldProblems(error, { EmailAddress: 'email', Password: 'password' } as const);
      for (const [field, message] of problems) setError(field, { type: 'server', message });
      if (problems[0]) setFocus(problems[0][0]);
      const message = failureMessage(error, accountMessages.loginFailed);
      setProblem(message);
      void notify({ kind: 'negative', position: 'top', message });
    } finally {
      submitting.current = false;
    }
  };
  const submit = (event: FormEvent) => void handleSubmit(logIn)(event);

  const close = () => {
    setProblem(null);
    onClose();
  };

  return (
    <IonModal
      isOpen={isOpen}
      onDidDismiss={close}
      onDidPresent={() => setFocus(form.getValues('email') ? 'password' : 'email')}
      aria-label="Log in"
      className="login-dialog"
    >
      <DialogHeader title="Log in" onClose={close} />
      <div className="login-dialog__body">
        <form className="account-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <AccountProblem message={problem} />
          <AccountField label="Email address" type="email" inputMode="email" autoComplete="email" spellCheck={false} registration={register('email')} error={formState.errors.email?.message} />
          <AccountField label="Password" type="password" autoComplete="current-password" registration={register('password')} error={formState.errors.password?.message} />
          <AccountSubmit busy={busy} label="Log in" busyLabel="Logging in…" />
          <div className="account-form__links">
            <Link to="/Account/ForgotPassword/$propertyCode" params={{ propertyCode }} onClick={close}>
              Forgot your password?
            </Link>
            <Link to="/Account/Register/$propertyCode" params={{ propertyCode }} onClick={close}>
              Create an account
            </Link>
          </div>
        </form>
      </div>
    </IonModal>
  );
}
