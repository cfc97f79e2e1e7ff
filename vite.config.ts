import { defineConfig } from 'vitest/config';

// Vite's root is src/client; the client build goes to dist/client and is served under /ClientApp/.
// Tests: domain and client units in one project; the server suite on PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set.
const serverSuite = (name: string, db: string) => ({
  extends: true as const,
  test: {
    name,
    root: '.',
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    env: { STAYFRONT_TEST_DB: db },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  root: 'src/client',
  base: '/ClientApp/',
  test: {
    root: '.',
    env: { TZ: 'UTC' },
    projects: [
      { extends: true, test: { name: 'domain', root: '.', include: ['tests/domain/**/*.test.ts'], environment: 'node' } },
      serverSuite('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverSuite('server-postgres', 'postgres')] : []),
    ],
  },
});
