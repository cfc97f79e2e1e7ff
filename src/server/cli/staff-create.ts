import { parseArgs } from 'node:util';
import { staffRoles, type StaffRole } from '../../domain/staff-roles';
import { AppError } from '../errors';
import { resolveSecretKey } from '../platform/secret-key';
import { createStaffFromShell } from '../staff/create-from-shell';
import { runOperatorCommand, withConfiguredDatabase } from './operator-command';

// npm run staff:create -- --email owner@hotel.example --property DEMO --role owner [--name "Ana Silva"]
// npm run staff:create -- --email ops@hotel.example --group DEMO-GROUP --role manager
// Creates a staff member (or finds them), gives them the role, and prints a one-time link to set
// a password (24 hours). It opens the configured database as the server does (migrating it, and
// adding the demo on a new embedded one); with the embedded database, stop the server first:
// PGlite serves one process at a time.

const usage =
  'Usage: npm run staff:create -- --email ADDRESS (--property CODE | --group CODE) --role owner|manager|frontDesk [--name NAME]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      email: { type: 'string' },
      property: { type: 'string' },
      group: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const { email } = values;
  const role = values.role as StaffRole | undefined;
  if (!email || !role || !staffRoles.includes(role) || !values.property === !values.group) {
    console.error(usage);
    return 2;
  }
  try {
    return await withConfiguredDatabase({ prepare: true }, async (database, config) => {
      const secretKey = await resolveSecretKey(database, config.SECRET_KEY);
      const created = await createStaffFromShell(
        database.db,
        { secretKey, publicUrl: config.publicUrl, now: () => new Date() },
        {
          email,
          name: values.name,
          role,
          scope: values.property ? { property: values.property } : { group: values.group! },
        },
      );
      console.log(`${email} is ${role} of ${created.propertyCodes.join(', ')}.`);
      console.log(`Set a password within 24 hours at:\n${created.link}`);
      return 0;
    });
  } catch (e) {
    if (e instanceof AppError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
}

runOperatorCommand(main);
