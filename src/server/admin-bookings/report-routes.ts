import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { taxReportQuerySchema, taxReportSchema } from '../../contract/admin-reports';
import type { PropertyRecord } from '../properties/repository';
import { requireProperty, type PropertyLookup } from '../properties/require-property';
import { requireStaff, staffActorOf, staffErrorResponses } from '../staff/access';
import type { TaxReports } from './tax-report';
import { answerUncached } from '../shared/uncached-answers';

// The hotel's reports: the tax report as JSON and as CSV. Every route: a staff session with
// bookings:read on the property named by `PropertyCode` (as the bookings list and its CSV).

const tags = ['Admin: reports'];
const readErrors = staffErrorResponses;

export function adminReportRoutes(deps: { properties: PropertyLookup; taxReports: TaxReports }): FastifyPluginAsyncZod {
  const propertyOf = (request: FastifyRequest): Promise<PropertyRecord> =>
    requireProperty(deps.properties, staffActorOf(request).propertyCode);

  return async (app) => {
    answerUncached(app, 'private, no-store');

    app.get('/Admin/Reports/Taxes', {
      schema: {
        tags,
        summary:
          "The hotel's taxes and fees per month of arrival and tax: nights, guest-nights, taxable base, tax, collected online and at the hotel, from the lines kept with the bookings (a cancelled room: its fee's)",
        querystring: taxReportQuerySchema,
        response: { 200: taxReportSchema, ...readErrors },
      },
      preHandler: requireStaff('bookings:read'),
      handler: async (request) => deps.taxReports.report(await propertyOf(request), request.query),
    });

    app.get('/Admin/Reports/Taxes.csv', {
      schema: {
        tags,
        summary:
          'The same rows as GET Admin/Reports/Taxes, as CSV (text/csv; a header row, one tax and rate a month a line)',
        querystring: taxReportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...readErrors },
      },
      preHandler: requireStaff('bookings:read'),
      handler: async (request, reply) => {
        const property = await propertyOf(request);
        const { From, To } = request.query;
        void reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="taxes-${property.code}-${From}-${To}.csv"`);
        return deps.taxReports.csv(property, request.query);
      },
    });
  };
}
