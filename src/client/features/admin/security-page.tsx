import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { RecoveryCodes, StaffMe, TwoFactorEnrolment } from '../../../contract/admin-staff';
import { describeError } from '../../api';
import { useDocumentTitle } from '../../ui/document-title';
import { FormField } from '../../ui/form-field';
import { useRuledForm } from '../../ui/ruled-form';
import { enrolCodeFormSchema } from './admin-forms';
import { useConfirmEnrolment, useStartEnrolment } from './api/two-factor';
import { FormProblem, SubmitButton } from '../../ui/form-outcome';
import { ConsoleForm, useConsoleSubmit } from './console-form';

// Security: two-factor sign-in. Owners must set it up before anything else (the server refuses
// every other call until then); others may. The secret comes as a QR code and as text, a code
// from the app confirms it, and the recovery codes are shown this once.

type EnrolCodeValues = { Code: string };

export function SecurityPage({ me }: { me: StaffMe }) {
  useDocumentTitle('Security', 'Stayfront console');
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);
  return (
    <div className="console-narrow">
      <h1 className="console__title">Security</h1>
      {me.MustEnrol ? (
        <p className="sf-notice sf-notice--warning" role="status">
          As an owner you sign in with a code from an authenticator app as well as your password. Set it up to open the
          console.
        </p>
      ) : null}
      <section className="console-card" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title">Two-factor sign-in</h2>
        {codes ? (
          <RecoveryCodesShown codes={codes.RecoveryCodes} />
        ) : me.TwoFactorEnabled ? (
          <p>
            Two-factor sign-in is on. You have {me.RecoveryCodesLeft} unused recovery code
            {me.RecoveryCodesLeft === 1 ? '' : 's'}. Lost your phone? Ask an owner to reset it from the Staff page.
          </p>
        ) : (
          <Enrolment onDone={setCodes} />
        )}
      </section>
    </div>
  );
}

function Enrolment({ onDone }: { onDone: (codes: RecoveryCodes) => void }) {
  const start = useStartEnrolment();
  if (!start.data) {
    return (
      <>
        <p>
          Use an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or
          1Password).
        </p>
        {start.isError ? (
          <p className="sf-notice sf-notice--negative" role="alert">
            {describeError(start.error)}
          </p>
        ) : null}
        <button
          type="button"
          className="sf-button sf-button--primary"
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          {start.isPending ? 'Preparing…' : 'Set up two-factor sign-in'}
        </button>
      </>
    );
  }
  return <ConfirmEnrolment enrolment={start.data} onDone={onDone} />;
}

function ConfirmEnrolment({
  enrolment,
  onDone,
}: {
  enrolment: TwoFactorEnrolment;
  onDone: (codes: RecoveryCodes) => void;
}) {
  const confirm = useConfirmEnrolment();
  const form = useRuledForm<EnrolCodeValues>(enrolCodeFormSchema, { defaultValues: { Code: '' } });
  const { problem, submit } = useConsoleSubmit(form, async (values) => {
    onDone(await confirm.mutateAsync({ Code: values.Code.trim() }));
  });
  return (
    <>
      <ol>
        <li>Scan this QR code with your authenticator app.</li>
        <li>
          Or type this key into it:{' '}
          <span className="console-secret" data-testid="totp-secret">
            {enrolment.Secret}
          </span>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      {/* The server draws the QR code from the otpauth link: our own markup, no user text in it. */}
      <div
        className="console-qr"
        role="img"
        aria-label="QR code of your two-factor sign-in key"
        dangerouslySetInnerHTML={{ __html: enrolment.QrCodeSvg }}
      />
      <ConsoleForm form={form} onSubmit={submit} pending={confirm.isPending}>
        <FormField<EnrolCodeValues> name="Code" idPrefix="enrol" label="6-digit code">
          {(control) => (
            <input {...control} inputMode="numeric" autoComplete="one-time-code" {...form.register('Code')} />
          )}
        </FormField>
        <FormProblem problem={problem} />
        <SubmitButton pending={confirm.isPending} pendingLabel="Checking…">
          Turn on two-factor sign-in
        </SubmitButton>
      </ConsoleForm>
    </>
  );
}

function RecoveryCodesShown({ codes }: { codes: string[] }) {
  return (
    <>
      <p className="sf-notice sf-notice--positive" role="status">
        Two-factor sign-in is on.
      </p>
      <h3>Your recovery codes</h3>
      <p>
        Keep these somewhere safe, away from your phone. Each signs you in once if you lose your phone. They are shown
        only now.
      </p>
      <ol className="console-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Link to="/Admin" className="sf-button sf-button--primary">
        Continue to the console
      </Link>
    </>
  );
}
