import { expect, type APIRequestContext } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

// A guest account registered through the API as the sign-up form registers it, for specs whose
// story starts once the account exists.

export interface AccountByApi {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobileNumber?: string;
}

/** Registers the account at the demo hotel and waits for its email: the link that confirms it. */
export async function registerByApi(request: APIRequestContext, account: AccountByApi): Promise<string> {
  const registered = await request.post('/api/Account/Register', {
    data: {
      LanguageCode: 'en',
      PropertyId: 'DEMO',
      EmailAddress: account.email,
      Password: account.password,
      ConfirmPassword: account.password,
      Firstname: account.firstName,
      Lastname: account.lastName,
      ...(account.mobileNumber === undefined ? {} : { MobileNumber: account.mobileNumber }),
    },
  });
  expect(registered.ok()).toBe(true);
  const mail = await waitForMail(account.email, /Confirm your email/);
  return linkIn(mail, '/Account/ConfirmEmail/');
}
