import { createHash, timingSafeEqual } from 'node:crypto';
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
import { AppError, notFound, tooManyRequests } from '../../errors';
import type { MailOutbox } from '../../mail/outbox';
import type { CardGateway } from '../../payments/card-gateway';
import type { PaymentProvider } from '../../payments/payment-provider';
import { isOverLimit, type RateLimit, type RateLimitStore } from '../../platform/rate-limit-store';
import type { PropertyRecord } from '../../properties/repository';
import type { PropertyLookup } from '../../properties/require-property';
import { confirmationTokenOf, hashConfirmationToken } from '../booking-reference';
import type { ConfirmationService } from '../confirmation';
import type { StayAriSource } from '../price-booking';
import type { ReservationRow } from '../repository';
import { cancelRooms, refundCancellation, type CancelOutcome } from './cancel';
import { changeDates, datesQuoteOf, planDates, preloadAri, type DatesOutcome } from './change-dates';
import { describeManagedBooking, type ManagedRoom } from './describe';
import { changeExtras, extrasQuoteOf, planExtras, type ExtrasOutcome } from './extras';
import { editGuests } from './guests';
import { registerManageEmails } from './manage-emails';
import { createManageRepository, type ChangeKind, type ManageQueries } from './repository';

// After the booking: find it by reference and email, read it with what may be done, and the
// guest's changes. Each change runs in one transaction holding the booking's row, records its
// Idempotency-Key (a replay gets the first answer), and queues its emails in that transaction;
// money moves after the commit.

/** Limits a guest looking up their own booking never meets; someone guessing soon does. */
export const findBookingLimits = {
  perAddress: { max: 20, windowSeconds: 15 * 60 },
  perReference: { max: 8, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

export const changeKeyConflictMessage =
  'This Idempotency-Key was already used for a different change. Send the new change with a new key.';

export interface ManageBookingDeps {
  db: Parameters<typeof createManageRepository>[0];
  properties: PropertyLookup;
  ari: StayAriSource;
  confirmation: Pick<ConfirmationService, 'describeBooking'>;
  cardGateway: CardGateway;
  paymentProvider: PaymentProvider;
  mailOutbox: MailOutbox;
  rateLimits: RateLimitStore;
  secretKey: string;
  publicUrl: string;
  mailFrom: string | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const emailDigest = (email: string) => sha256(`booker-email:${email.trim().toLowerCase()}`);
// Compared against when no booking has the reference, so a miss does the same work as a match.
const noBookingDigest = emailDigest('no-booking@stayfront.invalid');

/** The change as far as it decides the outcome: card number and security code never kept, never hashed. */
export function changeFingerprint(kind: ChangeKind, body: object): string {
  const { CardDetails, ...rest } = body as { CardDetails?: Record<string, unknown> | null };
  const card = CardDetails ? { ...CardDetails, CardNumber: undefined, SecurityCode: undefined } : null;
  return createHash('sha256')
    .update(JSON.stringify({ kind, ...rest, CardDetails: card }))
    .digest('hex');
}

export function createManageBooking(deps: ManageBookingDeps) {
  const repository = createManageRepository(deps.db);
  const mailQueued = () => deps.mailOutbox.kick();

  async function openByToken(token: string): Promise<{ row: ReservationRow; property: PropertyRecord }> {
    const row = await repository.findByTokenHashAnywhere(hashConfirmationToken(token));
    // A booking that never became one (unpaid, expired) has nothing to manage.
    if (!row || row.status === 'pending_payment' || row.status === 'expired') throw notFound(bookingNotFoundMessage);
    const property = await deps.properties.findProperty(String(row.propertyId));
    if (!property) throw notFound(bookingNotFoundMessage);
    return { row, property };
  }

  async function roomsOf(queries: Pick<ManageQueries, 'listItems'>, reservationId: number): Promise<ManagedRoom[]> {
    const items = await queries.listItems(reservationId);
    return items.map((item) => ({
      id: item.id,
      dateFrom: item.dateFrom,
      dateTo: item.dateTo,
      roomTotal: item.roomTotal,
      extrasTotal: item.extrasTotal,
      total: item.total,
      refundable: item.refundable,
      cancellation: item.cancellation,
      status: item.status,
      cancelledAt: item.cancelledAt,
      cancellationFee: item.cancellationFee,
      arrivalTime: item.arrivalTime,
      roomTypeId: item.roomTypeId,
      extras: item.services.map((extra) => ({
        id: extra.id,
        serviceId: extra.serviceId,
        name: extra.name,
        quantity: extra.quantity,
        total: extra.total,
        addedAt: extra.addedAt,
        payAtHotel: extra.payAtHotel,
      })),
    }));
  }

  async function describe(reservationId: number, property: PropertyRecord, token: string): Promise<ManageReservation> {
    const row = (await repository.findById(reservationId))!;
    const [confirmation, rooms] = await Promise.all([
      deps.confirmation.describeBooking(row, property),
      roomsOf(repository, row.id),
    ]);
    return describeManagedBooking({ row, property, confirmation, rooms, confirmationToken: token, now: deps.now() });
  }

  /**
   * One change under its Idempotency-Key: `work` runs in a transaction holding the booking's
   * row and answers what to keep for a replay; the first answer under a key is every answer.
   */
  async function change<T extends Record<string, unknown>>(
    kind: ChangeKind,
    body: object & { ConfirmationToken: string },
    idempotencyKey: string,
    work: (
      tx: ManageQueries,
      at: { row: ReservationRow; property: PropertyRecord; rooms: ManagedRoom[]; now: Date },
    ) => Promise<{ kept: T; amount?: number }>,
  ): Promise<{ kept: T; replayed: boolean; row: ReservationRow; property: PropertyRecord }> {
    const { row, property } = await openByToken(body.ConfirmationToken);
    const fingerprint = changeFingerprint(kind, body);
    const replay = (earlier: { kind: string; requestFingerprint: string; responseBody: unknown }) => {
      if (earlier.kind !== kind || earlier.requestFingerprint !== fingerprint)
        throw new AppError('key-reused', changeKeyConflictMessage);
      return { kept: earlier.responseBody as T, replayed: true, row, property };
    };
    const earlier = await repository.findChange(row.id, idempotencyKey);
    if (earlier) return replay(earlier);
    const now = deps.now();
    const outcome = await repository.transaction(async (tx) => {
      const locked = await tx.lockReservation(row.id);
      // A twin request under the same key committed while this one waited for the row.
      const twin = await tx.findChange(row.id, idempotencyKey);
      if (twin) return { twin };
      const done = await work(tx, { row: locked!, property, rooms: await roomsOf(tx, row.id), now });
      await tx.insertChange({
        reservationId: row.id,
        kind,
        idempotencyKey,
        requestFingerprint: fingerprint,
        amount: done.amount ?? 0,
        responseBody: done.kept,
        createdAt: now,
      });
      return { done };
    });
    if ('twin' in outcome) return replay(outcome.twin!);
    mailQueued();
    return { kept: outcome.done.kept, replayed: false, row, property };
  }

  /** The gateway as a change sees it: an approval inside a transaction that then fails is voided at once. */
  function watchedGateway() {
    let approved: string | null = null;
    const remember = (result: Awaited<ReturnType<CardGateway['authorise']>>) => {
      if (result.approved) approved = result.authorisationId;
      return result;
    };
    const gateway: CardGateway = {
      ...deps.cardGateway,
      authorise: async (payment) => remember(await deps.cardGateway.authorise(payment)),
      authoriseSaved: async (payment) => remember(await deps.cardGateway.authoriseSaved(payment)),
    };
    const voidLost = async () => {
      const lost: string | null = approved;
      if (lost)
        await deps.cardGateway
          .voidAuthorisation(lost)
          .catch((voidError: unknown) =>
            deps.log.error({ err: voidError }, 'change card authorisation could not be voided'),
          );
    };
    return { gateway, voidLost };
  }

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
      return { row, property, booking: await describe(row.id, property, token), token };
    },
  });

  return {
    /** The neutral 404 for anything but a match, after the same work either way. */
    async find(request: FindReservationRequest, address: string): Promise<FindReservationResponse> {
      const reference = request.ReferenceNumber.trim().toUpperCase();
      const counts = await Promise.all([
        deps.rateLimits.hit(`find-booking:address:${address}`, findBookingLimits.perAddress),
        deps.rateLimits.hit(`find-booking:reference:${reference}`, findBookingLimits.perReference),
      ]);
      const limits = [findBookingLimits.perAddress, findBookingLimits.perReference];
      const over = counts.filter((count, i) => isOverLimit(count, limits[i]!));
      if (over.length > 0) throw tooManyRequests(Math.max(...over.map((count) => count.resetInMs)) / 1000);

      const property = await deps.properties.findProperty(String(request.PropertyId));
      const row = await repository.findByReferenceNumber(property?.id ?? 0, reference);
      const given = emailDigest(request.Email);
      const emailMatches = timingSafeEqual(given, row ? emailDigest(row.bookerEmail) : noBookingDigest);
      const findable =
        row !== undefined && (row.status === 'confirmed' || (row.status === 'cancelled' && row.cancelledAt !== null));
      if (!row || !emailMatches || !findable) throw notFound(bookingNotFoundMessage);
      return { ConfirmationToken: confirmationTokenOf(deps.secretKey, row.confirmationNonce) };
    },

    async manage(query: ManageReservationQuery): Promise<ManageReservation> {
      const { row, property } = await openByToken(query.token);
      if (
        query.propertyId !== undefined &&
        query.propertyId !== property.code &&
        query.propertyId !== String(property.id)
      )
        throw notFound(bookingNotFoundMessage);
      return describe(row.id, property, query.token);
    },

    async cancel(request: CancelReservationRequest, idempotencyKey: string): Promise<CancelReservationResponse> {
      const result = await change<CancelOutcome>('cancel', request, idempotencyKey, (tx, at) =>
        cancelRooms(tx, { ...at, request, idempotencyKey }),
      );
      if (!result.replayed) await refundCancellation(deps, repository, result.row, result.kept);
      const booking = await describe(result.row.id, result.property, request.ConfirmationToken);
      return {
        CancelledReservationItemIds: result.kept.itemIds,
        CancellationFee: result.kept.fee,
        RefundAmount: result.kept.refund,
        Booking: booking,
      };
    },

    async quoteDates(request: ChangeDatesQuoteRequest): Promise<ChangeDatesQuote> {
      const { row, property } = await openByToken(request.ConfirmationToken);
      return datesQuoteOf(
        await planDates(
          { ari: deps.ari, queries: repository, cardGateway: deps.cardGateway },
          { row, property, now: deps.now(), request },
        ),
        row.currency,
      );
    },

    async changeDates(request: ChangeDatesRequest, idempotencyKey: string): Promise<ChangeDatesResponse> {
      const { gateway, voidLost } = watchedGateway();
      const { property } = await openByToken(request.ConfirmationToken);
      const ari = request.DateTo > request.DateFrom ? await preloadAri(deps.ari, property, request) : deps.ari;
      let result: Awaited<ReturnType<typeof change<DatesOutcome>>>;
      try {
        result = await change<DatesOutcome>('change_dates', request, idempotencyKey, (tx, at) =>
          changeDates(tx, { ari, cardGateway: gateway }, { ...at, request, idempotencyKey }),
        );
      } catch (error) {
        await voidLost();
        throw error;
      }
      if (!result.replayed) await settle(result.row, result.kept);
      return {
        Difference: result.kept.difference,
        Booking: await describe(result.row.id, result.property, request.ConfirmationToken),
      };
    },

    async quoteExtras(request: ChangeExtrasRequest): Promise<ChangeExtrasQuote> {
      const { row, property } = await openByToken(request.ConfirmationToken);
      return extrasQuoteOf(await planExtras(repository, { row, property, now: deps.now(), request }), row.currency);
    },

    async changeExtras(request: ChangeExtrasRequest, idempotencyKey: string): Promise<ChangeExtrasResponse> {
      const { gateway, voidLost } = watchedGateway();
      let result: Awaited<ReturnType<typeof change<ExtrasOutcome>>>;
      try {
        result = await change<ExtrasOutcome>('extras', request, idempotencyKey, (tx, at) =>
          changeExtras(tx, gateway, { ...at, request, idempotencyKey }),
        );
      } catch (error) {
        await voidLost();
        throw error;
      }
      if (!result.replayed) await settle(result.row, result.kept);
      return {
        Difference: result.kept.difference,
        Booking: await describe(result.row.id, result.property, request.ConfirmationToken),
      };
    },

    async editGuests(request: EditGuestsRequest, idempotencyKey: string): Promise<EditGuestsResponse> {
      const result = await change('guests', request, idempotencyKey, (tx, at) =>
        editGuests(tx, { ...at, request, idempotencyKey }),
      );
      return { Booking: await describe(result.row.id, result.property, request.ConfirmationToken) };
    },
  };
}

export type ManageBooking = ReturnType<typeof createManageBooking>;
