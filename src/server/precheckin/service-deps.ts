import type { FastifyBaseLogger } from 'fastify';
import type { GuestAccounts } from '../guest-accounts';
import type { CardGateway } from '../payments/card-gateway';
import type { PropertyLookup } from '../properties/require-property';
import type { PreCheckInRepository } from './repository';

// What the pre-check-in service is built from, and who is looking: shared by the service and
// the steps it runs (opening the booking, describing it, the card to keep).

/** Who is looking, when signed in (guest accounts). */
export interface Viewer {
  individualId: number;
}

export interface PreCheckInServiceDeps {
  properties: PropertyLookup;
  repository: PreCheckInRepository;
  cardGateway: CardGateway;
  /** Saved cards of the signed-in booker; absent when accounts are not wired. */
  guestAccounts?: Pick<GuestAccounts, 'savedCardsOf' | 'savedCardOf'> | undefined;
  secretKey: string;
  now: () => Date;
  log: FastifyBaseLogger;
}
