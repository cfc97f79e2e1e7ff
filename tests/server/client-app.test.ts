import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  bookingConfigurationSettingsSchema,
  preCheckInConfigurationSchema,
} from '../../src/contract/property-definition';
import { properties } from '../../src/server/db/schema/properties';
import { ensureDemoData } from './demo-fixture';
import { startTestApp, type TestApp } from './harness';

// A stand-in for dist/client as the build leaves it: index.html, the service worker, the
// manifest, hashed assets, each with .br and .gz siblings where the build makes them.
const indexHtml = '<!doctype html><html><head><title>Stayfront</title></head><body><div id="root"></div></body></html>';
const appJs = 'console.log("the app");'.repeat(50);
const swJs = 'self.addEventListener("fetch", () => {});';

let clientDir: string;
let t: TestApp;

function writeWithSiblings(path: string, content: string, siblings: ('br' | 'gz')[]) {
  writeFileSync(path, content);
  if (siblings.includes('br')) writeFileSync(`${path}.br`, brotliCompressSync(content));
  if (siblings.includes('gz')) writeFileSync(`${path}.gz`, gzipSync(content));
}

async function insertProperty(code: string, tags: { gtm?: string; pixel?: string }) {
  await t.database.db.insert(properties).values({
    code,
    name: `${code} hotel`,
    timeZone: 'Europe/London',
    currency: 'GBP',
    googleTagManagerContainerId: tags.gtm ?? null,
    facebookPixelId: tags.pixel ?? null,
    bookingConfiguration: bookingConfigurationSettingsSchema.parse({}),
    preCheckInConfiguration: preCheckInConfigurationSchema.parse({}),
    definition: {},
    expandedUntil: '2027-12-31',
  });
}

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'stayfront-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeWithSiblings(join(clientDir, 'index.html'), indexHtml, ['br', 'gz']);
  writeWithSiblings(join(clientDir, 'sw.js'), swJs, ['br']);
  writeWithSiblings(
    join(clientDir, 'registerSW.js'),
    'navigator.serviceWorker.register("/ClientApp/sw.js", { scope: "/" });',
    [],
  );
  writeWithSiblings(join(clientDir, 'manifest.webmanifest'), '{"name":"Stayfront","start_url":"/"}', []);
  writeWithSiblings(join(clientDir, 'assets', 'app-abc123.js'), appJs, ['br', 'gz']);
  writeWithSiblings(join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>', []);
  writeFileSync(join(clientDir, '.env'), 'SECRET=1');

  t = await startTestApp({ clientDir });
  await ensureDemoData(t.database);
  await insertProperty('TAGGED', { gtm: 'GTM-ABC123', pixel: '1234567890' });
  await insertProperty('GTMONLY', { gtm: 'GTM-XYZ789' });
  await insertProperty('PIXELONLY', { pixel: '987654321' });
});

afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The app page as built, without the first paint the search page and Rooms and Rates carry (client-app/first-screen.test.ts). */
const withoutFirstPaint = (html: string) =>
  html
    .replace(/<link rel="preload" as="image"[^>]*>/, '')
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<div id="first-paint"[\s\S]*?(?=<div id="root">)/, '')
    .replace(/<script type="application\/json" id="app-start">[^<]*<\/script><script>[\s\S]*?<\/script>/, '');

describe('assets under /ClientApp/', () => {
  test('a hashed asset comes brotli-compressed when the browser accepts br, cached for a year', async () => {
    const res = await get('/ClientApp/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  test('gzip when only gzip is accepted, the plain file when nothing is', async () => {
    const gz = await get('/ClientApp/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(appJs);
    const plain = await get('/ClientApp/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appJs);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the service worker may control the whole site and is always revalidated, compressed or not', async () => {
    for (const acceptEncoding of ['br', 'identity']) {
      const res = await get('/ClientApp/sw.js', { 'accept-encoding': acceptEncoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['service-worker-allowed']).toBe('/');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe(acceptEncoding === 'br' ? 'br' : undefined);
    }
  });

  test('index.html, the registration script and the manifest are revalidated; the manifest has its own type', async () => {
    for (const file of ['index.html', 'registerSW.js', 'manifest.webmanifest']) {
      // Only index.html has compressed siblings here: the others fall back to the plain file.
      const res = await get(`/ClientApp/${file}`, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(file === 'index.html' ? 'br' : undefined);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['service-worker-allowed']).toBeUndefined();
    }
    expect((await get('/ClientApp/manifest.webmanifest')).headers['content-type']).toMatch(
      /^application\/manifest\+json/,
    );
  });

  test('a missing asset or a dotfile is a JSON 404, never the app page', async () => {
    for (const url of ['/ClientApp/assets/app-old999.js', '/ClientApp/.env']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Message: 'Not found' });
    }
    // The folder itself is not listed.
    const folder = await get('/ClientApp/');
    expect([403, 404]).toContain(folder.statusCode);
    expect(folder.body).not.toContain('<div id="root">');
  });
});

describe('pages of the app', () => {
  const pages = [
    '/Book/DEMO',
    '/Book/DEMO/',
    '/book/demo',
    '/Book/DEMO/Rooms-And-Rates',
    '/Book/DEMO/Checkout',
    '/Book/DEMO/Checkout/tok123',
    '/Book/DEMO/Status',
    '/Book/DEMO/Status/tok123',
    '/Book/DEMO/Confirmation/tok123',
    '/Book/DEMO/Confirmation/',
    '/Book/DEMO/BookATable',
    '/Book/DEMO/Bookings',
    '/PreCheckIn/DEMO/REF123/code456',
    '/BookGroup/DEMO-GROUP',
    '/Account/ForgotPassword/DEMO',
    '/Account/ResetPassword/DEMO?token=abc',
    '/Account/ConfirmEmail/DEMO',
    '/Account/Register/DEMO',
    '/ManageAccount/DEMO',
    '/Unauthorised',
    '/Error',
  ];

  test.each(pages)('%s is the app page with 200, never cached without revalidation', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(withoutFirstPaint(res.body)).toBe(indexHtml);
  });

  test('the page comes precompressed when the browser accepts it', async () => {
    const br = await get('/Book/DEMO', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(withoutFirstPaint(brotliDecompressSync(br.rawPayload).toString())).toBe(indexHtml);
    const gz = await get('/Book/DEMO', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
  });

  test.each(['/nowhere', '/Book', '/Book/DEMO/Nope', '/PreCheckIn/DEMO', '/Account/Nope/DEMO', '/favicon.ico'])(
    '%s is the app page with 404, so the app shows its not-found page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(indexHtml);
    },
  );

  test('every page, and the copy the service worker serves offline, refuses the browser features the app never uses', async () => {
    for (const url of [
      '/Book/DEMO',
      '/Book/DEMO/Checkout',
      '/PreCheckIn/DEMO/REF123/code456',
      '/nowhere',
      '/ClientApp/index.html',
    ]) {
      const policy = String((await get(url)).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'])
        expect(policy).toContain(`${feature}=()`);
      // Nothing is allowed to anyone: every listed feature is refused.
      expect(policy.split(', ').every((directive) => directive.endsWith('=()'))).toBe(true);
    }
  });

  test("a script or a manifest carries the headers that protect the file, not a page's", async () => {
    for (const url of ['/ClientApp/assets/app-abc123.js', '/ClientApp/manifest.webmanifest']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const pageOnly of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
      ])
        expect(res.headers[pageOnly]).toBeUndefined();
    }
  });

  test('pages, the service worker and SVG images, documents when opened, keep every security header', async () => {
    for (const url of ['/Book/DEMO/Checkout', '/ClientApp/index.html', '/ClientApp/sw.js', '/ClientApp/logo.svg']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('"/" sends the guest to the default property, keeping the query', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/Book/DEMO');
    expect((await get('/?utm_source=mail')).headers.location).toBe('/Book/DEMO?utm_source=mail');
  });

  test('/api paths stay JSON even with the app being served', async () => {
    const res = await get('/api/Nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Not found' });
  });
});

describe('tag manager origins in the content security policy', () => {
  const csp = async (url: string) => String((await get(url)).headers['content-security-policy']);

  test('pages of a property with a GTM container and a Meta pixel allow both, on every kind of page', async () => {
    for (const url of ['/Book/TAGGED', '/Book/tagged/Checkout', '/PreCheckIn/TAGGED/R1/C1', '/ManageAccount/TAGGED']) {
      const policy = await csp(url);
      // (The booking pages' own start script, app-start.ts, by its hash: no other inline script.)
      expect(policy).toMatch(
        /script-src 'self'( 'sha256-[^']+')? https:\/\/www\.googletagmanager\.com https:\/\/connect\.facebook\.net;/,
      );
      expect(policy).toContain('https://www.google-analytics.com');
      expect(policy).toContain('https://www.facebook.com');
    }
  });

  test('each tag brings only its own origins', async () => {
    const gtm = await csp('/Book/GTMONLY');
    expect(gtm).toContain('www.googletagmanager.com');
    expect(gtm).not.toContain('facebook');
    const pixel = await csp('/Book/PIXELONLY/Rooms-And-Rates');
    expect(pixel).toContain('connect.facebook.net');
    expect(pixel).not.toContain('google');
  });

  test('pages of a property without tags, other pages, assets and the API allow neither', async () => {
    for (const url of [
      '/Book/DEMO',
      '/Book/NOSUCH',
      '/Unauthorised',
      '/nowhere',
      '/ClientApp/index.html',
      '/api/health',
      '/api/Property/TAGGED',
    ]) {
      const policy = await csp(url);
      expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')?;/);
      expect(policy).not.toContain('googletagmanager');
      expect(policy).not.toContain('facebook');
    }
  });
});

describe('without a build', () => {
  test('static serving is skipped: app paths are JSON 404s, "/" still redirects, the API works', async () => {
    const bare = await startTestApp({ clientDir: join(clientDir, 'missing'), database: t.database });
    try {
      expect((await bare.app.inject({ url: '/Book/DEMO' })).statusCode).toBe(404);
      expect((await bare.app.inject({ url: '/ClientApp/sw.js' })).json()).toEqual({ Message: 'Not found' });
      expect((await bare.app.inject({ url: '/' })).statusCode).toBe(302);
      expect((await bare.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
