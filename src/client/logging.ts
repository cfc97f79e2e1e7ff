import type { ClientLogEntry } from '../contract/property';

// The client logging facility: entries are buffered and POSTed to /api/Log in batches of at
// most 20, with a 5 s send timeout; what is left goes out when the page is hidden. It uses
// fetch directly, not api.ts, so a failing log call can never log itself.

const logEndpoint = '/api/Log';
const batchSize = 20;
const sendTimeoutMs = 5000;
const flushIntervalMs = 15_000;
/** The server takes at most 32 KB a batch; staying well under it means a batch is never refused for size. */
const maxBatchChars = 24_000;
/** Past this, the oldest entries are dropped: a broken page must not grow memory forever. */
const maxBuffered = 200;

const buffer: ClientLogEntry[] = [];
let sending = false;
let started = false;

export type LogLevel = ClientLogEntry['Level'];

export function logClientEvent(level: LogLevel, message: string, context?: Record<string, unknown>): void {
  buffer.push({
    Level: level,
    Message: (message.trim() || '(no message)').slice(0, 2000),
    Timestamp: new Date().toISOString(),
    Url: window.location.href.slice(0, 500),
    Context: { buildId: __BUILD_ID__, ...context },
  });
  if (buffer.length > maxBuffered) buffer.splice(0, buffer.length - maxBuffered);
  if (buffer.length >= batchSize) void flushClientLog();
}

/** Sends everything buffered, one batch of at most 20 at a time. */
export async function flushClientLog(): Promise<void> {
  if (sending || buffer.length === 0 || !navigator.onLine) return;
  sending = true;
  try {
    while (buffer.length > 0) {
      const batch = nextBatch();
      const sent = await sendBatch(batch);
      if (!sent) break;
      buffer.splice(0, batch.length);
    }
  } finally {
    sending = false;
  }
}

/** The oldest entries that fit one batch: at most 20, and small enough for the server. */
function nextBatch(): ClientLogEntry[] {
  const batch: ClientLogEntry[] = [];
  let chars = 0;
  for (const entry of buffer) {
    const size = JSON.stringify(entry).length;
    if (batch.length === batchSize || (batch.length > 0 && chars + size > maxBatchChars)) break;
    batch.push(entry);
    chars += size;
  }
  return batch;
}

async function sendBatch(entries: ClientLogEntry[]): Promise<boolean> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), sendTimeoutMs);
  try {
    const response = await fetch(logEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ Entries: entries }),
      signal: controller.signal,
      keepalive: true,
    });
    // A 4xx will not get better by retrying the same entries.
    return response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
  } catch {
    return false;
  } finally {
    window.clearTimeout(timer);
  }
}

/** The page is going away: hand what is left to the browser to deliver. */
function flushOnExit(): void {
  while (buffer.length > 0) {
    const body = JSON.stringify({ Entries: buffer.splice(0, nextBatch().length) });
    let queued: boolean;
    try {
      queued = navigator.sendBeacon?.(logEndpoint, new Blob([body], { type: 'application/json' })) ?? false;
    } catch {
      queued = false;
    }
    if (!queued) {
      void fetch(logEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive: true,
      }).catch(() => undefined);
    }
  }
}

/** Starts the periodic flush and the window error hooks; safe to call more than once. */
export function startClientLogging(): void {
  if (started) return;
  started = true;
  window.setInterval(() => void flushClientLog(), flushIntervalMs);
  window.addEventListener('pagehide', flushOnExit);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushOnExit();
  });
  window.addEventListener('online', () => void flushClientLog());
  window.addEventListener('error', (event) => {
    logClientEvent('error', event.message || 'Script error', {
      source: event.filename,
      line: event.lineno,
      column: event.colno,
      stack: event.error instanceof Error ? event.error.stack?.slice(0, 1000) : undefined,
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    logClientEvent(
      'error',
      reason instanceof Error ? `Unhandled rejection: ${reason.message}` : `Unhandled rejection: ${String(reason)}`,
      {
        stack: reason instanceof Error ? reason.stack?.slice(0, 1000) : undefined,
      },
    );
  });
}
