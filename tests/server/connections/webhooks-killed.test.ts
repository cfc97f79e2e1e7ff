import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client';
import { prepareDatabase } from '../../../src/server/db/seed/prepare';
import { addDays } from '../../../src/domain/stay-nights';
import { freePort, waitForReady } from '../../../tools/local-server';
import { makeApiKeyFromShell, parseApiKeyArgs } from '../../../src/server/staff/api-key-shell';
import { openTestDatabase, testDbKind, type TestDatabase } from '../harness';

// A server killed (SIGKILL: no shutdown, no flush) between a change and its webhook's delivery
// loses nothing: the event was written in the change's transaction, and the next server on the
// same database sends it. A real server process on a real database, a real receiver.

const packageRoot = join(__dirname, '../../..');
const today = new Date().toISOString().slice(0, 10);

interface Receiver {
  url: string;
  /** Every event id a 2xx was given for, in the order they came. */
  accepted: string[];
  /** Attempts answered 503, while the receiver is down. */
  refused: number;
  up: boolean;
  server: Server;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { accepted: [] as string[], refused: 0, up: false } as Receiver;
  receiver.server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (!receiver.up) {
        receiver.refused++;
        res.writeHead(503).end();
        return;
      }
      receiver.accepted.push((JSON.parse(body) as { Id: string }).Id);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

/** The database the server processes share: a copy of the prepared one (PostgreSQL) or a data folder (PGlite). */
async function sharedDatabase(): Promise<{ env: Record<string, string>; key: string; dispose(): Promise<void> }> {
  const makeKey = async (database: { db: TestDatabase['db'] }) => {
    const out: string[] = [];
    const output = { out: (line: string) => out.push(line), err: (line: string) => out.push(line) };
    const request = parseApiKeyArgs(
      ['--property', 'DEMO', '--name', 'PMS', '--scopes', 'ari:write,webhooks:manage'],
      output,
    );
    if (typeof request === 'number') throw new Error(out.join('\n'));
    expect(await makeApiKeyFromShell(database.db, request, output), out.join('\n')).toBe(0);
    return out.at(-1)!;
  };
  if (testDbKind === 'postgres') {
    const database = await openTestDatabase({ today });
    const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    const key = await makeKey(database);
    return { env: { DATABASE_URL: url }, key, dispose: () => database.dispose() };
  }
  // PGlite serves one process at a time: the folder is prepared here, then left to the servers.
  const dir = await mkdtemp(join(tmpdir(), 'stayfront-killed-'));
  const database = await openDatabase({ dataDir: dir });
  await prepareDatabase(database.db, { today, seedDemo: true });
  const key = await makeKey(database);
  await database.close();
  return { env: { DATA_DIR: dir }, key, dispose: () => rm(dir, { recursive: true, force: true }) };
}

let receiver: Receiver;
let shared: Awaited<ReturnType<typeof sharedDatabase>>;
let server: ChildProcess | undefined;

beforeAll(async () => {
  receiver = await startReceiver();
  shared = await sharedDatabase();
}, 120_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await new Promise((resolve) => receiver?.server.close(resolve));
  await shared?.dispose();
});

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: packageRoot,
    env: {
      ...process.env,
      ...shared.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SECRET_KEY: 'a-secret-key-of-at-least-thirty-two-characters',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(`http://127.0.0.1:${port}/api/ready`, child, 90_000);
  return child;
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a server killed between a change and its delivery', () => {
  it('loses nothing: the next server sends the event, once', async () => {
    const port = await freePort();
    server = await startServer(port);
    const call = (method: string, path: string, body: unknown) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { authorization: `Bearer ${shared.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const added = await call('POST', '/api/Admin/Webhooks?PropertyCode=DEMO', {
      Url: receiver.url,
      Events: ['ari.changed'],
    });
    expect(added.status, await added.clone().text()).toBe(201);

    // The hotel's system stops the suite's sale for a night; the receiver is down.
    const night = addDays(today, 30);
    const changed = await call('POST', '/api/Admin/Ari?PropertyCode=DEMO', {
      Items: [{ RoomTypeCode: 'SUITE', From: night, To: night, Closed: true }],
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(((await changed.json()) as { Items: { Applied: boolean }[] }).Items[0]!.Applied).toBe(true);

    // Killed at once: whatever the sender had started dies with it.
    server.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));
    expect(receiver.accepted).toEqual([]);

    receiver.up = true;
    server = await startServer(await freePort());
    // The next attempt is due within the first retry (30 s), or once a claim of the killed
    // server lapses (60 s).
    await until(() => receiver.accepted.length > 0, 100_000);
    // Nothing more arrives: the event was sent once.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(receiver.accepted).toHaveLength(1);
  }, 240_000);
});
