import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SignedLinkMailDeps } from '../../mail/sender';
import type { CardGateway } from '../../payments/card-gateway';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { PropertyLookup } from '../../properties/require-property';
import type { ConfirmationService } from '../confirmation';
import { createChargeJob } from './charge-job';
import { createGuestPayments } from './guest-payments';
import { registerPaymentEmails } from './payment-emails';
import { createStaffPayments } from './staff-payments';

// Paying a booking after it was made (docs/product.md, how a booking is paid), as the reservations feature wires
// it: the charge job on every server, the guest's ReplaceCard and PayBalance, the staff's
// Charge, MarkPaid and Waive, and the emails a payment sends.

export interface BookingPaymentsDeps extends SignedLinkMailDeps {
  db: Db;
  properties: PropertyLookup;
  confirmation: Pick<ConfirmationService, 'describeBooking'>;
  cardGateway: CardGateway;
  paymentProvider: PaymentProvider;
  log: FastifyBaseLogger;
}

export function createBookingPayments(deps: BookingPaymentsDeps) {
  registerPaymentEmails(deps);
  const job = createChargeJob(deps);
  return {
    /** The balance charges; `kick()` once a part due now was added (a fee). */
    job,
    guest: createGuestPayments({ ...deps, chargeSoon: () => job.kick() }),
    staff: createStaffPayments(deps),
    start: () => job.start(),
    close: () => job.close(),
  };
}

export type BookingPayments = ReturnType<typeof createBookingPayments>;
