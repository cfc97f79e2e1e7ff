import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForFailedChunk } from '../../src/client/chunk-reload';

describe('a page whose code failed to load', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.useRealTimers();
  });

  it('is recognised from the browsers’ messages', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/ClientApp/assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Property not found'))).toBe(false);
  });

  it('is loaded afresh once, and not again straight after (no reload loop)', () => {
    const load = vi.fn();
    expect(reloadOnceForFailedChunk('/Book/DEMO/Rooms-And-Rates', load)).toBe(true);
    expect(load).toHaveBeenCalledWith('/Book/DEMO/Rooms-And-Rates');
    expect(reloadOnceForFailedChunk('/Book/DEMO/Rooms-And-Rates', load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('may be loaded afresh again later, or for another page', () => {
    vi.useFakeTimers();
    const load = vi.fn();
    reloadOnceForFailedChunk('/Book/DEMO', load);
    expect(reloadOnceForFailedChunk('/Book/DEMO/Checkout', load)).toBe(true);
    vi.advanceTimersByTime(61_000);
    expect(reloadOnceForFailedChunk('/Book/DEMO/Checkout', load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
