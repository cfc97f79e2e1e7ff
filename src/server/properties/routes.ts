import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import {
  bookingConfigurationParamsSchema,
  bookingConfigurationSchema,
  preCheckInConfigParamsSchema,
  preCheckInConfigResponseSchema,
  propertyGroupParamsSchema,
  propertyGroupSchema,
  propertyParamsSchema,
  propertySchema,
} from '../../contract/property';
import type { PropertyService } from './service';

// GET Property/{id}, PropertyGroup/{id}, Book/Config/{propertyId}, PreCheckIn/Config/{id}.

// A hotel's details change rarely but must show at once when they do: the browser keeps its
// copy and asks each time, and an unchanged one costs an empty 304 (ETag, platform/revalidation.ts).
const revalidateEachTime = 'no-cache';
export function propertyRoutes(properties: PropertyService): FastifyPluginAsyncZod {
  return async (app) => {
    const errors = { 400: validationErrorResponseSchema, 404: errorResponseSchema };

    app.get('/Property/:id', {
      schema: {
        tags: ['Property'],
        summary: 'A property, by numeric id or property code',
        params: propertyParamsSchema,
        response: { 200: propertySchema, ...errors },
      },
      config: { revalidate: true },
      handler: (request, reply) => {
        void reply.header('Cache-Control', revalidateEachTime);
        return properties.getProperty(request.params.id);
      },
    });

    app.get('/PropertyGroup/:id', {
      schema: {
        tags: ['Property'],
        summary: 'A group of properties, by numeric id or code',
        params: propertyGroupParamsSchema,
        response: { 200: propertyGroupSchema, ...errors },
      },
      handler: (request) => properties.getPropertyGroup(request.params.id),
    });

    app.get('/Book/Config/:propertyId', {
      schema: {
        tags: ['Property'],
        summary: 'The booking configuration of a property',
        params: bookingConfigurationParamsSchema,
        response: { 200: bookingConfigurationSchema, ...errors },
      },
      config: { revalidate: true },
      handler: (request, reply) => {
        void reply.header('Cache-Control', revalidateEachTime);
        return properties.getBookingConfiguration(request.params.propertyId);
      },
    });

    app.get('/PreCheckIn/Config/:id', {
      schema: {
        tags: ['Pre check-in'],
        summary: 'Which pre check-in fields a property requires',
        params: preCheckInConfigParamsSchema,
        response: { 200: preCheckInConfigResponseSchema, ...errors },
      },
      handler: (request) => properties.getPreCheckInConfig(request.params.id),
    });
  };
}
