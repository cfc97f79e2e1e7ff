import { describe, expect, it } from 'vitest';
import { searchStay } from '../../src/domain/availability';
import { cheapestPartyPrice } from '../../src/domain/group-search';
import { taxDefinitionSchema } from '../../src/contract/property-definition';
import { stayNights } from '../../src/domain/stay-nights';
import { taxRulesOf } from '../../src/domain/taxes';
import { DOUBLE, makeAri, setBooked } from './ari-fixture';
import { resortFeeDefinition } from './tax-line-fixture';

// The "from" price of a hotel in a group search: the whole party at the cheapest rates the
// hotel offers, each room in a room type that still has a room for it. The fixture's hotel:
// Double 100.00 a night + 20.00 per adult after the first, Family 150.00 + the same; the
// non-refundable rate is 20% off for at most 2 guests.
const stay = { dateFrom: '2026-06-10', dateTo: '2026-06-12' };
const couple = { adults: 2, children: 0, infants: 0 };
const trio = { adults: 3, children: 0, infants: 0 };

describe('cheapestPartyPrice', () => {
  it('is the cheapest offered rate for a single room', () => {
    const ari = makeAri();
    const result = searchStay({ ...stay, rooms: [couple] }, ari);
    // Double, non-refundable: (100 + 20) x 0.8 x 2 nights.
    expect(cheapestPartyPrice(result, 1)).toBe(19_200);
  });

  it('sums the rooms, each at its own cheapest fitting rate', () => {
    const result = searchStay({ ...stay, rooms: [couple, trio] }, makeAri());
    // The couple in a Double at 192.00; three adults fit only the Family room, full price (150 + 40) x 2.
    expect(cheapestPartyPrice(result, 2)).toBe(19_200 + 38_000);
  });

  it('never puts two rooms into the last room of the cheapest type', () => {
    const ari = makeAri();
    for (const date of ['2026-06-10', '2026-06-11']) setBooked(ari, DOUBLE, date, 4);
    const result = searchStay({ ...stay, rooms: [couple, couple] }, ari);
    // One couple in the last Double, the other in a Family room: (150 + 20) x 0.8 x 2.
    expect(cheapestPartyPrice(result, 2)).toBe(19_200 + 27_200);
  });

  it('is null when the party cannot be put up together', () => {
    const ari = makeAri();
    const result = searchStay({ ...stay, rooms: [trio, trio, trio] }, ari);
    // Only 2 Family rooms a night take three adults.
    expect(result.outcome).toBe('combinationUnavailable');
    expect(cheapestPartyPrice(result, 3)).toBeNull();
  });
});

describe('cheapestPartyPrice as the hotel shows prices', () => {
  const rules = taxRulesOf(
    [resortFeeDefinition, { Code: 'CITY', Name: 'City tax', Kind: 'Tax', Calculation: 'PerGuestNight', Amount: 3 }].map(
      (tax) => taxDefinitionSchema.parse(tax),
    ),
    'USD',
  );
  const headline = (rooms: (typeof couple)[], shown: 'AllIn' | 'BeforeTaxes') => ({
    dates: stayNights(stay.dateFrom, stay.dateTo),
    rooms,
    ratePlanCodes: new Map(makeAri().ratePlans.map((ratePlan) => [ratePlan.id, ratePlan.code])),
    rules,
    shown,
  });

  it('BeforeTaxes: with the fees; AllIn: with the taxes too; without taxes: as sold', () => {
    const result = searchStay({ ...stay, rooms: [couple] }, makeAri());
    // 192.00 as sold; a 25.00 resort fee a night; 3.00 city tax a guest a night.
    expect(cheapestPartyPrice(result, 1, headline([couple], 'BeforeTaxes'))).toBe(19_200 + 5_000);
    expect(cheapestPartyPrice(result, 1, headline([couple], 'AllIn'))).toBe(19_200 + 5_000 + 1_200);
    expect(cheapestPartyPrice(result, 1, { ...headline([couple], 'AllIn'), rules: [] })).toBe(19_200);
  });

  it("counts each room's own guests", () => {
    const result = searchStay({ ...stay, rooms: [couple, trio] }, makeAri());
    // 192.00 + 380.00 as sold, two fees of 50.00, city tax for 5 guests over 2 nights.
    expect(cheapestPartyPrice(result, 2, headline([couple, trio], 'AllIn'))).toBe(19_200 + 38_000 + 10_000 + 3_000);
  });
});
