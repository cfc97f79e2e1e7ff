import { periodicJob, type PeriodicJobLog } from '../platform/periodic-job';

// The sending side of a transactional outbox (mail, webhook deliveries): rows are written in the
// change's transaction, and this worker sends them after the commit. It is kicked after such a
// commit, and looks again every `intervalMs` for retries and for rows another server left. A run
// goes round after round until a round says there is no more, and goes round again when it was
// kicked meanwhile; concurrent calls share one run (periodicJob).

export interface OutboxRound {
  /** How many rows went out in the round. */
  sent: number;
  /** Whether another round straight away may find more to send. */
  more: boolean;
}

export interface OutboxWorkerOptions {
  /** Names the worker in log lines ('mail outbox'). */
  name: string;
  intervalMs: number;
  /** Also run once as soon as the worker starts. */
  runAtStart?: boolean;
  log: PeriodicJobLog;
  /** Claims what is due now and tries to send it. */
  sendRound: () => Promise<OutboxRound>;
}

export interface OutboxWorker {
  /** Sends everything due now; answers how many rows went out. */
  drain(): Promise<number>;
  /** After a commit that wrote rows: send soon, without holding up the caller. */
  kick(): void;
  start(): void;
  /** Stops the timer and waits for a run in progress to finish its round. */
  close(): Promise<void>;
}

export function outboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  let again = false;
  let closed = false;

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const round = await options.sendRound();
      sent += round.sent;
      if (!round.more || closed) return sent;
    }
  }

  async function drainUntilQuiet(): Promise<number> {
    let sent = 0;
    do {
      again = false;
      sent += await drainOnce();
    } while (again && !closed);
    return sent;
  }

  const job = periodicJob({
    name: options.name,
    intervalMs: options.intervalMs,
    runAtStart: options.runAtStart ?? false,
    log: options.log,
    fallback: 0,
    task: drainUntilQuiet,
  });

  function drain(): Promise<number> {
    again = true;
    return job.run();
  }

  return {
    drain,
    kick() {
      if (!closed) void drain();
    },
    start: () => job.start(),
    async close() {
      closed = true;
      await job.close();
    },
  };
}
