import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import type { AriChangeItem, AriChangeOutcome } from '../src/contract/admin-ari';
import type { BookingRevision, BookingRevisionsPage } from '../src/contract/admin-connections';
import type { Property } from '../src/contract/property';
import { bookingMade, chooseRoomAndGoToCheckout, confirmButton, fillBooker, payByNewCard } from './booking-walk';
import { expect, test } from './fixtures';
import { startWithStaff, staffConsoleServer, type StaffConsoleServer } from './staff-server';
import { hotelDate } from './hotel-dates';

// The hotel connects its PMS. The owner makes the PMS's API key from the shell
// (`npm run staff:api-key`), gives the PMS's codes for two room types and a rate plan in the
// console, and the PMS (a small HTTP server of this file, written as another company would
// write it against the README) registers for booking webhooks. A guest books a Classic Double
// in the browser; the PMS hears of it by a signed webhook (checked with its own HMAC, refusing
// a tampered or replayed one), pulls the booking from the revisions feed, acknowledges it with
// its own reference (which the owner then sees on the booking's page), and, the room now
// being full on its side, stops selling Classic Doubles on those nights and raises the
// Superior Twin's rate, by its own codes. The guest's next search shows both. On the desktop
// screen only (e2e/playwright.config.ts): nothing here depends on the screen's size.

const adminToken = 'e2e-pms-admin-token-0123456789';
const ownerEmail = 'olive@hotel.example';
const ownerPassword = 'Ashbury owner desk 3!';

let server: StaffConsoleServer;
let ownerLink: string;
let apiKey: string;
let pms: PmsStandIn;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  server = await staffConsoleServer(`pms-${testInfo.project.name}`, {
    ADMIN_TOKEN: adminToken,
    // The PMS listens on this machine's loopback address.
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  });
  const links = await startWithStaff(
    server,
    { owner: { email: ownerEmail, role: 'owner', name: 'Olive Owner' } },
    async () => {
      // The key, as the owner makes it from the shell (the server stopped): its last line.
      const printed = await server.runScript('staff:api-key', [
        '--property',
        'DEMO',
        '--name',
        'PMS',
        '--scopes',
        'bookings:read,ari:write,webhooks:manage',
      ]);
      apiKey = printed.trim().split('\n').at(-1)!.trim();
    },
  );
  ownerLink = links.owner;
  expect(apiKey).toMatch(/^sfk_/);
  pms = await startPms(server.baseURL, apiKey);
});

test.afterAll(async () => {
  await pms?.close();
  await server?.stop();
});

// --- the PMS -----------------------------------------------------------------------------------

interface WebhookEvent {
  Id: string;
  Type: string;
  CreatedAt: string;
  Data: BookingRevision;
}

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

interface PmsStandIn {
  /** Registers its endpoint for booking revisions with Stayfront, keeping the signing secret. */
  register(): Promise<void>;
  /** Every request that reached the endpoint, as it came. */
  deliveries: Delivery[];
  /** Events taken in (signature good and fresh), each once. */
  events: WebhookEvent[];
  /** How many requests it refused (401). */
  refused: number;
  /** Its own reference for each booking it took in, by Stayfront's reference. */
  bookings: Map<string, string>;
  /** The last thing that went wrong while pulling the feed, if anything. */
  error: Error | null;
  /** Sends a request to its own endpoint, as anyone on the network could. */
  replay(delivery: Delivery): Promise<number>;
  /** Moves its clock (a replay arriving later). */
  skew(seconds: number): void;
  /** Sends rates and availability in its own codes, once under one Idempotency-Key. */
  pushAri(items: AriChangeItem[]): Promise<AriChangeOutcome[]>;
  close(): Promise<void>;
}

/** Within five minutes of its own clock, and HMAC-SHA256 of "t.body" under the secret, compared in constant time. */
function signatureHolds(secret: string, header: string | string[] | undefined, body: string, nowSeconds: number) {
  if (typeof header !== 'string') return false;
  const fields = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const t = Number(fields.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300 || typeof fields.v1 !== 'string') return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(fields.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function startPms(stayfront: string, key: string): Promise<PmsStandIn> {
  let secret = '';
  let skewSeconds = 0;
  let cursor: string | null = null;
  let nextReference = 7001;
  let pulling = Promise.resolve();
  const seen = new Set<string>();

  const call = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${stayfront}/api/Admin/${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  // The feed from where it left off; each new revision acknowledged with its own reference.
  const pull = async () => {
    for (;;) {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await call<BookingRevisionsPage>('GET', `BookingRevisions?PropertyCode=DEMO${query}`);
      for (const revision of page.Items) {
        const ours = pms.bookings.get(revision.ReferenceNumber) ?? `PMS-${nextReference++}`;
        await call('POST', `BookingRevisions/${revision.RevisionId}/Acknowledge?PropertyCode=DEMO`, {
          ExternalReference: ours,
        });
        pms.bookings.set(revision.ReferenceNumber, ours);
      }
      cursor = page.NextCursor ?? cursor;
      if (!page.HasMore) return;
    }
  };

  const endpoint = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      pms.deliveries.push({ headers: request.headers, body });
      const now = Math.floor(Date.now() / 1000) + skewSeconds;
      if (!secret || !signatureHolds(secret, request.headers['stayfront-signature'], body, now)) {
        pms.refused++;
        response.writeHead(401).end();
        return;
      }
      const event = JSON.parse(body) as WebhookEvent;
      response.writeHead(200).end();
      if (seen.has(event.Id)) return;
      seen.add(event.Id);
      pms.events.push(event);
      if (event.Type === 'booking.revision')
        pulling = pulling.then(pull).catch((e: unknown) => void (pms.error = e as Error));
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/stayfront`;

  const pms: PmsStandIn = {
    deliveries: [],
    events: [],
    refused: 0,
    bookings: new Map(),
    error: null,
    async register() {
      const made = await call<{ WebhookId: number; Secret: string }>('POST', 'Webhooks?PropertyCode=DEMO', {
        Url: url,
        Events: ['booking.revision'],
      });
      secret = made.Secret;
    },
    async replay(delivery) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Stayfront-Signature': String(delivery.headers['stayfront-signature']),
        },
        body: delivery.body,
      });
      return response.status;
    },
    skew: (seconds) => void (skewSeconds = seconds),
    async pushAri(items) {
      const answer = await call<{ Items: AriChangeOutcome[] }>(
        'POST',
        'Ari?PropertyCode=DEMO',
        { Items: items },
        {
          'Idempotency-Key': randomUUID(),
        },
      );
      return answer.Items;
    },
    close: () =>
      new Promise<void>((resolve) => {
        endpoint.closeAllConnections();
        endpoint.close(() => resolve());
      }),
  };
  return pms;
}

// --- the hotel and its guest -------------------------------------------------------------------

/** The owner's first sign-in: password from the shell's link, then two-factor set up. */
async function ownerSignsIn(page: Page): Promise<void> {
  await page.goto(ownerLink);
  await page.getByLabel('New password', { exact: true }).fill(ownerPassword);
  await page.getByLabel('Confirm new password').fill(ownerPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(ownerEmail);
  await page.getByLabel('Password').fill(ownerPassword);
  await page.getByLabel('Password').press('Enter');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByRole('link', { name: 'Continue to the console' }).click();
  await expect(page).toHaveURL(/\/Admin\/DEMO\/?$/);
}

const newPage = async (browser: Browser) =>
  (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } })).newPage();

test("a guest's booking reaches the PMS, and the PMS's change of rooms and rates reaches the next guest", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const owner = await newPage(browser);
  const guest = await newPage(browser);

  // The owner gives the PMS's codes on the Rates page.
  await ownerSignsIn(owner);
  await owner
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Rates & availability' })
    .click();
  const codes = owner.getByRole('region', { name: 'Codes of your other systems' });
  await codes.getByLabel('Connection').fill('PMS');
  await codes.getByRole('button', { name: 'Show codes' }).click();
  await codes.getByLabel('Classic Double (CLASSIC)').fill('DBL');
  await codes.getByLabel('Superior Twin (TWIN)').fill('TWN');
  await codes.getByLabel('Best Flexible Rate (FLEX)').fill('BAR');
  await codes.getByRole('button', { name: 'Save PMS’s codes' }).click();
  await expect(codes.getByRole('status')).toHaveText('Saved: 3 codes for PMS.');

  await pms.register();

  // Two nights some eleven weeks on, whatever today's weekday (two nights may start any day).
  const property = (await (await guest.request.get('/api/Property/DEMO')).json()) as Property;
  const stay = { from: hotelDate(property, 75), to: hotelDate(property, 77) };
  const lastNight = hotelDate(property, 76);

  await chooseRoomAndGoToCheckout(guest, testInfo, stay);
  await fillBooker(guest, `ada.pms.${Date.now()}@example.com`);
  await payByNewCard(guest);
  await confirmButton(guest).click();
  await expect(bookingMade(guest)).toBeVisible();
  const reference = (await guest.locator('.confirmation__reference strong').textContent())!.trim();

  // The PMS hears of it (the operator's nudge sends what is due now rather than at the next run),
  // takes it in from the feed and acknowledges it with its own reference.
  const sendDue = await guest.request.post('/api/Webhooks/SendDue', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(sendDue.ok(), await sendDue.text()).toBe(true);
  await expect
    .poll(
      () => {
        if (pms.error) throw pms.error;
        return pms.bookings.get(reference);
      },
      { timeout: 20_000 },
    )
    .toMatch(/^PMS-\d+$/);
  const theirs = pms.bookings.get(reference)!;
  const event = pms.events.find((e) => e.Type === 'booking.revision' && e.Data.ReferenceNumber === reference)!;
  expect(event.Data).toMatchObject({ Sequence: 1, Status: 'New' });
  expect(event.Data.Booking.Rooms[0]).toMatchObject({
    RoomTypeName: 'Classic Double',
    ExternalCodes: { PMS: { RoomTypeCode: 'DBL', RatePlanCode: 'BAR' } },
  });
  expect(pms.refused).toBe(0);

  // The same delivery with its body changed, or sent again six minutes later, is refused.
  const delivered = pms.deliveries.find((d) => d.body.includes(reference))!;
  expect(await pms.replay({ ...delivered, body: delivered.body.replace('"New"', '"Cancelled"') })).toBe(401);
  pms.skew(6 * 60);
  expect(await pms.replay(delivered)).toBe(401);
  pms.skew(0);
  expect(pms.refused).toBe(2);

  // The owner sees on the booking's page that the PMS has it, under its reference.
  await owner.goto(`/Admin/DEMO/Bookings/${reference}`);
  await expect(owner.getByRole('heading', { name: `Booking ${reference}: Ada Lovelace` })).toBeVisible();
  const connected = owner.getByRole('region', { name: 'Connected systems' });
  await expect(connected).toContainText('New booking');
  await expect(connected).toContainText('Acknowledged');
  await expect(connected).toContainText(`their reference ${theirs}`);

  // The PMS, now full of Classic Doubles on those nights, stops selling them and raises the
  // Superior Twin's Best Flexible Rate, in its own codes.
  const outcomes = await pms.pushAri([
    { RoomTypeCode: 'DBL', From: stay.from, To: lastNight, Closed: true },
    { RoomTypeCode: 'TWN', RatePlanCode: 'BAR', From: stay.from, To: lastNight, Rate: 211 },
  ]);
  expect(outcomes.map((o) => [o.Status, o.NightsChanged])).toEqual([
    ['applied', 2],
    ['applied', 2],
  ]);

  // The guest comes back for a second room on the same nights.
  const keepScreenshot = async (name: string) => {
    const path = testInfo.outputPath(`${name}.png`);
    await guest.screenshot({ path });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  };
  await guest.goto(`/Book/DEMO/Rooms-And-Rates?from=${stay.from}&to=${stay.to}&rooms=2-0-0`);
  await expect(guest.getByRole('button', { name: 'Choose room: Superior Twin' })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Choose room: Classic Double' })).toHaveCount(0);
  await keepScreenshot('rooms-after-the-pms-change');
  await guest.getByRole('button', { name: 'Choose room: Superior Twin' }).click();
  const flexible = guest.getByRole('article', { name: 'Best Flexible Rate' });
  await expect(flexible).toContainText('£211.00 per night');
  await expect(flexible).toContainText('£422.00 for 2 nights');
  await keepScreenshot('twin-rates-after-the-pms-change');
  await owner.context().close();
  await guest.context().close();
});
