import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import { currencyExchangeRateQuerySchema, currencyExchangeRateResponseSchema } from '../../contract/property';
import type { ExchangeRateService } from './exchange-rates';

// GET CurrencyExchangeRate?baseCurrency=GBP
export function currencyRoutes(exchangeRates: ExchangeRateService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/CurrencyExchangeRate', {
      schema: {
        tags: ['Currency'],
        summary: 'Units of each currency for one unit of the base currency',
        querystring: currencyExchangeRateQuerySchema,
        response: {
          200: currencyExchangeRateResponseSchema,
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
        },
      },
      handler: (request) => exchangeRates.getExchangeRates(request.query.baseCurrency),
    });
  };
}
