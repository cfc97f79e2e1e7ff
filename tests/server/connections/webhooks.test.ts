import { createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createWebhookResponseSchema,
  webhookDeliveryListSchema,
  webhookListSchema,
  type Webhook,
  type WebhookEventTypeName,
} from '../../../src/contract/webhooks';
import type { Db } from '../../../src/server/db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../../src/server/db/schema/connections';
import { properties } from '../../../src/server/db/schema/properties';
import { enqueueWebhookEvent } from '../../../src/server/shared/webhook-outbox';
import { isPublicAddress, type Resolver } from '../../../src/server/webhooks/address';
import { createWebhookRepository } from '../../../src/server/webhooks/repository';
import { createWebhookSender } from '../../../src/server/webhooks/sender';
import { createWebhookService } from '../../../src/server/webhooks/service';
import { sealWebhookSecret } from '../../../src/server/webhooks/signature';
import { readMime, startSmtpInbox, type SmtpInbox } from '../fakes/smtp-inbox';
import { openTestDatabase, startTestApp, testConfig, type TestApp, type TestDatabase } from '../harness';
import {
  bookWithLink,
  loadReservation,
  noFieldsRequired,
  save,
  savePayload,
  setPreCheckInConfiguration,
} from '../precheckin/pre-check-in-fixture';
import { demoRoom, loadDemoIds, tempDataDir, type DemoIds } from '../reservations/demo-booking';
import { createTableBooking, loadOrangery, lunchtimeClock, tableBooking } from '../restaurant/table-booking-fixture';
import { signInStaff } from '../staff/staff-fixture';

// Signed webhooks, end to end: a hotel's owner adds an endpoint (a real HTTP server
// in this file), events reach it signed, in order per booking, at least once, through failures,
// restarts and three days of silence; and only public https:// addresses are accepted unless
// WEBHOOK_ALLOW_PRIVATE_URLS says otherwise. The signature is checked here by a separate
// implementation (node:crypto over the raw body), as a receiving system would.

// --- a receiving system --------------------------------------------------------------------

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** What it answered. */
  status: number;
}

interface Receiver {
  url(path?: string): string;
  port: number;
  received: Received[];
  /** Answers each request with this status from now on. */
  answer(status: number): void;
  /** The events it answered 2xx to, in arrival order. */
  accepted(): { Id: string; Type: string; Data: Record<string, unknown> }[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        status,
      });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hooks/stayfront') => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (next) => void (status = next),
    accepted: () =>
      received
        .filter((r) => r.status >= 200 && r.status < 300)
        .map((r) => JSON.parse(r.rawBody) as { Id: string; Type: string; Data: Record<string, unknown> }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The receiving system's check: HMAC-SHA256 of "<t>.<raw body>" under the secret, compared in constant time. */
function signatureHolds(secret: string, header: string | string[] | undefined, rawBody: string): boolean {
  if (typeof header !== 'string') return false;
  const fields = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = fields.get('t');
  const v1 = fields.get('v1');
  if (!t || !/^\d+$/.test(t) || !v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// --- the hotel -----------------------------------------------------------------------------

let clock = new Date(lunchtimeClock);
const now = () => clock;
const moveClock = (ms: number) => void (clock = new Date(clock.getTime() + ms));
const seconds = 1000;
const minutes = 60 * seconds;
const days = 24 * 60 * minutes;

const adminToken = testConfig().ADMIN_TOKEN!;

let t: TestApp;
let owner: string;
let receiver: Receiver;
let inbox: SmtpInbox;
let demoPropertyId: number;
const db = () => t.database.db;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  receiver = await startReceiver();
  t = await startTestApp({
    now,
    config: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', DATA_DIR: tempDataDir(), SMTP_URL: inbox.url },
  });
  owner = (await signInStaff(t, { role: 'owner', now })).cookie;
  const [demo] = await db().select({ id: properties.id }).from(properties).where(eq(properties.code, 'DEMO'));
  demoPropertyId = demo!.id;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await inbox?.close();
});
// Each test its own endpoints; what a test receives is its own.
beforeEach(async () => {
  await db().delete(webhookEndpoints);
  receiver.received.length = 0;
  receiver.answer(200);
});

/** The owner's console session; a new one once the clock has moved past the session's idle time. */
let ownerSignedInAt = clock;
async function ownerCookie(): Promise<string> {
  if (clock.getTime() - ownerSignedInAt.getTime() > 30 * minutes) {
    owner = (await signInStaff(t, { role: 'owner', now })).cookie;
    ownerSignedInAt = clock;
  }
  return owner;
}

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as?: string | null) {
  const cookie = as === undefined ? await ownerCookie() : as;
  const glue = url.includes('?') ? '&' : '?';
  return t.app.inject({
    method,
    url: `/api/Admin/${url}${glue}PropertyCode=DEMO`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

async function addWebhook(url: string, events: WebhookEventTypeName[]) {
  const res = await call('POST', 'Webhooks', { Url: url, Events: events });
  expect(res.statusCode, res.body).toBe(201);
  return createWebhookResponseSchema.parse(res.json());
}

async function webhooks(): Promise<Webhook[]> {
  const res = await call('GET', 'Webhooks');
  expect(res.statusCode, res.body).toBe(200);
  return webhookListSchema.parse(res.json()).Webhooks;
}

async function deliveriesOf(webhookId: number) {
  const res = await call('GET', `Webhooks/${webhookId}/Deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return webhookDeliveryListSchema.parse(res.json()).Deliveries;
}

/** Runs the app's sender now, as of the test's clock (what it also does every few seconds). */
async function sendDue(app = t.app) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Webhooks/SendDue',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Waits (in real time) until `done` holds, for the app's own runs in the background. */
async function until(done: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A change's event, written in its own transaction as a feature writes it. */
async function changeWithEvent(
  database: Db,
  orderingKey: string,
  note: string,
  type: WebhookEventTypeName = 'booking.revision',
) {
  return database.transaction(async (tx) =>
    enqueueWebhookEvent(tx as unknown as Db, {
      propertyId: demoPropertyId,
      type,
      orderingKey,
      resource: { ReferenceNumber: orderingKey, Note: note },
      now: now(),
    }),
  );
}

// --- the tests -----------------------------------------------------------------------------

describe('adding, listing and removing endpoints', () => {
  it('shows the secret once, keeps it encrypted, lists the endpoint, and removes it', async () => {
    const created = await addWebhook(receiver.url(), ['booking.revision', 'ari.changed']);
    expect(created.Secret).toMatch(/^whsec_[\w-]{43}$/);

    const [row] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.WebhookId));
    expect(row!.secretEncrypted).not.toContain(created.Secret.slice(6));
    expect(row!.createdByStaffId).not.toBeNull();

    const listed = await webhooks();
    expect(listed).toEqual([
      expect.objectContaining({
        WebhookId: created.WebhookId,
        Url: receiver.url(),
        Events: ['booking.revision', 'ari.changed'],
        Enabled: true,
        FailingSince: null,
        DisabledAt: null,
        Pending: 0,
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.Secret);

    expect((await call('DELETE', `Webhooks/${created.WebhookId}`)).statusCode).toBe(204);
    expect(await webhooks()).toEqual([]);
    expect((await call('GET', `Webhooks/${created.WebhookId}/Deliveries`)).statusCode).toBe(404);
    expect((await call('DELETE', `Webhooks/${created.WebhookId}`)).statusCode).toBe(404);
  });

  it('is for owners (webhooks:manage): a manager is refused, and nobody signed in', async () => {
    const manager = (await signInStaff(t, { role: 'manager', now })).cookie;
    expect((await call('GET', 'Webhooks', undefined, manager)).statusCode).toBe(403);
    expect((await call('POST', 'Webhooks', { Url: receiver.url(), Events: ['ari.changed'] }, manager)).statusCode).toBe(
      403,
    );
    expect((await call('GET', 'Webhooks', undefined, null)).statusCode).toBe(401);
  });

  it('lets the hotel’s system manage them with an API key of the webhooks:manage scope, and no other', async () => {
    const keyOf = async (scopes: string[]) => {
      const res = await call('POST', 'ApiKeys', { Name: `PMS ${scopes.join(' ')}`, Scopes: scopes });
      expect(res.statusCode, res.body).toBe(201);
      return { authorization: `Bearer ${(res.json() as { Key: string }).Key}` };
    };
    const manager = await keyOf(['webhooks:manage']);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/Webhooks?PropertyCode=DEMO',
      headers: manager,
      payload: { Url: receiver.url(), Events: ['booking.revision'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { WebhookId } = createWebhookResponseSchema.parse(added.json());
    const [row] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, WebhookId));
    expect(row).toMatchObject({ createdByStaffId: null, createdByKeyId: expect.any(Number) });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/Webhooks?PropertyCode=DEMO',
      headers: manager,
    });
    expect(webhookListSchema.parse(listed.json()).Webhooks.map((w) => w.WebhookId)).toEqual([WebhookId]);

    const reader = await keyOf(['bookings:read']);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/Webhooks?PropertyCode=DEMO',
      headers: reader,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a request without events, with unknown events, or without an address, in the API’s error shape', async () => {
    const none = await call('POST', 'Webhooks', { Url: receiver.url(), Events: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      Message: 'Choose at least one event.',
      ModelState: { Events: ['Choose at least one event.'] },
    });
    expect((await call('POST', 'Webhooks', { Url: receiver.url(), Events: ['booking.made'] })).statusCode).toBe(400);
    const blank = await call('POST', 'Webhooks', { Url: ' ', Events: ['ari.changed'] });
    expect(blank.json()).toMatchObject({ ModelState: { Url: ['Enter the address of your endpoint.'] } });
  });
});

describe('signed deliveries', () => {
  it('signs each event so the receiver can check it, and a tampered body fails that check', async () => {
    const { WebhookId, Secret } = await addWebhook(receiver.url(), ['booking.revision']);
    const eventId = await changeWithEvent(db(), 'SF-SIGNED', 'signed');
    await sendDue();

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['stayfront-event-id']).toBe(eventId);
    expect(request!.headers['stayfront-event-type']).toBe('booking.revision');
    expect(request!.headers['stayfront-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(request!.headers['stayfront-signature']).toContain(`t=${Math.floor(clock.getTime() / 1000)},`);
    const body = JSON.parse(request!.rawBody) as Record<string, unknown>;
    expect(body).toEqual({
      Id: eventId,
      Type: 'booking.revision',
      CreatedAt: clock.toISOString(),
      Data: { ReferenceNumber: 'SF-SIGNED', Note: 'signed' },
    });

    expect(signatureHolds(Secret, request!.headers['stayfront-signature'], request!.rawBody)).toBe(true);
    const tampered = request!.rawBody.replace('signed"', 'forged"');
    expect(tampered).not.toBe(request!.rawBody);
    expect(signatureHolds(Secret, request!.headers['stayfront-signature'], tampered)).toBe(false);
    expect(signatureHolds('whsec_another', request!.headers['stayfront-signature'], request!.rawBody)).toBe(false);

    const [delivery] = await deliveriesOf(WebhookId);
    expect(delivery).toMatchObject({
      EventId: eventId,
      EventType: 'booking.revision',
      State: 'delivered',
      Attempts: 1,
      LastStatus: 200,
      LastError: null,
      DeliveredAt: clock.toISOString(),
      NextAttemptAt: null,
    });
  });

  it('sends an endpoint only the events it listens for', async () => {
    await addWebhook(receiver.url(), ['ari.changed']);
    expect(await changeWithEvent(db(), 'SF-NOT-HEARD', 'not listened for')).toBeNull();
    await changeWithEvent(db(), 'ari:DEMO', 'heard', 'ari.changed');
    await sendDue();
    expect(receiver.accepted().map((event) => event.Type)).toEqual(['ari.changed']);
  });

  it('does not follow a redirect: a 3xx is a failure, tried again later', async () => {
    const { WebhookId } = await addWebhook(receiver.url(), ['booking.revision']);
    receiver.answer(302);
    await changeWithEvent(db(), 'SF-REDIRECT', 'redirected');
    await sendDue();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = await deliveriesOf(WebhookId);
    expect(delivery).toMatchObject({ State: 'pending', Attempts: 1, LastStatus: 302 });
    expect(delivery!.LastError).toContain('redirects are not followed');
    expect(new Date(delivery!.NextAttemptAt!).getTime() - clock.getTime()).toBe(30 * seconds);
  });
});

describe('a receiver that fails, then recovers', () => {
  it('gets every event exactly once after the retries, in order per booking', async () => {
    const { WebhookId } = await addWebhook(receiver.url(), ['booking.revision']);
    receiver.answer(503);
    const a = [
      await changeWithEvent(db(), 'SF-A', 'a1'),
      await changeWithEvent(db(), 'SF-A', 'a2'),
      await changeWithEvent(db(), 'SF-A', 'a3'),
    ];
    const b = [await changeWithEvent(db(), 'SF-B', 'b1'), await changeWithEvent(db(), 'SF-B', 'b2')];

    await sendDue();
    // Only the first event of each booking is tried: the next waits for it.
    expect(receiver.received.map((r) => (JSON.parse(r.rawBody) as { Id: string }).Id).sort()).toEqual(
      [a[0], b[0]].sort(),
    );
    expect((await webhooks())[0]).toMatchObject({ FailingSince: clock.toISOString(), Pending: 5 });

    // Not before its time (30 s after the first failure), then again.
    moveClock(29 * seconds);
    await sendDue();
    expect(receiver.received).toHaveLength(2);
    moveClock(1 * seconds);
    await sendDue();
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received.every((r) => [a[0], b[0]].includes((JSON.parse(r.rawBody) as { Id: string }).Id))).toBe(
      true,
    );

    // The receiver is back (said before the clock moves, so a run between sees it back too).
    receiver.answer(200);
    moveClock(60 * seconds);
    await sendDue();

    const accepted = receiver.accepted().map((event) => event.Id);
    expect([...accepted].sort()).toEqual([...a, ...b].sort());
    expect(new Set(accepted).size).toBe(accepted.length);
    const order = (ids: (string | null)[]) => ids.map((id) => accepted.indexOf(id!));
    expect(order(a)).toEqual([...order(a)].sort((x, y) => x - y));
    expect(order(b)).toEqual([...order(b)].sort((x, y) => x - y));

    const deliveries = await deliveriesOf(WebhookId);
    expect(deliveries.every((d) => d.State === 'delivered' && d.LastStatus === 200)).toBe(true);
    expect(deliveries.find((d) => d.EventId === a[0])!.Attempts).toBe(3);
    expect(deliveries.find((d) => d.EventId === a[1])!.Attempts).toBe(1);
    expect((await webhooks())[0]).toMatchObject({ FailingSince: null, Pending: 0, Enabled: true });

    // Nothing more to send, however often it runs.
    moveClock(2 * minutes);
    await sendDue();
    expect(receiver.accepted()).toHaveLength(5);
  });
});

describe('an endpoint failing for three days', () => {
  it('is disabled and the hotel emailed; enabled again, it gets what waited', async () => {
    const { WebhookId } = await addWebhook(receiver.url(), ['booking.revision']);
    receiver.answer(500);
    const first = await changeWithEvent(db(), 'SF-DOWN', 'while down');
    const startedFailing = clock;
    await sendDue();

    // Backoff: 30 s, doubling, at most an hour apart; still enabled after two days.
    moveClock(2 * days);
    await sendDue();
    let [endpoint] = await webhooks();
    expect(endpoint).toMatchObject({ Enabled: true, FailingSince: startedFailing.toISOString() });
    const [waiting] = await deliveriesOf(WebhookId);
    expect(waiting).toMatchObject({ State: 'pending', Attempts: 2, LastStatus: 500 });
    expect(new Date(waiting!.NextAttemptAt!).getTime() - clock.getTime()).toBe(60 * seconds);

    moveClock(1 * days);
    await sendDue();
    [endpoint] = await webhooks();
    expect(endpoint).toMatchObject({ Enabled: false, DisabledAt: clock.toISOString() });

    // The hotel is told, at its address.
    const disabledMail = () =>
      inbox.messages.find((m) => readMime(m.raw).headers.subject?.includes('Webhook disabled'));
    await until(() => disabledMail() !== undefined);
    const mail = disabledMail();
    expect(mail!.to).toEqual(['stay@ashbury-hotels.example']);
    const text = readMime(mail!.raw).parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))!.body;
    expect(text).toContain(receiver.url());
    expect(text).toContain('The endpoint answered 500.');
    expect(text).toContain('/Admin/DEMO/Connections/Webhooks');

    // Disabled: nothing is tried, and new events are not queued for it.
    const tries = receiver.received.length;
    moveClock(2 * 60 * minutes);
    await sendDue();
    expect(receiver.received).toHaveLength(tries);
    expect(await changeWithEvent(db(), 'SF-DOWN', 'while disabled')).toBeNull();

    // Enabled again once it answers: what waited goes out.
    receiver.answer(204);
    const enabled = await call('POST', `Webhooks/${WebhookId}/Enable`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ Enabled: true, DisabledAt: null, FailingSince: null });
    await sendDue();
    expect(receiver.accepted().map((event) => event.Id)).toEqual([first]);
  });
});

describe('an app closed between the change and its delivery', () => {
  it('loses nothing: the next app on the same database delivers it', async () => {
    // A database of its own: no other app's sender may deliver it meanwhile.
    const database = await openTestDatabase({ today: lunchtimeClock.toISOString().slice(0, 10) });
    const config = { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' };
    try {
      const first = await startTestApp({ now, database, config });
      const cookie = (await signInStaff(first, { role: 'owner', now })).cookie;
      const added = await first.app.inject({
        method: 'POST',
        url: '/api/Admin/Webhooks?PropertyCode=DEMO',
        headers: { cookie },
        payload: { Url: receiver.url(), Events: ['booking.revision'] },
      });
      expect(added.statusCode, added.body).toBe(201);
      // Whatever the first app might try before it stops is answered "not now".
      receiver.answer(503);
      const eventId = await changeWithEvent(database.db, 'SF-RESTART', 'committed, then the server stopped');
      await first.app.close();
      const waiting = await database.db.select().from(webhookDeliveries);
      expect(waiting).toEqual([expect.objectContaining({ state: 'pending' })]);

      receiver.answer(200);
      moveClock(1 * minutes);
      // A new app on the same database sends what was waiting as it starts.
      const second = await startTestApp({ now, database, config });
      try {
        await until(() => receiver.accepted().length > 0);
        expect(receiver.accepted().map((event) => event.Id)).toEqual([eventId]);
      } finally {
        await second.app.close();
      }
    } finally {
      await database.dispose();
    }
  });
});

describe('resend and test events', () => {
  it('sends a delivered event again, the same event signed afresh', async () => {
    const { WebhookId, Secret } = await addWebhook(receiver.url(), ['booking.revision']);
    const eventId = await changeWithEvent(db(), 'SF-RESEND', 'again');
    await sendDue();
    const [delivery] = await deliveriesOf(WebhookId);

    moveClock(5 * minutes);
    const resent = await call('POST', `Webhooks/Deliveries/${delivery!.DeliveryId}/Resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ DeliveryId: delivery!.DeliveryId, State: 'pending', Attempts: 0 });
    await sendDue();

    expect(receiver.accepted().map((event) => event.Id)).toEqual([eventId, eventId]);
    const [, again] = receiver.received;
    expect(again!.rawBody).toBe(receiver.received[0]!.rawBody);
    expect(again!.headers['stayfront-signature']).not.toBe(receiver.received[0]!.headers['stayfront-signature']);
    expect(signatureHolds(Secret, again!.headers['stayfront-signature'], again!.rawBody)).toBe(true);
    expect((await deliveriesOf(WebhookId))[0]).toMatchObject({ State: 'delivered', Attempts: 1 });

    expect((await call('POST', 'Webhooks/Deliveries/999999/Resend')).statusCode).toBe(404);
  });

  it('sends a ping to the endpoint tested only', async () => {
    const tested = await addWebhook(receiver.url('/tested'), ['table_booking.created']);
    await addWebhook(receiver.url('/other'), ['table_booking.created']);
    const res = await call('POST', `Webhooks/${tested.WebhookId}/Test`);
    expect(res.statusCode, res.body).toBe(202);
    const { EventId } = res.json() as { EventId: string };
    await sendDue();

    expect(receiver.received.map((r) => r.path)).toEqual(['/tested']);
    const [ping] = receiver.received;
    expect(ping!.headers['stayfront-event-type']).toBe('ping');
    expect(JSON.parse(ping!.rawBody)).toMatchObject({
      Id: EventId,
      Type: 'ping',
      Data: { PropertyCode: 'DEMO', WebhookId: tested.WebhookId },
    });
    expect(signatureHolds(tested.Secret, ping!.headers['stayfront-signature'], ping!.rawBody)).toBe(true);
    expect((await deliveriesOf(tested.WebhookId))[0]).toMatchObject({ EventType: 'ping', State: 'delivered' });
    expect((await call('POST', 'Webhooks/999999/Test')).statusCode).toBe(404);
  });
});

describe('events at their change points', () => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await loadDemoIds(db());
  });
  afterEach(async () => {
    await db().delete(webhookEvents);
  });

  it('tells of a table booked by a guest and cancelled by staff, in that order', async () => {
    // A week after the fixture's Thursday: the clock has moved days on by now.
    const aThursdayLater = '2027-06-10';
    await addWebhook(receiver.url(), ['table_booking.created', 'table_booking.cancelled']);
    const orangery = await loadOrangery(db());
    const booked = await createTableBooking(
      t.app,
      tableBooking(orangery, { VisitDate: aThursdayLater, VisitTime: '19:00' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const reference = (booked.json() as { BookingReference: string }).BookingReference;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/Admin/Restaurant/Bookings/${reference}/Cancel?PropertyCode=DEMO`,
      headers: { cookie: await ownerCookie() },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await sendDue();

    const events = receiver.accepted();
    expect(events.map((event) => event.Type)).toEqual(['table_booking.created', 'table_booking.cancelled']);
    expect(events[0]!.Data).toMatchObject({
      PropertyCode: 'DEMO',
      BookingReference: reference,
      RestaurantName: 'The Orangery',
      VisitDate: aThursdayLater,
      VisitTime: '19:00',
      PartySize: 2,
      Status: 'Booked',
      CancelledAt: null,
    });
    expect(events[1]!.Data).toMatchObject({ BookingReference: reference, Status: 'Cancelled' });
  });

  it('tells of a batch of rate and availability changes once, with the nights each item changed', async () => {
    await addWebhook(receiver.url(), ['ari.changed']);
    const classic = ids.roomTypes['CLASSIC']!;
    const flex = ids.ratePlans['FLEX']!;
    const batch = (items: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Admin/Ari?PropertyCode=DEMO',
        headers: { cookie: owner },
        payload: { Items: items },
      });
    const items = [
      { RoomTypeId: classic, From: '2027-07-05', To: '2027-07-07', Rooms: 3 },
      {
        RoomTypeId: classic,
        RatePlanId: flex,
        From: '2027-07-09',
        To: '2027-07-12',
        Weekdays: ['Fri', 'Sun'],
        Rate: 149,
      },
      { RoomTypeId: 999999, From: '2027-07-05', To: '2027-07-07', Rooms: 1 },
    ];
    await ownerCookie();
    const applied = await batch(items);
    expect(applied.statusCode, applied.body).toBe(200);
    // The same values again change nothing, and tell nothing.
    expect((await batch(items.slice(0, 2))).statusCode).toBe(200);
    await sendDue();

    const events = receiver.accepted();
    expect(events.map((event) => event.Type)).toEqual(['ari.changed']);
    expect(events[0]!.Data).toEqual({
      PropertyCode: 'DEMO',
      Changes: [
        {
          RoomTypeId: classic,
          RoomTypeCode: 'CLASSIC',
          RatePlanId: null,
          RatePlanCode: null,
          Ranges: [{ From: '2027-07-05', To: '2027-07-07' }],
          Set: { Rooms: 3 },
        },
        {
          RoomTypeId: classic,
          RoomTypeCode: 'CLASSIC',
          RatePlanId: flex,
          RatePlanCode: 'FLEX',
          // Friday 9 and Sunday 11 July.
          Ranges: [
            { From: '2027-07-09', To: '2027-07-09' },
            { From: '2027-07-11', To: '2027-07-11' },
          ],
          Set: { Rate: 149 },
        },
      ],
    });
  });

  it('tells of a completed pre-check-in, with the guests as given', async () => {
    await setPreCheckInConfiguration(db(), noFieldsRequired);
    await addWebhook(receiver.url(), ['precheckin.completed']);
    const stay = { dateFrom: '2027-06-21', dateTo: '2027-06-23' };
    const link = await bookWithLink(t.app, db(), ids, {
      DateFrom: stay.dateFrom,
      DateTo: stay.dateTo,
      Rooms: [demoRoom(ids, stay)],
    });
    const reservation = await loadReservation(t.app, link);
    const payload = savePayload(link, reservation, { SpecialRequests: 'Arriving after 10pm.' });
    payload.ReservationItems = payload.ReservationItems.map((item) => ({
      ...item,
      Guests: [
        { FirstName: 'Grace', LastName: 'Hopper', Email: 'grace@example.com', Phone: '' },
        { FirstName: 'Alan', LastName: 'Turing', Email: '', Phone: '' },
      ],
    }));
    const saved = await save(t.app, payload);
    expect(saved.statusCode, saved.body).toBe(200);
    await sendDue();

    const [event] = receiver.accepted();
    expect(event).toMatchObject({
      Type: 'precheckin.completed',
      Data: {
        PropertyCode: 'DEMO',
        ReferenceNumber: link.referenceNumber,
        CardOnFile: true,
        Notes: 'Arriving after 10pm.',
        Rooms: [
          {
            LeadGuest: { FirstName: 'Grace', LastName: 'Hopper' },
            Guests: [
              { FirstName: 'Grace', LastName: 'Hopper', Email: 'grace@example.com', Phone: null },
              { FirstName: 'Alan', LastName: 'Turing', Email: null, Phone: null },
            ],
          },
        ],
      },
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes each event the API sends under webhooks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = res.json() as {
      openapi: string;
      webhooks: Record<
        string,
        { post: { requestBody: { content: Record<string, { schema: { properties: object } }> } } }
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.webhooks).sort()).toEqual([
      'ari.changed',
      'booking.revision',
      'ping',
      'precheckin.completed',
      'table_booking.cancelled',
      'table_booking.created',
    ]);
    const body = document.webhooks['table_booking.created']!.post.requestBody.content['application/json']!.schema;
    expect(Object.keys(body.properties)).toEqual(['Id', 'Type', 'CreatedAt', 'Data']);
    expect(JSON.stringify(document.webhooks['ari.changed'])).toContain('Ranges');
    const paths = Object.keys((res.json() as { paths: object }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/Admin/Webhooks', '/api/Admin/Webhooks/{id}/Deliveries']));
  });
});

// --- where webhooks may go -----------------------------------------------------------------

describe('where an endpoint may be', () => {
  let strict: TestApp;
  let strictOwner: string;
  beforeAll(async () => {
    strict = await startTestApp({ now, config: { PUBLIC_URL: 'https://book.example.com' } });
    strictOwner = (await signInStaff(strict, { role: 'owner', now })).cookie;
  });
  afterAll(() => strict?.close());

  const add = (url: string) =>
    strict.app.inject({
      method: 'POST',
      url: '/api/Admin/Webhooks?PropertyCode=DEMO',
      headers: { cookie: strictOwner },
      payload: { Url: url, Events: ['booking.revision'] },
    });
  const refusal = async (url: string) => {
    const res = await add(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    const body = res.json() as { Message: string; ModelState: Record<string, string[]> };
    expect(body.ModelState.Url).toEqual([body.Message]);
    return body.Message;
  };

  it('must be https:// while the server is on https', async () => {
    expect(await refusal('http://hooks.example.com/stayfront')).toBe('The address must start with https://.');
    expect(await refusal('ftp://hooks.example.com/stayfront')).toBe('The address must start with https://.');
    expect(await refusal('hooks.example.com/stayfront')).toBe(
      'Enter the full address of the endpoint, starting with https://.',
    );
    expect(await refusal('https://pms:secret@hooks.example.com/')).toBe(
      'The address must not contain a user name or password.',
    );
  });

  it('never goes to loopback, private, link-local or unique-local addresses, nor a name resolving to one', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://2130706433/hook',
      'https://10.20.30.40/hook',
      'https://172.16.0.9/hook',
      'https://192.168.1.20/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd12:3456::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://localhost:8443/hook',
    ])
      expect(await refusal(url), url).toContain('loopback, private or link-local');
  });

  it('is checked again at delivery: an address refused then is never connected to', async () => {
    // Stored as if it had passed (say, before the rules or its DNS changed).
    const [demo] = await strict.database.db.select().from(properties).where(eq(properties.code, 'DEMO'));
    const [endpoint] = await strict.database.db
      .insert(webhookEndpoints)
      .values({
        propertyId: demo!.id,
        url: `https://127.0.0.1:${receiver.port}/hooks/stayfront`,
        events: ['booking.revision'],
        secretEncrypted: sealWebhookSecret(testConfig().SECRET_KEY!, 'whsec_test'),
      })
      .returning();
    await strict.database.db.transaction((tx) =>
      enqueueWebhookEvent(tx as unknown as Db, {
        propertyId: demo!.id,
        type: 'booking.revision',
        orderingKey: 'SF-INSIDE',
        resource: {},
        now: now(),
      }),
    );
    await sendDue(strict.app);
    expect(receiver.received).toEqual([]);
    const [delivery] = await strict.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, lastStatus: null });
    expect(delivery!.lastError).toContain('loopback, private or link-local');
  });
});

describe('DNS: resolved when added and again at delivery, the address pinned', () => {
  let database: TestDatabase;
  let propertyId: number;
  const secretKey = testConfig().SECRET_KEY!;
  const log = pino({ level: 'silent' });
  beforeAll(async () => {
    database = await openTestDatabase({ today: lunchtimeClock.toISOString().slice(0, 10) });
    const [demo] = await database.db.select().from(properties).where(eq(properties.code, 'DEMO'));
    propertyId = demo!.id;
  });
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    await database.db.delete(webhookEndpoints);
  });

  function parts(resolve: Resolver, allowPrivate: boolean) {
    const policy = { allowHttp: true, allowPrivate };
    const sender = createWebhookSender({
      db: database.db,
      secretKey,
      policy,
      resolve,
      mailOutbox: { kick() {} },
      now,
      log,
    });
    const service = createWebhookService({
      repository: createWebhookRepository(database.db),
      secretKey,
      policy,
      resolve,
      now,
      kick: () => {},
    });
    const actor = {
      staffId: null,
      email: 'owner@hotel.example',
      name: 'Owner',
      role: null,
      propertyId,
      propertyCode: 'DEMO',
      apiKey: null,
    };
    return { sender, service, actor: actor as unknown as Parameters<typeof service.create>[0] };
  }
  const event = () =>
    database.db.transaction((tx) =>
      enqueueWebhookEvent(tx as unknown as Db, {
        propertyId,
        type: 'ari.changed',
        orderingKey: 'ari:DEMO',
        resource: {},
        now: now(),
      }),
    );

  it('connects to the address the name resolved to, whatever the name would resolve to later', async () => {
    // A name only this resolver knows: the request can only have gone to the address it gave.
    const { sender, service, actor } = parts(async () => [{ address: '127.0.0.1', family: 4 }], true);
    await service.create(
      actor,
      { Url: `http://hooks.pms.test:${receiver.port}/pinned`, Events: ['ari.changed'] },
      async () => {},
    );
    await event();
    await sender.drain();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers.host).toBe(`hooks.pms.test:${receiver.port}`);
    expect(receiver.received[0]!.path).toBe('/pinned');
  });

  it('refuses a name that resolved to a public address when added and to a private one at delivery (DNS rebinding)', async () => {
    const answers = ['93.184.215.14', '127.0.0.1'];
    let asked = 0;
    const rebinding: Resolver = async () => [{ address: answers[Math.min(asked++, 1)]!, family: 4 }];
    const { sender, service, actor } = parts(rebinding, false);
    const created = await service.create(
      actor,
      { Url: `http://hooks.rebinding.test:${receiver.port}/hook`, Events: ['ari.changed'] },
      async () => {},
    );
    expect(created.WebhookId).toBeGreaterThan(0);
    await event();
    await sender.drain();
    expect(receiver.received).toEqual([]);
    const [delivery] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, created.WebhookId));
    expect(delivery!.lastError).toContain('loopback, private or link-local');
  });

  it('answers 400 for a name that does not resolve', async () => {
    const { service, actor } = parts(async () => [], false);
    await expect(
      service.create(actor, { Url: 'https://nowhere.invalid/hook', Events: ['ari.changed'] }, async () => {}),
    ).rejects.toMatchObject({ code: 'invalid', modelState: { Url: [expect.stringContaining('could not be found')] } });
  });
});

describe('which addresses are public', () => {
  it('knows the special ranges, IPv4 inside IPv6 included', () => {
    for (const address of ['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111', '2a00:1450:4009:81f::200e'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '0.0.0.0',
      '127.0.0.1',
      '10.0.0.1',
      '100.64.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd00::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      '2002:c0a8:101::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});
