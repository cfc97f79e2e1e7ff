import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../db/seed/prepare';

// What every operator's command does around its own work: open the configured database as the
// server does, close it whatever happens, and exit with the command's code. With the embedded
// database the server must be stopped first: PGlite serves one process at a time.

/**
 * Runs `work` on the configured database and closes it afterwards. `prepare` migrates the
 * database (and adds the demo to a new embedded one) first, as the server does at start.
 */
export async function withConfiguredDatabase(
  options: { prepare: boolean },
  work: (database: Database, config: Config) => Promise<number>,
): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (options.prepare) {
      await prepareDatabase(database.db, { today: new Date().toISOString().slice(0, 10), seedDemo: config.SEED_DEMO });
    }
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/** Runs a command and exits with its code; a bad setting is told in its own words. */
export function runOperatorCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e instanceof ConfigError ? e.message : e);
      process.exit(1);
    },
  );
}
