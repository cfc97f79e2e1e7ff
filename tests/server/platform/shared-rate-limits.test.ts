import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogBatchesPerMinute } from '../../../src/server/client-log/routes';
import { rateLimitCounters } from '../../../src/server/db/schema/accounts';
import { startTestApp, type TestApp } from '../harness';

// Two app servers behind one load balancer share one database (and, with REDIS_URL, one
// Redis). A limit of N must allow N in all, not N per server: here the client log's limit
// per address, hit alternately through both servers.

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const entry = { Level: 'debug', Message: 'tick', Timestamp: '2026-05-01T10:00:00.000Z', Url: '/Book/DEMO' };
const postLog = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/Log', payload: { Entries: [entry] }, remoteAddress });

/** Sends the limit and one more through the two servers in turn: the statuses in order. */
async function sendThroughBoth(servers: [TestApp, TestApp], address: string) {
  const statuses: number[] = [];
  for (let i = 0; i <= clientLogBatchesPerMinute; i++)
    statuses.push((await postLog(servers[i % 2]!, address)).statusCode);
  return statuses;
}

let first: TestApp;
beforeAll(async () => {
  first = await startTestApp({ seedDemo: false });
});
afterAll(async () => {
  await first?.close();
});

describe('two app servers on one database', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await startTestApp({ database: first.database });
  });
  afterAll(() => second?.close());

  it('allow a limit of N requests in all, not N each', async () => {
    const statuses = await sendThroughBoth([first, second], '192.0.2.10');
    expect(statuses.slice(0, clientLogBatchesPerMinute).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Either server now refuses the address, and says when to come back.
    for (const server of [first, second]) {
      const refused = await postLog(server, '192.0.2.10');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ Message: 'Too many requests, please try again later.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another address is not held up.
    expect((await postLog(second, '192.0.2.11')).statusCode).toBe(204);
  });
});

describe('two app servers sharing Redis', () => {
  const keyPrefix = `stayfront-test-${randomBytes(6).toString('hex')}:`;
  const config = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix };
  let redis: Redis;
  let servers: [TestApp, TestApp];
  beforeAll(async () => {
    redis = new Redis(redisUrl);
    const a = await startTestApp({ database: first.database, config });
    servers = [a, await startTestApp({ database: first.database, config })];
  });
  afterAll(async () => {
    await Promise.all(servers?.map((server) => server.close()) ?? []);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('allow a limit of N requests in all, counted in Redis', async () => {
    const statuses = await sendThroughBoth(servers, '192.0.2.20');
    expect(statuses.slice(0, clientLogBatchesPerMinute).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await postLog(servers[0], '192.0.2.20')).statusCode).toBe(429);
    // Counted in Redis under this run's prefix, and not in the database.
    const [key] = await redis.keys(`${keyPrefix}*192.0.2.20`);
    expect(Number(await redis.get(key!))).toBe(clientLogBatchesPerMinute + 2);
    expect(
      await first.database.db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, '%192.0.2.20')),
    ).toEqual([]);
  });
});

describe('a server whose Redis is out of reach', () => {
  let server: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the server starts anyway and counts in the database.
    server = await startTestApp({
      database: first.database,
      config: { REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'stayfront-test-unreachable:' },
    });
  });
  afterAll(() => server?.close());

  it('still holds its limits, in the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= clientLogBatchesPerMinute; i++)
      statuses.push((await postLog(server, '192.0.2.30')).statusCode);
    expect(statuses.slice(0, clientLogBatchesPerMinute).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const rows = await first.database.db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, '%192.0.2.30'));
    expect(rows.map((row) => row.hits)).toEqual([clientLogBatchesPerMinute + 1]);
  });
});
