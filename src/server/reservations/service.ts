import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { GuestAccounts } from '../guest-accounts';
import { bookingConfirmationEmail } from '../mail/booking-confirmation-email';
import type { MailOutbox } from '../mail/outbox';
import { manageBookingUrlOf } from '../manage-booking-link';
import type { CardGateway } from '../payments/card-gateway';
import type { PaymentProvider } from '../payments/payment-provider';
import type { RateLimitStore } from '../platform/rate-limit-store';
import type { PropertyLookup } from '../properties/require-property';
import { confirmationTokenOf } from './booking-reference';
import { createConfirmationService } from './confirmation';
import { createReservationCreator } from './create';
import type { StayAriSource } from './price-booking';
import { createProviderPayments } from './provider-payments';
import { createQuoteService } from './quote';
import { confirmationEmailKind, createReservationRepository } from './repository';
import { createManageBooking } from './manage/service';
import { createBookingPayments } from './payments/service';
import { createVoucherService } from './vouchers';
import { mailFromOf } from '../mail/sender';

// The reservations feature's services over one repository, and the confirmation email they
// queue. app.ts hands in what belongs to other parts (the ARI repository, the gateways, mail).

export interface ReservationServicesDeps {
  db: Db;
  properties: PropertyLookup;
  ari: StayAriSource;
  cardGateway: CardGateway;
  /** The accounts feature, for the signed-in booker, saved cards and an account while booking. */
  guestAccounts: GuestAccounts;
  paymentProvider: PaymentProvider;
  mailOutbox: MailOutbox;
  /** The shared limit store (finding a booking by reference and email). */
  rateLimits: RateLimitStore;
  secretKey: string;
  publicUrl: string;
  holdMinutes: number;
  /** The From of guest emails; default "<property name>" <no-reply@PUBLIC_URL host>. */
  mailFrom: string | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createReservationServices(deps: ReservationServicesDeps) {
  const repository = createReservationRepository(deps.db);
  const mailQueued = () => deps.mailOutbox.kick();
  const providerPayments = createProviderPayments({
    properties: deps.properties,
    repository,
    paymentProvider: deps.paymentProvider,
    secretKey: deps.secretKey,
    now: deps.now,
    log: deps.log,
    mailQueued,
  });
  const confirmation = createConfirmationService({
    properties: deps.properties,
    repository,
    providerPayments,
    secretKey: deps.secretKey,
    now: deps.now,
  });
  const creator = createReservationCreator({
    properties: deps.properties,
    repository,
    ari: deps.ari,
    cardGateway: deps.cardGateway,
    guestAccounts: deps.guestAccounts,
    paymentProvider: deps.paymentProvider,
    secretKey: deps.secretKey,
    publicUrl: deps.publicUrl,
    holdMinutes: deps.holdMinutes,
    now: deps.now,
    log: deps.log,
    expireHolds: providerPayments.expireHolds,
    mailQueued,
  });
  const vouchers = createVoucherService({ properties: deps.properties, repository, ari: deps.ari, now: deps.now });
  const quotes = createQuoteService({
    properties: deps.properties,
    repository,
    ari: deps.ari,
    expireHolds: providerPayments.expireHolds,
    now: deps.now,
  });
  const payments = createBookingPayments({ ...deps, confirmation });
  const manage = createManageBooking({ ...deps, confirmation, chargeDue: () => payments.job.kick() });

  const host = new URL(deps.publicUrl).hostname;
  const fromOf = mailFromOf(deps);
  deps.mailOutbox.register(confirmationEmailKind, async (payload) => {
    const row = await repository.findById(Number(payload.reservationId));
    if (!row || row.status !== 'confirmed') return null;
    const property = await deps.properties.findProperty(String(row.propertyId));
    if (!property) return null;
    const booking = await confirmation.describeBooking(row, property);
    const token = confirmationTokenOf(deps.secretKey, row.confirmationNonce);
    return bookingConfirmationEmail({
      booking,
      confirmationUrl: `${deps.publicUrl}/Book/${encodeURIComponent(property.code)}/Confirmation/${token}`,
      manageUrl: manageBookingUrlOf(deps.publicUrl, property.code, token),
      preCheckInUrl: booking.PreCheckInPath ? `${deps.publicUrl}${booking.PreCheckInPath}` : null,
      from: fromOf(property.name),
      host,
      now: deps.now(),
    });
  });

  return {
    create: creator,
    confirmation,
    vouchers,
    /** What Create would charge, priced by its own steps, nothing booked. */
    quotes,
    providerPayments,
    /** After the booking: find, read and change it (manage/). */
    manage,
    /** Later parts of a booking's payment: the charge job, the guest's and the staff's calls (payments/). */
    payments,
    /** The hold sweeper and the charge job, on every server. */
    start() {
      providerPayments.startSweeper();
      payments.start();
    },
    close: async () => {
      await Promise.all([providerPayments.close(), payments.close()]);
    },
  };
}

export type ReservationServices = ReturnType<typeof createReservationServices>;
