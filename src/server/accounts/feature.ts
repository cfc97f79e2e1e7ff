import type { Feature } from '../shared/feature';
import { accountRoutes } from './routes';
import { createGuestAccounts, type GuestAccountsDeps } from './service';
import { registerSignedInGuest } from './signed-in-guest';

// The guest accounts feature as app.ts wires it: the account calls and the housekeeping job;
// `guestAccounts` also goes to the features that know the signed-in guest (booking, pre-check-in).

export function createAccountsFeature(deps: GuestAccountsDeps) {
  const guestAccounts = createGuestAccounts(deps);
  const feature: Feature = {
    routes: accountRoutes(guestAccounts),
    // Every later route may read `request.guest`: this feature and the booking ones come after.
    extendApp: (app) => registerSignedInGuest(app, guestAccounts.signedInGuest),
    start: guestAccounts.start,
    close: guestAccounts.close,
  };
  return { ...feature, guestAccounts };
}
