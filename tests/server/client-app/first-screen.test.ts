import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  bookingConfigurationSettingsSchema,
  preCheckInConfigurationSchema,
} from '../../../src/contract/property-definition';
import type { AvailabilitySearchResponse } from '../../../src/contract/availability';
import type { BookingConfiguration, Property } from '../../../src/contract/property';
import type { FirstScreenData } from '../../../src/client/first-screen';
import { photoSizes } from '../../../src/domain/photo-sources';
import { firstPaintOf, type AppServerEntry } from '../../../src/server/client-app/first-screen';
import { properties } from '../../../src/server/db/schema/properties';
import { ensureDemoData } from '../demo-fixture';
import { startTestApp, type TestApp } from '../harness';
import { searchDemo, twoAdults } from '../reservations/demo-booking';

// The search page and Rooms and Rates arrive with their first screen drawn in by the app's own
// components (its server entry, src/client/ssr-entry.tsx): the property's photo, name and the
// page itself, painted before the app's script has arrived.

// A stand-in for dist/: index.html as Vite writes it (script, preloads, stylesheet), the manifest
// that names each page's stylesheets, those stylesheets, and the app's server entry (from its
// source, as the test runner loads it).
const indexHtml =
  '<!doctype html><html><head><title>Stayfront</title>' +
  '<script type="module" crossorigin src="/ClientApp/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/ClientApp/assets/react-b2.js">' +
  '<link rel="stylesheet" crossorigin href="/ClientApp/assets/index-c3.css">' +
  '</head><body><div id="root"></div></body></html>';
const appCss = '.property-hero{min-height:300px}';
const searchCss = '.search-form{padding:20px}';
const roomsCss = '.searching{min-height:100vh}';
const manifest = {
  'index.html': { file: 'assets/index-a1.js', css: ['assets/index-c3.css'], imports: ['_react-b2.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  'routes/Book/$propertyCode/route.tsx?tsr-split=component': {
    file: 'assets/route-h8.js',
    imports: ['_photo-i9.js', '_react-b2.js', 'index.html'],
  },
  '_photo-i9.js': { file: 'assets/photo-i9.js', imports: ['index.html'] },
  'routes/Book/$propertyCode/index.tsx?tsr-split=component': {
    file: 'assets/_propertyCode-d4.js',
    css: ['assets/_propertyCode-e5.css'],
    imports: ['_photo-i9.js', 'index.html'],
  },
  'routes/Book/$propertyCode/Rooms-And-Rates.tsx?tsr-split=component': {
    file: 'assets/Rooms-And-Rates-f6.js',
    css: ['assets/Rooms-And-Rates-g7.css'],
    imports: ['index.html'],
  },
};

let distDir: string;
let t: TestApp;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'stayfront-first-screen-'));
  const clientDir = join(distDir, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  mkdirSync(join(distDir, 'ssr'));
  writeFileSync(
    join(distDir, 'ssr/ssr-entry.js'),
    `export * from ${JSON.stringify(resolve('src/client/ssr-entry.tsx'))};`,
  );
  mkdirSync(join(clientDir, '.vite'));
  mkdirSync(join(clientDir, 'images/demo'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), indexHtml);
  writeFileSync(join(clientDir, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(clientDir, 'assets/index-c3.css'), appCss);
  writeFileSync(join(clientDir, 'assets/_propertyCode-e5.css'), searchCss);
  writeFileSync(join(clientDir, 'assets/Rooms-And-Rates-g7.css'), roomsCss);
  writeFileSync(
    join(clientDir, 'images/demo/logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="160" viewBox="0 0 720 160"></svg>',
  );

  t = await startTestApp({ clientDir });
  await ensureDemoData(t.database);
  await t.database.db.insert(properties).values({
    code: 'ODD',
    name: 'The <script>alert("name")</script> & "Arms"',
    street: '1 <img src=x onerror=alert(1)> Lane',
    city: "O'Town",
    timeZone: 'Europe/London',
    currency: 'GBP',
    propertyImageUrl: '/ClientApp/images/odd.webp?a=1&b="2"',
    bookingConfiguration: bookingConfigurationSettingsSchema.parse({}),
    preCheckInConfiguration: preCheckInConfigurationSchema.parse({}),
    definition: {},
    expandedUntil: '2027-12-31',
  });
});

afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The demo's photo and the narrower copies of it that public/images holds. */
const heroSrcSet = [360, 480, 720]
  .map((w) => `/ClientApp/images/demo/exterior-${w}w.webp ${w}w`)
  .concat('/ClientApp/images/demo/exterior.webp 800w')
  .join(', ');

/** The first paint's screen: what lies in #first-paint. */
const appStartOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="app-start">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
    scripts: string[];
    preloads: string[];
  };
const firstScreen = (html: string) => /<div id="first-paint"[\s\S]*?(?=<div id="root">)/.exec(html)?.[0] ?? '';

describe('the search page', () => {
  test("arrives with the property's photo, name, address and the search form drawn in, before the app's root", async () => {
    const res = await get('/Book/DEMO');
    expect(res.statusCode).toBe(200);
    const screen = firstScreen(res.body);
    expect(screen).toContain(
      `<img class="property-hero__image" src="/ClientApp/images/demo/exterior.webp" srcSet="${heroSrcSet}" sizes="${photoSizes.hero}" width="800" height="533" alt="" fetchPriority="high"/>`,
    );
    expect(screen).toContain('<h1 class="property-hero__eyebrow">Book your stay</h1>');
    expect(screen).toContain('<h2 class="property-hero__name">The Ashbury</h2>');
    expect(screen).toContain('12 West Park, Harrogate');
    expect(screen).toMatch(/<h2 id="[^"]+" class="search-form__title">Find your room<\/h2>/);
    // The form's fields as the app fills them from the URL (an empty search here).
    for (const label of ['Dates', 'Add dates', 'Rooms and guests', '1 room · 2 adults', 'Promo code'])
      expect(screen).toContain(label);
    expect(screen).toContain(
      '<button type="submit" class="sf-button sf-button--primary search-form__submit">Search</button>',
    );
    // Four stars, drawn as the app draws them.
    expect(screen.match(/<span class="icon" aria-hidden="true"><svg[^>]*><path d="M394 480/g)).toHaveLength(4);
    // The logo shown at once, a wide one at its width (300 px, docs/product.md).
    expect(screen).toContain(
      '<img class="brand-logo__image" src="/ClientApp/images/demo/logo.svg" alt="" style="width:300px;visibility:visible"/>',
    );
    // React's own preloads of the screen's images are left out: the head asks for the photo.
    expect(res.body).not.toMatch(/<body><link/);
  });

  test('the photo is fetched first: a preload in the page and in its Link header, before the first API calls', async () => {
    const res = await get('/Book/DEMO');
    const head = /<head>[\s\S]*<\/head>/.exec(res.body)?.[0] ?? '';
    // The same narrower copies and sizes as the <img>, or a phone would fetch the photo twice.
    expect(head).toContain(
      `<link rel="preload" as="image" href="/ClientApp/images/demo/exterior.webp" imagesrcset="${heroSrcSet}" imagesizes="${photoSizes.hero}" fetchpriority="high" />`,
    );
    expect(String(res.headers.link)).toBe(
      `</ClientApp/images/demo/exterior.webp>; rel=preload; as=image; imagesrcset="${heroSrcSet}"; imagesizes="${photoSizes.hero}"; fetchpriority=high, ` +
        '</api/Property/DEMO>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '</api/Book/Config/DEMO>; rel=preload; as=fetch; crossorigin=anonymous',
    );
  });

  test("wears the property's colours and carries the app's and the page's styles inline, their links disabled", async () => {
    const res = await get('/book/demo/');
    expect(res.body).toContain('--ion-color-primary:#1E4D45');
    expect(res.body).toContain(`<style>${appCss}\n${searchCss}</style>`);
    expect(res.body).toContain('<link rel="stylesheet" disabled crossorigin href="/ClientApp/assets/index-c3.css">');
    expect(res.body).toContain(
      '<link rel="stylesheet" disabled crossorigin href="/ClientApp/assets/_propertyCode-e5.css">',
    );
    expect(res.body).not.toContain(roomsCss);
  });

  test("starts the app's script and the page's code only once the first screen is painted", async () => {
    const res = await get('/Book/DEMO');
    // Nothing of the app's script is fetched with the page itself: it would take the photo's
    // bandwidth and main thread while the photo is drawn.
    expect(res.body).not.toMatch(/<script type="module"/);
    expect(res.body).not.toMatch(/<link[^>]*rel="modulepreload"/);
    // The start comes after the first screen and names the script, what it imports, and the
    // page's own route code and what that imports, each once; not another page's code.
    const start = appStartOf(res.body);
    expect(res.body.indexOf('id="app-start"')).toBeGreaterThan(res.body.indexOf('<div id="root"></div>'));
    expect(start.scripts).toEqual(['/ClientApp/assets/index-a1.js']);
    expect(start.preloads.sort()).toEqual(
      [
        '/ClientApp/assets/react-b2.js',
        '/ClientApp/assets/_propertyCode-d4.js',
        '/ClientApp/assets/photo-i9.js',
        '/ClientApp/assets/route-h8.js',
      ].sort(),
    );
    expect(res.body).not.toContain('Rooms-And-Rates-f6.js');
    // The inline script that starts them is the one the content security policy lets run.
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  test('the content security policy stays as strict as on every other page but for the start script', async () => {
    const policy = String((await get('/Book/DEMO')).headers['content-security-policy']);
    const other = String((await get('/Book/DEMO/Checkout')).headers['content-security-policy']);
    expect(other).toContain("script-src 'self';");
    expect(policy.replace(/ 'sha256-[^']+'/, '')).toBe(other);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  test('comes compressed, the same page in brotli and gzip', async () => {
    const plain = (await get('/Book/DEMO')).body;
    const br = await get('/Book/DEMO', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await get('/Book/DEMO', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
  });

  test("a property's name, address and photo address are written as text, never as markup", async () => {
    const res = await get('/Book/ODD');
    const screen = firstScreen(res.body);
    expect(screen).toContain('The &lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; &amp; &quot;Arms&quot;');
    expect(screen).toContain('1 &lt;img src=x onerror=alert(1)&gt; Lane');
    expect(screen).toContain('src="/ClientApp/images/odd.webp?a=1&amp;b=&quot;2&quot;"');
    // A photo with no narrower copies keeps its one address.
    expect(screen).not.toMatch(/srcset/i);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    // No logo: the header shows the name, as the app does.
    expect(screen).toContain('<span class="brand-logo__name">The &lt;script&gt;');
    expect(String(res.headers.link)).toContain(
      '</ClientApp/images/odd.webp?a=1&b=%222%22>; rel=preload; as=image; fetchpriority=high',
    );
  });
});

describe('Rooms and Rates', () => {
  /** A day `days` from today, 'YYYY-MM-DD' (the demo's rooms are free from today on, but for today+10 to +12). */
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  test('arrives with its header and the first room the app will offer, its photo fetched first', async () => {
    const [from, to] = [day(20), day(22)];
    const res = await get(`/Book/DEMO/Rooms-And-Rates?from=${from}&to=${to}&rooms=2-0-0,1-0-0`);
    expect(res.statusCode).toBe(200);
    // The app's own search for the same stay: its first room type with rooms left.
    const search = await searchDemo(t.app, {
      DateFrom: from,
      DateTo: to,
      Rooms: [twoAdults, { NumberOfAdults: 1, NumberOfChildren: 0, NumberOfInfants: 0 }],
    });
    const answer = search.json<AvailabilitySearchResponse>();
    const first = answer.RoomTypes.find(
      (roomType) => (answer.NumberOfRoomsPerRoomTypeId[roomType.RoomTypeId] ?? 0) > 0,
    )!;
    const photo = first.Photos[0]!;
    const screen = firstScreen(res.body);
    expect(screen).toContain('<h1 class="rooms-rates__title">Rooms and rates</h1>');
    expect(screen).toContain('Change dates');
    // (React writes a comment between the two texts it is made of.)
    expect(screen).toContain('<p class="rooms-rates__room">Room 1 of 2<!-- --> · 2 adults</p>');
    expect(screen).toContain('<h2 id="step-title" class="rooms-rates__step-title" tabindex="-1">Choose your room</h2>');
    expect(screen).toContain(`<h3 id="room-type-${first.RoomTypeId}" class="room-card__name">${first.Name}</h3>`);
    expect(screen).toMatch(
      new RegExp(
        `<img src="${photo}"[^>]* sizes="${escapeRegExp(photoSizes.room)}"[^>]* alt="${first.Name}"[^>]* fetchPriority="high"/>`,
      ),
    );
    // Its price and the way on, as the app draws the card; the rooms the app draws first.
    expect(screen).toContain(`aria-label="Choose room: ${first.Name}"`);
    expect(screen.match(/<article class="room-card/g)).toHaveLength(Math.min(2, answer.RoomTypes.length));
    expect(screen).not.toContain('property-hero');
    expect(res.body).toContain(`<style>${appCss}\n${roomsCss}</style>`);
    expect(String(res.headers.link)).toMatch(new RegExp(`^<${escapeRegExp(encodeURI(photo))}>; rel=preload; as=image`));
    expect(appStartOf(res.body).preloads).toEqual(
      expect.arrayContaining(['/ClientApp/assets/Rooms-And-Rates-f6.js', '/ClientApp/assets/route-h8.js']),
    );
    expect(res.body).not.toContain('_propertyCode-d4.js');
  });

  test('with a sold-out stay, arrives with the room cards being searched for and no photo to preload', async () => {
    const res = await get(`/Book/DEMO/Rooms-And-Rates?from=${day(10)}&to=${day(12)}&rooms=2-0-0`);
    expect(res.statusCode).toBe(200);
    const screen = firstScreen(res.body);
    expect(screen).toContain('<h1 class="rooms-rates__title">Rooms and rates</h1>');
    expect(screen.match(/class="searching__card"/g)).toHaveLength(3);
    expect(screen).not.toContain('room-card');
    expect(res.body).not.toContain('rel="preload" as="image"');
    expect(String(res.headers.link)).not.toContain('as=image');
  });

  test.each([
    ['rooms the URL cannot hold', `from=${day(20)}&to=${day(22)}&rooms=lots`],
    ['no dates', 'rooms=2-0-0'],
    ['a departure before the arrival', `from=${day(22)}&to=${day(20)}&rooms=2-0-0`],
  ])('with %s (the app goes back to the search page), arrives as the plain app page', async (_, query) => {
    const res = await get(`/Book/DEMO/Rooms-And-Rates?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
    expect(String(res.headers.link)).not.toContain('as=image');
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('pages without a first paint', () => {
  test('an unknown property gets the plain app page, which shows its not-found page', async () => {
    const res = await get('/Book/NOSUCH');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
    expect(String(res.headers.link)).not.toContain('as=image');
  });

  test.each(['/Book/DEMO/Checkout', '/Book/DEMO/Bookings', '/BookGroup/DEMO-GROUP', '/nowhere'])(
    '%s is the plain app page',
    async (url) => {
      expect((await get(url)).body).toBe(indexHtml);
    },
  );

  test('the copy the service worker keeps for offline use is the plain app page', async () => {
    expect((await get('/ClientApp/index.html')).body).toBe(indexHtml);
  });
});

describe('the search page, drawn once', () => {
  // The server entry counted: what it draws is beside the point here.
  const countingEntry = () => {
    const drawn: string[] = [];
    const entry: AppServerEntry = {
      renderFirstScreen: (request) => {
        drawn.push(request.url);
        return Promise.resolve(`<p>${request.url}</p>`);
      },
    };
    return { entry, drawn };
  };
  const screenOf = (property: Property, bookingConfig: BookingConfiguration, url: string) =>
    ({ page: 'search', url, property, bookingConfig }) as const;

  test('is drawn once per address while the property is read the same, and again once it changes', async () => {
    const { entry, drawn } = countingEntry();
    const property = { PropertyCode: 'DEMO' } as Property;
    const bookingConfig = {} as BookingConfiguration;
    const first = await firstPaintOf(entry, screenOf(property, bookingConfig, '/Book/DEMO'), null);
    const again = await firstPaintOf(entry, screenOf(property, bookingConfig, '/Book/DEMO'), null);
    expect(again?.body).toBe(first?.body);
    expect(drawn).toEqual(['/Book/DEMO']);

    await firstPaintOf(entry, screenOf(property, bookingConfig, '/Book/DEMO?rooms=2-0-0'), null);
    // A changed property (or configuration) is a new object from the property service.
    await firstPaintOf(entry, screenOf({ ...property }, bookingConfig, '/Book/DEMO'), null);
    await firstPaintOf(entry, screenOf(property, { ...bookingConfig }, '/Book/DEMO'), null);
    expect(drawn).toEqual(['/Book/DEMO', '/Book/DEMO?rooms=2-0-0', '/Book/DEMO', '/Book/DEMO']);
  });

  test('Rooms and Rates, drawn from a fresh answer, is drawn every time', async () => {
    const { entry, drawn } = countingEntry();
    const property = { PropertyCode: 'DEMO' } as Property;
    const bookingConfig = {} as BookingConfiguration;
    const url = '/Book/DEMO/Rooms-And-Rates?from=2027-03-24&to=2027-03-26&rooms=2-0-0';
    const answer = { Outcome: 'Available' } as AvailabilitySearchResponse;
    for (let i = 0; i < 2; i++)
      await firstPaintOf(entry, { page: 'rooms-and-rates', url, property, bookingConfig, answer }, null);
    expect(drawn).toEqual([url, url]);
  });
});

describe("the first screen is the app's own", () => {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  test.each([
    ['the search page', 'search', `/Book/DEMO?from=${day(20)}&to=${day(23)}&rooms=2-1-0&promo=SPRING`],
    ['the search page without a search', 'search', '/Book/DEMO'],
    [
      'Rooms and Rates',
      'rooms-and-rates',
      `/Book/DEMO/Rooms-And-Rates?from=${day(20)}&to=${day(22)}&rooms=2-0-0,1-0-0`,
    ],
    [
      'Rooms and Rates, sold out',
      'rooms-and-rates',
      `/Book/DEMO/Rooms-And-Rates?from=${day(10)}&to=${day(12)}&rooms=2-0-0`,
    ],
  ] as const)(
    "%s: the server's markup is what the app's components draw in a browser from the same data",
    async (_, page, url) => {
      const served = firstScreen((await get(url)).body);
      expect(served).toContain('<div id="first-paint"');
      // The data the app asks the API for.
      const property = (await get('/api/Property/DEMO')).json<Property>();
      const bookingConfig = (await get('/api/Book/Config/DEMO')).json<BookingConfiguration>();
      const answer = page === 'rooms-and-rates' ? await searchOf(url) : undefined;
      const drawn = await drawnInABrowser(url, {
        page,
        property,
        bookingConfig,
        logoWidth: 300,
        answer: answer?.Outcome === 'Available' ? answer : undefined,
      });
      expect(drawn).toContain('first-paint');
      expect(comparable(served)).toBe(comparable(drawn));
    },
  );
});

async function searchOf(url: string): Promise<AvailabilitySearchResponse> {
  const query = new URL(url, 'http://localhost').searchParams;
  const rooms = query
    .get('rooms')!
    .split(',')
    .map((room) => room.split('-').map(Number));
  const res = await searchDemo(t.app, {
    DateFrom: query.get('from')!,
    DateTo: query.get('to')!,
    Rooms: rooms.map(([adults, children, infants]) => ({
      NumberOfAdults: adults!,
      NumberOfChildren: children,
      NumberOfInfants: infants,
    })),
  });
  return res.json<AvailabilitySearchResponse>();
}

/** jsdom, the browser's document the client tests run in (it has no types of its own here). */
interface Jsdom {
  JSDOM: new (
    html: string,
    options?: { url?: string; pretendToBeVisual?: boolean },
  ) => { window: Window & typeof globalThis };
}
const jsdomPackage = 'jsdom';
const { JSDOM } = (await import(jsdomPackage)) as Jsdom;

type DrawnData = Omit<FirstScreenData, 'params'>;

/**
 * The first screen's components drawn by React's browser renderer in a browser's document (jsdom),
 * as the app draws them: the same providers, the page's address and its search params as the
 * route reads them, photos off screen until scrolled to.
 */
async function drawnInABrowser(url: string, data: DrawnData): Promise<string> {
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url: `http://localhost${url}`,
    pretendToBeVisual: true,
  });
  const { window } = dom;
  // A phone's: no media query of a wide screen matches.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  const added = Object.getOwnPropertyNames(window).filter((name) => !(name in globalThis));
  const globals = globalThis as Record<string, unknown>;
  for (const name of added) globals[name] = (window as unknown as Record<string, unknown>)[name];
  try {
    const [{ createRoot }, { flushSync }, { QueryClient, QueryClientProvider }, router, app, params] =
      await Promise.all([
        import('react-dom/client'),
        import('react-dom'),
        import('@tanstack/react-query'),
        import('@tanstack/react-router'),
        import('../../../src/client/first-screen'),
        import('../../../src/client/features/search/search-params'),
      ]);
    const { routeTree } = await import('../../../src/client/routeTree.gen');
    const queryClient = new QueryClient();
    const appRouter = router.createRouter({ routeTree, context: { queryClient } });
    const search = params.staySearchParamsSchema.parse(appRouter.state.location.search);
    const container = window.document.getElementById('root')!;
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        createElement(router.RouterContextProvider, {
          router: appRouter,
          children: createElement(
            QueryClientProvider,
            { client: queryClient },
            createElement(app.FirstScreen, { ...data, params: search }),
          ),
        }),
      ),
    );
    const html = container.innerHTML;
    root.unmount();
    // React's work already scheduled (the renders deferred values ask for) finds the document still there.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    return html;
  } finally {
    for (const name of added) delete globals[name];
    window.close();
  }
}

/**
 * Markup as a browser reads it, so that two renderers' ways of writing the same thing compare
 * equal: no comments (React's text separators), styles and select values as the document holds
 * them, and React's generated ids (the server's and the browser's differ in case) alike.
 */
function comparable(html: string): string {
  const { document } = new JSDOM('<!doctype html><body></body>').window;
  const template = document.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  const walker = document.createTreeWalker(content, 128 /* comments */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  content.normalize();
  for (const element of content.querySelectorAll<HTMLElement>('[style]'))
    element.setAttribute('style', element.style.cssText);
  // Attributes in one order: the browser's renderer sets some (src) after the others.
  for (const element of content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b))) element.setAttribute(name, value);
  }
  for (const select of content.querySelectorAll('select')) {
    select.setAttribute('data-value', select.value);
    for (const option of select.querySelectorAll('option')) option.removeAttribute('selected');
  }
  const container = document.createElement('div');
  container.append(content);
  return container.innerHTML.replace(/_[Rr]_[0-9a-z]+_/g, '_id_');
}
