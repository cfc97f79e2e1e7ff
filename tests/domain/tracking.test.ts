import { describe, expect, it } from 'vitest';
import { funnelStepOfPath, propertyCodeOfPath } from '../../src/domain/tracking';

describe('funnelStepOfPath', () => {
  it('recognises the three funnel steps', () => {
    expect(funnelStepOfPath('/Book/DEMO/Rooms-And-Rates')).toBe('RoomsAndRates');
    expect(funnelStepOfPath('/Book/DEMO/Checkout')).toBe('Checkout');
    expect(funnelStepOfPath('/Book/DEMO/Checkout/abc123')).toBe('Checkout');
    expect(funnelStepOfPath('/Book/DEMO/Confirmation/abc123')).toBe('Confirmation');
  });

  it('leaves other pages out of the funnel', () => {
    expect(funnelStepOfPath('/Book/DEMO')).toBeNull();
    expect(funnelStepOfPath('/Book/DEMO/Status/abc')).toBeNull();
    expect(funnelStepOfPath('/PreCheckIn/DEMO/R1/code')).toBeNull();
    expect(funnelStepOfPath('/Book/CHECKOUTHOTEL')).toBeNull();
  });
});

describe('propertyCodeOfPath', () => {
  it('finds the property code in every property route', () => {
    expect(propertyCodeOfPath('/Book/DEMO/Rooms-And-Rates')).toBe('DEMO');
    expect(propertyCodeOfPath('/BookGroup/DEMO-GROUP')).toBe('DEMO-GROUP');
    expect(propertyCodeOfPath('/PreCheckIn/DEMO/R1/x')).toBe('DEMO');
    expect(propertyCodeOfPath('/Account/Register/DEMO')).toBe('DEMO');
    expect(propertyCodeOfPath('/ManageAccount/DEMO')).toBe('DEMO');
  });

  it('finds none on static pages', () => {
    expect(propertyCodeOfPath('/Error')).toBeNull();
    expect(propertyCodeOfPath('/no-such-page')).toBeNull();
  });
});
