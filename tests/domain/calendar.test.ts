import { describe, expect, it } from 'vitest';
import { calendarDays, canArriveOn, canStayNight, disabledDays, type CalendarDay } from '../../src/domain/calendar';
import { taxDefinitionSchema } from '../../src/contract/property-definition';
import { taxRulesOf } from '../../src/domain/taxes';
import { BAR, DOUBLE, FAMILY, makeAri, NONREF, patchRate, patchRates, setBooked } from './ari-fixture';
import { occupancyTaxDefinition, resortFeeDefinition } from './tax-line-fixture';

// Prices for one adult (fixture): Double BAR 10000, Double NONREF 8000 (20% off),
// Family BAR 15000, Family NONREF 12000; the promo-only SPRING would be 5000 in the Double.

const day = (ari: ReturnType<typeof makeAri>, date: string) => {
  const found = calendarDays({ fromDate: date, toDate: date }, ari)[0];
  if (!found) throw new Error(`no calendar day ${date}`);
  return found;
};

describe('calendarDays (GET Availability)', () => {
  it('gives one entry per day, both ends included', () => {
    expect(calendarDays({ fromDate: '2026-06-01', toDate: '2026-06-05' }, makeAri()).map((d) => d.date)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
    ]);
  });

  it('sums the rooms left and shows the lowest public rate for one adult', () => {
    expect(day(makeAri(), '2026-06-01')).toEqual({
      date: '2026-06-01',
      availableRooms: 7, // 5 Double + 2 Family
      lowestRate: 8000, // Double NONREF; the promo-only 5000 is not public
      minimumStay: 1,
      closedToArrival: false,
      closedToDeparture: false,
    });
  });

  it('prices only room types with a room left', () => {
    const ari = makeAri();
    setBooked(ari, DOUBLE, '2026-06-02', 5);
    expect(day(ari, '2026-06-02')).toMatchObject({ availableRooms: 2, lowestRate: 12000 });
  });

  it('skips closed rates', () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, NONREF, '2026-06-03', { closed: true });
    expect(day(ari, '2026-06-03').lowestRate).toBe(10000);
  });

  it('skips room types that do not take a single adult', () => {
    const ari = makeAri();
    ari.roomTypes[0]!.minimumOccupancy = 2; // the Double
    expect(day(ari, '2026-06-03').lowestRate).toBe(12000);
  });

  it('shows the smallest minimum stay among rates open for arrival', () => {
    const ari = makeAri();
    patchRate(ari, DOUBLE, BAR, '2026-06-04', { minStay: 3 });
    patchRate(ari, DOUBLE, NONREF, '2026-06-04', { minStay: 2 });
    patchRate(ari, FAMILY, BAR, '2026-06-04', { minStay: 4 });
    patchRate(ari, FAMILY, NONREF, '2026-06-04', { minStay: 2 });
    expect(day(ari, '2026-06-04').minimumStay).toBe(2);
    // With the 2-night rates closed to arrival, a stay that starts that day needs 3 nights.
    patchRate(ari, DOUBLE, NONREF, '2026-06-04', { closedToArrival: true });
    patchRate(ari, FAMILY, NONREF, '2026-06-04', { closedToArrival: true });
    expect(day(ari, '2026-06-04').minimumStay).toBe(3);
  });

  it('closes a day to arrival when every open rate is closed to arrival, keeping its price', () => {
    const ari = makeAri();
    patchRates(ari, DOUBLE, '2026-06-05', { closedToArrival: true });
    patchRates(ari, FAMILY, '2026-06-05', { closedToArrival: true });
    const closed = day(ari, '2026-06-05');
    expect(closed).toMatchObject({ closedToArrival: true, minimumStay: null, lowestRate: 8000 });
    expect(canArriveOn(closed)).toBe(false);
  });

  it('marks a sold-out day as having no rooms and no rate', () => {
    const ari = makeAri();
    setBooked(ari, DOUBLE, '2026-06-06', 5);
    setBooked(ari, FAMILY, '2026-06-06', 2);
    expect(day(ari, '2026-06-06')).toMatchObject({
      availableRooms: 0,
      lowestRate: null,
      minimumStay: null,
      closedToArrival: false,
    });
  });

  it('closes a day to departure only when every public rate is', () => {
    const ari = makeAri();
    patchRates(ari, DOUBLE, '2026-06-07', { closedToDeparture: true });
    patchRates(ari, FAMILY, '2026-06-07', { closedToDeparture: true });
    expect(day(ari, '2026-06-07').closedToDeparture).toBe(true);
    patchRate(ari, FAMILY, BAR, '2026-06-07', { closedToDeparture: false });
    expect(day(ari, '2026-06-07').closedToDeparture).toBe(false);
  });

  it('has nothing to sell beyond the loaded rates', () => {
    expect(day(makeAri(), '2026-07-15')).toEqual({
      date: '2026-07-15',
      availableRooms: 0,
      lowestRate: null,
      minimumStay: null,
      closedToArrival: false,
      closedToDeparture: false,
    });
  });
});

describe('calendarDays: the "from" price as the hotel shows prices', () => {
  const usd = (...taxes: unknown[]) =>
    taxRulesOf(
      taxes.map((tax) => taxDefinitionSchema.parse(tax)),
      'USD',
    );
  const taxed = usd(resortFeeDefinition, occupancyTaxDefinition);
  const rate = (date: string, headline?: Parameters<typeof calendarDays>[2]) =>
    calendarDays({ fromDate: date, toDate: date }, makeAri(), headline)[0]!.lowestRate;

  it('BeforeTaxes adds the fees, AllIn the taxes on top as well', () => {
    // The Double's non-refundable 80.00, a 25.00 resort fee, 10 % on both.
    expect(rate('2026-06-03')).toBe(8000);
    expect(rate('2026-06-03', { rules: taxed, shown: 'BeforeTaxes' })).toBe(10500);
    expect(rate('2026-06-03', { rules: taxed, shown: 'AllIn' })).toBe(11550);
  });

  it('a tax charged only on some dates is in the price of those nights only', () => {
    const summerLevy = { Code: 'SUMMER', Name: 'Summer levy', Kind: 'Tax', Calculation: 'PerRoomNight', Amount: 2 };
    const levy = usd({ ...summerLevy, From: '2026-06-10', To: '2026-06-20' });
    expect(rate('2026-06-09', { rules: levy, shown: 'AllIn' })).toBe(8000);
    expect(rate('2026-06-10', { rules: levy, shown: 'AllIn' })).toBe(8200);
    expect(rate('2026-06-21', { rules: levy, shown: 'AllIn' })).toBe(8000);
  });

  it('taxes included in the price, or none, leave the rates as sold', () => {
    const vat = { Code: 'VAT', Name: 'VAT', Kind: 'Tax', Calculation: 'Percent', Percent: 20, Included: true };
    expect(rate('2026-06-10', { rules: usd(vat), shown: 'AllIn' })).toBe(8000);
    expect(rate('2026-06-10', { rules: [], shown: 'AllIn' })).toBe(8000);
  });

  it('prices each rate with its own taxes before picking the lowest', () => {
    // The flexible rate pays no resort fee: 100.00 beats the non-refundable 80.00 + 25.00.
    const noFeeOnBar = usd({ ...resortFeeDefinition, RatePlanRates: { BAR: null } });
    expect(rate('2026-06-03', { rules: noFeeOnBar, shown: 'BeforeTaxes' })).toBe(10000);
  });
});

describe('disabledDays', () => {
  it('disables days a stay cannot start on: sold out or closed to arrival', () => {
    const ari = makeAri();
    setBooked(ari, DOUBLE, '2026-06-02', 5);
    setBooked(ari, FAMILY, '2026-06-02', 2);
    patchRates(ari, DOUBLE, '2026-06-04', { closedToArrival: true });
    patchRates(ari, FAMILY, '2026-06-04', { closedToArrival: true });
    const days = calendarDays({ fromDate: '2026-06-01', toDate: '2026-06-05' }, ari);
    expect(disabledDays(days)).toEqual(['2026-06-02', '2026-06-04']);
  });
});

describe('canStayNight', () => {
  const day = (over: Partial<CalendarDay>): CalendarDay => ({
    date: '2026-06-01',
    availableRooms: 2,
    lowestRate: 12900,
    minimumStay: 1,
    closedToArrival: false,
    closedToDeparture: false,
    ...over,
  });

  it('takes a night with an open rate and enough rooms, even one closed to arrival', () => {
    expect(canStayNight(day({}))).toBe(true);
    expect(canStayNight(day({ closedToArrival: true, minimumStay: null }))).toBe(true);
    expect(canStayNight(day({}), 2)).toBe(true);
  });

  it('refuses a night without a rate, sold out, or with fewer rooms than wanted', () => {
    expect(canStayNight(day({ lowestRate: null }))).toBe(false);
    expect(canStayNight(day({ availableRooms: 0 }))).toBe(false);
    expect(canStayNight(day({}), 3)).toBe(false);
  });
});
