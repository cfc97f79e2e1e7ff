import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The staff the console specs sign in as, made once per run on a data folder of their own
// (e2e/prepare-staff-data.ts, run by the suite's server command beside the demo import), with
// the same code `npm run staff:create` runs. Each spec starts its own server on a copy of that
// folder, so its members' one-time set-password links are unused there, whatever other specs
// (or the other project, or a retry) did on theirs. staff-console.spec.ts runs the real shell
// command itself, on a new folder.

/** The folder the server command prepares for the suite on `port`; copies of it are started by the specs. */
export const preparedStaffDir = (port: number) => join(tmpdir(), `stayfront-e2e-${port}-staff`);

/** Signs the set-password links; the specs' servers must start with the same key. */
export const staffSecretKey = 'e2e-staff-secret-key-0123456789abcdef0123456789';

export interface ShellStaffMember {
  email: string;
  role: 'owner' | 'manager' | 'frontDesk';
  name?: string;
}

/** Every member of The Ashbury (DEMO) a spec may ask for. */
export const preparedStaff: ShellStaffMember[] = [
  { email: 'fern@hotel.example', role: 'frontDesk', name: 'Fern Desk' },
  { email: 'mo@hotel.example', role: 'manager', name: 'Mo Manager' },
  { email: 'manager@hotel.example', role: 'manager' },
  { email: 'frontDesk@hotel.example', role: 'frontDesk' },
  { email: 'olive@hotel.example', role: 'owner', name: 'Olive Owner' },
];

/** The file in the prepared folder with each member's set-password link, by email. */
export const preparedLinksFile = 'staff-links.json';
