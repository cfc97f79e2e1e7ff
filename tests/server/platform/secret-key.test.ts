import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSecretKey } from '../../../src/server/platform/secret-key';
import { openTestDatabase, type TestDatabase } from '../harness';

describe('the secret key that signs emailed links', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ seedDemo: false });
  });
  afterAll(() => database.dispose());

  it('is the configured SECRET_KEY when there is one', async () => {
    expect(await resolveSecretKey(database.db, 'configured-key-configured-key-0123')).toBe('configured-key-configured-key-0123');
  });

  it('is generated once and then the same on every start, so links survive restarts', async () => {
    const first = await resolveSecretKey(database.db, undefined);
    const second = await resolveSecretKey(database.db, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
  });
});
