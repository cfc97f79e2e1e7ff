import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../../contract/common';
import {
  cancelReservationRequestSchema,
  cancelReservationResponseSchema,
  changeDatesQuoteRequestSchema,
  changeDatesQuoteSchema,
  changeDatesRequestSchema,
  changeDatesResponseSchema,
  changeExtrasQuoteSchema,
  changeExtrasRequestSchema,
  changeExtrasResponseSchema,
  editGuestsRequestSchema,
  editGuestsResponseSchema,
  findReservationRequestSchema,
  findReservationResponseSchema,
  manageReservationQuerySchema,
  manageReservationSchema,
} from '../../../contract/manage-booking';
import { idempotencyKeyHeader } from '../../../contract/reservation';
import type { ManageBooking } from './service';
import { requiredIdempotencyKeyHeaders } from '../../shared/idempotency';

// POST Reservation/Find, GET Reservation/Manage, and the guest's changes to their booking:
// POST Reservation/Cancel, ChangeDates/Quote, ChangeDates, Extras/Quote, Extras and Guests (changes with an Idempotency-Key).

const idempotencyHeaders = requiredIdempotencyKeyHeaders('change');
const changeErrors = {
  400: validationErrorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/** A quote changes nothing, so it has no idempotency or payment answers. */
const quoteErrors = {
  400: validationErrorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export function manageBookingRoutes(manage: ManageBooking): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/Reservation/Find', {
      schema: {
        tags: ['Manage booking'],
        summary:
          "A booking's confirmation token from its reference and the booker's email; one neutral 404 for anything else (limited per address and per reference)",
        body: findReservationRequestSchema,
        response: {
          200: findReservationResponseSchema,
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return manage.find(request.body, request.ip);
      },
    });

    app.get('/Reservation/Manage', {
      schema: {
        tags: ['Manage booking'],
        summary:
          'The booking behind a confirmation token, with what the guest may do now per room and for the whole booking, and what cancelling would cost',
        querystring: manageReservationQuerySchema,
        response: { 200: manageReservationSchema, 400: validationErrorResponseSchema, 404: errorResponseSchema },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'private, no-store');
        return manage.manage(request.query);
      },
    });

    app.post('/Reservation/Cancel', {
      schema: {
        tags: ['Manage booking'],
        summary:
          'Cancel the whole booking or some rooms: nights and extras back on sale, voucher value restored in proportion, the fee kept and the rest refunded (idempotent by Idempotency-Key)',
        headers: idempotencyHeaders,
        body: cancelReservationRequestSchema,
        response: { 200: cancelReservationResponseSchema, ...changeErrors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return manage.cancel(request.body, request.headers[idempotencyKeyHeader]);
      },
    });

    app.post('/Reservation/ChangeDates/Quote', {
      schema: {
        tags: ['Manage booking'],
        summary:
          "What moving every booked room to new dates would cost: each room's price on its room type and rate (or what search offers instead), the totals and how a difference is paid (nothing changes)",
        body: changeDatesQuoteRequestSchema,
        response: { 200: changeDatesQuoteSchema, ...quoteErrors },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return manage.quoteDates(request.body);
      },
    });

    app.post('/Reservation/ChangeDates', {
      schema: {
        tags: ['Manage booking'],
        summary:
          'Move every booked room to new dates: new nights taken and old ones released in one transaction, the difference charged (booking card, new card or invoice) or refunded as the policy allows; 409 when the price moved from ExpectedDifference or the nights are gone (idempotent by Idempotency-Key)',
        headers: idempotencyHeaders,
        body: changeDatesRequestSchema,
        response: { 200: changeDatesResponseSchema, 402: errorResponseSchema, ...changeErrors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return manage.changeDates(request.body, request.headers[idempotencyKeyHeader]);
      },
    });

    app.post('/Reservation/Extras/Quote', {
      schema: {
        tags: ['Manage booking'],
        summary:
          'What adding and removing extras on a booking would cost, priced as booking prices them (nothing changes)',
        body: changeExtrasRequestSchema,
        response: { 200: changeExtrasQuoteSchema, ...quoteErrors },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return manage.quoteExtras(request.body);
      },
    });

    app.post('/Reservation/Extras', {
      schema: {
        tags: ['Manage booking'],
        summary:
          "Add extras to a booking's rooms (inventory taken, paid by card or on the hotel bill) or remove extras added after booking while free cancellation lasts (idempotent by Idempotency-Key)",
        headers: idempotencyHeaders,
        body: changeExtrasRequestSchema,
        response: { 200: changeExtrasResponseSchema, 402: errorResponseSchema, ...changeErrors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return manage.changeExtras(request.body, request.headers[idempotencyKeyHeader]);
      },
    });

    app.post('/Reservation/Guests', {
      schema: {
        tags: ['Manage booking'],
        summary:
          'Lead guest names, room set-up, arrival time and special requests (no change in price; idempotent by Idempotency-Key)',
        headers: idempotencyHeaders,
        body: editGuestsRequestSchema,
        response: { 200: editGuestsResponseSchema, ...changeErrors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return manage.editGuests(request.body, request.headers[idempotencyKeyHeader]);
      },
    });
  };
}
