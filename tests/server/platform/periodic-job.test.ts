import { describe, expect, it } from 'vitest';
import { periodicJob } from '../../../src/server/platform/periodic-job';

// The background jobs' runner: every so often, one run at a time, failures logged and survived.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingLog() {
  const lines: { level: 'warn' | 'error'; message: string }[] = [];
  return {
    lines,
    log: {
      warn: (_details: object, message: string) => void lines.push({ level: 'warn', message }),
      error: (_details: object, message: string) => void lines.push({ level: 'error', message }),
    },
  };
}

describe('a periodic job', () => {
  it('runs once at a time: a run asked for during a run joins it', async () => {
    let runs = 0;
    const job = periodicJob({
      name: 'slow job',
      intervalMs: 60_000,
      log: recordingLog().log,
      fallback: -1,
      task: async () => {
        runs++;
        await pause(50);
        return runs;
      },
    });
    const [a, b] = await Promise.all([job.run(), job.run()]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await job.run()).toBe(2);
    await job.close();
  });

  it('carries on after failed runs, logging a lost database as a skipped run and anything else as an error', async () => {
    const { log, lines } = recordingLog();
    const failures = [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new Error('Failed query: select ...', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      }),
      new TypeError('a bug'),
    ];
    let runs = 0;
    const job = periodicJob({
      name: 'hold sweep',
      intervalMs: 20,
      runAtStart: true,
      log,
      fallback: 0,
      task: async () => {
        const failure = failures[runs++];
        if (failure) throw failure;
        return 1;
      },
    });
    job.start();
    for (let waited = 0; runs < 5 && waited < 3000; waited += 10) await pause(10);
    await job.close();
    expect(runs).toBeGreaterThanOrEqual(5);
    expect(lines.slice(0, 3)).toEqual([
      { level: 'warn', message: 'hold sweep skipped: the database is unreachable; the next run tries again' },
      { level: 'warn', message: 'hold sweep skipped: the database is unreachable; the next run tries again' },
      { level: 'error', message: 'hold sweep failed' },
    ]);
    expect(lines).toHaveLength(3);
  });

  it('on close, waits for the run in progress and runs no more', async () => {
    let finished = 0;
    let started = 0;
    const job = periodicJob({
      name: 'mail outbox',
      intervalMs: 10,
      runAtStart: true,
      log: recordingLog().log,
      fallback: undefined,
      task: async () => {
        started++;
        await pause(40);
        finished++;
      },
    });
    job.start();
    await pause(5);
    await job.close();
    expect(finished).toBe(started);
    await pause(50);
    expect(started).toBe(finished);
    expect(await job.run()).toBeUndefined();
    expect(started).toBe(finished);
  });
});
