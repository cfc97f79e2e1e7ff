import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { manageReservationSchema, type ManageReservation } from '../../../src/contract/manage-booking';
import {
  reservationCreateResponseSchema,
  type ReservationCreateRequestInput,
  type ReservationCreateResponse,
} from '../../../src/contract/reservation';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import type { TestApp } from '../harness';
import { createBooking, demoBooking, demoClock, demoRoom, leaveRooms, type DemoIds } from './demo-booking';
import { bookingSite, startDemoApp } from './demo-app';

// Guests managing a booking after it was made, and the check every such action must pass.

/** Acme's corporate rate, billed to the company's invoice (PO-1): nothing taken at booking. */
export function companyInvoice(ids: DemoIds): Partial<ReservationCreateRequestInput> {
  return {
    PaymentType: 3,
    CardDetails: null,
    AccountId: ids.companies['ACME-001']!,
    PONumber: 'PO-1',
    Rooms: [demoRoom(ids, { ratePlan: 'CORP' })],
  };
}

export interface ManageStory {
  t: TestApp;
  ids: DemoIds;
  /** What the seed had booked before any story: the inventory invariant's starting point. */
  baseline: InventorySnapshot;
  /** The app's clock; back on the demo clock before each test. */
  clock: Date;
  db(): Db;
  /** Ada's booking as the demo makes it, with `overrides`; answers the confirmation. */
  book(overrides?: Partial<ReservationCreateRequestInput>): Promise<ReservationCreateResponse>;
}

/**
 * The Ashbury on the demo clock for a file of stories about managing bookings, with plenty of
 * Classic Doubles (60) on each of `plentiful`'s stays, so the stories never run out of rooms.
 */
export function manageStory(plentiful: readonly { dateFrom: string; dateTo: string }[]): ManageStory {
  const story = {
    clock: demoClock,
    db: () => story.t.database.db,
    async book(overrides: Partial<ReservationCreateRequestInput> = {}) {
      const res = await createBooking(story.t.app, demoBooking(story.ids, overrides));
      expect(res.statusCode, res.body).toBe(201);
      return reservationCreateResponseSchema.parse(res.json());
    },
  } as ManageStory;
  beforeAll(async () => {
    ({ t: story.t, ids: story.ids } = await startDemoApp({ now: () => story.clock, config: bookingSite }));
    for (const stay of plentiful)
      await leaveRooms(story.db(), story.ids.roomTypes.CLASSIC!, stay.dateFrom, stay.dateTo, 60);
    story.baseline = await inventorySnapshot(story.db());
  });
  afterAll(() => story.t?.close());
  beforeEach(() => {
    story.clock = demoClock;
  });
  return story;
}

export async function manageBooking(app: App, token: string): Promise<ManageReservation> {
  const res = await app.inject({ method: 'GET', url: `/api/Reservation/Manage?token=${encodeURIComponent(token)}` });
  expect(res.statusCode, res.body).toBe(200);
  return manageReservationSchema.parse(res.json());
}

export function postChange(
  app: App,
  call: 'Cancel' | 'Guests' | 'Find' | 'Extras' | 'Extras/Quote' | 'ChangeDates' | 'ChangeDates/Quote',
  body: unknown,
  idempotencyKey: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/Reservation/${call}`,
    headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey },
    payload: body as object,
  });
}

/**
 * Rooms booked per night equal the rooms held by live bookings (rooms not cancelled, of
 * bookings confirmed or awaiting payment), and each service's used inventory equals the extras
 * those rooms hold; `baseline` is what the seed had booked before any test.
 */
export async function expectInventoryInvariant(db: Db, baseline: InventorySnapshot): Promise<void> {
  const now = await inventorySnapshot(db);
  const held = await liveHoldings(db);
  const rooms = new Set([...Object.keys(now.rooms), ...Object.keys(held.rooms), ...Object.keys(baseline.rooms)]);
  const roomMismatches = [...rooms].filter(
    (key) => (now.rooms[key] ?? 0) !== (baseline.rooms[key] ?? 0) + (held.rooms[key] ?? 0),
  );
  expect(
    roomMismatches.map(
      (key) => `${key}: booked ${now.rooms[key] ?? 0}, held ${(baseline.rooms[key] ?? 0) + (held.rooms[key] ?? 0)}`,
    ),
  ).toEqual([]);
  const services = new Set([
    ...Object.keys(now.services),
    ...Object.keys(held.services),
    ...Object.keys(baseline.services),
  ]);
  const serviceMismatches = [...services].filter(
    (key) => (now.services[key] ?? 0) !== (baseline.services[key] ?? 0) + (held.services[key] ?? 0),
  );
  expect(
    serviceMismatches.map(
      (key) =>
        `service ${key}: used ${now.services[key] ?? 0}, held ${(baseline.services[key] ?? 0) + (held.services[key] ?? 0)}`,
    ),
  ).toEqual([]);
}

export interface InventorySnapshot {
  rooms: Record<string, number>;
  services: Record<string, number>;
}

/** What the inventory says is booked: rooms per room type and night, extras per service. */
export async function inventorySnapshot(db: Db): Promise<InventorySnapshot> {
  const rooms = await db.execute<{ key: string; booked: number }>(
    sql`SELECT room_type_id || '|' || date::text AS key, booked FROM room_inventory WHERE booked <> 0`,
  );
  const services = await db.execute<{ key: string; used: number }>(
    sql`SELECT id::text AS key, used_inventory AS used FROM services WHERE used_inventory <> 0`,
  );
  return {
    rooms: Object.fromEntries(
      rowsOf<{ key: string; booked: number }>(rooms).map((row) => [row.key, Number(row.booked)]),
    ),
    services: Object.fromEntries(
      rowsOf<{ key: string; used: number }>(services).map((row) => [row.key, Number(row.used)]),
    ),
  };
}

async function liveHoldings(db: Db): Promise<InventorySnapshot> {
  const rooms = await db.execute<{ key: string; held: number }>(sql`
    SELECT i.room_type_id || '|' || (i.date_from + n)::text AS key, count(*)::int AS held
    FROM reservation_items i
    JOIN reservations r ON r.id = i.reservation_id
    CROSS JOIN LATERAL generate_series(0, i.date_to - i.date_from - 1) AS n
    WHERE r.status IN ('confirmed', 'pending_payment') AND i.status = 'booked'
    GROUP BY 1`);
  const services = await db.execute<{ key: string; held: number }>(sql`
    SELECT s.service_id::text AS key, count(*)::int AS held
    FROM reservation_item_services s
    JOIN reservation_items i ON i.id = s.reservation_item_id
    JOIN reservations r ON r.id = i.reservation_id
    WHERE r.status IN ('confirmed', 'pending_payment') AND i.status = 'booked'
    GROUP BY 1`);
  return {
    rooms: Object.fromEntries(rowsOf<{ key: string; held: number }>(rooms).map((row) => [row.key, Number(row.held)])),
    services: Object.fromEntries(
      rowsOf<{ key: string; held: number }>(services).map((row) => [row.key, Number(row.held)]),
    ),
  };
}

/** drizzle's execute answers rows (PGlite) or a result with rows (pg). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
