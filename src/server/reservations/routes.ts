import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import {
  checkVoucherCodeRequestSchema,
  checkVoucherCodeResponseSchema,
  expireHoldsResponseSchema,
  idempotencyKeyHeader,
  reservationCreateRequestSchema,
  reservationCreateResponseSchema,
  reservationStatusQuerySchema,
  reservationStatusResponseSchema,
} from '../../contract/reservation';
import { reservationQuoteRequestSchema, reservationQuoteResponseSchema } from '../../contract/reservation-quote';
import {
  reservationConfirmationQuerySchema,
  reservationConfirmationSchema,
} from '../../contract/reservation-confirmation';
import { requireAdminToken } from '../platform/admin-token';
import { bookingPaymentRoutes } from './payments/routes';
import type { ReservationServices } from './service';
import { requiredIdempotencyKeyHeaders } from '../shared/idempotency';

// POST Reservation/Create, GET Reservation/Status, GET Reservation/Confirmation,
// POST Reservation/Quote, POST Reservation/CheckVoucherCode, and the operators' POST
// Reservation/ExpireHolds; with them, paying a booking later (payments/routes.ts).

export function reservationRoutes(
  services: ReservationServices,
  options: { adminToken: string | undefined },
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(bookingPaymentRoutes(services.payments, options));

    app.post('/Reservation/Create', {
      schema: {
        tags: ['Reservations'],
        summary:
          'Book: validates, reprices, takes every night, extra and voucher value in one transaction, and pays (idempotent by Idempotency-Key)',
        headers: requiredIdempotencyKeyHeaders('checkout attempt'),
        body: reservationCreateRequestSchema,
        response: {
          201: reservationCreateResponseSchema,
          400: validationErrorResponseSchema,
          402: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
      handler: async (request, reply) => {
        // Who is booking: the session's guest, never the body's IndividualId.
        const booked = await services.create.createReservation(
          request.body,
          request.headers[idempotencyKeyHeader],
          request.guest,
        );
        return reply.status(201).header('Cache-Control', 'no-store').send(booked);
      },
    });

    app.post('/Reservation/Quote', {
      schema: {
        tags: ['Reservations'],
        summary:
          "What Create would charge for these rooms, extras, promo code and gift voucher now: each room's and the booking's taxes and fees, what is paid online and at the hotel (nothing booked or held)",
        body: reservationQuoteRequestSchema,
        response: {
          200: reservationQuoteResponseSchema,
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
      // The summary asks again as the guest changes extras: generous, but not a pricing oracle.
      // A quote naming a gift voucher tells whether the code is good, so those count as
      // CheckVoucherCode's tries do: 10 a minute, or the quote would be the faster way to guess.
      config: {
        rateLimit: {
          // Counted once the body is read, so the limit can see the voucher code.
          hook: 'preHandler',
          max: (request) => (quoteNamesVoucher(request.body) ? 10 : 120),
          timeWindow: '1 minute',
        },
      },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return services.quotes.quoteReservation(request.body);
      },
    });

    app.get('/Reservation/Status', {
      schema: {
        tags: ['Reservations'],
        summary: 'Where a booking stands (checks a pending provider payment with the provider first)',
        querystring: reservationStatusQuerySchema,
        response: {
          200: reservationStatusResponseSchema,
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
        },
      },
      // Guessing references is hopeless (31^8), and this keeps anyone from trying at speed.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return services.confirmation.getStatus(request.query);
      },
    });

    app.get('/Reservation/Confirmation', {
      schema: {
        tags: ['Reservations'],
        summary:
          'The booking summary behind a confirmation token: property contact, rooms, guests, rates, extras, totals, payment',
        querystring: reservationConfirmationQuerySchema,
        response: { 200: reservationConfirmationSchema, 400: validationErrorResponseSchema, 404: errorResponseSchema },
      },
      handler: async (request, reply) => {
        // Personal data: the guest's browser keeps it for offline reading, shared caches never.
        void reply.header('Cache-Control', 'private, no-cache');
        return services.confirmation.getConfirmation(request.query);
      },
    });

    app.post('/Reservation/CheckVoucherCode', {
      schema: {
        tags: ['Reservations'],
        summary: 'What a gift voucher takes off these rooms (rate-limited)',
        body: checkVoucherCodeRequestSchema,
        response: {
          200: checkVoucherCodeResponseSchema,
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return services.vouchers.checkVoucherCode(request.body);
      },
    });

    app.post('/Reservation/ExpireHolds', {
      schema: {
        tags: ['Reservations'],
        summary:
          'Release the rooms of unpaid provider holds past their time now (operators: Authorization: Bearer <ADMIN_TOKEN>); also runs every minute',
        response: { 200: expireHoldsResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      preHandler: requireAdminToken(options.adminToken),
      handler: async () => ({ Expired: await services.providerPayments.expireHolds() }),
    });
  };
}

/** Whether a Reservation/Quote body names a gift voucher code (read before validation). */
function quoteNamesVoucher(body: unknown): boolean {
  const code = (body as { HopGiftVoucherCode?: unknown } | null)?.HopGiftVoucherCode;
  return typeof code === 'string' && code.trim() !== '';
}
