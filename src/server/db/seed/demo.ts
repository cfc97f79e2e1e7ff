import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { properties } from '../schema/properties';
import { importPropertyDefinition, type ImportResult } from '../../properties/import';
import demoGroup from './demo-group.json' with { type: 'json' };
import demoProperty from './demo.json' with { type: 'json' };

// The demo hotel group (docs/property-definition.md, the demo group): DEMO-GROUP with The Ashbury (DEMO), York and
// Lisbon. The group file goes first: DEMO joins the group it creates.
export const demoDefinitionFiles: readonly unknown[] = [demoGroup, demoProperty];

/** Imports the demo on a database that has no property yet; returns null when it did nothing. */
export async function seedDemo(db: Db, opts: { today: string }): Promise<ImportResult[] | null> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(properties);
  if (count > 0) return null;
  const results: ImportResult[] = [];
  for (const file of demoDefinitionFiles) results.push(await importPropertyDefinition(db, file, opts));
  return results;
}
