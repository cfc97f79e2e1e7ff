import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { addDays, addMonths } from '../src/domain/stay-nights';
import {
  ariBatchBudgetMs,
  ariBatchItems,
  ariBatchNights,
  benchAriBatch,
  median,
  type AriBatchResult,
} from './bench-ari-batch';
import { freePort, startProcess, stopProcess, waitForReady } from './local-server';
import { buildIfStale, packageRoot } from './production-build';

// `npm run bench`: autocannon against the production build on loopback, each API call compared
// with a bare Fastify hello route measured in the same run (the ceiling), on PGlite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on a fresh PostgreSQL database.
// Budgets: docs/budgets.md. Bounded: every measurement runs for BENCH_SECONDS (default 5).
// On PostgreSQL, then, the ari-batch scenario: a 1,000-item ARI batch against plain SQL doing the
// same (bench-ari-batch.ts).

interface Scenario {
  /** "METHOD /path", as printed */
  name: string;
  body?: unknown;
  connections?: number;
  /** p95 budget in ms per database, flagged when exceeded */
  p95BudgetMs?: { pglite?: number; postgres?: number };
  p99BudgetMs?: { pglite?: number; postgres?: number };
  /** Connections per database, when they differ from `connections`. */
  connectionsBy?: { pglite?: number; postgres?: number };
  /** Makes each request afresh (headers and body), after asking the server what it needs. */
  prepare?: (baseUrl: string) => Promise<() => { headers: Record<string, string>; body: string }>;
  /** Statuses that are answers, not failures (409 when the rooms run out). */
  expectedStatuses?: number[];
}

// One line per API call; later features add theirs (e.g. Availability/Search with a body).
const benchToday = new Date().toISOString().slice(0, 10);
const scenarios: Scenario[] = [
  { name: 'GET /api/Property/DEMO' },
  { name: 'GET /api/Book/Config/DEMO' },
  // Two couples, a 2-night stay three weeks out.
  {
    name: 'POST /api/Availability/Search',
    body: {
      PropertyId: 'DEMO',
      LanguageCode: 'en',
      DateFrom: addDays(benchToday, 21),
      DateTo: addDays(benchToday, 23),
      Rooms: [{ NumberOfAdults: 2 }, { NumberOfAdults: 2 }],
    },
    p95BudgetMs: { pglite: 50, postgres: 20 },
  },
  // The date picker's calendar, as the client asks it: from today for 36 months. One guest at a
  // time: its budget is per call (on PGlite every call is a full read, ~20,000 rate rows).
  {
    name: `GET /api/Availability?propertyId=DEMO&fromDate=${benchToday}&toDate=${addMonths(benchToday, 36)}`,
    connections: 1,
    p95BudgetMs: { pglite: 100, postgres: 100 },
  },
  // Bookings by card, each with its own Idempotency-Key, two nights on a random date of the
  // next 36 months in a random room type: 201, or 409 where a night has run out.
  {
    name: 'POST /api/Reservation/Create',
    connectionsBy: { postgres: 50 },
    p99BudgetMs: { postgres: 250 },
    expectedStatuses: [409],
    prepare: prepareReservationCreate,
  },
];

/** The demo's ids the booking payload needs, read from the API as a client would. */
async function prepareReservationCreate(
  baseUrl: string,
): Promise<() => { headers: Record<string, string>; body: string }> {
  const getJson = async (path: string, init?: RequestInit) =>
    (await (await fetch(baseUrl + path, init)).json()) as unknown;
  const search = (await getJson('/api/Availability/Search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      PropertyId: 'DEMO',
      DateFrom: addDays(benchToday, 40),
      DateTo: addDays(benchToday, 42),
      Rooms: [{ NumberOfAdults: 2 }],
    }),
  })) as { RoomTypes: { RoomTypeId: number; RatePlans: { RatePlanId: number; RatePlanCode: string }[] }[] };
  const countries = (await getJson('/api/StaticData/en/countries')) as { CountryId: number; Code: string }[];
  const rooms = await Promise.all(
    search.RoomTypes.map(async (roomType) => {
      const options = (await getJson(
        `/api/RoomTypeConfiguration/Get?propertyId=DEMO&roomTypeId=${roomType.RoomTypeId}`,
      )) as { RoomConfigurationDropdownOptionId: number }[];
      const flex = roomType.RatePlans.find((ratePlan) => ratePlan.RatePlanCode === 'FLEX') ?? roomType.RatePlans[0]!;
      return {
        roomTypeId: roomType.RoomTypeId,
        ratePlanId: flex.RatePlanId,
        configurationId: options[0]?.RoomConfigurationDropdownOptionId ?? null,
      };
    }),
  );
  const countryId = countries.find((country) => country.Code === 'GB')?.CountryId ?? countries[0]!.CountryId;
  let sequence = 0;
  return () => {
    const room = rooms[Math.floor(Math.random() * rooms.length)]!;
    // From a week out: inside the demo's restrictions (Advance Saver closed days, sold-out weekend).
    const dateFrom = addDays(benchToday, 14 + Math.floor(Math.random() * 1000));
    sequence++;
    return {
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `bench-${process.pid}-${Date.now().toString(36)}-${sequence}`,
      },
      body: JSON.stringify({
        PropertyId: 'DEMO',
        LanguageCode: 'en',
        Booker: {
          FirstName: 'Bench',
          LastName: 'Guest',
          Email: 'bench@example.com',
          Phone: '+44 7700 900123',
          Street: '1 Bench Road',
          CountryId: countryId,
          ZipCode: 'HG1 1AA',
        },
        PaymentType: 0,
        CardDetails: {
          CardNumber: '4242424242424242',
          NameOnCard: 'Bench Guest',
          ExpiryMonth: 12,
          ExpiryYear: 2035,
          SecurityCode: '123',
        },
        Rooms: [
          {
            DateFrom: dateFrom,
            DateTo: addDays(dateFrom, 2),
            RoomTypeId: room.roomTypeId,
            RatePlanId: room.ratePlanId,
            RoomConfigurationDropdownOptionId: room.configurationId,
            NumberOfAdults: 2,
            LeadGuest: { FirstName: 'Bench', LastName: 'Guest' },
          },
        ],
        AgreeToTermsAndConditions: true,
        HasAcceptedCustomTermsAndConditions: true,
      }),
    };
  };
}

const seconds = Number(process.env.BENCH_SECONDS || 5);
const warmupRequests = 200;

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  total: number;
  /** Responses per status code. */
  statuses: Record<number, number>;
}

interface AutocannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (
  options: Record<string, unknown>,
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function runAutocannon(
  options: Record<string, unknown>,
  recordLatency: boolean,
): Promise<{ result: AutocannonResult; latencies: number[]; statuses: Record<number, number> }> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ result, latencies, statuses }),
    );
    if (recordLatency) {
      instance.on('response', (_client, status, _bytes, ms) => {
        latencies.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    }
  });
}

async function measure(baseUrl: string, scenario: Scenario, kind?: 'pglite' | 'postgres'): Promise<Measurement> {
  const [method = 'GET', path = '/'] = scenario.name.split(' ');
  const fresh = scenario.prepare ? await scenario.prepare(baseUrl) : undefined;
  const request = {
    url: baseUrl + path,
    method,
    connections: (kind && scenario.connectionsBy?.[kind]) ?? scenario.connections ?? 10,
    headers: scenario.body === undefined ? {} : { 'content-type': 'application/json' },
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
    timeout: 10,
    ...(fresh
      ? { requests: [{ method, path, setupRequest: (req: Record<string, unknown>) => ({ ...req, ...fresh() }) }] }
      : {}),
  };
  await runAutocannon({ ...request, amount: warmupRequests }, false);
  const { result, latencies, statuses } = await runAutocannon({ ...request, duration: seconds }, true);
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
  const unexpected = Object.entries(statuses).reduce(
    (sum, [status, count]) =>
      Number(status) < 300 || scenario.expectedStatuses?.includes(Number(status)) ? sum : sum + count,
    0,
  );
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    failures: unexpected + result.errors + result.timeouts,
    total: latencies.length,
    statuses,
  };
}

/** Resident memory of a process in MB, from /proc (Linux); [current, peak]. */
function residentMemoryMb(pid: number | undefined): [number, number] | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = (key: string) => Number(/\d+/.exec(status.split('\n').find((line) => line.startsWith(key)) ?? '')?.[0]);
    return [kB('VmRSS:') / 1024, kB('VmHWM:') / 1024];
  } catch {
    return undefined;
  }
}

async function measureCeiling(): Promise<Measurement> {
  const port = await freePort();
  const script = `import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ Hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = startProcess(['--input-type=module', '-e', script], {});
  try {
    await waitForReady(`http://127.0.0.1:${port}/hello`, child);
    return { ...(await measure(`http://127.0.0.1:${port}`, { name: 'GET /hello' })), name: 'bare Fastify (ceiling)' };
  } finally {
    await stopProcess(child);
  }
}

async function benchDatabase(
  kind: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  ceiling: Measurement,
): Promise<boolean> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'stayfront-bench-'));
  const started = Date.now();
  const server = startProcess([join(packageRoot, 'dist/server/main.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: databaseUrl ?? '',
    // PostgreSQL needs a configured key; a fresh one per run is right for a throwaway database.
    SECRET_KEY: randomBytes(36).toString('base64url'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  });
  let withinBudgets = true;
  try {
    await waitForReady(`${baseUrl}/api/ready`, server);
    console.log(`\n${kind}: server ready in ${Date.now() - started} ms (fresh database)`);
    const rows = [ceiling];
    const notes: string[] = [];
    for (const scenario of scenarios) {
      const row = await measure(baseUrl, scenario, kind);
      rows.push(row);
      const budget = scenario.p95BudgetMs?.[kind];
      const p99Budget = scenario.p99BudgetMs?.[kind];
      if (
        row.failures > 0 ||
        (budget !== undefined && row.p95 > budget) ||
        (p99Budget !== undefined && row.p99 > p99Budget)
      ) {
        withinBudgets = false;
        row.name +=
          row.failures > 0
            ? `  ! ${row.failures} failed`
            : budget !== undefined && row.p95 > budget
              ? `  ! p95 over ${budget} ms`
              : `  ! p99 over ${p99Budget} ms`;
      }
      if (scenario.expectedStatuses) {
        const committed = Object.entries(row.statuses).reduce(
          (sum, [status, count]) => (Number(status) < 300 ? sum + count : sum),
          0,
        );
        const answered = scenario.expectedStatuses
          .map((status) => `${row.statuses[status] ?? 0} x ${status}`)
          .join(', ');
        notes.push(
          `${scenario.name} (c=${scenario.connectionsBy?.[kind] ?? scenario.connections ?? 10}): ${committed} committed, ${(committed / seconds).toFixed(0)} commits/s, ${answered}, p99 ${row.p99.toFixed(1)} ms`,
        );
      }
    }
    printTable(rows, ceiling);
    for (const note of notes) console.log(note);
    if (kind === 'postgres' && databaseUrl)
      withinBudgets = reportAriBatch(await benchAriBatch(baseUrl, databaseUrl)) && withinBudgets;
    else
      console.log(
        'ari-batch: PostgreSQL only (the plain SQL it is measured against needs the database the server holds)',
      );
    const memory = residentMemoryMb(server.pid);
    console.log(
      memory
        ? `server RSS ${memory[0].toFixed(0)} MB (peak ${memory[1].toFixed(0)} MB)`
        : 'server RSS: not available on this platform',
    );
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return withinBudgets;
}

/** POST Admin/Ari with 1,000 items x 365 nights against the same changes as plain SQL; false when over budget. */
function reportAriBatch(result: AriBatchResult): boolean {
  const post = median(result.postMs);
  const ms = (values: number[]) =>
    `${median(values).toFixed(0)} ms (runs ${values.map((v) => v.toFixed(0)).join(', ')})`;
  const over = post > ariBatchBudgetMs;
  console.log(
    `ari-batch: POST /api/Admin/Ari, ${ariBatchItems} items x ${ariBatchNights} nights by code: ${ms(result.postMs)}${over ? `  ! over ${ariBatchBudgetMs} ms` : ''}`,
  );
  console.log(
    `  vs plain SQL, an UPDATE per item in one transaction: ${ms(result.sqlMs)}, POST ${(post / median(result.sqlMs)).toFixed(2)}x`,
  );
  console.log(
    `  vs plain SQL, the same rows in one UPDATE per table: ${ms(result.floorMs)}, POST ${(post / median(result.floorMs)).toFixed(2)}x`,
  );
  console.log(
    `  ${result.nightsChanged} nights changed, ${result.refused} items refused, answer ${(result.responseBytes / 1000).toFixed(0)} kB`,
  );
  return !over;
}

function printTable(rows: Measurement[], ceiling: Measurement) {
  const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
  console.log(
    `${'call'.padEnd(60)}${'req/s'.padStart(9)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}  vs ceiling (req/s, p95)`,
  );
  for (const row of rows) {
    const ratios =
      row === ceiling
        ? ''
        : `  ${(row.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)}x, ${(row.p95 / ceiling.p95).toFixed(1)}x`;
    console.log(
      `${row.name.padEnd(60)}${row.requestsPerSecond.toFixed(0).padStart(9)}${ms(row.p50)}${ms(row.p95)}${ms(row.p99)}${ratios}`,
    );
  }
}

/** A fresh, empty database on the server of `adminUrl`; returns its URL and how to drop it. */
async function createFreshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `stayfront_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function main() {
  buildIfStale();
  console.log(
    `Benchmark: ${seconds} s per call after ${warmupRequests} warm-up requests, 10 connections unless stated, loopback.`,
  );
  const ceiling = await measureCeiling();
  let ok = await benchDatabase('pglite', undefined, ceiling);
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const database = await createFreshDatabase(postgresUrl);
    try {
      ok = (await benchDatabase('postgres', database.url, ceiling)) && ok;
    } finally {
      await database.drop();
    }
  } else {
    console.log('\n(set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure PostgreSQL too)');
  }
  console.log(
    ok
      ? '\nbench: all calls answered, within their budgets'
      : '\nbench: some calls failed or are over budget (marked !)',
  );
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
