import { describe, expect, it } from 'vitest';
import { accountLinkParamsSchema } from '../../src/client/features/account/account-link-params';
import { tableBookingParamsSchema } from '../../src/client/features/restaurant/table-booking-params';
import { staySearchParamsSchema } from '../../src/client/features/search/search-params';

// A link typed by a person or kept in an old email still opens its page: what the page
// understands is kept, the rest is dropped, and nothing throws.

describe('search params in links', () => {
  it('keeps a stay search and drops malformed or unknown values', () => {
    expect(
      staySearchParamsSchema.parse({
        from: '2027-05-01',
        to: '2027-05-03',
        rooms: ' 2-0-0 ',
        location: '0',
        promo: '',
        ratePlan: 42,
        utm: 'x',
      }),
    ).toEqual({
      from: '2027-05-01',
      to: '2027-05-03',
      rooms: '2-0-0',
      ratePlan: '42',
    });
    expect(staySearchParamsSchema.parse({ from: '2027-05-01-extra', location: 3 })).toEqual({ location: 3 });
  });

  it('keeps only a real day for a table and the contact details it was sent', () => {
    expect(
      tableBookingParamsSchema.parse({
        reference: ' ABCD2345 ',
        email: 'guest@example.com',
        date: '2027-02-30',
        restaurant: 'TERRACE',
      }),
    ).toEqual({
      reference: 'ABCD2345',
      email: 'guest@example.com',
      restaurant: 'TERRACE',
    });
    expect(tableBookingParamsSchema.parse({ date: '2027-02-28' })).toEqual({ date: '2027-02-28' });
  });

  it('keeps only whole numbers above zero as ids, and reads nothing from a search that is not an object', () => {
    const ids = ['12', 12, ' 7 ', '1.5', 0, -3, 'abc', '', null, [], {}].map(
      (location) => staySearchParamsSchema.parse({ location }).location,
    );
    expect(ids).toEqual([
      12,
      12,
      7,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(staySearchParamsSchema.parse('from=2027-05-01')).toEqual({});
    expect(staySearchParamsSchema.parse(null)).toEqual({});
    expect(staySearchParamsSchema.parse({ promo: `${'x'.repeat(40)} `, rooms: ['2-0-0'] })).toEqual({});
    expect(tableBookingParamsSchema.parse({ reference: ` ${'A'.repeat(40)} ` })).toEqual({ reference: 'A'.repeat(40) });
  });

  it('reads an account link token only when there is one', () => {
    expect(accountLinkParamsSchema.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
    expect(accountLinkParamsSchema.parse({ token: '   ' })).toEqual({});
    expect(accountLinkParamsSchema.parse({})).toEqual({});
  });
});
