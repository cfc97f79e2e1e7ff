import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../harness';
import { demoClock, tempDataDir, type DemoIds } from '../demo-booking';
import { gatewaySpy } from './gateway-spy';
import {
  balanceDueAt,
  balanceOf,
  bookWithDeposit,
  chargeDue,
  hoursAfter,
  importDepositHotel,
  reservationOf,
} from './payments-fixture';

// Two app servers on one database run the balance charges at the same moment, several times
// over: every balance is charged exactly once, by one of them. (On PostgreSQL the runs truly
// overlap; PGlite runs one transaction at a time, so there it shows the same with less at stake.)

vi.mock('../../../../src/server/payments/sandbox-card-gateway', async (importOriginal) =>
  (await import('./gateway-spy')).withSharedGateway(await importOriginal()),
);

let database: TestDatabase;
let servers: TestApp[];
let ids: DemoIds;

beforeAll(async () => {
  database = await openTestDatabase({ today: demoClock.toISOString().slice(0, 10) });
  const config = { DATA_DIR: tempDataDir(), PUBLIC_URL: 'https://book.example.com' };
  servers = [
    await startTestApp({ database, now: () => demoClock, config }),
    await startTestApp({ database, now: () => demoClock, config }),
  ];
  ids = await importDepositHotel(database.db, demoClock.toISOString().slice(0, 10));
});
afterAll(async () => {
  for (const server of servers ?? []) await server.close();
  await database?.dispose();
});

it('charges each balance once when two servers run the job at the same time', async () => {
  const [a, b] = servers as [TestApp, TestApp];
  const bookings = [];
  for (let i = 0; i < 12; i++) bookings.push(await bookWithDeposit(i % 2 === 0 ? a.app : b.app, ids));
  gatewaySpy.reset();
  gatewaySpy.delayMs = 25;

  const at = hoursAfter(balanceDueAt, 0.25);
  const runs = await Promise.all([
    chargeDue(a.app, at),
    chargeDue(b.app, at),
    chargeDue(a.app, at),
    chargeDue(b.app, at),
  ]);
  expect(runs.reduce((sum, run) => sum + run.Charged, 0)).toBe(bookings.length);
  expect(runs.reduce((sum, run) => sum + run.Failed + run.Retrying, 0)).toBe(0);
  // The runs overlapped: the work was shared out, not done by one after another found nothing.
  expect(runs.filter((run) => run.Charged > 0).length).toBeGreaterThanOrEqual(2);

  for (const booked of bookings) {
    const calls = gatewaySpy.callsFor(booked.ReferenceNumber);
    expect(calls, booked.ReferenceNumber).toHaveLength(1);
    expect(calls[0]!.outcome.approved).toBe(true);
    const balance = await balanceOf(database.db, booked.ReferenceNumber);
    expect(balance).toMatchObject({ state: 'paid', attempts: 1, lockedUntil: null });
    expect((await reservationOf(database.db, booked.ReferenceNumber)).amountPaid).toBe(25800);
  }
  expect(gatewaySpy.approvedKeys()).toHaveLength(bookings.length);

  // And nothing more on the next runs.
  const again = await Promise.all([chargeDue(a.app, hoursAfter(at, 1)), chargeDue(b.app, hoursAfter(at, 1))]);
  expect(again).toEqual([
    { Charged: 0, Failed: 0, Retrying: 0 },
    { Charged: 0, Failed: 0, Retrying: 0 },
  ]);
  expect(gatewaySpy.charges).toHaveLength(bookings.length);
});
