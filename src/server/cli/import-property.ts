import { readFileSync } from 'node:fs';
import { PropertyDefinitionError } from '../properties/definition-error';
import { importPropertyDefinition, type EntityCounts, type ImportResult } from '../properties/import';
import { runOperatorCommand, withConfiguredDatabase } from './operator-command';

// npm run property:import -- FILE [FILE...]
// Imports property definition files (docs/property-definition.md) into the configured
// database, in the order given, each in one transaction. With the embedded database, stop the
// server first: PGlite serves one process at a time.

const usage = 'Usage: npm run property:import -- FILE [FILE...]';

function describe(result: ImportResult): string[] {
  const lines: string[] = [];
  if (result.group) lines.push(`group ${result.group.code}: ${result.group.action}`);
  const counts = (name: string, c: EntityCounts) =>
    c.created + c.updated === 0 ? [] : [`${c.created + c.updated} ${name} (${c.created} new)`];
  for (const p of result.properties) {
    const parts = [
      ...counts('room types', p.roomTypes),
      ...counts('rate plans', p.ratePlans),
      ...counts('locations', p.locations),
      ...counts('services', p.services),
      ...counts('restaurants', p.restaurants),
      ...counts('companies', p.companies),
      ...counts('gift vouchers', p.giftVouchers),
      `${p.nightlyRates} nightly rates and ${p.inventoryNights} inventory nights to ${p.expandedUntil}`,
    ];
    lines.push(`property ${p.code} (id ${p.propertyId}): ${p.action}; ${parts.join(', ')}`);
    for (const w of p.warnings) lines.push(`  warning: ${w}`);
  }
  if (result.exchangeRates > 0) lines.push(`${result.exchangeRates} exchange rates`);
  return lines;
}

async function main(): Promise<number> {
  const files = process.argv.slice(2).filter((a) => a !== '--');
  if (files.length === 0 || files.includes('--help')) {
    console.error(usage);
    return files.length === 0 ? 2 : 0;
  }
  // Read and parse every file before touching the database.
  const definitions: { file: string; content: unknown }[] = [];
  for (const file of files) {
    try {
      definitions.push({ file, content: JSON.parse(readFileSync(file, 'utf8')) });
    } catch (e) {
      console.error(`${file}: ${e instanceof SyntaxError ? `not valid JSON: ${e.message}` : (e as Error).message}`);
      return 1;
    }
  }
  return withConfiguredDatabase({ prepare: false }, async (database) => {
    // Relative dates ('today+10') count from today's date in UTC.
    const today = new Date().toISOString().slice(0, 10);
    for (const { file, content } of definitions) {
      try {
        const result = await importPropertyDefinition(database.db, content, { today });
        console.log(`${file}:`);
        for (const line of describe(result)) console.log(`  ${line}`);
      } catch (e) {
        if (e instanceof PropertyDefinitionError) {
          console.error(`${file}: ${e.message}\nNothing was imported from this file.`);
          return 1;
        }
        throw e;
      }
    }
    return 0;
  });
}

runOperatorCommand(main);
