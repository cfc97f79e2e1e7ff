import { describe, expect, it } from 'vitest';
import {
  effectiveLimits,
  fitsOccupancy,
  isLeadGuestValid,
  occupancyMisfit,
  type OccupancyLimits,
} from '../../src/domain/occupancy';

const double: OccupancyLimits = {
  minimumOccupancy: 1,
  maximumOccupancy: 3,
  adultMaximumOccupancy: 2,
  childMaximumOccupancy: 1,
};
const guests = (adults: number, children = 0, infants = 0) => ({ adults, children, infants });

describe('occupancy limits', () => {
  it('takes guests within every limit', () => {
    expect(fitsOccupancy(guests(2, 1), double)).toBe(true);
    expect(fitsOccupancy(guests(1), double)).toBe(true);
  });

  it('needs at least the minimum number of guests', () => {
    expect(occupancyMisfit(guests(0), double)).toBe('tooFewGuests');
    expect(occupancyMisfit(guests(1), { ...double, minimumOccupancy: 2 })).toBe('tooFewGuests');
  });

  it('counts infants in the total', () => {
    // 2 adults + 1 child + 1 infant = 4 > 3
    expect(occupancyMisfit(guests(2, 1, 1), double)).toBe('tooManyGuests');
    // an infant makes up the minimum of 2 as well
    expect(fitsOccupancy(guests(1, 0, 1), { ...double, minimumOccupancy: 2 })).toBe(true);
  });

  it('keeps adults within the adult maximum', () => {
    expect(occupancyMisfit(guests(3), double)).toBe('tooManyAdults');
  });

  it('keeps children plus infants within the child maximum', () => {
    expect(occupancyMisfit(guests(1, 1, 1), double)).toBe('tooManyChildren');
    expect(occupancyMisfit(guests(2, 0, 1), double)).toBeNull();
  });
});

describe('effectiveLimits: the stricter of rate plan and room type', () => {
  const planLimits = {
    minimumOccupancy: 2,
    maximumOccupancy: 4,
    adultMaximumOccupancy: null,
    childMaximumOccupancy: 0,
  };

  it('tightens each limit the rate plan sets when UseOccupancyForRatePlan is on', () => {
    // min max(1, 2) = 2; max min(3, 4) = 3; adults: plan silent -> 2; children min(1, 0) = 0
    expect(effectiveLimits(double, { useOccupancyForRatePlan: true, ...planLimits })).toEqual({
      minimumOccupancy: 2,
      maximumOccupancy: 3,
      adultMaximumOccupancy: 2,
      childMaximumOccupancy: 0,
    });
  });

  it('never loosens the room type limits', () => {
    const loose = {
      useOccupancyForRatePlan: true,
      minimumOccupancy: 0,
      maximumOccupancy: 9,
      adultMaximumOccupancy: 9,
      childMaximumOccupancy: 9,
    };
    expect(effectiveLimits(double, loose)).toEqual(double);
  });

  it('ignores the rate plan limits when UseOccupancyForRatePlan is off', () => {
    expect(effectiveLimits(double, { useOccupancyForRatePlan: false, ...planLimits })).toEqual(double);
  });

  it('refuses a child on a rate for adults only, though the room takes one', () => {
    const limits = effectiveLimits(double, { useOccupancyForRatePlan: true, ...planLimits });
    expect(fitsOccupancy(guests(2, 1), double)).toBe(true);
    expect(occupancyMisfit(guests(2, 1), limits)).toBe('tooManyChildren');
  });
});

describe('isLeadGuestValid', () => {
  const noQuestion = { roomConfigurationRequired: false, roomConfigurationId: null };

  it('needs a first and a last name', () => {
    expect(isLeadGuestValid({ firstName: 'Ada', lastName: 'Lovelace' }, noQuestion)).toBe(true);
    expect(isLeadGuestValid({ firstName: 'Ada', lastName: '' }, noQuestion)).toBe(false);
    expect(isLeadGuestValid({ firstName: null, lastName: 'Lovelace' }, noQuestion)).toBe(false);
  });

  it('does not accept names made of spaces', () => {
    expect(isLeadGuestValid({ firstName: '  ', lastName: 'Lovelace' }, noQuestion)).toBe(false);
  });

  it('needs a room configuration when the property asks for one', () => {
    const name = { firstName: 'Ada', lastName: 'Lovelace' };
    expect(isLeadGuestValid(name, { roomConfigurationRequired: true, roomConfigurationId: 0 })).toBe(false);
    expect(isLeadGuestValid(name, { roomConfigurationRequired: true, roomConfigurationId: null })).toBe(false);
    expect(isLeadGuestValid(name, { roomConfigurationRequired: true, roomConfigurationId: 3 })).toBe(true);
  });
});
