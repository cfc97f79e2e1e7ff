import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { addDays } from '../src/domain/stay-nights';
import { hashPassword } from '../src/server/platform/password-hashing';

// `npm run bench`'s ari-batch scenario, on PostgreSQL: a channel manager pushing 1,000 items, each
// over the next 365 nights, by its own codes (POST /api/Admin/Ari?Connection=BENCH), timed
// against plain SQL measured in the same run: the same changes as one UPDATE per item over its
// room type's (or rate plan's) nights, all in one transaction sent in one round trip; and the
// floor, the same rows changed once by one UPDATE per table. Each changes every night it
// touches on every run (the values move on each time). Budget: the POST answers within 2 s.

export const ariBatchItems = 1000;
export const ariBatchNights = 365;
export const ariBatchBudgetMs = 2000;
const runs = 3;
const connection = 'BENCH';
const password = 'bench password, long enough to pass';

export interface AriBatchResult {
  postMs: number[];
  /** The items as plain SQL: an UPDATE each, one transaction, one round trip. */
  sqlMs: number[];
  /** The same rows in one UPDATE per table: the least a database can do to change them. */
  floorMs: number[];
  /** Nights the POST's items changed, per run. */
  nightsChanged: number;
  refused: number;
  responseBytes: number;
}

interface Target {
  roomTypeId: number;
  roomTypeCode: string;
  ratePlanId: number | null;
  ratePlanCode: string | null;
}

/** One item of run `run`: targets in turn, each kind of change in turn, values that differ from the run before. */
function itemOf(target: Target, i: number, run: number, from: string, to: string) {
  const base = { RoomTypeCode: `X-${target.roomTypeCode}`, From: from, To: to };
  const flip = (i + run) % 2 === 0;
  if (target.ratePlanCode === null)
    return i % 2 === 0 ? { ...base, Rooms: 40 + ((i + run) % 7) } : { ...base, Closed: flip };
  const plan = { ...base, RatePlanCode: `X-${target.ratePlanCode}` };
  switch (i % 5) {
    case 0:
      return { ...plan, Rate: 100 + ((i + run * 3) % 97) };
    case 1:
      return { ...plan, MinStay: 1 + ((i + run) % 2), MaxStay: 14 + ((i + run) % 3) };
    case 2:
      return { ...plan, ClosedToArrival: flip };
    case 3:
      return { ...plan, ClosedToDeparture: flip };
    default:
      return { ...plan, Closed: flip };
  }
}

/** The same item as a plain UPDATE of its nights (rates in minor units, as stored). */
function updateOf(target: Target, item: Record<string, unknown>, from: string, to: string): string {
  const nights = `date BETWEEN '${from}' AND '${to}'`;
  if (target.ratePlanId === null) {
    const set = item.Rooms !== undefined ? `total = ${Number(item.Rooms)}` : `stop_sell = ${Boolean(item.Closed)}`;
    return `UPDATE room_inventory SET ${set} WHERE room_type_id = ${target.roomTypeId} AND ${nights}`;
  }
  const sets: string[] = [];
  if (item.Rate !== undefined) sets.push(`base_rate = ${Math.round(Number(item.Rate) * 100)}`);
  if (item.MinStay !== undefined) sets.push(`min_stay = ${Number(item.MinStay)}`, `max_stay = ${Number(item.MaxStay)}`);
  if (item.ClosedToArrival !== undefined) sets.push(`closed_to_arrival = ${Boolean(item.ClosedToArrival)}`);
  if (item.ClosedToDeparture !== undefined) sets.push(`closed_to_departure = ${Boolean(item.ClosedToDeparture)}`);
  if (item.Closed !== undefined) sets.push(`closed = ${Boolean(item.Closed)}`);
  return `UPDATE nightly_rates SET ${sets.join(', ')} WHERE room_type_id = ${target.roomTypeId} AND rate_plan_id = ${target.ratePlanId} AND ${nights}`;
}

/** Every row the batch touches, changed once: one UPDATE for the room types' nights, one for the rate plans'. */
function floorSql(targets: readonly Target[], from: string, to: string): string {
  const nights = `date BETWEEN '${from}' AND '${to}'`;
  const roomTypes = targets.filter((t) => t.ratePlanId === null).map((t) => t.roomTypeId);
  const pairs = targets.filter((t) => t.ratePlanId !== null).map((t) => `(${t.roomTypeId}, ${t.ratePlanId})`);
  return `BEGIN;
    UPDATE room_inventory SET total = total + 1, stop_sell = NOT stop_sell WHERE room_type_id IN (${roomTypes.join(', ')}) AND ${nights};
    UPDATE nightly_rates SET base_rate = base_rate + 1, min_stay = 1, max_stay = NULL, closed = NOT closed,
      closed_to_arrival = NOT closed_to_arrival, closed_to_departure = NOT closed_to_departure
      WHERE (room_type_id, rate_plan_id) IN (${pairs.join(', ')}) AND ${nights};
    COMMIT`;
}

/** A manager of DEMO signed in, and the BENCH connection's codes (X-<our code>) for every room type and plan. */
async function prepare(client: pg.Client, baseUrl: string): Promise<{ cookie: string; targets: Target[] }> {
  const email = `bench-${Date.now().toString(36)}@hotel.example`;
  const { rows: demo } = await client.query<{ id: number }>(`SELECT id FROM properties WHERE code = 'DEMO'`);
  const propertyId = demo[0]!.id;
  const { rows: staff } = await client.query<{ id: number }>(
    `INSERT INTO staff_members (email, name, password_hash) VALUES ($1, 'Bench Manager', $2) RETURNING id`,
    [email, await hashPassword(password)],
  );
  await client.query(`INSERT INTO staff_role_grants (staff_id, property_id, role) VALUES ($1, $2, 'manager')`, [
    staff[0]!.id,
    propertyId,
  ]);
  await client.query(
    `INSERT INTO external_codes (property_id, connection, entity, entity_id, code)
     SELECT property_id, $2, 'room_type', id, 'X-' || code FROM room_types WHERE property_id = $1
     UNION ALL
     SELECT property_id, $2, 'rate_plan', id, 'X-' || code FROM rate_plans WHERE property_id = $1`,
    [propertyId, connection],
  );
  const { rows } = await client.query<Target>(
    `SELECT rt.id AS "roomTypeId", rt.code AS "roomTypeCode", NULL::int AS "ratePlanId", NULL AS "ratePlanCode"
       FROM room_types rt WHERE rt.property_id = $1
     UNION ALL
     SELECT rt.id, rt.code, rp.id, rp.code FROM room_types rt JOIN rate_plans rp ON rp.property_id = rt.property_id
       WHERE rt.property_id = $1 AND EXISTS (SELECT 1 FROM nightly_rates n WHERE n.room_type_id = rt.id AND n.rate_plan_id = rp.id)
     ORDER BY 1, 3 NULLS FIRST`,
    [propertyId],
  );
  const signIn = await fetch(`${baseUrl}/api/Admin/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('stayfront_staff_session='));
  if (!signIn.ok || !cookie) throw new Error(`bench sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return { cookie, targets: rows };
}

export async function benchAriBatch(baseUrl: string, databaseUrl: string): Promise<AriBatchResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { cookie, targets } = await prepare(client, baseUrl);
    // From tomorrow, in the hotel's zone or not: 365 nights well inside the 36 months it sells.
    const from = addDays(new Date().toISOString().slice(0, 10), 2);
    const to = addDays(from, ariBatchNights - 1);
    const targetOf = (i: number) => targets[i % targets.length]!;
    const result: AriBatchResult = {
      postMs: [],
      sqlMs: [],
      floorMs: [],
      nightsChanged: 0,
      refused: 0,
      responseBytes: 0,
    };
    let run = 0;
    for (let r = 0; r < runs; r++) {
      run++;
      const items = Array.from({ length: ariBatchItems }, (_, i) => itemOf(targetOf(i), i, run, from, to));
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/Admin/Ari?PropertyCode=DEMO&Connection=${connection}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ Items: items }),
      });
      const body = await res.text();
      result.postMs.push(performance.now() - started);
      if (!res.ok) throw new Error(`ari-batch POST answered ${res.status}: ${body.slice(0, 500)}`);
      const outcomes = (JSON.parse(body) as { Items: { Applied: boolean; NightsChanged: number }[] }).Items;
      result.nightsChanged = outcomes.reduce((sum, o) => sum + o.NightsChanged, 0);
      result.refused = outcomes.filter((o) => !o.Applied).length;
      result.responseBytes = body.length;

      run++;
      const statements = Array.from({ length: ariBatchItems }, (_, i) =>
        updateOf(targetOf(i), itemOf(targetOf(i), i, run, from, to), from, to),
      );
      const sqlStarted = performance.now();
      await client.query(`BEGIN; ${statements.join(';\n')}; COMMIT`);
      result.sqlMs.push(performance.now() - sqlStarted);

      const floorStarted = performance.now();
      await client.query(floorSql(targets, from, to));
      result.floorMs.push(performance.now() - floorStarted);
    }
    return result;
  } finally {
    await client.end();
  }
}

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
