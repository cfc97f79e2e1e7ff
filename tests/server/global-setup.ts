import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

// Where this run keeps the prepared databases every server test file copies
// (tests/server/harness.ts): a folder for PGlite dumps, and a name prefix for PostgreSQL
// template databases. Both are removed when the run ends.

declare module 'vitest' {
  export interface ProvidedContext {
    testRunDir: string;
    testTemplatePrefix: string;
  }
}

export default function setup(project: TestProject) {
  const runDir = mkdtempSync(join(tmpdir(), 'stayfront-test-run-'));
  const templatePrefix = `stayfront_tpl_${randomBytes(4).toString('hex')}`;
  project.provide('testRunDir', runDir);
  project.provide('testTemplatePrefix', templatePrefix);

  return async () => {
    rmSync(runDir, { recursive: true, force: true });
    const base = process.env.TEST_DATABASE_URL;
    if (!base) return;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      const templates = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${templatePrefix}%`],
      );
      for (const { datname } of templates.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
