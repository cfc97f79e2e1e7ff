import type { Db } from '../client';
import { rollForward } from '../../properties/import';
import { seedStaticData } from '../../static-data/seed';
import { seedDemo } from './demo';

/**
 * Everything a migrated database needs before serving: countries and card types, the demo
 * group on first run (when asked), and per-night rows rolled forward to today + 37 months.
 */
export async function prepareDatabase(db: Db, opts: { today: string; seedDemo: boolean }) {
  await seedStaticData(db);
  const demo = opts.seedDemo ? await seedDemo(db, { today: opts.today }) : null;
  const rolledForward = await rollForward(db, opts.today);
  return { demoSeeded: demo !== null, rolledForward };
}
