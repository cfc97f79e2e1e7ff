import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSettings } from '../../../src/server/db/schema/properties';
import { resolveSecretKey } from '../../../src/server/platform/secret-key';
import { openTestDatabase, testDbKind, type TestDatabase } from '../harness';

describe('the secret key that signs emailed links', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ seedDemo: false });
  });
  afterAll(() => database.dispose());

  it('is the configured SECRET_KEY when there is one', async () => {
    expect(await resolveSecretKey(database, 'configured-key-configured-key-0123')).toBe(
      'configured-key-configured-key-0123',
    );
  });

  // Each database kind has its own rule, so each project runs the one test of its kind.
  if (testDbKind === 'pglite')
    it('on the embedded database, is generated once and then the same on every start, so links survive restarts', async () => {
      const first = await resolveSecretKey(database, undefined);
      const second = await resolveSecretKey(database, undefined);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(second).toBe(first);
    });

  if (testDbKind === 'postgres')
    it('on a shared PostgreSQL database, is never generated: the start is refused, saying why, and nothing is stored', async () => {
      await expect(resolveSecretKey(database, undefined)).rejects.toThrow(
        /SECRET_KEY must be set when DATABASE_URL is: .*anyone with a copy of that database could open every booking/,
      );
      expect(await database.db.select().from(serverSettings)).toEqual([]);
    });
});
