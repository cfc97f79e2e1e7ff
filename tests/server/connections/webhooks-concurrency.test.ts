import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client';
import { webhookEndpoints } from '../../../src/server/db/schema/connections';
import { properties } from '../../../src/server/db/schema/properties';
import { enqueueWebhookEvent } from '../../../src/server/shared/webhook-outbox';
import { createWebhookSender } from '../../../src/server/webhooks/sender';
import { sealWebhookSecret } from '../../../src/server/webhooks/signature';
import { openTestDatabase, testConfig, type TestDatabase } from '../harness';

// Three app servers send the same hotel's webhooks at once, on a real PostgreSQL, to a receiver
// that answers slowly and now and then fails: every event arrives, once, and each booking's
// events in the order they were written.

let database: TestDatabase;
let server: http.Server;
let port: number;
const accepted: { id: string; key: string; note: number }[] = [];
let answered = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      answered += 1;
      // Every fifth request fails; the others take a little while.
      const fails = answered % 5 === 0;
      setTimeout(
        () => {
          if (!fails) {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
              Id: string;
              Data: { Key: string; Note: number };
            };
            accepted.push({ id: body.Id, key: body.Data.Key, note: body.Data.Note });
          }
          response.writeHead(fails ? 500 : 200).end();
        },
        Math.floor(Math.random() * 15),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database?.dispose();
});

describe('three servers sending at once', () => {
  it('deliver every event exactly once, in order per booking', async () => {
    const db = database.db;
    let clock = new Date('2027-06-02T10:00:00Z');
    const now = () => clock;
    const secretKey = testConfig().SECRET_KEY!;
    const [demo] = await db.select().from(properties).where(eq(properties.code, 'DEMO'));
    await db.insert(webhookEndpoints).values({
      propertyId: demo!.id,
      url: `http://127.0.0.1:${port}/hook`,
      events: ['booking.revision'],
      secretEncrypted: sealWebhookSecret(secretKey, 'whsec_concurrency'),
    });
    const keys = ['SF-1', 'SF-2', 'SF-3', 'SF-4'];
    const written: string[] = [];
    for (let note = 0; note < 10; note++)
      for (const key of keys)
        written.push(
          (await db.transaction((tx) =>
            enqueueWebhookEvent(tx as unknown as Db, {
              propertyId: demo!.id,
              type: 'booking.revision',
              orderingKey: key,
              resource: { Key: key, Note: note },
              now: clock,
            }),
          ))!,
        );

    const log = pino({ level: 'silent' });
    const policy = { allowHttp: true, allowPrivate: true };
    const senders = [1, 2, 3].map(() =>
      createWebhookSender({ db, secretKey, policy, mailOutbox: { kick() {} }, now, log }),
    );
    // Rounds of all three at once; between rounds the clock passes the longest backoff.
    for (let round = 0; round < 12 && accepted.length < written.length; round++) {
      await Promise.all(senders.map((sender) => sender.drain()));
      clock = new Date(clock.getTime() + 61 * 60 * 1000);
    }
    await Promise.all(senders.map((sender) => sender.close()));

    expect(accepted.map((a) => a.id).sort()).toEqual([...written].sort());
    for (const key of keys)
      expect(accepted.filter((a) => a.key === key).map((a) => a.note)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
