import type { ClientLogEntry } from '../../contract/property';

// The browser's log entries, written to the server log at their own level. Guests type card
// numbers into the app, so anything that looks like one is masked before it is written.

export interface ClientLogSink {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export function writeClientLog(sink: ClientLogSink, entries: ClientLogEntry[]): void {
  for (const entry of entries) {
    const fields = {
      source: 'client',
      clientTimestamp: entry.Timestamp,
      ...(entry.Url === undefined ? {} : { clientUrl: maskCardNumbers(entry.Url) }),
      ...(entry.Context === undefined ? {} : { context: maskSecrets(entry.Context, 0) }),
    };
    sink[entry.Level](fields, maskCardNumbers(entry.Message));
  }
}

// 13 to 19 digits, optionally grouped by spaces or dashes: every card number length there is.
const cardNumberPattern = /\d(?:[ -]?\d){12,18}/g;
const secretKeyPattern = /card|cvv|cvc|security|password|pan$|token|secret|authorization|cookie/i;
const maxDepth = 5;

export function maskCardNumbers(text: string): string {
  return text.replace(cardNumberPattern, '[redacted]');
}

function maskSecrets(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskCardNumbers(value);
  if (typeof value === 'number') return maskCardNumbers(String(value)) === String(value) ? value : '[redacted]';
  if (value === null || typeof value !== 'object') return value;
  if (depth >= maxDepth) return '[too deep]';
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      secretKeyPattern.test(key) ? '[redacted]' : maskSecrets(v, depth + 1),
    ]),
  );
}
