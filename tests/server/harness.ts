import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type AppDeps } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { prepareDatabase } from '../../src/server/db/seed/prepare';

// Each test file gets its own database: PGlite in memory, or a fresh PostgreSQL database
// created from TEST_DATABASE_URL (dropped at the end).
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
  const database = await openEmptyTestDatabase();
  await prepareDatabase(database.db, { today: opts.today ?? new Date().toISOString().slice(0, 10), seedDemo: opts.seedDemo ?? true });
  return database;
}

async function openEmptyTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('STAYFRONT_TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `stayfront_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 25 });
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
  const database = await openDatabase({});
  return { ...database, dispose: () => database.close() };
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
  opts: { config?: Record<string, string>; now?: () => Date; database?: TestDatabase; clientDir?: string; logger?: AppDeps['logger']; seedDemo?: boolean } = {},
): Promise<TestApp> {
  const database =
    opts.database ?? (await openTestDatabase({ seedDemo: opts.seedDemo ?? true, today: (opts.now?.() ?? new Date()).toISOString().slice(0, 10) }));
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
