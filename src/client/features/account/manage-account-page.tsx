import { Navigate } from '@tanstack/react-router';
import { personCircleOutline } from 'ionicons/icons';
import type { Property } from '../../../contract/property';
import { AccountDetailsForm } from './account-details-form';
import { AccountPage } from './account-page';
import { useAccount } from './api/get-account';
import { BrandOffersForm } from './brand-offers-form';
import { ChangePasswordForm } from './change-password-form';
import { SavedCards } from './saved-cards';

// Manage account (docs/product.md, pages): your details, offers, saved cards and the password. The
// route loads the account first; a guest who logs out here goes back to the search page.

export function ManageAccountPage({ property }: { property: Property }) {
  const account = useAccount(property.PropertyCode);
  if (account === null)
    return <Navigate to="/Book/$propertyCode" params={{ propertyCode: property.PropertyCode }} replace />;
  return (
    <AccountPage
      property={property}
      title="Your account"
      icon={personCircleOutline}
      wide
      lead={account ? `Logged in as ${account.EmailAddress}` : undefined}
    >
      {account ? (
        <>
          <AccountDetailsForm key={account.IndividualId} propertyCode={property.PropertyCode} profile={account} />
          <div className="account-page__column">
            <BrandOffersForm
              key={account.IndividualId}
              propertyCode={property.PropertyCode}
              propertyName={property.PropertyName}
              profile={account}
            />
            <SavedCards propertyCode={property.PropertyCode} cards={account.CreditCards} />
          </div>
          <ChangePasswordForm key={`password-${account.IndividualId}`} />
        </>
      ) : (
        <p className="account-loading" role="status">
          <span className="sf-spinner" aria-hidden="true" />
          <span>Loading your account…</span>
        </p>
      )}
    </AccountPage>
  );
}
