import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { prepareDatabase } from '../../src/server/db/seed/prepare';

// Each test file gets its own database: PGlite in memory, or a fresh PostgreSQL database
// on the server of TEST_DATABASE_URL (dropped at the end).
export const testDbKind = (process.env.STAYFRONT_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Import the demo group (DEMO, DEMO-YORK, DEMO-LISBON) as `npm start` does; default true. */
  seedDemo?: boolean;
  /** The day the demo's relative dates count from (YYYY-MM-DD); default today in UTC. */
  today?: string;
}

/** A migrated database with countries and card types, and the demo unless asked not to. */
export async function openTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const prepared = { today: opts.today ?? new Date().toISOString().slice(0, 10), seedDemo: opts.seedDemo ?? true };
  return testDbKind === 'postgres' ? openPostgresCopy(prepared) : openPgliteCopy(prepared);
}

// Migrating and importing the demo group (36 months of nights) takes seconds, and every test
// file wants the same result. So each kind of prepared database is built once per run (per
// seeding and "today") and every file starts from a copy: PostgreSQL copies a template
// database, PGlite loads a dump of its data folder. The run's folder and template prefix come
// from tests/server/global-setup.ts.
type Prepared = { today: string; seedDemo: boolean };
const preparedName = ({ today, seedDemo }: Prepared) => `${seedDemo ? 'demo' : 'bare'}_${today.replaceAll('-', '')}`;

async function openPgliteCopy(prepared: Prepared): Promise<TestDatabase> {
  const runDir = inject('testRunDir');
  const file = join(runDir, `pglite_${preparedName(prepared)}.tar`);
  if (!existsSync(file)) {
    const fresh = await openDatabase({});
    await prepareDatabase(fresh.db, prepared);
    const dump = await (fresh.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await fresh.close();
    // Two workers may build the same copy at once; the rename makes whichever lands whole.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  const database = await openDatabase({ loadDataDir: new Blob([await readFile(file)]) });
  return { ...database, dispose: () => database.close() };
}

async function openPostgresCopy(prepared: Prepared): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('STAYFRONT_TEST_DB=postgres needs TEST_DATABASE_URL');
  const withName = (name: string) => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const template = `${inject('testTemplatePrefix')}_${preparedName(prepared)}`;
  const name = `stayfront_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    // One worker builds a template while the others wait for it; a template must have no
    // connections when it is copied, so it is built under the lock and closed before release.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (exists.rowCount === 0) {
        await admin.query(`CREATE DATABASE ${template}`);
        const building = await openDatabase({ databaseUrl: withName(template), poolSize: 4 });
        try {
          await prepareDatabase(building.db, prepared);
        } finally {
          await building.close();
        }
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: withName(name), poolSize: 25 });
  return {
    ...database,
    async dispose() {
      await database.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    ADMIN_TOKEN: 'test-admin-token-0123456789',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function startTestApp(
  opts: {
    config?: Record<string, string>;
    now?: () => Date;
    database?: TestDatabase;
    clientDir?: string;
    logger?: AppDeps['logger'];
    seedDemo?: boolean;
  } = {},
): Promise<TestApp> {
  const database =
    opts.database ??
    (await openTestDatabase({
      seedDemo: opts.seedDemo ?? true,
      today: (opts.now?.() ?? new Date()).toISOString().slice(0, 10),
    }));
  const app = await buildApp({
    config: testConfig(opts.config),
    database,
    logger: opts.logger ?? false,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.clientDir ? { clientDir: opts.clientDir } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!opts.database) await database.dispose();
    },
  };
}
