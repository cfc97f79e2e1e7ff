import { IonModal } from '../../ui/ion-modal';
import { Link } from '@tanstack/react-router';
import { DialogHeader } from '../../ui/dialog-header';
import { useNotices } from '../../ui/notices';
import { useRuledForm } from '../../ui/ruled-form';
import { accountFormMessages, welcomeBackMessage } from '../../../domain/account-messages';
import { loginFormSchema, type LoginFormValues } from './account-forms';
import { AccountField, AccountProblem, AccountSubmit } from './account-field';
import { accountInputs, formFieldOf } from './account-inputs';
import { useAccountSubmission } from './account-submission';
import { useAuthenticate } from './api/authenticate';
import './account.css';

// The login dialog (docs/product.md, errors): email and password. Success welcomes the guest
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
  const form = useRuledForm<LoginFormValues>(loginFormSchema, { defaultValues: { email: '', password: '' } });
  const { setFocus, formState, resetField } = form;
  const busy = authenticate.isPending || formState.isSubmitting;
  const { problem, setProblem, fail, submitWith } = useAccountSubmission(form, {
    fallback: accountFormMessages.loginFailed,
    serverFieldOf: { EmailAddress: 'email', Password: 'password' },
    noticePosition: 'top',
  });

  const submit = submitWith(async (values) => {
    const result = await authenticate.mutateAsync({
      LanguageCode: 'en',
      PropertyId: propertyCode,
      EmailAddress: values.email.trim(),
      Password: values.password,
    });
    if (!(result.Success && result.User)) return fail(result.Message.trim() || accountFormMessages.loginFailed);
    void notify({ kind: 'positive', message: welcomeBackMessage(result.User.Firstname) });
    resetField('password');
    onClose();
  });

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
          <AccountField {...accountInputs.email} {...formFieldOf(form, 'email')} />
          <AccountField {...accountInputs.currentPassword} label="Password" {...formFieldOf(form, 'password')} />
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
