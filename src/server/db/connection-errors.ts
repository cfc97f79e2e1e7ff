// Which failures mean "the database could not be reached or the connection was lost" (a
// failover, a restart, a proxy timeout, a network cut), as opposed to a bad query or a broken
// rule. Those are worth a 503 and a retry: the transaction they cut off was rolled back by
// PostgreSQL, and the next connection from the pool is a new one.

/** SQLSTATE classes and codes of a lost or refused connection. */
const unavailableStates = /^(08...|57P0[1-3]|53300)$/;
/** Node socket errors on the way to the database. */
const socketCodes = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres and its pool say when a connection ends or cannot be had. */
const driverMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'terminating connection due to administrator command',
];

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (
      typeof candidate.code === 'string' &&
      (unavailableStates.test(candidate.code) || socketCodes.has(candidate.code))
    )
      return true;
    if (
      typeof candidate.message === 'string' &&
      driverMessages.some((m) => (candidate.message as string).startsWith(m))
    )
      return true;
    // Connecting to "localhost" tries ::1 and 127.0.0.1 and reports both refusals at once.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnreachable(inner))) return true;
  }
  return false;
}

/** A short reason for a log line: the code, or the first line of the message. */
export function unreachableReason(error: unknown): string {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { code?: unknown; message?: unknown };
    if (typeof candidate.code === 'string') return candidate.code;
  }
  return error instanceof Error ? (error.message.split('\n')[0] ?? 'unknown') : String(error);
}
