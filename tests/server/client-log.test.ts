import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientLogBatchesPerMinute } from '../../src/server/client-log/routes';
import { startTestApp, type TestApp } from './harness';

// The app logs through pino into this array, as it would to stdout.
const lines: string[] = [];
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } } });
});
afterAll(() => t?.close());

let nextAddress = 1;
/** Each test posts from its own address, so the per-address limit of one does not touch another. */
const freshAddress = () => `10.0.0.${nextAddress++}`;

const entry = (Message: string, Level = 'error') => ({
  Level,
  Message,
  Timestamp: '2026-05-01T10:00:00.000Z',
  Url: '/Book/DEMO',
});
const postLog = (body: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Log',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress,
  });

describe('POST /api/Log', () => {
  test('each entry of a batch is written to the server log at its level, with the request id', async () => {
    const res = await postLog(
      { Entries: [entry('checkout failed to load', 'error'), entry('slow search', 'warn')] },
      freshAddress(),
      { 'x-request-id': 'req-client-log-1' },
    );
    expect(res.statusCode).toBe(204);
    const written = logged().filter((l) => l.reqId === 'req-client-log-1' && l.source === 'client');
    expect(written.map((l) => [l.level, l.msg])).toEqual([
      [50, 'checkout failed to load'],
      [40, 'slow search'],
    ]);
    expect(written[0]).toMatchObject({ clientUrl: '/Book/DEMO', clientTimestamp: '2026-05-01T10:00:00.000Z' });
  });

  test('card numbers in messages and context never reach the log', async () => {
    const res = await postLog(
      {
        Entries: [
          {
            ...entry('payment declined for 4111 1111 1111 1111'),
            Context: {
              CardDetails: { CardNumber: '4012888888881881', SecurityCode: '737' },
              note: 'pan 5555-5555-5555-4444',
              creditCardNumber: 4000056655665556,
            },
          },
        ],
      },
      freshAddress(),
      { 'x-request-id': 'req-client-log-card' },
    );
    expect(res.statusCode).toBe(204);
    const written = lines.filter((l) => l.includes('req-client-log-card'));
    for (const secret of ['4111 1111 1111 1111', '4012888888881881', '5555-5555-5555-4444', '4000056655665556'])
      expect(written.join('\n')).not.toContain(secret);
    const line = written.map((l) => JSON.parse(l)).find((l) => l.source === 'client');
    expect(line.msg).toBe('payment declined for [redacted]');
    expect(line.context).toEqual({ CardDetails: '[redacted]', note: 'pan [redacted]', creditCardNumber: '[redacted]' });
  });

  test('a batch of more than 20 entries, or of none, is a 400 naming Entries', async () => {
    for (const count of [21, 0]) {
      const res = await postLog(
        { Entries: Array.from({ length: count }, (_, i) => entry(`message ${i}`)) },
        freshAddress(),
      );
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(Object.keys(body.ModelState)).toEqual(['Entries']);
      expect(body.Message).toEqual(expect.any(String));
    }
  });

  test('an entry with an unknown level is a 400 naming the entry field', async () => {
    const res = await postLog({ Entries: [entry('x', 'loud')] }, freshAddress());
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().ModelState)).toEqual(['Entries[0].Level']);
  });

  test('a body over 32 KB is refused with 413 before it is read', async () => {
    const big = { Entries: Array.from({ length: 20 }, () => entry('x'.repeat(1900))) };
    expect(JSON.stringify(big).length).toBeGreaterThan(32 * 1024);
    const res = await postLog(big, freshAddress());
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ Message: expect.any(String) });
  });

  test('anything but JSON is a 415', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await postLog('Entries=1', freshAddress(), { 'content-type': contentType });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ Message: 'Requests must be sent as JSON.' });
    }
  });

  test(`after ${clientLogBatchesPerMinute} batches a minute from one address, the next is a 429 with Retry-After; other addresses go on`, async () => {
    const address = freshAddress();
    for (let i = 0; i < clientLogBatchesPerMinute; i++)
      expect((await postLog({ Entries: [entry(`n${i}`, 'debug')] }, address)).statusCode).toBe(204);
    const limited = await postLog({ Entries: [entry('one too many', 'debug')] }, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ Message: 'Too many requests, please try again later.' });
    expect((await postLog({ Entries: [entry('someone else', 'debug')] }, freshAddress())).statusCode).toBe(204);
  });
});

describe('log redaction', () => {
  test('card data of a booking body is redacted when the server logs the body or its card details', () => {
    const card = { CardNumber: '4111111111111111', SecurityCode: '123', NameOnCard: 'A Guest' };
    t.app.log.info({ body: { PropertyId: 1, CardDetails: card } }, 'redaction-check-1');
    t.app.log.info({ CardDetails: card }, 'redaction-check-2');
    const written = lines.filter((l) => l.includes('redaction-check-'));
    expect(written).toHaveLength(2);
    for (const line of written) {
      expect(line).not.toContain('4111111111111111');
      expect(line).toContain('[redacted]');
      expect(line).toContain('A Guest');
    }
  });

  test('a logger the caller brings (main, a host process) is made to redact too', async () => {
    const own: string[] = [];
    const hosted = await startTestApp({
      database: t.database,
      logger: pino({ level: 'info' }, { write: (line: string) => void own.push(line) }),
    });
    try {
      hosted.app.log.info(
        { body: { CardDetails: { CardNumber: '5555555555554444', SecurityCode: '321' } } },
        'hosted-redaction',
      );
      const line = own.find((l) => l.includes('hosted-redaction'));
      expect(line).toBeDefined();
      expect(line).not.toContain('5555555555554444');
      expect(JSON.parse(line!).body.CardDetails).toEqual({ CardNumber: '[redacted]', SecurityCode: '[redacted]' });
    } finally {
      await hosted.close();
    }
  });
});
