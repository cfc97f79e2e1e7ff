import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../../contract/common';
import {
  payBalanceRequestSchema,
  payBalanceResponseSchema,
  replaceCardRequestSchema,
  replaceCardResponseSchema,
} from '../../../contract/manage-booking';
import { idempotencyKeyHeader } from '../../../contract/reservation';
import { requireAdminToken } from '../../platform/admin-token';
import type { BookingPayments } from './service';
import { requiredIdempotencyKeyHeaders } from '../../shared/idempotency';

// The guest's payment calls on the manage booking page (POST Reservation/ReplaceCard and
// Reservation/PayBalance, each under an Idempotency-Key, limited as the other changes are),
// and the operators' POST Payments/ChargeDue.

const idempotencyHeaders = requiredIdempotencyKeyHeaders('change');
const changeErrors = {
  400: validationErrorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

export const chargeDueRequestSchema = z
  .object({
    /** Run as of this instant instead of the server's clock (ISO 8601 with offset). */
    AsOf: z.iso.datetime({ offset: true, error: 'AsOf must be an ISO 8601 instant.' }).optional(),
  })
  .nullish();
export const chargeDueResponseSchema = z.object({
  Charged: z.number().int(),
  Failed: z.number().int(),
  /** Declined for now (tried again later) or the gateway not reached. */
  Retrying: z.number().int(),
});

export function bookingPaymentRoutes(
  payments: BookingPayments,
  options: { adminToken: string | undefined },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/Reservation/ReplaceCard', {
      schema: {
        tags: ['Manage booking'],
        summary:
          "Keep another card with the booking for its later payments and fees: verified by the card's gateway, nothing charged; payments whose charge failed are tried again on it. 409 when the booking keeps no card for later (idempotent by Idempotency-Key)",
        headers: idempotencyHeaders,
        body: replaceCardRequestSchema,
        response: { 200: replaceCardResponseSchema, ...changeErrors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return payments.guest.replaceCard(request.body, request.headers[idempotencyKeyHeader]);
      },
    });

    app.post('/Reservation/PayBalance', {
      schema: {
        tags: ['Manage booking'],
        summary:
          'Pay now, with the card given, the payments that are due or whose automatic charge failed (all, or PaymentId); the card is then kept for the rest. 402 when it declines (nothing changes), 409 when nothing is left to pay (idempotent by Idempotency-Key)',
        headers: idempotencyHeaders,
        body: payBalanceRequestSchema,
        response: { 200: payBalanceResponseSchema, ...changeErrors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return payments.guest.payBalance(request.body, request.headers[idempotencyKeyHeader]);
      },
    });

    app.post('/Payments/ChargeDue', {
      schema: {
        tags: ['Reservations'],
        summary:
          'Charge now the automatic payments due (balances, fees, retries) to the cards kept with their bookings, as of AsOf when given (operators: Authorization: Bearer <ADMIN_TOKEN>); also runs every minute',
        body: chargeDueRequestSchema,
        response: {
          200: chargeDueResponseSchema,
          400: validationErrorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      // An operator (or a browser test moving the job's clock) may run it often.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      preHandler: requireAdminToken(options.adminToken),
      handler: async (request) => {
        const asOf = request.body?.AsOf;
        return payments.job.runAsOf(asOf ? new Date(asOf) : undefined);
      },
    });
  };
}
