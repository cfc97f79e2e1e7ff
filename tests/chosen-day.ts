import { beforeEach, vi } from 'vitest';

// `TEST_TODAY=2026-12-05T10:00:00Z npx vitest run ...` runs a suite as if the machine's clock
// read that moment when it started: only Date is faked, and it moves on with the real clock,
// so timers, PGlite and the server's own waits run as usual. Without TEST_TODAY this file does
// nothing. A test that fakes timers itself wins until it puts the real ones back; the chosen
// clock is then set again, at the time it would have reached.
const chosen = process.env.TEST_TODAY;

if (chosen) {
  const start = Date.parse(chosen);
  if (Number.isNaN(start)) throw new Error(`TEST_TODAY is not a date and time: ${chosen}`);
  const startedAt = performance.now();
  const useChosenClock = () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(start + (performance.now() - startedAt));
  };
  useChosenClock();
  beforeEach(() => {
    if (!vi.isFakeTimers()) useChosenClock();
  });
}
