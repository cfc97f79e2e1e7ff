import { describe, expect, test, vi } from 'vitest';
import type { AvailabilitySearchResponse } from '../../src/contract/availability';
import { AppError } from '../../src/server/errors';
import { firstRoomFor, type SearchAvailability } from '../../src/server/client-app/first-room';
import { classic, searchResponse } from '../client/search-response-fixture';

// Rooms and Rates' first screen is drawn from the answer to the same search the app makes, and
// opens on the photo of the room the app will offer first; it never waits long for the search
// nor fails for it: a slow, refused or failing search leaves the cards being searched for.
// (tests/server/client-app/first-screen.test.ts draws it from the real search.)

const query = { from: '2030-05-01', to: '2030-05-03', rooms: '2-0-0,1-1-0' };
const answering =
  (answer: AvailabilitySearchResponse): SearchAvailability =>
  () =>
    Promise.resolve(answer);
const noError = () => {
  throw new Error('no error expected');
};

describe('the first room of Rooms and Rates', () => {
  test('is the first room type with rooms left that room 1 can have, photo and all', async () => {
    const answer = searchResponse();
    answer.RoomTypes[0]!.Photos = ['/ClientApp/images/classic.webp'];
    answer.RoomTypes[1]!.Photos = ['/ClientApp/images/king.webp'];
    expect(await firstRoomFor(query, 'DEMO', answering(answer), noError)).toEqual({
      answer,
      name: 'Classic Double',
      photo: '/ClientApp/images/classic.webp',
    });
    // Classic Double sold out: it goes last, so the next one shows.
    answer.NumberOfRoomsPerRoomTypeId[classic] = 0;
    expect(await firstRoomFor(query, 'DEMO', answering(answer), noError)).toMatchObject({ name: 'Deluxe King' });
    // Deluxe King not priced for room 1's guests: never offered to it.
    for (const ratePlan of answer.RoomTypes[1]!.RatePlans) ratePlan.Prices = ratePlan.Prices.filter((p) => p.RoomIndex);
    expect(await firstRoomFor(query, 'DEMO', answering(answer), noError)).toMatchObject({
      name: 'The Stray Suite',
    });
  });

  test('asks the search exactly what the app asks, from the URL', async () => {
    const search = vi.fn(answering(searchResponse()));
    await firstRoomFor({ ...query, promo: 'SPRING', location: '3' }, 'DEMO', search, noError);
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({
        PropertyId: 'DEMO',
        DateFrom: '2030-05-01',
        DateTo: '2030-05-03',
        PromoCode: 'SPRING',
        LocationId: 3,
        Rooms: [
          { NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 },
          { NumberOfAdults: 1, NumberOfChildren: 1, NumberOfInfants: 0 },
        ],
      }),
    );
  });

  test.each([
    ['rooms the URL cannot hold', { ...query, rooms: 'lots' }],
    ['no dates', { rooms: '2-0-0' }],
    ['a date that is not one', { ...query, from: '2030-02-31' }],
    ['no query at all', undefined],
  ])('with %s, searches nothing and shows none', async (_, badQuery) => {
    const search = vi.fn(answering(searchResponse()));
    expect(await firstRoomFor(badQuery, 'DEMO', search, noError)).toBeUndefined();
    expect(search).not.toHaveBeenCalled();
  });

  test('shows none when nothing is free', async () => {
    const answer = { ...searchResponse(), Outcome: 'NoAvailability' as const };
    expect(await firstRoomFor(query, 'DEMO', answering(answer), noError)).toBeUndefined();
  });

  test('does not hold the page back for a slow search', async () => {
    const started = Date.now();
    const never: SearchAvailability = () => new Promise(() => {});
    expect(await firstRoomFor(query, 'DEMO', never, noError, 30)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('a search the API would refuse shows none quietly; one that fails is told', async () => {
    const refused: SearchAvailability = () => Promise.reject(new AppError('not-found', 'No such promo code'));
    expect(await firstRoomFor(query, 'DEMO', refused, noError)).toBeUndefined();
    const errors: unknown[] = [];
    const failing: SearchAvailability = () => Promise.reject(new Error('database away'));
    expect(await firstRoomFor(query, 'DEMO', failing, (error) => errors.push(error))).toBeUndefined();
    expect(errors).toEqual([new Error('database away')]);
  });
});
