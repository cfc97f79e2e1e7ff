// Start-up work split into tasks of its own, so that a slow phone paints and answers taps
// between them instead of freezing through one long task (docs/budgets.md: total blocking
// time).

interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a new task, after the browser has had its turn. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}
