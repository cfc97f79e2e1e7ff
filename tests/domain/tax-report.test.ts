import { describe, expect, it } from 'vitest';
import { adjustTaxLines, cancelRoomTaxes, spreadNights } from '../../src/domain/booked-taxes';
import { taxesOfLines } from '../../src/domain/taxes';
import { taxReport } from '../../src/domain/tax-report';
import type { TaxLine } from '../../src/domain/taxes';
import { touristTaxLine, vatLine } from './tax-line-fixture';

// Lisbon's lines as a room keeps them (minor units): 6 % VAT inside EUR 552, the tourist tax of
// EUR 4 for two adults over three nights paid at the hotel; and a city fee added online.
const vat = (base: number, amount: number, nights = 3): TaxLine => vatLine({ base, nights, amount });
const tourist = (nights: number, guestNights: number): TaxLine =>
  touristTaxLine({ nights, guestNights, amount: guestNights * 400 });
const cityFee: TaxLine = {
  ...tourist(3, 0),
  code: 'CITY-FEE',
  name: 'City fee',
  kind: 'Fee',
  payableAtProperty: false,
  amount: 900,
};

describe('a room cancelled keeping a fee', () => {
  it('keeps the online lines in proportion, nothing of what is paid at the hotel, and gives back the rest', () => {
    const room = taxesOfLines(55200, [vat(55200, 3125), tourist(3, 6)]);
    expect(room).toMatchObject({ total: 57600, payAtProperty: 2400, net: 55200 - 3125 });
    const done = cancelRoomTaxes(room, 18400);
    expect(done.kept.lines).toEqual([vat(18400, 1042)]);
    expect(done.kept).toMatchObject({ price: 18400, total: 18400, payAtProperty: 0 });
    // The kept line keeps the room's count of nights; the refund's share counts none.
    expect(done.refunded).toEqual([vat(55200 - 18400, 3125 - 1042, 0)]);
    // Included and at-hotel taxes only: nothing added online goes back beyond the price.
    expect(done.addedReleased).toBe(0);
  });

  it('gives back the part of an added online fee not kept', () => {
    const done = cancelRoomTaxes(taxesOfLines(55200, [vat(55200, 3125), cityFee]), 18400);
    expect(done.kept.lines.map((line) => [line.code, line.amount])).toEqual([
      ['VAT', 1042],
      ['CITY-FEE', 300],
    ]);
    expect(done.addedReleased).toBe(600);
  });
});

describe('lines moved by a change', () => {
  it('adds and takes off lines worked out by the rule, dropping those left at nothing', () => {
    expect(adjustTaxLines([vat(55200, 3125)], [vat(63200, 3577)], [vat(55200, 3125)])).toEqual([vat(63200, 3577)]);
    expect(adjustTaxLines([vat(55200, 3125), cityFee], [], [cityFee])).toEqual([vat(55200, 3125)]);
  });

  it('spreads a room total over its nights, the odd cents first', () => {
    expect(spreadNights('2027-04-12', '2027-04-15', 55201)).toEqual([
      { date: '2027-04-12', price: 18401 },
      { date: '2027-04-13', price: 18400 },
      { date: '2027-04-14', price: 18400 },
    ]);
  });
});

describe('the tax report', () => {
  it('adds the rooms up per month of arrival, currency, tax and rate, online and at the hotel apart', () => {
    const rows = taxReport([
      { dateFrom: '2027-05-10', currency: 'EUR', lines: [vat(55200, 3125), tourist(3, 6)] },
      { dateFrom: '2027-05-28', currency: 'EUR', lines: [vat(36800, 2083, 2), tourist(2, 2)] },
      { dateFrom: '2027-06-01', currency: 'EUR', lines: [vat(18400, 1042, 1)] },
    ]);
    expect(rows).toEqual([
      {
        month: '2027-05',
        currency: 'EUR',
        code: 'TOURIST-TAX',
        name: 'Tourist tax',
        kind: 'Tax',
        percent: null,
        included: false,
        nights: 5,
        guestNights: 8,
        base: 0,
        amount: 3200,
        collectedOnline: 0,
        collectedAtHotel: 3200,
      },
      {
        month: '2027-05',
        currency: 'EUR',
        code: 'VAT',
        name: 'VAT',
        kind: 'Tax',
        percent: 6000,
        included: true,
        nights: 5,
        guestNights: 0,
        base: 92000,
        amount: 5208,
        collectedOnline: 5208,
        collectedAtHotel: 0,
      },
      expect.objectContaining({ month: '2027-06', code: 'VAT', nights: 1, base: 18400, amount: 1042 }),
    ]);
  });

  it('keeps rates of one tax apart', () => {
    const parking = { ...vat(8000, 1496, 4), percent: 23000 };
    expect(
      taxReport([{ dateFrom: '2027-04-19', currency: 'EUR', lines: [vat(73600, 4166, 4), parking] }]).map(
        (r) => r.percent,
      ),
    ).toEqual([6000, 23000]);
  });
});
