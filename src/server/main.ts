import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, packageRoot } from './db/client';
import { prepareDatabase } from './db/seed/prepare';
import { resolveSecretKey } from './platform/secret-key';
import { join } from 'node:path';

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
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // Countries and card types, the demo group on first run, per-night rows up to today + 37 months.
  await prepareDatabase(database.db, { today: new Date().toISOString().slice(0, 10), seedDemo: config.SEED_DEMO });
  config = { ...config, SECRET_KEY: await resolveSecretKey(database.db, config.SECRET_KEY) };
  const app = await buildApp({ config, database, clientDir: join(packageRoot(), 'dist/client') });
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
  console.log(`\nStayfront is ready (${database.kind}) in ${Date.now() - started} ms.\nBook the demo hotel at ${url}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
