import { describe, expect, it } from 'vitest';
import {
  draftFromGroupParams,
  groupDraftProblems,
  paramsFromGroupDraft,
  staySearchOf,
} from '../../src/client/features/group/group-search-params';
import { groupSearchParamsSchema } from '../../src/client/features/group/group-search-schema';

// The group search lives in its URL: a shared or reloaded link gives the same search, and the
// stay part carries over unchanged to a hotel's Rooms-And-Rates page.

describe('the group search URL', () => {
  it('keeps what it understands and drops the rest', () => {
    expect(
      groupSearchParamsSchema.parse({
        from: '2027-05-01',
        to: '2027-05-03',
        rooms: '2-0-0,1-1-0',
        area: '7',
        sort: 'price',
        location: 'x',
        promo: '',
        extra: 1,
      }),
    ).toEqual({
      from: '2027-05-01',
      to: '2027-05-03',
      rooms: '2-0-0,1-1-0',
      area: 7,
      sort: 'price',
    });
    expect(groupSearchParamsSchema.parse({ sort: 'cheapest', area: '-1' })).toEqual({});
  });

  it('searches only for a possible stay', () => {
    expect(staySearchOf({ from: '2027-05-01', to: '2027-05-03', rooms: '2-0-0', promo: 'SPRING', area: 3 })).toEqual({
      from: '2027-05-01',
      to: '2027-05-03',
      rooms: '2-0-0',
      promo: 'SPRING',
    });
    expect(staySearchOf({ from: '2027-05-03', to: '2027-05-01', rooms: '2-0-0' })).toBeNull();
    expect(staySearchOf({ from: '2027-05-01', to: '2027-05-03', rooms: '0-0-1' })).toBeNull();
    expect(staySearchOf({ from: '2027-05-01', rooms: '2-0-0' })).toBeNull();
  });

  it('a new search keeps the area and sort the guest chose', () => {
    const draft = { ...draftFromGroupParams({}), checkIn: '2027-05-01', checkOut: '2027-05-02', promo: ' spring ' };
    expect(paramsFromGroupDraft(draft, { area: 2, sort: 'price-desc', from: '2027-01-01' })).toEqual({
      from: '2027-05-01',
      to: '2027-05-02',
      rooms: '2-0-0',
      promo: 'spring',
      area: 2,
      sort: 'price-desc',
    });
  });

  it('asks for dates before searching, and a stay that ends after it starts', () => {
    const draft = draftFromGroupParams({});
    expect(groupDraftProblems(draft, '2027-04-01').dates).toBe('Please choose your check-in and check-out dates.');
    expect(groupDraftProblems({ ...draft, checkIn: '2027-03-30', checkOut: '2027-04-02' }, '2027-04-01').dates).toBe(
      'Your arrival date cannot be in the past.',
    );
    expect(groupDraftProblems({ ...draft, checkIn: '2027-04-02', checkOut: '2027-04-02' }, '2027-04-01').dates).toBe(
      'Your departure date must be after your arrival date.',
    );
    expect(groupDraftProblems({ ...draft, checkIn: '2027-04-02', checkOut: '2027-04-03' }, '2027-04-01')).toEqual({});
  });
});
