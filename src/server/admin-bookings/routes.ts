import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminCancelRequestSchema,
  adminGuestDetailsRequestSchema,
  adminMoneyOutcomeSchema,
  adminNoteRequestSchema,
  adminPaymentParamsSchema,
  adminPropertyQuerySchema,
  adminReservationParamsSchema,
  adminReservationResponseSchema,
  adminReservationSchema,
  adminReservationsPageSchema,
  adminReservationsQuerySchema,
} from '../../contract/admin-bookings';
import { errorResponseSchema } from '../../contract/common';
import { idempotencyKeyHeader } from '../../contract/reservation';
import type { PropertyRecord } from '../properties/repository';
import { requireProperty, type PropertyLookup } from '../properties/require-property';
import { requireStaff, staffActorOf, staffErrorResponses } from '../staff/access';
import type { BookingPage } from './booking-page';
import type { BookingsList } from './bookings-list';
import type { StaffActions } from './staff-actions';
import { requiredIdempotencyKeyHeaders } from '../shared/idempotency';
import { answerUncached } from '../shared/uncached-answers';

// The bookings list (JSON and CSV), a booking's page and the staff's actions on it. Every
// route: a staff session with the permission on the property named by `PropertyCode`.

const tags = ['Admin: bookings'];
const idempotencyHeaders = requiredIdempotencyKeyHeaders('action');
const readErrors = staffErrorResponses;
const actionErrors = { ...readErrors, 409: errorResponseSchema, 422: errorResponseSchema };

export interface AdminBookingsRoutesDeps {
  properties: PropertyLookup;
  list: BookingsList;
  page: BookingPage;
  actions: StaffActions;
}

export function adminBookingsRoutes(deps: AdminBookingsRoutesDeps): FastifyPluginAsyncZod {
  const propertyOf = (request: FastifyRequest): Promise<PropertyRecord> =>
    requireProperty(deps.properties, staffActorOf(request).propertyCode);
  const target = async (request: FastifyRequest & { params: { reference: string } }) => ({
    property: await propertyOf(request),
    reference: request.params.reference,
    actor: staffActorOf(request),
    idempotencyKey: request.headers[idempotencyKeyHeader] as string,
  });

  return async (app) => {
    answerUncached(app, 'private, no-store');

    app.get('/Admin/Reservations', {
      schema: {
        tags,
        summary:
          "The hotel's bookings, newest first: searched by reference, name, email or phone; filtered by stay dates, booking date, status, payment type and rate plan; paged on the server",
        querystring: adminReservationsQuerySchema,
        response: { 200: adminReservationsPageSchema, ...readErrors },
      },
      preHandler: requireStaff('bookings:read'),
      handler: async (request) => deps.list.page(await propertyOf(request), request.query),
    });

    app.get('/Admin/Reservations.csv', {
      schema: {
        tags,
        summary:
          'The same bookings as GET Admin/Reservations with the same filters, every page, as CSV (text/csv; a header row, one booking a line)',
        querystring: adminReservationsQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...readErrors },
      },
      preHandler: requireStaff('bookings:read'),
      handler: async (request, reply) => {
        const property = await propertyOf(request);
        void reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="bookings-${property.code}.csv"`);
        return deps.list.csv(property, request.query);
      },
    });

    app.get('/Admin/Reservations/:reference', {
      schema: {
        tags,
        summary:
          "A booking's page: everything the guest gave (card: brand and last four only), what staff may do now and what it would cost, its emails, history and private notes",
        params: adminReservationParamsSchema,
        querystring: adminPropertyQuerySchema,
        response: { 200: adminReservationSchema, ...readErrors },
      },
      preHandler: requireStaff('bookings:read'),
      handler: async (request) => {
        const property = await propertyOf(request);
        return deps.page.describe(property, await deps.page.open(property, request.params.reference));
      },
    });

    app.post('/Admin/Reservations/:reference/Cancel', {
      schema: {
        tags,
        summary:
          "Cancel the booking for the guest: the rate plan's fee kept (or waived), the rest refunded through the gateway, the guest emailed as for their own cancellation (idempotent by Idempotency-Key; audited)",
        params: adminReservationParamsSchema,
        querystring: adminPropertyQuerySchema,
        headers: idempotencyHeaders,
        body: adminCancelRequestSchema,
        response: { 200: adminMoneyOutcomeSchema, ...actionErrors },
      },
      preHandler: requireStaff('bookings:write'),
      handler: async (request) => deps.actions.cancel(await target(request), request.body),
    });

    app.post('/Admin/Reservations/:reference/NoShow', {
      schema: {
        tags,
        summary:
          "Mark the booking a no-show once its arrival day has begun: its rooms go back on sale, the rate plan's fee after the free period is kept and the rest refunded (idempotent by Idempotency-Key; audited)",
        params: adminReservationParamsSchema,
        querystring: adminPropertyQuerySchema,
        headers: idempotencyHeaders,
        response: { 200: adminMoneyOutcomeSchema, ...actionErrors },
      },
      preHandler: requireStaff('bookings:write'),
      handler: async (request) => deps.actions.noShow(await target(request)),
    });

    app.post('/Admin/Reservations/:reference/ResendConfirmation', {
      schema: {
        tags,
        summary: 'Send the guest their confirmation email again (once per Idempotency-Key; audited)',
        params: adminReservationParamsSchema,
        querystring: adminPropertyQuerySchema,
        headers: idempotencyHeaders,
        response: { 200: adminReservationResponseSchema, ...actionErrors },
      },
      preHandler: requireStaff('bookings:write'),
      handler: async (request) => ({ Reservation: await deps.actions.resendConfirmation(await target(request)) }),
    });

    app.post('/Admin/Reservations/:reference/Notes', {
      schema: {
        tags,
        summary: 'Add a private note to the booking, never shown to the guest (once per Idempotency-Key; audited)',
        params: adminReservationParamsSchema,
        querystring: adminPropertyQuerySchema,
        headers: idempotencyHeaders,
        body: adminNoteRequestSchema,
        response: { 200: adminReservationResponseSchema, ...actionErrors },
      },
      preHandler: requireStaff('bookings:write'),
      handler: async (request) => ({ Reservation: await deps.actions.addNote(await target(request), request.body) }),
    });

    app.post('/Admin/Reservations/:reference/Guest', {
      schema: {
        tags,
        summary:
          "Correct the booker's name and contact details (idempotent by Idempotency-Key; audited, before and after)",
        params: adminReservationParamsSchema,
        querystring: adminPropertyQuerySchema,
        headers: idempotencyHeaders,
        body: adminGuestDetailsRequestSchema,
        response: { 200: adminReservationResponseSchema, ...actionErrors },
      },
      preHandler: requireStaff('bookings:write'),
      handler: async (request) => ({ Reservation: await deps.actions.editGuest(await target(request), request.body) }),
    });

    registerPaymentRoutes(app, deps, target);
  };
}

/** What staff may do to a part of a booking's payment schedule: each a POST on the part. */
const paymentActions = [
  {
    path: 'Charge',
    summary:
      'Charge the card kept with the booking now for a payment that is due or failed; 402 when it declines, the decline recorded as an automatic charge records it (idempotent by Idempotency-Key; audited)',
    action: 'chargePayment',
    declined: { 402: errorResponseSchema },
  },
  {
    path: 'MarkPaid',
    summary: 'Record a payment that is due or failed as paid at the desk (idempotent by Idempotency-Key; audited)',
    action: 'markPaymentPaid',
    declined: {},
  },
  {
    path: 'Waive',
    summary: 'Waive a payment that is due or failed: no longer owed (idempotent by Idempotency-Key; audited)',
    action: 'waivePayment',
    declined: {},
  },
] as const;

/** A part of a booking's payment schedule: the kept card charged now, paid at the desk, or waived. */
function registerPaymentRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  deps: AdminBookingsRoutesDeps,
  target: (
    request: FastifyRequest & { params: { reference: string } },
  ) => Promise<Parameters<StaffActions['chargePayment']>[0]>,
): void {
  for (const { path, summary, action, declined } of paymentActions) {
    app.post(`/Admin/Reservations/:reference/Payments/:paymentId/${path}`, {
      schema: {
        tags,
        summary,
        params: adminPaymentParamsSchema,
        querystring: adminPropertyQuerySchema,
        headers: idempotencyHeaders,
        response: { 200: adminReservationResponseSchema, ...declined, ...actionErrors },
      },
      preHandler: requireStaff('bookings:write'),
      handler: async (request) => ({
        Reservation: await deps.actions[action](await target(request), request.params.paymentId),
      }),
    });
  }
}
