import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { debianChromium, findChromium, quietChromiumFlags } from './chromium';
import { e2eServerEnv } from './server-env';
import { preparedStaffDir } from './staff-data';

// The whole product in Debian's Chromium (never a downloaded browser), against the production
// build served by `node dist/server/main.js` on a fresh embedded database.
const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const ci = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// One folder per port, emptied by the server command itself: this file is also loaded by
// every worker, so it must not touch the folder while the server runs.
const dataDir = join(tmpdir(), `stayfront-e2e-${port}`);
// The staff console specs start servers of their own on copies of this one (e2e/staff-data.ts).
const staffDir = preparedStaffDir(port);
// The demo group and hotel (as SEED_DEMO would import them), then properties only tests use.
const e2eDefinitionFiles = [
  'src/server/db/seed/demo-group.json',
  'src/server/db/seed/demo.json',
  'e2e/fixtures/same-day-property.json',
  'e2e/fixtures/small-restaurant-property.json',
];
const built =
  existsSync(join(packageRoot, 'dist/server/main.js')) && existsSync(join(packageRoot, 'dist/client/index.html'));
// TEST_TODAY=2026-12-05T10:00:00Z runs the suite as if on that day: every Node process of the
// run (workers, the server and its import, the staff specs' servers) preloads e2e/chosen-clock.js,
// and each page's clock is set to match (e2e/fixtures.ts). This file is loaded by the runner
// first, so the moment the chosen clock starts from is the runner's, shared through the env.
if (process.env.TEST_TODAY) {
  process.env.TEST_TODAY_ANCHOR ??= String(Date.now());
  const preload = `--import=${pathToFileURL(join(packageRoot, 'e2e/chosen-clock.js')).href}`;
  if (!process.env.NODE_OPTIONS?.includes(preload))
    process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' ');
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(packageRoot, 'test-results'),
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // Guards against a hung test and a hung run, not speed tests: on a slow 2-core machine, two
  // browsers at once, a whole booking took over 60 s (20 s alone) and the suite 37 min.
  timeout: 120_000,
  globalTimeout: 60 * 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? debianChromium,
      args: quietChromiumFlags,
    },
  },
  projects: [
    {
      name: 'phone',
      // A connected PMS talks to the server, not to a screen: its story runs once, on the desktop.
      testIgnore: ['pms-connection.spec.ts'],
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      // A guest far west of the hotels (docs/architecture.md, tests): stay dates and "today" must not
      // move with the browser's zone. The phone project keeps the machine's zone.
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, timezoneId: 'America/New_York' },
    },
  ],
  webServer: {
    // The demo, plus test-only properties (e2e/fixtures), go in through the operator's import
    // CLI before the server starts (PGlite serves one process at a time); the server then
    // finds properties and leaves its own demo seeding alone. Beside it, on the other core, the
    // staff specs' folder is prepared.
    command: `rm -rf '${dataDir}' '${staffDir}' && ${built ? '' : 'npm run build && '}{ npx tsx e2e/prepare-staff-data.ts '${staffDir}' & npx tsx src/server/cli/import-property.ts ${e2eDefinitionFiles.join(' ')} && wait $!; } && node dist/server/main.js`,
    cwd: packageRoot,
    url: `${baseURL}/api/ready`,
    reuseExistingServer: !ci,
    // Importing the demo on a busy two-core machine has taken close to a minute on its own.
    timeout: (built ? 180 : 300) * 1000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stderr: 'pipe',
    env: {
      ...e2eServerEnv(port, dataDir, 'e2e-secret-key-0123456789abcdef0123456789abcdef'),
      ADMIN_TOKEN: 'e2e-admin-token-0123456789',
    },
  },
});
