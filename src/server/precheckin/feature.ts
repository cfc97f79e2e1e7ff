import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { GuestAccounts } from '../guest-accounts';
import type { MailOutbox } from '../mail/outbox';
import type { CardGateway } from '../payments/card-gateway';
import type { PropertyLookup } from '../properties/require-property';
import { createPreArrivalMailer } from './pre-arrival';
import { createPreCheckInRepository } from './repository';
import { preCheckInRoutes } from './routes';
import { createPreCheckInService } from './service';

// The pre-check-in feature as app.ts wires it: the two calls and the pre-arrival email job.

export interface PreCheckInFeatureDeps {
  db: Db;
  properties: PropertyLookup;
  secretKey: string;
  cardGateway: CardGateway;
  mailOutbox: MailOutbox;
  /** Signed-in bookers see and may use their saved cards; absent, nobody is signed in. */
  guestAccounts?: Pick<GuestAccounts, 'savedCardsOf' | 'savedCardOf'> | undefined;
  publicUrl: string;
  mailFrom: string | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createPreCheckInFeature(deps: PreCheckInFeatureDeps) {
  const repository = createPreCheckInRepository(deps.db);
  const service = createPreCheckInService({ ...deps, repository });
  const preArrival = createPreArrivalMailer({ ...deps, repository });
  return {
    routes: preCheckInRoutes(service),
    preArrival,
    start: () => preArrival.start(),
    close: () => preArrival.close(),
  };
}
