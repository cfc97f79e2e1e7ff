import { parseArgs } from 'node:util';
import { createApiKeyRequestSchema } from '../../contract/admin-api-keys';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { createApiKeyManagement } from './api-key-management';
import { createApiKeyRepository } from './api-key-repository';

// `npm run staff:api-key` (src/server/cli/staff-api-key.ts) on an open database: reads the
// arguments, makes the key, and prints it on the last line, the one time it is shown.

export const apiKeyShellUsage =
  'Usage: npm run staff:api-key -- (--property CODE | --group CODE) --name NAME --scopes bookings:read,ari:write,webhooks:manage [--connection NAME]';

export interface ShellOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The arguments, checked before any database is opened; a usage problem's exit code otherwise. */
export function parseApiKeyArgs(argv: string[], output: ShellOutput) {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      property: { type: 'string' },
      group: { type: 'string' },
      name: { type: 'string' },
      connection: { type: 'string' },
      scopes: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    output.out(apiKeyShellUsage);
    return 0;
  }
  if (!values.name || !values.scopes || !values.property === !values.group) {
    output.err(apiKeyShellUsage);
    return 2;
  }
  const request = createApiKeyRequestSchema.safeParse({
    Name: values.name,
    Connection: values.connection,
    Scopes: values.scopes
      .split(',')
      .map((scope) => scope.trim())
      .filter(Boolean),
  });
  if (!request.success) {
    output.err(request.error.issues.map((issue) => `${issue.path.join('.') || 'Scopes'}: ${issue.message}`).join('\n'));
    output.err(apiKeyShellUsage);
    return 2;
  }
  return {
    scope: values.property ? { property: values.property } : { group: values.group! },
    name: request.data.Name,
    connection: request.data.Connection,
    scopes: request.data.Scopes,
  };
}

export type ApiKeyShellRequest = Exclude<ReturnType<typeof parseApiKeyArgs>, number>;

/** Makes the key; its exit code (0, or 1 when the property or group is not there). */
export async function makeApiKeyFromShell(db: Db, request: ApiKeyShellRequest, output: ShellOutput): Promise<number> {
  const service = createApiKeyManagement({ repository: createApiKeyRepository(db), now: () => new Date() });
  try {
    const made = await service.createFromShell(request);
    output.out(
      `API key "${made.Name}" (${made.Prefix}, connection ${made.Connection}) for ${made.propertyCodes.join(', ')}: ${made.Scopes.join(', ')}.`,
    );
    output.out('It is shown this once; the other system sends it as "Authorization: Bearer <key>":');
    // The last line is the key alone, for scripts to take.
    output.out(made.Key);
    return 0;
  } catch (e) {
    if (e instanceof AppError) {
      output.err(e.message);
      return 1;
    }
    throw e;
  }
}
