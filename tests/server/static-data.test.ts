import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { countries } from '../../src/server/db/schema/static-data';
import { ensureDemoData } from './demo-fixture';
import { startTestApp, testConfig, type TestApp } from './harness';

let t: TestApp;
const adminToken = testConfig().ADMIN_TOKEN as string;

beforeAll(async () => {
  t = await startTestApp();
  await ensureDemoData(t.database);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const flush = (headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/StaticData/en/flush', headers });

describe('static data', () => {
  test('countries carry id, ISO code, name and dialling code; the United Kingdom is among them', async () => {
    const res = await get('/api/StaticData/en/countries');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) expect(Object.keys(c).sort()).toEqual(['Code', 'CountryId', 'DialCode', 'Name']);
    expect(list.find((c: { Code: string }) => c.Code === 'GB')).toMatchObject({
      Name: 'United Kingdom',
      DialCode: '+44',
    });
  });

  test('asked in German, country names are German; an unknown language falls back to English', async () => {
    const german = (await get('/api/StaticData/de/countries')).json();
    expect(german.find((c: { Code: string }) => c.Code === 'DE').Name).toBe('Deutschland');
    const unknown = (await get('/api/StaticData/zz/countries')).json();
    expect(unknown).toEqual((await get('/api/StaticData/en/countries')).json());
  });

  test('card types carry id, code and name; visa is among them', async () => {
    const res = await get('/api/StaticData/en/creditcardtypes');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    for (const c of list) expect(Object.keys(c).sort()).toEqual(['Code', 'CreditCardTypeId', 'Name']);
    expect(list.map((c: { Code: string }) => c.Code)).toContain('visa');
  });

  test('a language code that is not one is a 400 naming the field', async () => {
    const res = await get('/api/StaticData/not_a_language!/countries');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: expect.any(String), ModelState: { languageCode: [expect.any(String)] } });
  });

  test('the lists are cached until an operator flushes them with the admin token', async () => {
    const before = (await get('/api/StaticData/en/countries')).json();
    await t.database.db.insert(countries).values({ code: 'ZZ', name: 'Zedland', dialCode: '+999' });
    const hasZedland = async () =>
      (await get('/api/StaticData/en/countries')).json().some((c: { Code: string }) => c.Code === 'ZZ');

    expect((await get('/api/StaticData/en/countries')).json()).toEqual(before);

    const anonymous = await flush();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ Message: expect.any(String) });
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');

    const wrong = await flush({ authorization: `Bearer ${adminToken}x` });
    expect(wrong.statusCode).toBe(401);
    expect(await hasZedland()).toBe(false);

    const ok = await flush({ authorization: `Bearer ${adminToken}` });
    expect(ok.statusCode).toBe(204);
    expect(ok.body).toBe('');
    expect(await hasZedland()).toBe(true);
  });

  test('with no ADMIN_TOKEN configured, flushing is refused to everyone', async () => {
    const closed = await startTestApp({ config: { ADMIN_TOKEN: '' }, database: t.database });
    try {
      for (const authorization of [`Bearer ${adminToken}`, 'Bearer ', 'Bearer undefined']) {
        const res = await flush({ authorization }, closed.app);
        expect(res.statusCode).toBe(401);
        expect(res.json().Message).toEqual(expect.any(String));
      }
    } finally {
      await closed.close();
    }
  });
});
