import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable, unreachableReason } from '../db/connection-errors';
import { AppError, joinModelState, statusOfErrorCode, type ModelState } from '../errors';
import type { App } from './fastify-app';

// Every error a request can end in, in the API's two shapes: 400 { Message, ModelState } for
// bad input, { Message } for the rest. The detail of a 5xx stays in the log.

export const databaseUnavailableMessage = 'Our booking system is briefly unavailable. Please try again in a moment.';

const somethingWentWrong = 'Something went wrong on our side. Please try again.';

/** The router's own refusals (a malformed %-escape, an over-long path segment) in the API's error shapes. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.status(400).send({ Message: 'The address is not valid.', ModelState: {} });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ Message: 'The address is too long.' });
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ Message: somethingWentWrong });
}

export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const modelState: ModelState = {};
      for (const issue of error.validation) {
        const field = fieldName(
          issue.instancePath,
          (issue.params as { issue?: { path?: PropertyKey[] } })?.issue?.path,
        );
        (modelState[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.status(400).send({ Message: joinModelState(modelState), ModelState: modelState });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      // Services say what went wrong; the status is this handler's to choose.
      if (error.code === 'invalid') {
        return reply
          .status(statusOfErrorCode.invalid)
          .send({ Message: error.message, ModelState: error.modelState ?? {} });
      }
      return reply.status(statusOfErrorCode[error.code]).send({ Message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ Message: somethingWentWrong });
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
    if (isDatabaseUnreachable(error)) {
      // The database went away mid-request (its transaction was rolled back) or cannot be
      // reached: a plain 503 the client may retry, the detail only in the log.
      request.log.warn({ err: error, reason: unreachableReason(error) }, 'request failed: the database is unreachable');
      return reply.status(503).header('retry-after', '2').send({ Message: databaseUnavailableMessage });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 ? status : 500).send({ Message: somethingWentWrong });
  });
}

/** "/Rooms/0/NumberOfAdults" -> "Rooms[0].NumberOfAdults"; the request part (body, querystring) is not a field. */
function fieldName(instancePath: string, path?: PropertyKey[]): string {
  const parts = path && path.length > 0 ? path.map(String) : instancePath.split('/').filter(Boolean);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out || 'Request';
}
