import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../contract/common';
import { healthResponseSchema, readyResponseSchema } from '../../contract/platform';
import { AppError } from '../errors';

// Liveness and readiness for load balancers and orchestrators. Polled every few seconds, so
// only their failures reach the log.
export function healthRoutes(database: { ping(): Promise<boolean> }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', {
      logLevel: 'warn',
      schema: { tags: ['Platform'], summary: 'The server process is up', response: { 200: healthResponseSchema } },
      handler: async () => ({ Status: 'ok' as const }),
    });

    app.get('/ready', {
      logLevel: 'warn',
      schema: {
        tags: ['Platform'],
        summary: 'The server can answer: its database responds',
        response: { 200: readyResponseSchema, 503: errorResponseSchema },
      },
      handler: async (request) => {
        if (!(await database.ping())) {
          request.log.warn('readiness check: the database did not answer');
          throw new AppError('try-again', 'The database is not answering.');
        }
        return { Status: 'ready' as const };
      },
    });
  };
}
