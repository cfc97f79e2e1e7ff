import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

// The query client's timers (a query going stale, an unused query's removal, a retry's wait) on
// one browser timer, set for the soonest of them. A page subscribes to a dozen queries in the
// task that commits it, each clearing one timer and setting another: two dozen browser timers
// in the page's longest task, and a browser records a stack for each timer set or cleared while
// its performance is traced (as Lighthouse does), which made them a good part of that task.

/** The longest wait a browser timer takes (about 24.8 days); longer ones are waited in steps. */
const longestBrowserWaitMs = 2 ** 31 - 1;

interface Due {
  at: number;
  callback: TimeoutCallback;
}

/** Timers kept in a list, with one browser timer armed for the soonest. */
export function createTimerQueue(): TimeoutProvider<number> {
  const due = new Map<number, Due>();
  let lastId = 0;
  let armed: { at: number; handle: ReturnType<typeof setTimeout> } | undefined;

  const arm = (at: number) => {
    if (armed) clearTimeout(armed.handle);
    const wait = Math.min(Math.max(0, at - performance.now()), longestBrowserWaitMs);
    armed = { at, handle: setTimeout(fire, wait) };
  };

  function fire() {
    armed = undefined;
    const now = performance.now();
    const ready: Due[] = [];
    let soonest = Number.POSITIVE_INFINITY;
    for (const [id, timer] of due) {
      // A browser may run a timer a fraction of a millisecond before its time by this clock.
      if (timer.at <= now + 1) {
        ready.push(timer);
        due.delete(id);
      } else soonest = Math.min(soonest, timer.at);
    }
    if (soonest < Number.POSITIVE_INFINITY) arm(soonest);
    ready.sort((a, b) => a.at - b.at);
    for (const { callback } of ready) {
      try {
        callback();
      } catch (error) {
        // As a browser timer's would be: reported, and the other timers still run.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  return {
    setTimeout: (callback, delay) => {
      const id = ++lastId;
      const at = performance.now() + Math.max(0, delay || 0);
      due.set(id, { at, callback });
      if (!armed || at < armed.at) arm(at);
      return id;
    },
    // The browser timer stays: when it runs and finds nothing due, it is set for the next.
    clearTimeout: (id) => {
      if (id !== undefined) due.delete(Number(id));
    },
    setInterval: (callback, delay) => window.setInterval(callback, delay),
    clearInterval: (id) => window.clearInterval(id),
  };
}
