import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';

// Each test file gets its own database: PGlite in memory, or a fresh PostgreSQL database
// created from TEST_DATABASE_URL (dropped at the end).
export const testDbKind = (process.env.STAYFRONT_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
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

export async function startTestApp(opts: { config?: Record<string, string>; now?: () => Date; database?: TestDatabase } = {}): Promise<TestApp> {
  const database = opts.database ?? (await openTestDatabase());
  const app = await buildApp({ config: testConfig(opts.config), database, logger: false, ...(opts.now ? { now: opts.now } : {}) });
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
