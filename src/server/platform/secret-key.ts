import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { secretKeyRequiredMessage } from '../config';
import type { Database } from '../db/client';
import { serverSettings } from '../db/schema/properties';

const settingKey = 'secret_key';

/**
 * The key that signs links and tokens: SECRET_KEY when configured. On the embedded database
 * alone, one is generated on the first start and kept there, so emailed links stay valid
 * across restarts. Never on a shared PostgreSQL database: whoever has a copy of it (a backup, a
 * replica, a reporting export) would have the key, and with it every booking's confirmation
 * and pre-check-in links. Configuration refuses that start (config.ts); this is the last guard.
 */
export async function resolveSecretKey(
  database: Pick<Database, 'db' | 'kind'>,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  if (database.kind !== 'pglite') throw new Error(`SECRET_KEY ${secretKeyRequiredMessage}.`);
  const { db } = database;
  await db
    .insert(serverSettings)
    .values({ key: settingKey, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, settingKey));
  const key = rows[0]?.value;
  if (!key) throw new Error('could not store the generated secret key');
  return key;
}
