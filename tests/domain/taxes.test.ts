import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxDefinitionSchema } from '../../src/contract/property-definition';
import { supportedCurrencies } from '../../src/domain/money';
import {
  changesHeadline,
  headlineOfNight,
  headlineOfRoom,
  headlinePrice,
  taxesOfPart,
  taxRoom,
  taxRulesOf,
  taxStay,
  type PricedTaxes,
  type TaxableRoom,
  type TaxRule,
} from '../../src/domain/taxes';
import { vatDefinition } from './tax-line-fixture';

const rules = (currency: string, ...taxes: unknown[]): TaxRule[] =>
  taxRulesOf(
    taxes.map((tax) => taxDefinitionSchema.parse(tax)),
    currency,
  );

const nights = (from: string, prices: number[]) =>
  prices.map((price, i) => {
    const date = new Date(`${from}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    return { date: date.toISOString().slice(0, 10), price };
  });

const guests = (adults: number, children = 0, infants = 0) => ({ adults, children, infants });

/** Net + every line = total: the invariant every screen and email relies on. */
function expectAddsUp(taxes: PricedTaxes) {
  expect(taxes.net + taxes.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(taxes.total);
}

const ukVat = vatDefinition(20);

const lisbonVat = vatDefinition(6, { ExtraRates: { PARKING: 23 } });
const lisbonTouristTax = {
  Code: 'CITYTAX',
  Name: 'Tourist tax',
  Kind: 'Tax',
  Calculation: 'PerGuestNight',
  Amount: 4,
  GuestKinds: ['Adults'],
  PayableAtProperty: true,
  MaxNights: 7,
} as const;
const lisbon = rules('EUR', lisbonVat, lisbonTouristTax);

const usOccupancyTax = {
  Code: 'OCC',
  Name: 'Occupancy tax',
  Kind: 'Tax',
  Calculation: 'Percent',
  Percent: 14.75,
  AppliesTo: ['Rooms', 'Fees'],
} as const;
const usResortFee = {
  Code: 'RESORT',
  Name: 'Resort fee',
  Kind: 'Fee',
  Calculation: 'PerRoomNight',
  Amount: 35,
} as const;
const us = rules('USD', usOccupancyTax, usResortFee);

describe('taxes and fees of a stay', () => {
  it('extracts 20 % VAT from a UK price that includes it, and adds nothing', () => {
    const room: TaxableRoom = {
      ratePlanCode: 'FLEX',
      guests: guests(2),
      nights: nights('2026-06-01', [12_900, 12_900]),
      extras: [{ code: 'BREAKFAST', price: 3_000 }],
    };
    const taxes = taxRoom(room, rules('GBP', ukVat));
    // 288.00 includes 20 % VAT: 288 - 288 / 1.2 = 48.00.
    expect(taxes.lines).toEqual([
      expect.objectContaining({ code: 'VAT', percent: 20_000, base: 28_800, amount: 4_800, included: true }),
    ]);
    expect(taxes.total).toBe(28_800);
    expect(taxes.net).toBe(24_000);
    expect(taxes.payAtProperty).toBe(0);
    expect(headlinePrice(taxes, 'AllIn')).toBe(28_800);
    expectAddsUp(taxes);
  });

  it('charges Lisbon’s tourist tax on adults only, at the hotel, and VAT at 6 % on rooms and 23 % on parking', () => {
    // Two adults and a child (2-12, not counted), three nights, breakfast and parking.
    const room: TaxableRoom = {
      ratePlanCode: 'FLEX',
      guests: guests(2, 1),
      nights: nights('2026-06-01', [11_815, 11_815, 11_815]),
      extras: [
        { code: 'BREAKFAST', price: 4_800 },
        { code: 'PARKING', price: 4_500 },
      ],
    };
    const taxes = taxRoom(room, lisbon);
    const rooms6 = 35_445 + 4_800; // rooms and breakfast at 6 %
    expect(taxes.lines).toEqual([
      expect.objectContaining({ code: 'VAT', percent: 6_000, base: rooms6, amount: Math.round((rooms6 * 6) / 106) }),
      expect.objectContaining({ code: 'VAT', percent: 23_000, base: 4_500, amount: 841 }),
      expect.objectContaining({ code: 'CITYTAX', amount: 2_400, nights: 3, guestNights: 6, payableAtProperty: true }),
    ]);
    expect(taxes.price).toBe(44_745);
    // The tourist tax is added (EUR 24.00) and paid at the hotel; the rest is paid online.
    expect(taxes.total).toBe(44_745 + 2_400);
    expect(taxes.payAtProperty).toBe(2_400);
    expect(taxes.total - taxes.payAtProperty).toBe(44_745);
    expectAddsUp(taxes);
  });

  it('stops the tourist tax after seven nights', () => {
    const room: TaxableRoom = {
      ratePlanCode: 'FLEX',
      guests: guests(2),
      nights: nights('2026-06-01', Array(10).fill(10_000)),
      extras: [],
    };
    const city = taxRoom(room, lisbon).lines.find((line) => line.code === 'CITYTAX');
    expect(city).toMatchObject({ nights: 7, guestNights: 14, amount: 5_600 });
  });

  it('adds US occupancy tax on top of the room and its resort fee, with the fee in the headline', () => {
    const room: TaxableRoom = {
      ratePlanCode: 'FLEX',
      guests: guests(2),
      nights: nights('2026-06-01', [20_000, 20_000]),
      extras: [],
    };
    const taxes = taxRoom(room, us);
    // Resort fee 2 x 35 = 70; tax 14.75 % of (400 + 70) = 69.325 -> 69.33.
    expect(taxes.lines).toEqual([
      expect.objectContaining({ code: 'RESORT', kind: 'Fee', amount: 7_000, included: false }),
      expect.objectContaining({ code: 'OCC', kind: 'Tax', base: 47_000, amount: 6_933 }),
    ]);
    expect(taxes.total).toBe(40_000 + 7_000 + 6_933);
    expect(taxes.net).toBe(40_000);
    expect(headlinePrice(taxes, 'BeforeTaxes')).toBe(47_000);
    expect(headlinePrice(taxes, 'AllIn')).toBe(53_933);
    expectAddsUp(taxes);
  });

  it('charges a tax only on the nights inside its date range', () => {
    const seasonal = rules('EUR', { ...lisbonTouristTax, From: '2026-06-03', To: '2026-06-30' });
    const room: TaxableRoom = {
      ratePlanCode: 'FLEX',
      guests: guests(2),
      nights: nights('2026-06-01', [10_000, 10_000, 10_000, 10_000]),
      extras: [],
    };
    // Nights of 1 and 2 June are before the tax: only 3 and 4 June are charged.
    expect(taxRoom(room, seasonal).lines).toEqual([expect.objectContaining({ nights: 2, amount: 1_600 })]);
    const vatFrom = rules('EUR', { ...lisbonVat, From: '2026-06-02', To: '2026-06-02' });
    expect(taxRoom(room, vatFrom).lines).toEqual([expect.objectContaining({ base: 10_000, amount: 566 })]);
  });

  it('charges a tax on fees only for the nights the tax charges', () => {
    // The occupancy tax starts on the stay's third night: the resort fee of the first two is not taxed.
    const late = rules('USD', { ...usOccupancyTax, From: '2026-06-03' }, usResortFee);
    const room: TaxableRoom = {
      ratePlanCode: 'FLEX',
      guests: guests(2),
      nights: nights('2026-06-01', [20_000, 20_000, 20_000]),
      extras: [],
    };
    const taxes = taxRoom(room, late);
    // 14.75 % of the third night (200) and its fee (35) = 34.6625 -> 34.66.
    expect(taxes.lines.find((line) => line.code === 'OCC')).toMatchObject({ base: 23_500, amount: 3_466 });
    expectAddsUp(taxes);
  });

  it('lets a rate plan opt out and an extra be left untaxed', () => {
    const optOut = rules('EUR', { ...lisbonVat, RatePlanRates: { STAFF: null }, ExtraRates: { DOG: null } });
    const room = (ratePlanCode: string): TaxableRoom => ({
      ratePlanCode,
      guests: guests(1),
      nights: nights('2026-06-01', [10_600]),
      extras: [{ code: 'DOG', price: 1_000 }],
    });
    expect(taxRoom(room('STAFF'), optOut).lines).toEqual([]);
    expect(taxRoom(room('FLEX'), optOut).lines).toEqual([expect.objectContaining({ base: 10_600, amount: 600 })]);
  });

  it('adds rooms into a booking whose lines are the sum of its rooms’ lines', () => {
    const room: TaxableRoom = {
      ratePlanCode: 'FLEX',
      guests: guests(2),
      nights: nights('2026-06-01', [11_815, 11_815]),
      extras: [],
    };
    const stay = taxStay([room, { ...room, guests: guests(1) }], lisbon);
    expect(stay.rooms).toHaveLength(2);
    const city = stay.lines.find((line) => line.code === 'CITYTAX');
    expect(city).toMatchObject({ amount: 2_400, nights: 4, guestNights: 6 });
    expect(stay.total).toBe(stay.rooms[0]!.total + stay.rooms[1]!.total);
    expectAddsUp(stay);
  });

  it('rounds each line once and the lines always add up, in every supported currency', () => {
    const definitions = [ukVat, lisbonVat, lisbonTouristTax, usOccupancyTax, usResortFee];
    fc.assert(
      fc.property(
        fc.constantFrom(...supportedCurrencies),
        fc.subarray(definitions, { minLength: 1 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        (currency, picked, prices, extras, adults, children) => {
          const unique = [...new Map(picked.map((tax) => [tax.Code + tax.Kind, tax])).values()];
          const room: TaxableRoom = {
            ratePlanCode: 'FLEX',
            guests: guests(adults, children),
            nights: nights('2026-12-20', prices),
            extras: extras.map((price, i) => ({ code: i === 0 ? 'PARKING' : `X${i}`, price })),
          };
          const stay = taxStay([room, room], rules(currency, ...unique));
          for (const taxes of [stay, ...stay.rooms]) {
            expectAddsUp(taxes);
            for (const line of taxes.lines) expect(Number.isInteger(line.amount)).toBe(true);
            expect(taxes.net).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('taxes after the booking', () => {
  const room: TaxableRoom = {
    ratePlanCode: 'FLEX',
    guests: guests(2, 1),
    nights: nights('2026-06-01', [11_815, 11_815, 11_815]),
    extras: [],
  };

  it('gives a Lisbon cancellation fee its share of VAT and no tourist tax, and refunds the rest', () => {
    const sold = taxRoom(room, lisbon);
    // The first night is kept: EUR 118.15 with its 6 % VAT (6.69); the guest never stayed, so
    // no tourist tax is due.
    const kept = taxesOfPart(sold, 11_815);
    expect(kept.lines).toEqual([expect.objectContaining({ code: 'VAT', amount: 669 })]);
    expect(kept.total).toBe(11_815);
    expectAddsUp(kept);
    const refundedVat = sold.lines[0]!.amount - kept.lines[0]!.amount;
    expect(refundedVat).toBe(2_006 - 669);
  });

  it('works the lines out again for new dates', () => {
    const moved = taxRoom({ ...room, nights: nights('2026-07-01', [13_000, 13_000, 13_000, 13_000]) }, lisbon);
    expect(moved.lines.find((line) => line.code === 'CITYTAX')).toMatchObject({ nights: 4, amount: 3_200 });
    expect(moved.lines.find((line) => line.code === 'VAT')).toMatchObject({ base: 52_000, amount: 2_943 });
    expectAddsUp(moved);
  });
});

describe('the definition file’s taxes', () => {
  it('refuses a percentage over 100 and an unknown guest kind, naming the field', () => {
    const over = taxDefinitionSchema.safeParse({ ...lisbonVat, Percent: 120 });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.path).toEqual(['Percent']);
    const kind = taxDefinitionSchema.safeParse({ ...lisbonTouristTax, GuestKinds: ['Pets'] });
    expect(kind.success).toBe(false);
    expect(kind.error?.issues[0]?.path).toEqual(['GuestKinds', 0]);
  });
});

describe('headline prices (the "from" prices of the calendar and the group search)', () => {
  it('only lines added on top move a headline, and under BeforeTaxes only the fees among them', () => {
    expect(changesHeadline([], 'AllIn')).toBe(false);
    expect(changesHeadline(rules('GBP', ukVat), 'AllIn')).toBe(false);
    expect(changesHeadline(lisbon, 'AllIn')).toBe(true);
    expect(changesHeadline(lisbon, 'BeforeTaxes')).toBe(false);
    expect(changesHeadline(us, 'BeforeTaxes')).toBe(true);
  });

  it("a room's headline: AllIn everything, BeforeTaxes the fees but not the taxes added on top", () => {
    const lisbonRoom: TaxableRoom = {
      ratePlanCode: 'FLEX',
      guests: guests(2, 1),
      nights: nights('2026-06-01', [18_400, 18_400, 18_400]),
      extras: [],
    };
    expect(headlineOfRoom(lisbonRoom, lisbon, 'AllIn')).toBe(55_200 + 2_400);
    expect(headlineOfRoom(lisbonRoom, lisbon, 'BeforeTaxes')).toBe(55_200);
    const usRoom: TaxableRoom = { ...lisbonRoom, guests: guests(2), nights: nights('2026-06-01', [20_000, 20_000]) };
    // $400 + $70 resort fee; 14.75 % occupancy tax on both, $69.33.
    expect(headlineOfRoom(usRoom, us, 'BeforeTaxes')).toBe(47_000);
    expect(headlineOfRoom(usRoom, us, 'AllIn')).toBe(47_000 + 6_933);
    expect(headlineOfRoom(usRoom, [], 'AllIn')).toBe(40_000);
  });

  it('headlineOfNight is headlinePrice(taxRoom(one night)), without building the lines', () => {
    const includedServiceFee = {
      Code: 'SERVICE',
      Name: 'Service charge',
      Kind: 'Fee',
      Calculation: 'Percent',
      Percent: 10,
      Included: true,
    } as const;
    const summerLevy = {
      Code: 'SUMMER',
      Name: 'Summer levy',
      Kind: 'Tax',
      Calculation: 'PerStay',
      Amount: 3,
      From: '2026-06-15',
      To: '2026-07-15',
    } as const;
    const planRates = {
      Code: 'STATE',
      Name: 'State tax',
      Kind: 'Tax',
      Calculation: 'Percent',
      Percent: 5,
      RatePlanRates: { STAFF: null, CORP: 2.5 },
    } as const;
    // From July only, on the fees too: in June only the fees are taxed (as taxRoom does).
    const julyTaxOnFees = {
      Code: 'JULY',
      Name: 'July tax',
      Kind: 'Tax',
      Calculation: 'Percent',
      Percent: 7,
      AppliesTo: ['Rooms', 'Fees'],
      From: '2026-07-01',
    } as const;
    const perGuestFee = {
      Code: 'LINEN',
      Name: 'Linen fee',
      Kind: 'Fee',
      Calculation: 'PerGuestNight',
      Amount: 2.5,
      GuestKinds: ['Adults', 'Children'],
    } as const;
    const definitions = [
      ukVat,
      lisbonTouristTax,
      usOccupancyTax,
      usResortFee,
      includedServiceFee,
      summerLevy,
      planRates,
      julyTaxOnFees,
      perGuestFee,
    ];
    fc.assert(
      fc.property(
        fc.subarray(definitions),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom('FLEX', 'STAFF', 'CORP'),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        (picked, price, day, ratePlanCode, adults, children) => {
          const taxRules = rules('USD', ...picked);
          // One night, somewhere from 1 June to 31 July 2026.
          const date = nights(
            '2026-06-01',
            Array.from({ length: day + 1 }, () => 0),
          )[day]!.date;
          const room: TaxableRoom = {
            ratePlanCode,
            guests: guests(adults, children),
            nights: [{ date, price }],
            extras: [],
          };
          for (const shown of ['AllIn', 'BeforeTaxes'] as const) {
            expect(headlineOfNight(price, date, ratePlanCode, room.guests, taxRules, shown)).toBe(
              headlinePrice(taxRoom(room, taxRules), shown),
            );
            expect(headlineOfRoom(room, taxRules, shown)).toBe(headlinePrice(taxRoom(room, taxRules), shown));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
