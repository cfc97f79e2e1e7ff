import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

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
  '*.ConfirmPassword',
  '*.CurrentPassword',
  '*.NewPassword',
  'body.CardDetails.CardNumber',
  'body.CardDetails.SecurityCode',
];

/**
 * The logger options of the app, redacting whatever logger the caller brings: pino options get
 * the paths added, an existing logger is wrapped in a child that redacts; none gives pino at `level`.
 */
export function redactingLogger(
  logger: FastifyServerOptions['logger'] | FastifyBaseLogger | undefined,
  level: string,
): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  const redact = { paths: logRedactPaths, censor: '[redacted]' };
  if (logger === undefined) return { logger: { level, redact } };
  if (isLoggerInstance(logger)) return { loggerInstance: logger.child({}, { redact }) };
  if (typeof logger === 'object' && logger !== null) return { logger: { ...logger, redact } };
  return { logger };
}

function isLoggerInstance(l: unknown): l is FastifyBaseLogger {
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof (l as FastifyBaseLogger).child === 'function' &&
    typeof (l as FastifyBaseLogger).info === 'function'
  );
}
