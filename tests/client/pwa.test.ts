import { describe, expect, it } from 'vitest';
import { isBusyPath } from '../../src/client/pwa';

describe('offering a new version', () => {
  it('waits while the guest is checking out or pre-checking in', () => {
    expect(isBusyPath('/Book/DEMO/Checkout')).toBe(true);
    expect(isBusyPath('/Book/DEMO/Checkout/abc')).toBe(true);
    expect(isBusyPath('/PreCheckIn/DEMO/R1/code')).toBe(true);
  });

  it('goes ahead anywhere else', () => {
    expect(isBusyPath('/Book/DEMO')).toBe(false);
    expect(isBusyPath('/Book/DEMO/Rooms-And-Rates')).toBe(false);
    expect(isBusyPath('/Book/DEMO/Confirmation/abc')).toBe(false);
  });
});
