import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import {
  countriesResponseSchema,
  creditCardTypesResponseSchema,
  staticDataParamsSchema,
} from '../../contract/property';
import { requireAdminToken } from '../platform/admin-token';
import type { StaticDataService } from './service';

// GET StaticData/{x}/countries, StaticData/{x}/creditcardtypes; POST StaticData/{x}/flush.
export function staticDataRoutes(
  staticData: StaticDataService,
  options: { adminToken: string | undefined },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/StaticData/:languageCode/countries', {
      schema: {
        tags: ['Static data'],
        summary: 'Countries with their dialling codes',
        params: staticDataParamsSchema,
        response: { 200: countriesResponseSchema, 400: validationErrorResponseSchema },
      },
      handler: (request) => staticData.listCountries(request.params.languageCode),
    });

    app.get('/StaticData/:languageCode/creditcardtypes', {
      schema: {
        tags: ['Static data'],
        summary: 'Card types',
        params: staticDataParamsSchema,
        response: { 200: creditCardTypesResponseSchema, 400: validationErrorResponseSchema },
      },
      handler: () => staticData.listCreditCardTypes(),
    });

    app.post('/StaticData/:languageCode/flush', {
      schema: {
        tags: ['Static data'],
        summary: 'Empty the static data cache (operators: Authorization: Bearer <ADMIN_TOKEN>)',
        params: staticDataParamsSchema,
        response: {
          204: z.undefined(),
          400: validationErrorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      // Guessing a token is hopeless anyway; the limit keeps the attempts out of the logs' way.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      preHandler: requireAdminToken(options.adminToken),
      handler: async (_request, reply) => {
        staticData.flush();
        return reply.status(204).send();
      },
    });
  };
}
