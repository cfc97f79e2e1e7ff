import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/client/query-client';
import { createTimerQueue } from '../../src/client/query-timers';

const day = 24 * 60 * 60 * 1000;

describe('the query client timer queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each timer once, at its time, the soonest first whatever the order they were set in', () => {
    const timers = createTimerQueue();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('a week'), 7 * day);
    timers.setTimeout(() => ran.push('a minute'), 60_000);
    timers.setTimeout(() => ran.push('at once'), 0);
    timers.setTimeout(() => ran.push('five minutes'), 300_000);

    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['at once']);
    vi.advanceTimersByTime(59_999);
    expect(ran).toEqual(['at once']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['at once', 'a minute']);
    vi.advanceTimersByTime(7 * day);
    expect(ran).toEqual(['at once', 'a minute', 'five minutes', 'a week']);
    vi.advanceTimersByTime(7 * day);
    expect(ran).toHaveLength(4);
  });

  it('keeps one browser timer however many timers are set or cleared', () => {
    const timers = createTimerQueue();
    const ran: number[] = [];
    const ids = Array.from({ length: 12 }, (_, i) => timers.setTimeout(() => ran.push(i), 60_000 + i * 1000));
    for (const id of ids.slice(0, 6)) timers.clearTimeout(id);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(60_000 + 12 * 1000);
    expect(ran).toEqual([6, 7, 8, 9, 10, 11]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never runs a cleared timer, and runs what a timer sets in its turn', () => {
    const timers = createTimerQueue();
    const ran: string[] = [];
    const cleared = timers.setTimeout(() => ran.push('cleared'), 1000);
    timers.setTimeout(() => {
      ran.push('first');
      timers.setTimeout(() => ran.push('set by the first'), 500);
    }, 2000);
    timers.clearTimeout(cleared);
    timers.clearTimeout(undefined);

    vi.advanceTimersByTime(2000);
    expect(ran).toEqual(['first']);
    vi.advanceTimersByTime(500);
    expect(ran).toEqual(['first', 'set by the first']);
  });

  it('waits out a timer longer than a browser timer can wait (about 24.8 days)', () => {
    const timers = createTimerQueue();
    const ran = vi.fn();
    timers.setTimeout(ran, 30 * day);

    vi.advanceTimersByTime(25 * day);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * day);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('still runs the other timers due when one of them throws, and reports the error', () => {
    const reported = vi.fn<(report: () => void) => void>();
    vi.stubGlobal('queueMicrotask', reported);
    const timers = createTimerQueue();
    const ran: string[] = [];
    timers.setTimeout(() => {
      throw new Error('a broken timer');
    }, 100);
    timers.setTimeout(() => ran.push('after it'), 100);

    vi.advanceTimersByTime(100);
    vi.unstubAllGlobals();
    expect(ran).toEqual(['after it']);
    // Thrown again in a microtask of its own, as a browser reports a timer's error.
    expect(reported).toHaveBeenCalledOnce();
    expect(reported.mock.calls[0]![0]).toThrow('a broken timer');
  });

  it("times the app's queries: their removal timers share one browser timer, and run when their time is up", async () => {
    const client: QueryClient = createQueryClient();
    for (const [code, minutes] of [
      ['DEMO', 1],
      ['ASHBURY', 2],
      ['HARBOUR', 3],
    ] as const) {
      await client.prefetchQuery({ queryKey: ['property', code], queryFn: () => code, gcTime: minutes * 60_000 });
    }
    vi.advanceTimersByTime(0);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(60_000);
    expect(client.getQueryData(['property', 'DEMO'])).toBeUndefined();
    expect(client.getQueryData(['property', 'ASHBURY'])).toBe('ASHBURY');
    vi.advanceTimersByTime(2 * 60_000);
    expect(client.getQueryData(['property', 'HARBOUR'])).toBeUndefined();
  });
});
