import { isDatabaseUnreachable, unreachableReason } from '../db/connection-errors';

// A background job that runs every so often on every app server (the mail outbox, the hold
// sweeper, pre-arrival mail, account housekeeping). One run at a time per server; a failed run
// is logged and the next one tries again, so a lost database connection or a database restart
// costs a run, never the job, and never the process.

export interface PeriodicJobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PeriodicJobOptions<T> {
  /** Names the job in log lines ('hold sweep'). */
  name: string;
  intervalMs: number;
  /** Also run once as soon as the job starts. */
  runAtStart?: boolean;
  log: PeriodicJobLog;
  /** What a failed run answers. */
  fallback: T;
  task: () => Promise<T>;
}

export interface PeriodicJob<T> {
  /** Runs now, or joins the run in progress; never rejects (a failure answers `fallback`). */
  run(): Promise<T>;
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  close(): Promise<void>;
}

export function periodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob<T> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;
  let closed = false;

  async function attempt(): Promise<T> {
    try {
      return await options.task();
    } catch (error) {
      if (isDatabaseUnreachable(error)) {
        options.log.warn(
          { job: options.name, reason: unreachableReason(error) },
          `${options.name} skipped: the database is unreachable; the next run tries again`,
        );
      } else {
        options.log.error({ err: error, job: options.name }, `${options.name} failed`);
      }
      return options.fallback;
    }
  }

  function run(): Promise<T> {
    if (closed) return Promise.resolve(options.fallback);
    if (running) return running;
    const current = attempt();
    running = current;
    void current.then(() => {
      if (running === current) running = null;
    });
    return current;
  }

  return {
    run,
    start() {
      if (timer || closed) return;
      timer = setInterval(() => void run(), options.intervalMs);
      // A job never keeps the process alive on its own.
      timer.unref();
      if (options.runAtStart) void run();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
