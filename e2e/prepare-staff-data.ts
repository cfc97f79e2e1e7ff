import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/seed/prepare';
import { createStaffFromShell } from '../src/server/staff/create-from-shell';
import { preparedLinksFile, preparedStaff, staffSecretKey } from './staff-data';

// npx tsx e2e/prepare-staff-data.ts FOLDER: a new embedded database there with the demo (as
// `npm start` and `npm run staff:create` make it on a new folder) and e2e/staff-data.ts's
// members, each made as `npm run staff:create` makes them; their set-password links go to
// FOLDER/staff-links.json. One process for all of them: the shell command once per member
// would open the database (and start Node) again each time.

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npx tsx e2e/prepare-staff-data.ts FOLDER');
  process.exit(2);
}
const database = await openDatabase({ dataDir: folder });
try {
  await prepareDatabase(database.db, { today: new Date().toISOString().slice(0, 10), seedDemo: true });
  const links: Record<string, string> = {};
  for (const { email, role, name } of preparedStaff) {
    const created = await createStaffFromShell(
      database.db,
      // The specs' servers listen elsewhere: they put their own origin on the link.
      { secretKey: staffSecretKey, publicUrl: 'http://127.0.0.1', now: () => new Date() },
      { email, name, role, scope: { property: 'DEMO' } },
    );
    links[email] = created.link;
  }
  writeFileSync(join(folder, preparedLinksFile), `${JSON.stringify(links, null, 2)}\n`);
} finally {
  await database.close();
}
