import type { FastifyBaseLogger } from 'fastify';
import {
  bookingNotFoundMessage,
  type CancelReservationRequest,
  type CancelReservationResponse,
  type ChangeDatesQuote,
  type ChangeDatesQuoteRequest,
  type ChangeDatesRequest,
  type ChangeDatesResponse,
  type ChangeExtrasQuote,
  type ChangeExtrasRequest,
  type ChangeExtrasResponse,
  type EditGuestsRequest,
  type EditGuestsResponse,
  type FindReservationRequest,
  type FindReservationResponse,
  type ManageReservation,
  type ManageReservationQuery,
} from '../../../contract/manage-booking';
import { notFound } from '../../errors';
import type { MailOutbox } from '../../mail/outbox';
import type { CardGateway } from '../../payments/card-gateway';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { RateLimitStore } from '../../platform/rate-limit-store';
import type { PropertyLookup } from '../../properties/require-property';
import { confirmationTokenOf } from '../booking-reference';
import type { ConfirmationService } from '../confirmation';
import type { StayAriSource } from '../price-booking';
import type { ReservationRow } from '../repository';
import { cancelRooms, refundCancellation, type CancelOutcome } from './cancel';
import { changeDates } from './change-dates';
import { createChangeRunner, withVoidOnFailure, type PricedChangeOutcome } from './change-under-key';
import { changeExtras, extrasQuoteOf, planExtras } from './extras';
import { findBooking } from './find-booking';
import { editGuests } from './guests';
import { registerManageEmails } from './manage-emails';
import { datesQuoteOf, planDates, preloadAri } from './plan-dates';
import { createBookingReader } from './read-booking';
import { createManageRepository } from './repository';

// After the booking: find it by reference and email, read it with what may be done, and the
// guest's changes. Each change runs in one transaction holding the booking's row, records its
// Idempotency-Key (a replay gets the first answer), and queues its emails in that transaction;
// money moves after the commit.

export interface ManageBookingDeps {
  db: Parameters<typeof createManageRepository>[0];
  properties: PropertyLookup;
  ari: StayAriSource;
  confirmation: Pick<ConfirmationService, 'describeBooking'>;
  cardGateway: CardGateway;
  paymentProvider: PaymentProvider;
  mailOutbox: MailOutbox;
  /** Wakes the charge job: a change left a fee to charge to the kept card. */
  chargeDue: () => void;
  rateLimits: RateLimitStore;
  secretKey: string;
  publicUrl: string;
  mailFrom: string | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createManageBooking(deps: ManageBookingDeps) {
  const repository = createManageRepository(deps.db);
  const reader = createBookingReader(deps, repository);
  const change = createChangeRunner({ now: deps.now, mailQueued: () => deps.mailOutbox.kick() }, repository, reader);

  /** After the commit: the card approved in the change captured, and what it gave back refunded. */
  async function settle(
    row: ReservationRow,
    kept: { charged: { authorisationId: string; amount: number } | null; refundMinor: number },
  ): Promise<void> {
    if (kept.charged)
      await deps.cardGateway
        .capture(kept.charged.authorisationId, kept.charged.amount)
        .catch((error: unknown) =>
          deps.log.error({ err: error, referenceNumber: row.referenceNumber }, 'change card capture failed'),
        );
    await refundCancellation(deps, repository, row, kept);
  }

  registerManageEmails(deps, {
    describe: async (reservationId) => {
      const row = await repository.findById(reservationId);
      if (!row) return null;
      const property = await deps.properties.findProperty(String(row.propertyId));
      if (!property) return null;
      const token = confirmationTokenOf(deps.secretKey, row.confirmationNonce);
      return { row, property, booking: await reader.describe(row.id, property, token), token };
    },
  });

  return {
    find(request: FindReservationRequest, address: string): Promise<FindReservationResponse> {
      return findBooking(deps, repository, request, address);
    },

    async manage(query: ManageReservationQuery): Promise<ManageReservation> {
      const { row, property } = await reader.open(query.token);
      if (
        query.propertyId !== undefined &&
        query.propertyId !== property.code &&
        query.propertyId !== String(property.id)
      )
        throw notFound(bookingNotFoundMessage);
      return reader.describe(row.id, property, query.token);
    },

    async cancel(request: CancelReservationRequest, idempotencyKey: string): Promise<CancelReservationResponse> {
      const result = await change<CancelOutcome>('cancel', request, idempotencyKey, (tx, at) =>
        cancelRooms(tx, { ...at, request, idempotencyKey }),
      );
      if (!result.replayed) await refundCancellation(deps, repository, result.row, result.kept);
      const booking = await reader.describe(result.row.id, result.property, request.ConfirmationToken);
      return {
        CancelledReservationItemIds: result.kept.itemIds,
        CancellationFee: result.kept.fee,
        CancellationFeeTaxes: result.kept.feeTaxes ?? [],
        RefundAmount: result.kept.refund,
        RefundTaxes: result.kept.refundTaxes ?? [],
        Booking: booking,
      };
    },

    async quoteDates(request: ChangeDatesQuoteRequest): Promise<ChangeDatesQuote> {
      const { row, property } = await reader.open(request.ConfirmationToken);
      return datesQuoteOf(
        await planDates(
          { ari: deps.ari, queries: repository, cardGateway: deps.cardGateway },
          { row, property, now: deps.now(), request },
        ),
        row.currency,
      );
    },

    async changeDates(request: ChangeDatesRequest, idempotencyKey: string): Promise<ChangeDatesResponse> {
      const { property } = await reader.open(request.ConfirmationToken);
      const ari = request.DateTo > request.DateFrom ? await preloadAri(deps.ari, property, request) : deps.ari;
      const result = await withVoidOnFailure(deps, (cardGateway) =>
        change<PricedChangeOutcome>('change_dates', request, idempotencyKey, (tx, at) =>
          changeDates(tx, { ari, cardGateway }, { ...at, request, idempotencyKey }),
        ),
      );
      if (!result.replayed) await settle(result.row, result.kept);
      return {
        Difference: result.kept.difference,
        Booking: await reader.describe(result.row.id, result.property, request.ConfirmationToken),
      };
    },

    async quoteExtras(request: ChangeExtrasRequest): Promise<ChangeExtrasQuote> {
      const { row, property } = await reader.open(request.ConfirmationToken);
      return extrasQuoteOf(await planExtras(repository, { row, property, now: deps.now(), request }), row.currency);
    },

    async changeExtras(request: ChangeExtrasRequest, idempotencyKey: string): Promise<ChangeExtrasResponse> {
      const result = await withVoidOnFailure(deps, (gateway) =>
        change<PricedChangeOutcome>('extras', request, idempotencyKey, (tx, at) =>
          changeExtras(tx, gateway, { ...at, request, idempotencyKey }),
        ),
      );
      if (!result.replayed) await settle(result.row, result.kept);
      return {
        Difference: result.kept.difference,
        Booking: await reader.describe(result.row.id, result.property, request.ConfirmationToken),
      };
    },

    async editGuests(request: EditGuestsRequest, idempotencyKey: string): Promise<EditGuestsResponse> {
      const result = await change('guests', request, idempotencyKey, (tx, at) =>
        editGuests(tx, { ...at, request, idempotencyKey }),
      );
      return { Booking: await reader.describe(result.row.id, result.property, request.ConfirmationToken) };
    },
  };
}

export type ManageBooking = ReturnType<typeof createManageBooking>;
