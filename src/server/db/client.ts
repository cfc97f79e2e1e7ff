import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { isDatabaseUnreachable, unreachableReason } from './connection-errors';

// One dialect, two drivers: PGlite (embedded, one process) or node-postgres. Both drivers'
// databases are a Db, and so is a transaction on either (drizzle's PgTransaction extends
// PgDatabase): a query function takes a Db and runs inside or outside a transaction alike.
export type Db = PgDatabase<PgQueryResultHKT>;

/** The handle `db.transaction(work)` gives `work`: a Db that can also roll back. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** true when the database answers a trivial query */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The package root, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
  return dir;
}

export const migrationsFolder = () => join(packageRoot(), 'src/server/db/migrations');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; undefined = in memory */
  dataDir?: string | undefined;
  /** An in-memory PGlite starts as a copy of this dump (PGlite's dumpDataDir) instead of empty. */
  loadDataDir?: Blob | undefined;
  /** pool size for PostgreSQL */
  poolSize?: number;
  /** where lost PostgreSQL connections are reported; they never end the process */
  log?: DatabaseLog | undefined;
}

export interface DatabaseLog {
  warn(details: object, message: string): void;
}

// A new request waits at most this long for a connection: long enough for a busy pool, short
// enough that a guest hears "try again" rather than a spinner while the database is away.
const connectionTimeoutMs = 5_000;
// /api/ready answers within this, even when the database's host does not answer at all.
const pingTimeoutMs = 2_000;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      connectionTimeoutMillis: connectionTimeoutMs,
      // Notices a silently dropped connection (a NAT or proxy timeout) instead of waiting on it.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    watchConnections(pool, opts.log);
    const db = drizzlePg(pool);
    alwaysReturnTransactionClients(db, pool);
    try {
      await migratePg(db, { migrationsFolder: migrationsFolder() });
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      ping: () => withTimeout(ping(db), pingTimeoutMs, false),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = resolve(opts.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = dataDir ? new PGlite(dataDir) : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/**
 * A lost connection (terminated backend, database restart, network cut) is an 'error' event on
 * its client. The pool listens on idle clients only; a client checked out between two queries
 * of a request has no listener, and an unheard 'error' event ends the process. So every client
 * gets a listener of its own for its whole life. The query that was using the connection fails
 * and says so; the pool drops the client and opens a new one for the next request.
 */
function watchConnections(pool: pg.Pool, log: DatabaseLog | undefined): void {
  // The pool re-emits an idle client's error here; the client's own listener has reported it.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      // A terminated backend says why, then its socket closes: one line per connection.
      if (reported) return;
      reported = true;
      log?.warn(
        { reason: unreachableReason(error) },
        isDatabaseUnreachable(error) ? 'database connection lost' : 'database connection failed',
      );
    });
  });
}

/**
 * drizzle's node-postgres transaction checks a client out of the pool and gives it back in a
 * `finally` that only begins after BEGIN. On a connection that died while idle in the pool,
 * BEGIN fails and the client is never given back; once every client is lost that way, the pool
 * has none left and every request waits in vain. So a transaction runs on a client checked out
 * here and always given back (destroyed, when its connection was what failed).
 */
function alwaysReturnTransactionClients(db: Db, pool: pg.Pool): void {
  const transaction = async (...[work, config]: Parameters<Db['transaction']>) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      return await drizzlePg(client).transaction(work, config);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(isDatabaseUnreachable(failure) ? (failure as Error) : undefined);
    }
  };
  db.transaction = transaction as Db['transaction'];
}

/**
 * Opens the database, trying again with backoff while PostgreSQL is unreachable (it may still be
 * starting, or failing over), and saying so each time. Any other failure (a wrong password, a
 * missing database, a failed migration) ends the attempt at once.
 */
export async function openDatabaseWhenReachable(
  opts: OpenOptions & { log: DatabaseLog; signal?: AbortSignal; firstDelayMs?: number; maxDelayMs?: number },
): Promise<Database> {
  let delay = opts.firstDelayMs ?? 500;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(opts);
    } catch (error) {
      if (!opts.databaseUrl || !isDatabaseUnreachable(error) || opts.signal?.aborted) throw error;
      const where = databaseHost(opts.databaseUrl);
      opts.log.warn(
        { attempt, reason: unreachableReason(error), retryInMs: delay },
        `PostgreSQL at ${where} is not reachable (${unreachableReason(error)}); trying again in ${(delay / 1000).toFixed(1)} s`,
      );
      await sleep(delay, opts.signal);
      delay = Math.min(delay * 2, opts.maxDelayMs ?? 30_000);
    }
  }
}

/** host:port/database of a postgres URL, without the password. */
function databaseHost(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      },
      { once: true },
    );
  });
}

function withTimeout<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
