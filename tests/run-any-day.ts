import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The tests that read "today" from the clock, run again as if on other days: the seven days
// from tomorrow (so a Saturday and a Sunday), two month ends (this month's, and the next
// February's, the shortest), and the next two days the demo's clocks change (Europe/London
// and Europe/Lisbon move together, at 01:00 UTC on the last Sunday of March and of October;
// the demo has no hotel elsewhere). The days are counted from the real today, so the check
// never drifts into the past. `npm test` runs the tests on the machine's own day only; this
// is the release check that a test written on a Tuesday still holds on a Saturday. Each day
// sets TEST_TODAY, which tests/chosen-day.ts (vitest) and e2e/playwright.config.ts (the
// server, the workers and each page's clock) read.
//
//   npm run test:any-day                  the date-dependent unit and server tests (about 2 min a day)
//   npm run test:any-day -- --e2e         and the date-dependent browser specs (a server per day)
//   npm run test:any-day -- 2027-02-28    only the days given (any date, at 10:00 UTC)
//   npm run test:any-day -- 2026-10-25T00:30:00Z   or at a moment given (UTC)

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const realToday = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
const week = Array.from({ length: 7 }, (_, i) => isoDay(realToday + (i + 1) * dayMs));
const year = new Date(realToday).getUTCFullYear();
const month = new Date(realToday).getUTCMonth();
// Day 0 of a month is the last day of the one before.
const thisMonthEnd = isoDay(Date.UTC(year, month + 1, 0));
const februaryEnd = (y: number) => isoDay(Date.UTC(y, 2, 0));
const nextFebruaryEnd = februaryEnd(year) >= isoDay(realToday) ? februaryEnd(year) : februaryEnd(year + 1);
/** The last Sunday of `monthIndex` (0-11) in `y`. */
const lastSunday = (y: number, monthIndex: number) => {
  const last = Date.UTC(y, monthIndex + 1, 0);
  return isoDay(last - new Date(last).getUTCDay() * dayMs);
};
const nextClockChanges = [lastSunday(year, 2), lastSunday(year, 9), lastSunday(year + 1, 2), lastSunday(year + 1, 9)]
  .filter((day) => day > isoDay(realToday))
  .slice(0, 2);

// Every domain rule (fast, and several take today as an argument), and the files elsewhere
// whose dates count from the clock rather than from a fixed test day.
// With TEST_DATABASE_URL the server files run on PostgreSQL: each chosen day needs its own
// prepared demo, which PostgreSQL builds once under a lock, while each PGlite worker builds its
// own at the same time (over the 120 s hook timeout on a busy two-core machine).
const vitestProjects = ['domain', 'client', process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server-pglite'];
const vitestFiles = [
  'tests/domain/',
  'tests/client/search-draft.test.ts',
  'tests/client/stay-calendar-model.test.ts',
  'tests/client/pre-check-in-offline.test.ts',
  'tests/client/checkout-payment-policies.test.tsx',
  'tests/client/payment-schedule.test.tsx',
  'tests/client/manage-payments.test.tsx',
  'tests/client/admin-booking-payments.test.tsx',
  'tests/client/ari-grid.test.tsx',
  'tests/client/cancel-panel.test.tsx',
  'tests/client/group-search-params.test.ts',
  'tests/client/url-search-params.test.ts',
  'tests/server/client-app/first-screen.test.ts',
  'tests/server/availability/calendar.test.ts',
  'tests/server/staff/role-checks.test.ts',
  'tests/server/connections/api-keys.test.ts',
];
// The browser stories that pick stays, cut-offs and weekdays from the hotel's today, and those
// whose deposits, balance dates, free-cancellation deadlines and pre-check-in windows count
// from a stay booked some days from it (e2e/book-by-api.ts, e2e/booking-walk.ts).
const e2eSpecs = [
  'e2e/search.spec.ts',
  'e2e/group-search.spec.ts',
  'e2e/staff-rates.spec.ts',
  'e2e/staff-bookings.spec.ts',
  'e2e/restaurant.spec.ts',
  'e2e/checkout.spec.ts',
  'e2e/payment-policies.spec.ts',
  'e2e/manage-booking.spec.ts',
  'e2e/pre-check-in.spec.ts',
];

const args = process.argv.slice(2);
const withE2e = args.includes('--e2e');
const chosenDays = args.filter((arg) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z)?$/.test(arg));
const days =
  chosenDays.length > 0 ? chosenDays : [...new Set([...week, thisMonthEnd, nextFebruaryEnd, ...nextClockChanges])];

const failed: string[] = [];
const run = (label: string, command: string[], env: Record<string, string>) => {
  const started = performance.now();
  console.log(`\n> ${label}: ${command.join(' ')}`);
  const result = spawnSync(command[0]!, command.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`< ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (result.status !== 0) failed.push(label);
};

for (const [index, day] of days.entries()) {
  const today = day.includes('T') ? day : `${day}T10:00:00Z`;
  const weekday = new Date(today).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  run(
    `vitest on ${weekday} ${day}`,
    ['npx', 'vitest', 'run', ...vitestProjects.map((p) => `--project=${p}`), ...vitestFiles],
    {
      TEST_TODAY: today,
    },
  );
  if (withE2e) {
    // A port and results folder of the day's own: a server left from another day is never
    // reused, and another run's clean-up of test-results/ never takes this one's traces.
    const output = join(tmpdir(), `stayfront-any-day-${day.replace(/[:.]/g, '-')}`);
    run(
      `playwright on ${weekday} ${day}`,
      ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', `--output=${output}`, ...e2eSpecs],
      {
        TEST_TODAY: today,
        E2E_PORT: String(3300 + index),
        CI: '',
      },
    );
  }
}

if (failed.length > 0) {
  console.error(`\nany day: ${failed.join('; ')}`);
  process.exit(1);
}
console.log(`\nany day: passed on ${days.join(', ')}`);
