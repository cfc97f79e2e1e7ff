import { makeApiKeyFromShell, parseApiKeyArgs } from '../staff/api-key-shell';
import { runOperatorCommand, withConfiguredDatabase } from './operator-command';

// npm run staff:api-key -- --property DEMO --name PMS --scopes bookings:read,ari:write,webhooks:manage
// npm run staff:api-key -- --group DEMO-GROUP --name "Channel manager" --connection siteminder --scopes ari:write
// Makes an API key for one of the hotel's other systems and prints it on the last line, the
// one time it is shown (only its hash is kept; owners revoke keys in the console). The
// connection, which the system's room type and rate plan codes are kept under, defaults to the
// name. Like staff:create it opens the configured database as the server does; with the
// embedded database, stop the server first: PGlite serves one process at a time.

const output = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

async function main(): Promise<number> {
  const request = parseApiKeyArgs(process.argv.slice(2), output);
  if (typeof request === 'number') return request;
  return withConfiguredDatabase({ prepare: true }, (database) => makeApiKeyFromShell(database.db, request, output));
}

runOperatorCommand(main);
