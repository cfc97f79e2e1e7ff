import { describe, expect, it } from 'vitest';
import { formatRoomsParam, isSearchPossible, parseRoomsParam } from '../../src/domain/stay-search';

describe('rooms in a URL', () => {
  it('round-trips adults, children and infants per room', () => {
    const rooms = [
      { adults: 2, children: 0, infants: 0 },
      { adults: 1, children: 2, infants: 1 },
    ];
    expect(formatRoomsParam(rooms)).toBe('2-0-0,1-2-1');
    expect(parseRoomsParam('2-0-0,1-2-1')).toEqual(rooms);
  });

  it('rejects text that is not a list of rooms', () => {
    expect(parseRoomsParam('')).toBeNull();
    expect(parseRoomsParam('two adults')).toBeNull();
    expect(parseRoomsParam('2-0')).toBeNull();
    expect(parseRoomsParam('2-0-0,')).toBeNull();
  });
});

describe('isSearchPossible', () => {
  const oneRoom = [{ adults: 2, children: 0, infants: 0 }];

  it('allows a search with both dates and a room', () => {
    expect(isSearchPossible({ dateFrom: '2026-05-01', dateTo: '2026-05-03', rooms: oneRoom }, 4)).toBe(true);
  });

  it('needs both dates, departure after arrival', () => {
    expect(isSearchPossible({ dateTo: '2026-05-03', rooms: oneRoom }, 4)).toBe(false);
    expect(isSearchPossible({ dateFrom: '2026-05-03', dateTo: '2026-05-03', rooms: oneRoom }, 4)).toBe(false);
    expect(isSearchPossible({ dateFrom: '2026-05-03', dateTo: '2026-05-01', rooms: oneRoom }, 4)).toBe(false);
    expect(isSearchPossible({ dateFrom: '2026-02-30', dateTo: '2026-03-02', rooms: oneRoom }, 4)).toBe(false);
  });

  it('needs between one room and the maximum rooms per booking', () => {
    expect(isSearchPossible({ dateFrom: '2026-05-01', dateTo: '2026-05-03', rooms: [] }, 4)).toBe(false);
    expect(
      isSearchPossible(
        { dateFrom: '2026-05-01', dateTo: '2026-05-03', rooms: [...oneRoom, ...oneRoom, ...oneRoom] },
        2,
      ),
    ).toBe(false);
  });

  it('needs a guest other than an infant in every room', () => {
    expect(
      isSearchPossible(
        { dateFrom: '2026-05-01', dateTo: '2026-05-03', rooms: [{ adults: 0, children: 0, infants: 1 }] },
        4,
      ),
    ).toBe(false);
    expect(
      isSearchPossible(
        { dateFrom: '2026-05-01', dateTo: '2026-05-03', rooms: [{ adults: 0, children: 1, infants: 0 }] },
        4,
      ),
    ).toBe(true);
  });
});
