import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestDatabase, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('health and readiness', () => {
  test('health answers 200 ok', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Status: 'ok' });
  });

  test('ready answers 200 while the database answers, 503 with a message when it does not', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ Status: 'ready' });

    const database = await openTestDatabase();
    const down = await startTestApp({ database: { ...database, ping: async () => false } });
    try {
      const res = await down.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ Message: expect.any(String) });
      expect((await down.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await down.close();
      await database.dispose();
    }
  });
});

describe('the API boundary', () => {
  test('an unknown /api path is a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/NoSuchThing/42?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ Message: 'Not found' });
    }
  });

  test('a state-changing call with a non-JSON body is a 415 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Log',
      payload: 'Entries=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ Message: 'Requests must be sent as JSON.' });
  });

  test('malformed JSON is a 400 with a message and an empty ModelState', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Log',
      payload: '{"Entries": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: 'The request body is not valid JSON.', ModelState: {} });
  });

  test('API answers carry the security headers and the strict content security policy', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('googletagmanager');
    // Plain http (the test server's public URL): no HSTS, no upgrade of requests.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  test('behind an https public URL, HSTS is sent and requests are upgraded', async () => {
    const secure = await startTestApp({ config: { PUBLIC_URL: 'https://book.example.com' }, database: t.database });
    try {
      const res = await secure.app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('API documentation', () => {
  test('the OpenAPI document lists the endpoints with their contract schemas, and nothing else', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/ready',
        '/api/Property/{id}',
        '/api/PropertyGroup/{id}',
        '/api/Book/Config/{propertyId}',
        '/api/PreCheckIn/Config/{id}',
        '/api/StaticData/{languageCode}/countries',
        '/api/StaticData/{languageCode}/creditcardtypes',
        '/api/StaticData/{languageCode}/flush',
        '/api/CurrencyExchangeRate',
        '/api/Log',
      ]),
    );
    for (const path of paths) expect(path.startsWith('/api/') && !path.startsWith('/api/docs')).toBe(true);

    const property = doc.paths['/api/Property/{id}'].get;
    const ok = property.responses['200'].content['application/json'].schema;
    expect(Object.keys(ok.properties)).toEqual(
      expect.arrayContaining(['PropertyId', 'PropertyCode', 'GoogleTagManagerContainerId', 'Theme']),
    );
    expect(property.responses['404']).toBeDefined();
    const log = doc.paths['/api/Log'].post.requestBody.content['application/json'].schema;
    expect(log.properties.Entries.maxItems).toBe(20);
  });

  test('the docs page is served under /api/docs with a policy of its own', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).not.toContain('worker-src');
    const asset = await t.app.inject({ url: '/api/docs/static/swagger-ui.css' });
    expect(asset.statusCode).toBe(200);
  });
});
