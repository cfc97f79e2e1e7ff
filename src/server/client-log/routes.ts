import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '../../contract/common';
import { clientLogBatchSchema } from '../../contract/property';
import { writeClientLog } from './client-log';

// POST Log: the client logging facility (docs/product.md, API), up to 20 entries a batch.
// Open to anyone, so it is small and rate-limited per address.
export const clientLogBodyLimitBytes = 32 * 1024;
export const clientLogBatchesPerMinute = 30;

export function clientLogRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/Log', {
      schema: {
        tags: ['Client log'],
        summary: 'Write a batch of browser log entries to the server log',
        body: clientLogBatchSchema,
        response: {
          204: z.undefined(),
          400: validationErrorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      bodyLimit: clientLogBodyLimitBytes,
      config: { rateLimit: { max: clientLogBatchesPerMinute, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        writeClientLog(request.log, request.body.Entries);
        return reply.status(204).send();
      },
    });
  };
}
