import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/client';
import { AppError, joinModelState, type ModelState } from './errors';

export interface AppDeps {
  config: Config;
  database: Database;
  /** pino options or an existing logger; tests pass `false` */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** the clock; tests move it */
  now?: () => Date;
  /** folder of the built client (dist/client); omitted when not serving the app */
  clientDir?: string;
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

// Card data is redacted from every log line, from the very first request.
export const logRedactPaths = [
  'req.body.CardDetails.CardNumber',
  'req.body.CardDetails.SecurityCode',
  '*.CardNumber',
  '*.SecurityCode',
  '*.cvvNumber',
  '*.creditCardNumber',
  'req.headers.cookie',
  'req.headers.authorization',
  'Password',
  '*.Password',
];

export async function buildApp(deps: AppDeps): Promise<App> {
  const loggerOption =
    deps.logger === undefined
      ? { level: deps.config.LOG_LEVEL, redact: { paths: logRedactPaths, censor: '[redacted]' } }
      : deps.logger;
  const app = Fastify({
    ...(isLoggerInstance(loggerOption) ? { loggerInstance: loggerOption } : { logger: loggerOption as FastifyServerOptions['logger'] }),
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64 ? req.headers['x-request-id'] : randomUUID()),
    trustProxy: true,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const modelState: ModelState = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, (issue.params as { issue?: { path?: PropertyKey[] } })?.issue?.path);
        (modelState[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.status(400).send({ Message: joinModelState(modelState), ModelState: modelState });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode === 400) {
        return reply.status(400).send({ Message: error.message, ModelState: error.modelState ?? {} });
      }
      return reply.status(error.statusCode).send({ Message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ Message: 'Something went wrong on our side. Please try again.' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send({ Message: 'Too many requests, please try again later.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Requests must be sent as JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request is too large.'
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
              ? 'The request body is not valid JSON.'
              : error.message;
      if (status === 400) return reply.status(400).send({ Message: message, ModelState: {} });
      return reply.status(status).send({ Message: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 ? status : 500).send({ Message: 'Something went wrong on our side. Please try again.' });
  });

  // Features register their routes here (each a plugin under /api), then static serving.
  await registerFeatures(app as unknown as App, deps);

  return app as unknown as App;
}

function isLoggerInstance(l: unknown): l is FastifyBaseLogger {
  return typeof l === 'object' && l !== null && typeof (l as FastifyBaseLogger).child === 'function' && typeof (l as FastifyBaseLogger).info === 'function';
}

/** "/Rooms/0/NumberOfAdults" -> "Rooms[0].NumberOfAdults"; the request part (body, querystring) is not a field. */
function fieldName(instancePath: string, path?: PropertyKey[]): string {
  const parts = path && path.length > 0 ? path.map(String) : instancePath.split('/').filter(Boolean);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out || 'Request';
}

async function registerFeatures(app: App, deps: AppDeps) {
  void app;
  void deps;
}
