import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailableMessage } from '../../../src/server/app';
import { openDatabase, openDatabaseWhenReachable, type Database } from '../../../src/server/db/client';
import { mailOutbox } from '../../../src/server/db/schema/mail';
import { reservations } from '../../../src/server/db/schema/reservations';
import { createMailOutbox, enqueueMail } from '../../../src/server/mail/outbox';
import { createMailTransport } from '../../../src/server/mail/transport';
import { freePort, startTcpProxy, type TcpProxy } from '../fakes/tcp-proxy';
import { openTestDatabase, startTestApp, testDbKind, type TestApp, type TestDatabase } from '../harness';
import {
  createBooking,
  demoBooking,
  demoClock,
  demoRoom,
  leaveRooms,
  searchDemo,
  tempDataDir,
  type DemoIds,
} from '../reservations/demo-booking';
import { startDemoApp } from '../reservations/demo-app';

// What a failover, a database restart, a proxy timeout or a network cut does to a running app
// server on PostgreSQL: the connections it holds die, some of them in the middle of a request.
// The server must live on, refuse those requests with a plain 503 at once, keep every booking
// whole, and serve again as soon as the database is back.

type Outcome = {
  kind: 'search' | 'create';
  started: number;
  ended: number;
  status: number;
  body: string;
  key?: string;
  request?: unknown;
};

/** Rooms booked per room type and night that do not match the rooms of live (confirmed or pending) bookings. */
async function inventoryMismatches(database: Database) {
  const result = await database.db.execute(sql`
    WITH held AS (
      SELECT i.room_type_id, night::date AS date, count(*)::int AS rooms
      FROM reservation_items i
      JOIN reservations r ON r.id = i.reservation_id
      CROSS JOIN LATERAL generate_series(i.date_from, i.date_to - 1, interval '1 day') AS night
      WHERE r.status IN ('confirmed', 'pending_payment')
      GROUP BY 1, 2
    )
    SELECT coalesce(inv.room_type_id, held.room_type_id) AS room_type_id, coalesce(inv.date, held.date)::text AS date,
           inv.booked, coalesce(held.rooms, 0) AS held
    FROM room_inventory inv
    FULL JOIN held ON held.room_type_id = inv.room_type_id AND held.date = inv.date
    WHERE coalesce(inv.booked, -1) <> coalesce(held.rooms, 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

async function databaseNameOf(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  return result.rows[0]!.name;
}

const waitFor = async (check: () => Promise<boolean>, withinMs: number): Promise<number> => {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

function capturingLogger() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { log, lines, messages: () => lines.map((line) => String((JSON.parse(line) as { msg?: string }).msg)) };
}

describe.runIf(testDbKind === 'postgres')('when PostgreSQL connections are lost', () => {
  let t: TestApp;
  let ids: DemoIds;
  let admin: pg.Client;
  let databaseName: string;
  let databaseUrl: string;

  beforeAll(async () => {
    ({ t, ids } = await startDemoApp());
    databaseName = await databaseNameOf(t.database);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  it('under a booking and search load, terminated connections cost a few quick 503s, never the process, a half booking or a lost one', async () => {
    const window = { dateFrom: '2027-04-05', dateTo: '2027-04-12' };
    await leaveRooms(t.database.db, ids.roomTypes.CLASSIC!, window.dateFrom, window.dateTo, 4);
    await leaveRooms(t.database.db, ids.roomTypes.KING!, window.dateFrom, window.dateTo, 4);
    const nights = [
      '2027-04-05',
      '2027-04-06',
      '2027-04-07',
      '2027-04-08',
      '2027-04-09',
      '2027-04-10',
      '2027-04-11',
      '2027-04-12',
    ];

    const outcomes: Outcome[] = [];
    const terminations: { at: number; connections: number }[] = [];
    let stop = false;

    const worker = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const from = (n * 3 + i) % 6;
        const stay = { dateFrom: nights[from]!, dateTo: nights[from + 1 + ((n + i) % 2)]! };
        const started = Date.now();
        if (i % 2 === 0) {
          const res = await searchDemo(t.app, { DateFrom: stay.dateFrom, DateTo: stay.dateTo });
          outcomes.push({ kind: 'search', started, ended: Date.now(), status: res.statusCode, body: res.body });
        } else {
          const key = randomUUID();
          const request = demoBooking(ids, {
            DateFrom: stay.dateFrom,
            DateTo: stay.dateTo,
            Rooms: [
              demoRoom(ids, {
                roomType: (n + i) % 4 < 2 ? 'CLASSIC' : 'KING',
                ...stay,
                leadGuest: { FirstName: `Guest${n}`, LastName: `Load${i}` },
              }),
            ],
          });
          const res = await createBooking(t.app, request, key);
          outcomes.push({
            kind: 'create',
            started,
            ended: Date.now(),
            status: res.statusCode,
            body: res.body,
            key,
            request,
          });
        }
      }
    };

    const terminator = async () => {
      for (let round = 0; round < 3; round++) {
        await new Promise((resolve) => setTimeout(resolve, round === 0 ? 800 : 1500));
        const at = Date.now();
        const result = await admin.query(
          'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [databaseName],
        );
        terminations.push({ at, connections: (result.rows[0] as { n: number }).n });
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
      stop = true;
    };

    await Promise.all([terminator(), ...Array.from({ length: 6 }, (_, n) => worker(n))]);

    // The process lives and serves.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);

    // Every answer is a normal one or a plain 503; never a 500.
    const unexpected = outcomes.filter(
      (o) => !(o.status === 503 || (o.kind === 'search' ? o.status === 200 : o.status === 201 || o.status === 409)),
    );
    expect(unexpected.map((o) => `${o.kind} ${o.status} ${o.body.slice(0, 200)}`)).toEqual([]);

    // Refused requests are refused at once, after a termination, with a message and nothing more.
    const refused = outcomes.filter((o) => o.status === 503);
    const lastTerminationBefore = (time: number) =>
      Math.max(...terminations.filter((x) => x.at <= time).map((x) => x.at));
    for (const o of refused) {
      expect(JSON.parse(o.body)).toEqual({ Message: databaseUnavailableMessage });
      expect(o.ended - lastTerminationBefore(o.ended)).toBeLessThanOrEqual(1000);
    }
    expect(terminations.every((x) => x.connections > 0)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);

    // Success resumes within 5 s of each termination.
    const recoveries = terminations.map(({ at }) => {
      const next = outcomes.filter((o) => o.started >= at && o.status !== 503).sort((a, b) => a.ended - b.ended)[0];
      return next ? next.ended - at : Number.POSITIVE_INFINITY;
    });
    for (const ms of recoveries) expect(ms).toBeLessThanOrEqual(5000);

    // Every booking answered 201 is there, whole, under its key.
    const booked = outcomes.filter((o) => o.kind === 'create' && o.status === 201);
    expect(booked.length).toBeGreaterThan(0);
    for (const o of booked) {
      const rows = await t.database.db
        .select({ reference: reservations.referenceNumber, status: reservations.status })
        .from(reservations)
        .where(sql`${reservations.idempotencyKey} = ${o.key!}`);
      expect(rows).toEqual([
        { reference: (JSON.parse(o.body) as { ReferenceNumber: string }).ReferenceNumber, status: 'confirmed' },
      ]);
    }
    // Rooms taken match the rooms of live bookings, night by night: nothing was written half-way.
    expect(await inventoryMismatches(t.database)).toEqual([]);

    // A create that was refused, sent again with its key, is answered rightly: the booking it
    // made after all, or a fresh one (or "sold out"), never two.
    const refusedCreates = refused.filter((o) => o.kind === 'create');
    for (const o of refusedCreates) {
      const replay = await createBooking(t.app, o.request, o.key!);
      expect([201, 409]).toContain(replay.statusCode);
      const rows = await t.database.db
        .select({ reference: reservations.referenceNumber })
        .from(reservations)
        .where(sql`${reservations.idempotencyKey} = ${o.key!}`);
      if (replay.statusCode === 201)
        expect(rows).toEqual([{ reference: (replay.json() as { ReferenceNumber: string }).ReferenceNumber }]);
      else expect(rows).toEqual([]);
    }
    expect(await inventoryMismatches(t.database)).toEqual([]);

    console.info(
      `database faults: ${outcomes.length} requests, ${terminations.length} terminations (${terminations.map((x) => x.connections).join('/')} connections), ` +
        `${refused.length} refused with 503 (${refusedCreates.length} creates; each within ${Math.max(0, ...refused.map((o) => o.ended - lastTerminationBefore(o.ended)))} ms of a termination), ` +
        `${booked.length} booked, success again after ${recoveries.join('/')} ms`,
    );
  });

  describe('through a link that can be cut', () => {
    // A database of its own, so no other app server's jobs touch its mail queue.
    let direct: TestDatabase;
    let directUrl: string;
    let proxy: TcpProxy;
    beforeAll(async () => {
      direct = await openTestDatabase();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${await databaseNameOf(direct)}`;
      directUrl = url.toString();
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    });
    afterAll(async () => {
      await proxy?.close();
      await direct?.dispose();
    });

    it('says not ready and refuses requests at once while the database is unreachable, and serves within 5 s of it coming back', async () => {
      const database = await openDatabase({ databaseUrl: proxy.via(directUrl), poolSize: 5 });
      const cut = await startTestApp({
        database: { ...database, dispose: () => database.close() },
        now: () => demoClock,
        config: { DATA_DIR: tempDataDir() },
      });
      const search = () => searchDemo(cut.app, { DateFrom: '2027-04-20', DateTo: '2027-04-22' });
      try {
        expect((await cut.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
        expect((await search()).statusCode).toBe(200);

        await proxy.cut();
        let started = Date.now();
        const notReady = await cut.app.inject({ url: '/api/ready' });
        expect(notReady.statusCode).toBe(503);
        expect(notReady.json()).toEqual({ Message: expect.any(String) });
        const refused = await search();
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({ Message: databaseUnavailableMessage });
        expect(Date.now() - started).toBeLessThanOrEqual(2000);
        expect((await cut.app.inject({ url: '/api/health' })).statusCode).toBe(200);

        await proxy.restore();
        started = Date.now();
        const ready = await waitFor(async () => (await cut.app.inject({ url: '/api/ready' })).statusCode === 200, 5000);
        const searching = await waitFor(async () => (await search()).statusCode === 200, 5000);
        expect(ready).toBeLessThanOrEqual(5000);
        expect(Date.now() - started).toBeLessThanOrEqual(5000);
        expect(searching).toBeLessThanOrEqual(5000);
      } finally {
        await proxy.restore();
        await cut.close();
        await database.close();
      }
    });

    it('keeps the mail outbox job running: runs during the outage are skipped and logged, mail queued meanwhile goes out after', async () => {
      const database = await openDatabase({ databaseUrl: proxy.via(directUrl), poolSize: 3 });
      const { log, messages } = capturingLogger();
      const outbox = createMailOutbox({
        db: database.db,
        transport: createMailTransport({ smtpUrl: undefined, outboxDir: tempDataDir() }),
        now: () => new Date(),
        log,
        intervalMs: 150,
      });
      outbox.register('fault-drill', async (payload) => ({
        from: 'hotel@example.com',
        to: 'guest@example.com',
        subject: String(payload.subject),
        text: 'Hello',
        html: '<p>Hello</p>',
      }));
      const sent = async (dedupeKey: string) =>
        (
          await direct.db
            .select({ sentAt: mailOutbox.sentAt })
            .from(mailOutbox)
            .where(sql`${mailOutbox.kind} = 'fault-drill' AND ${mailOutbox.dedupeKey} = ${dedupeKey}`)
        )[0]?.sentAt != null;
      try {
        outbox.start();
        await enqueueMail(direct.db, {
          kind: 'fault-drill',
          payload: { subject: 'before' },
          dedupeKey: 'before',
          now: new Date(),
        });
        expect(await waitFor(() => sent('before'), 5000)).toBeLessThanOrEqual(5000);

        await proxy.cut();
        await enqueueMail(direct.db, {
          kind: 'fault-drill',
          payload: { subject: 'during' },
          dedupeKey: 'during',
          now: new Date(),
        });
        await waitFor(
          async () => messages().some((m) => m.startsWith('mail outbox skipped: the database is unreachable')),
          3000,
        );
        expect(await sent('during')).toBe(false);

        await proxy.restore();
        expect(await waitFor(() => sent('during'), 5000)).toBeLessThanOrEqual(5000);
        expect(messages()).toContain('mail outbox skipped: the database is unreachable; the next run tries again');
      } finally {
        await proxy.restore();
        await outbox.close();
        await database.close();
      }
    });
  });

  it('at start, waits for an unreachable database with a clear log line each time, and opens it once it answers', async () => {
    const port = await freePort();
    const url = new URL(databaseUrl);
    const unreachable = `postgres://${url.username}@127.0.0.1:${port}${url.pathname}`;
    const { log, messages } = capturingLogger();
    let proxy: TcpProxy | undefined;
    const appears = setTimeout(() => {
      void startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) }, { port }).then((p) => (proxy = p));
    }, 1200);
    try {
      const database = await openDatabaseWhenReachable({ databaseUrl: unreachable, log, firstDelayMs: 300 });
      try {
        expect(await database.ping()).toBe(true);
      } finally {
        await database.close();
      }
      const waits = messages().filter((m) =>
        m.startsWith(`PostgreSQL at 127.0.0.1:${port}${url.pathname} is not reachable (ECONNREFUSED); trying again in`),
      );
      expect(waits.length).toBeGreaterThanOrEqual(2);
      // Backing off: 0.3 s, then 0.6 s ...
      expect(waits.slice(0, 2).map((m) => m.replace(/.* in /, ''))).toEqual(['0.3 s', '0.6 s']);
    } finally {
      clearTimeout(appears);
      await proxy?.close();
    }
  });
});
