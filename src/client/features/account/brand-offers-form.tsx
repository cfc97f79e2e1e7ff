import { useId, useState, type FormEvent } from 'react';
import type { UserProfile } from '../../../contract/account';
import { useNotices } from '../../ui/notices';
import { accountFormMessages } from '../../../domain/account-messages';
import { AccountProblem, AccountSubmit } from './account-field';
import { AccountCard } from './account-page';
import { useAccountSubmission } from './account-submission';
import { useUpdateAccount } from './api/update-account';

// Offers by email: the guest's opt-in, saved on its own so unsaved edits of the details form
// are never sent with it (the saved names go along unchanged).

export function BrandOffersForm({
  propertyCode,
  propertyName,
  profile,
}: {
  propertyCode: string;
  propertyName: string;
  profile: UserProfile;
}) {
  const ids = useId();
  const { notify } = useNotices();
  const update = useUpdateAccount(propertyCode);
  const [wanted, setWanted] = useState(profile.ReceiveBrandOffers);
  const busy = update.isPending;
  const { problem, send } = useAccountSubmission(null, { fallback: accountFormMessages.saveDetailsFailed });

  const save = (event: FormEvent) => {
    event.preventDefault();
    void send(async () => {
      const saved = await update.mutateAsync({
        PropertyId: propertyCode,
        Firstname: profile.Firstname,
        Lastname: profile.Lastname,
        Telephone: profile.Telephone,
        ReceiveBrandOffers: wanted,
      });
      setWanted(saved.ReceiveBrandOffers);
      void notify({ kind: 'positive', message: accountFormMessages.detailsSaved });
    });
  };

  return (
    <AccountCard title="Offers and news" titleId={`${ids}-title`}>
      <form className="account-form" noValidate onSubmit={save} aria-busy={busy || undefined}>
        <label className="account-check">
          <input type="checkbox" checked={wanted} onChange={(event) => setWanted(event.target.checked)} />
          <span>
            Send me special offers and news from {propertyName} by email. You can change your mind at any time.
          </span>
        </label>
        <AccountProblem message={problem} />
        <AccountSubmit busy={busy} label="Save preference" busyLabel="Saving…" />
      </form>
    </AccountCard>
  );
}
