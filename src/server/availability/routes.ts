import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityCalendarArraysSchema,
  availabilityCalendarQuerySchema,
  availabilityCalendarResponseSchema,
  availabilitySearchRequestSchema,
  availabilitySearchResponseSchema,
  roomTypeConfigurationQuerySchema,
  roomTypeConfigurationResponseSchema,
} from '../../contract/availability';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import { calendarAsArrays } from '../../domain/calendar-arrays';
import type { AvailabilityServices } from './service';

// POST Availability/Search, GET Availability (the calendar), GET RoomTypeConfiguration/Get.
export function availabilityRoutes(services: AvailabilityServices): FastifyPluginAsyncZod {
  return async (app) => {
    const errors = { 400: validationErrorResponseSchema, 404: errorResponseSchema };

    app.post('/Availability/Search', {
      schema: {
        tags: ['Availability'],
        summary: 'Room types and rate plans free for a stay, priced for each requested room',
        body: availabilitySearchRequestSchema,
        response: { 200: availabilitySearchResponseSchema, ...errors },
      },
      handler: async (request, reply) => {
        const result = await services.search.searchAvailability(request.body);
        // Rooms sell while the guest looks: a search answer is never reused.
        void reply.header('Cache-Control', 'no-store');
        return result;
      },
    });

    app.get('/Availability', {
      schema: {
        tags: ['Availability'],
        summary: 'One entry per day: rooms left, the lowest public rate and the minimum stay (the date picker)',
        querystring: availabilityCalendarQuerySchema,
        response: { 200: z.union([availabilityCalendarResponseSchema, availabilityCalendarArraysSchema]), ...errors },
      },
      // After its minute, a browser asks again and mostly hears "unchanged" (304).
      config: { revalidate: true },
      handler: async (request, reply) => {
        const days = await services.calendar.availabilityCalendar(request.query);
        // Inventory moves with every booking; a minute old is fine for a date picker.
        void reply.header('Cache-Control', 'private, max-age=60');
        return request.query.format === 'days-as-arrays' ? calendarAsArrays(days) : days;
      },
    });

    app.get('/RoomTypeConfiguration/Get', {
      schema: {
        tags: ['Availability'],
        summary: 'The bed set-ups a guest may choose for a room type',
        querystring: roomTypeConfigurationQuerySchema,
        response: { 200: roomTypeConfigurationResponseSchema, ...errors },
      },
      handler: (request) => services.roomConfiguration.roomConfigurationOptions(request.query),
    });
  };
}
