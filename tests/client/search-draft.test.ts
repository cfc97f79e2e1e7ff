import { describe, expect, it } from 'vitest';
import {
  defaultRoom,
  draftFromParams,
  draftNights,
  paramsFromDraft,
  type OccupancySettings,
} from '../../src/client/features/search/search-draft';
import { roomCountLimits } from '../../src/client/features/search/rooms-dialog';
import { checkSearch } from '../../src/client/features/search/search-submit';
import type { Property } from '../../src/contract/property';

const ashbury: OccupancySettings = {
  DefaultOccupancyAdult: 2,
  DefaultOccupancyChildren: 0,
  DefaultOccupancyInfant: 0,
  EnableChildrenSearch: true,
  EnableInfantSearch: true,
  AdultMaximumOccupancy: 4,
  ChildMaximumOccupancy: 3,
};

describe('the search form in the URL', () => {
  it("starts with one room of the property's default guests", () => {
    expect(draftFromParams({}, ashbury)).toEqual({
      checkIn: null,
      checkOut: null,
      rooms: [{ adults: 2, children: 0, infants: 0 }],
      promo: '',
      location: null,
      ratePlan: null,
    });
  });

  it('opens a shared link filled in, and writes the same link back', () => {
    const params = {
      from: '2026-12-11',
      to: '2026-12-13',
      rooms: '2-0-0,1-1-0',
      promo: 'SPRING',
      location: 2,
      ratePlan: 'SPRING',
    };
    const draft = draftFromParams(params, ashbury);
    expect(draft).toEqual({
      checkIn: '2026-12-11',
      checkOut: '2026-12-13',
      rooms: [
        { adults: 2, children: 0, infants: 0 },
        { adults: 1, children: 1, infants: 0 },
      ],
      promo: 'SPRING',
      location: 2,
      ratePlan: 'SPRING',
    });
    expect(paramsFromDraft(draft)).toEqual(params);
    expect(draftNights(draft)).toBe(2);
  });

  it('drops dates that are not real or run backwards, and rooms that do not parse', () => {
    expect(draftFromParams({ from: '2026-02-30', to: '2026-03-02' }, ashbury)).toMatchObject({
      checkIn: null,
      checkOut: null,
    });
    expect(draftFromParams({ from: '2026-03-05', to: '2026-03-02' }, ashbury)).toMatchObject({
      checkIn: '2026-03-05',
      checkOut: null,
    });
    expect(draftFromParams({ rooms: 'two adults' }, ashbury).rooms).toEqual([{ adults: 2, children: 0, infants: 0 }]);
  });

  it('leaves out of the URL what is not set, and a promo code of spaces', () => {
    expect(paramsFromDraft({ ...draftFromParams({}, ashbury), promo: '   ' })).toEqual({ rooms: '2-0-0' });
  });
});

describe('room defaults and limits', () => {
  it('never starts a room empty, and leaves out children and infants the property does not search with', () => {
    expect(defaultRoom({ ...ashbury, DefaultOccupancyAdult: 0 })).toEqual({ adults: 1, children: 0, infants: 0 });
    expect(defaultRoom({ ...ashbury, DefaultOccupancyChildren: 1, EnableChildrenSearch: false })).toEqual({
      adults: 2,
      children: 0,
      infants: 0,
    });
  });

  it('lets adults go up to the maximum, and children and infants share the child maximum', () => {
    const limits = roomCountLimits({ adults: 2, children: 2, infants: 0 }, ashbury);
    expect(limits.adults).toEqual({ min: 0, max: 4 });
    expect(limits.children).toEqual({ min: 0, max: 3 });
    expect(limits.infants).toEqual({ min: 0, max: 1 });
  });

  it('keeps someone other than an infant in the room', () => {
    const limits = roomCountLimits({ adults: 1, children: 0, infants: 1 }, ashbury);
    expect(limits.adults.min).toBe(1);
    expect(roomCountLimits({ adults: 0, children: 1, infants: 0 }, ashbury).children.min).toBe(1);
  });

  it('offers no children or infants where the property does not search with them', () => {
    const limits = roomCountLimits(
      { adults: 2, children: 0, infants: 0 },
      { ...ashbury, EnableChildrenSearch: false, EnableInfantSearch: false },
    );
    expect(limits.children.max).toBe(0);
    expect(limits.infants.max).toBe(0);
  });
});

describe('pressing Search', () => {
  const property = { ...ashbury, PropertyId: 3, TimeZone: 'Europe/London' } as Property;
  const noon = new Date('2026-11-22T12:00:00Z');

  it('puts each problem under the field it is about', () => {
    const errors = checkSearch({ ...draftFromParams({}, ashbury), rooms: [] }, property, 4, noon);
    expect(errors.dates).toEqual(['Please choose your arrival date.', 'Please choose your departure date.']);
    expect(errors.rooms).toEqual(['Please add at least one room.']);
  });

  it('refuses more rooms than the booking allows', () => {
    const draft = { ...draftFromParams({ from: '2026-12-01', to: '2026-12-02', rooms: '1-0-0,1-0-0,1-0-0' }, ashbury) };
    expect(checkSearch(draft, property, 2, noon).rooms).toEqual(['You can book up to 2 rooms in one booking.']);
    expect(checkSearch(draft, property, 3, noon)).toEqual({});
  });

  it("refuses a stay starting before the hotel's today", () => {
    const draft = draftFromParams({ from: '2026-11-21', to: '2026-11-23' }, ashbury);
    expect(checkSearch(draft, property, 4, noon).dates).toEqual(['Your arrival date cannot be in the past.']);
  });
});
