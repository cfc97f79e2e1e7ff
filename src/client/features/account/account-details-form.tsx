import { useId } from 'react';
import type { UserProfile } from '../../../contract/account';
import { useNotices } from '../../ui/notices';
import { useRuledForm } from '../../ui/ruled-form';
import { accountFormMessages } from '../../../domain/account-messages';
import { accountDetailsFormSchema, type AccountDetailsFormValues } from './account-forms';
import { AccountField, AccountProblem, AccountSubmit } from './account-field';
import { accountInputs, formFieldOf } from './account-inputs';
import { AccountCard } from './account-page';
import { useAccountSubmission } from './account-submission';
import { useUpdateAccount } from './api/update-account';

// Your details: names and telephone. The email address is the login and is shown, not edited.
// The brand-offers choice is saved as it was (it has its own section).

const serverFieldOf = { Firstname: 'firstName', Lastname: 'lastName', Telephone: 'telephone' } as const;

export function AccountDetailsForm({ propertyCode, profile }: { propertyCode: string; profile: UserProfile }) {
  const ids = useId();
  const { notify } = useNotices();
  const update = useUpdateAccount(propertyCode);
  const form = useRuledForm<AccountDetailsFormValues>(accountDetailsFormSchema, {
    defaultValues: { firstName: profile.Firstname, lastName: profile.Lastname, telephone: profile.Telephone },
  });
  const { formState, reset } = form;
  const busy = update.isPending || formState.isSubmitting;
  const { problem, submitWith } = useAccountSubmission(form, {
    fallback: accountFormMessages.saveDetailsFailed,
    serverFieldOf,
  });

  const submit = submitWith(async (values) => {
    const saved = await update.mutateAsync({
      PropertyId: propertyCode,
      Firstname: values.firstName.trim(),
      Lastname: values.lastName.trim(),
      Telephone: values.telephone.trim(),
      ReceiveBrandOffers: profile.ReceiveBrandOffers,
    });
    reset({ firstName: saved.Firstname, lastName: saved.Lastname, telephone: saved.Telephone });
    void notify({ kind: 'positive', message: accountFormMessages.detailsSaved });
  });

  return (
    <AccountCard title="Your details" titleId={`${ids}-title`}>
      <form className="account-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <dl className="account-login-email">
          <dt className="sf-field__label">Email address</dt>
          <dd>{profile.EmailAddress}</dd>
        </dl>
        <div className="account-form__fields account-form__fields--pairs">
          <AccountField {...accountInputs.firstName} {...formFieldOf(form, 'firstName')} />
          <AccountField {...accountInputs.lastName} {...formFieldOf(form, 'lastName')} />
          <AccountField {...accountInputs.phone} label="Telephone" {...formFieldOf(form, 'telephone')} />
        </div>
        <AccountProblem message={problem} />
        <AccountSubmit busy={busy} label="Save details" busyLabel="Saving…" />
      </form>
    </AccountCard>
  );
}
