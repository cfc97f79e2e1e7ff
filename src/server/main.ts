import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabaseWhenReachable, packageRoot } from './db/client';
import { prepareDatabase } from './db/seed/prepare';
import { resolveSecretKey } from './platform/secret-key';
import { join } from 'node:path';
import pino from 'pino';

// config -> database -> listen; graceful close on SIGINT/SIGTERM.
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const started = Date.now();
  // One logger from the start, so waiting for the database is logged as requests are.
  const log = pino({ level: config.LOG_LEVEL });
  // Until the app is up, a signal only has to stop the wait for the database.
  const starting = new AbortController();
  const stopStarting = () => starting.abort(new Error('stopped while waiting for the database'));
  process.once('SIGINT', stopStarting);
  process.once('SIGTERM', stopStarting);
  const database = await openDatabaseWhenReachable({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    log,
    signal: starting.signal,
  }).catch((error: unknown) => {
    if (!starting.signal.aborted) throw error;
    log.info('stopped while waiting for the database');
    process.exit(0);
  });
  process.off('SIGINT', stopStarting);
  process.off('SIGTERM', stopStarting);
  // Countries and card types, the demo group on first run, per-night rows up to today + 37 months.
  await prepareDatabase(database.db, { today: new Date().toISOString().slice(0, 10), seedDemo: config.SEED_DEMO });
  config = { ...config, SECRET_KEY: await resolveSecretKey(database, config.SECRET_KEY) };
  const app = await buildApp({ config, database, logger: log, clientDir: join(packageRoot(), 'dist/client') });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `${config.publicUrl}/Book/${config.DEFAULT_PROPERTY}`;
  app.log.info({ ms: Date.now() - started, database: database.kind }, 'ready');
  console.log(
    `\nStayfront is ready (${database.kind}) in ${Date.now() - started} ms.\nBook the demo hotel at ${url}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
