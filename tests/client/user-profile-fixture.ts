import type { UserProfile } from '../../src/contract/account';

/** Ada's account as GET Account answers it (id 7, no phone, no cards kept), with `fields` changed. */
export function adaProfile(fields: Partial<UserProfile> = {}): UserProfile {
  return {
    IndividualId: 7,
    EmailAddress: 'ada@example.com',
    Firstname: 'Ada',
    Lastname: 'Lovelace',
    Telephone: '',
    ReceiveBrandOffers: false,
    CanChoosePaymentMethod: false,
    CreditCards: [],
    ...fields,
  };
}
