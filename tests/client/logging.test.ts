import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module (and so an empty buffer) for every test.
async function loadLogging() {
  vi.resetModules();
  return import('../../src/client/logging');
}

describe('client logging', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends what is buffered in batches of at most 20 to /api/Log', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const { logClientEvent, flushClientLog } = await loadLogging();

    for (let i = 1; i <= 45; i++) logClientEvent(i === 1 ? 'error' : 'info', `entry ${i}`);
    await flushClientLog();
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(3));

    const batches = fetch.mock.calls.map(
      (call) =>
        JSON.parse((call as unknown as [string, RequestInit])[1].body as string) as {
          Entries: Array<{ Level: string; Message: string; Timestamp: string }>;
        },
    );
    expect(fetch.mock.calls.every((call) => (call as unknown as [string])[0] === '/api/Log')).toBe(true);
    expect(batches.map((b) => b.Entries.length)).toEqual([20, 20, 5]);
    expect(batches[0]?.Entries[0]).toMatchObject({ Level: 'error', Message: 'entry 1' });
    expect(batches.flatMap((b) => b.Entries.map((e) => e.Message))).toEqual(
      Array.from({ length: 45 }, (_, i) => `entry ${i + 1}`),
    );
  });

  it('gives up on a send after 5 seconds and keeps the entries for later', async () => {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signals.push(init.signal as AbortSignal);
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { logClientEvent, flushClientLog } = await loadLogging();

    logClientEvent('warn', 'slow network');
    const flushing = flushClientLog();
    await vi.advanceTimersByTimeAsync(4999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await flushing;
    expect(signals[0]?.aborted).toBe(true);

    fetch.mockImplementation(async () => new Response(null, { status: 204 }));
    await flushClientLog();
    const lastBody = JSON.parse((fetch.mock.calls.at(-1) as unknown as [string, RequestInit])[1].body as string) as {
      Entries: Array<{ Message: string }>;
    };
    expect(lastBody.Entries.map((e) => e.Message)).toEqual(['slow network']);
  });

  it('keeps each batch small enough for the server to accept', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const { logClientEvent, flushClientLog } = await loadLogging();

    for (let i = 0; i < 20; i++) logClientEvent('error', 'x'.repeat(1900), { stack: 'y'.repeat(1000) });
    await flushClientLog();
    const bodies = () => fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].body as string);
    const sent = () => bodies().reduce((n, body) => n + (JSON.parse(body) as { Entries: unknown[] }).Entries.length, 0);
    await vi.waitFor(() => expect(sent()).toBe(20));
    expect(bodies().length).toBeGreaterThan(1);
    for (const body of bodies()) expect(body.length).toBeLessThan(32 * 1024);
  });
});
