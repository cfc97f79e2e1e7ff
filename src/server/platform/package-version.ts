import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../db/client';

/** The server's version (package.json), for the API document; 0.0.0 when it cannot be read. */
export function packageVersion(): string {
  try {
    return (
      (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0'
    );
  } catch {
    return '0.0.0';
  }
}
