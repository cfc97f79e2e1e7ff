import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSettings } from '../db/schema/properties';

const settingKey = 'secret_key';

/**
 * The key that signs links and tokens: SECRET_KEY when configured, else one generated on the
 * first start and kept in the database, so emailed links stay valid across restarts. Two
 * servers starting at once agree, because the insert keeps whichever key was stored first.
 */
export async function resolveSecretKey(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSettings)
    .values({ key: settingKey, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, settingKey));
  const key = rows[0]?.value;
  if (!key) throw new Error('could not store the generated secret key');
  return key;
}
