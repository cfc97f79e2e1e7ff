import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import { companySearchQuerySchema, companySearchResponseSchema } from '../../contract/companies';
import type { CompanyDirectory } from './service';

// GET Company/SearchCompanies.
export function companyRoutes(directory: CompanyDirectory): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/Company/SearchCompanies', {
      schema: {
        tags: ['Companies'],
        summary: 'Companies that may book on account, by name or account code (company invoice)',
        querystring: companySearchQuerySchema,
        response: {
          200: companySearchResponseSchema,
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      // Typed as the guest types: generous, but not a way to list every company at speed.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      handler: (request) => directory.searchCompanies(request.query),
    });
  };
}
