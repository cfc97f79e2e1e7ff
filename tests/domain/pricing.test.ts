import { describe, expect, it } from 'vitest';
import type { Guests } from '../../src/domain/occupancy';
import {
  applyDiscount,
  bookingTotal,
  discountCosts,
  lowestFromPrice,
  noCosts,
  perNightRate,
  priceDiscountedNight,
  priceNight,
  priceService,
  priceStay,
  type CostComponents,
} from '../../src/domain/pricing';

const costs = (parts: Partial<CostComponents>): CostComponents => ({ ...noCosts, ...parts });
const guests = (adults: number, children = 0, infants = 0): Guests => ({ adults, children, infants });

describe('priceNight (minor units)', () => {
  it('charges base rate plus cost per room for one adult', () => {
    // 10000 + 500 = 10500
    expect(priceNight(costs({ baseRate: 10000, costPerRoom: 500, costPerAdult: 2000 }), guests(1))).toBe(10500);
  });

  it('charges each adult above the base number at cost per adult', () => {
    // 3 adults, base 1: 2 extra x 2000 = 4000; 10000 + 4000 = 14000
    expect(priceNight(costs({ baseRate: 10000, costPerAdult: 2000 }), guests(3))).toBe(14000);
  });

  it('includes BaseNumberOfAdults adults in the base rate', () => {
    // 3 adults, base 2: 1 extra x 2000; 10000 + 2000 = 12000. Two adults: no extra.
    expect(priceNight(costs({ baseRate: 10000, costPerAdult: 2000 }), guests(3), 2)).toBe(12000);
    expect(priceNight(costs({ baseRate: 10000, costPerAdult: 2000 }), guests(2), 2)).toBe(10000);
  });

  it('charges every child at cost per child when an adult is in the room', () => {
    // 1 adult + 2 children: 2 x 1500 = 3000; 10000 + 3000 = 13000
    expect(priceNight(costs({ baseRate: 10000, costPerChild: 1500 }), guests(1, 2))).toBe(13000);
  });

  it('lets one child go free when there is no adult in the room', () => {
    // 0 adults + 2 children: (2 - 1) x 1500 = 1500; 10000 + 1500 = 11500
    expect(priceNight(costs({ baseRate: 10000, costPerChild: 1500 }), guests(0, 2))).toBe(11500);
    // 0 adults + 1 child: nothing at cost per child
    expect(priceNight(costs({ baseRate: 10000, costPerChild: 1500 }), guests(0, 1))).toBe(10000);
  });

  it('charges infants at cost per infant', () => {
    // 2 infants x 300 = 600; 10000 + 600 = 10600
    expect(priceNight(costs({ baseRate: 10000, costPerInfant: 300 }), guests(1, 0, 2))).toBe(10600);
  });

  it('multiplies per-person costs by each guest count, the free child included', () => {
    // adults 2 x 100 + children 2 x 50 + infants 1 x 20 = 320; 10000 + 320 = 10320
    const perPerson = costs({
      baseRate: 10000,
      perPersonCostPerAdult: 100,
      perPersonCostPerChild: 50,
      perPersonCostPerInfant: 20,
    });
    expect(priceNight(perPerson, guests(2, 2, 1))).toBe(10320);
    // no adults, 2 children: both pay the per-person child cost: 10000 + 2 x 50 = 10100
    expect(priceNight(perPerson, guests(0, 2))).toBe(10100);
  });

  it('adds every component together', () => {
    // base 10000 + room 500 + (3-2)x2000 + 2x1500 + 1x300 + 3x100 + 2x50 + 1x20
    // = 10000 + 500 + 2000 + 3000 + 300 + 300 + 100 + 20 = 16220
    const all = costs({
      baseRate: 10000,
      costPerRoom: 500,
      costPerAdult: 2000,
      costPerChild: 1500,
      costPerInfant: 300,
      perPersonCostPerAdult: 100,
      perPersonCostPerChild: 50,
      perPersonCostPerInfant: 20,
    });
    expect(priceNight(all, guests(3, 2, 1), 2)).toBe(16220);
  });
});

describe('discounts', () => {
  it('rounds a discounted amount half up to whole minor units', () => {
    // 10005 less 10% = 9004.5 -> 9005; 9995 less 10% = 8995.5 -> 8996; 1001 less 10% = 900.9 -> 901
    expect(applyDiscount(10005, 10)).toBe(9005);
    expect(applyDiscount(9995, 10)).toBe(8996);
    expect(applyDiscount(1001, 10)).toBe(901);
    expect(applyDiscount(1234, 0)).toBe(1234);
    expect(applyDiscount(1234, 100)).toBe(0);
  });

  it('discounts every component on its own', () => {
    expect(discountCosts(costs({ baseRate: 10005, costPerAdult: 1001, perPersonCostPerChild: 15 }), 10)).toEqual(
      costs({ baseRate: 9005, costPerAdult: 901, perPersonCostPerChild: 14 }), // 13.5 -> 14
    );
  });
});

describe('priceStay', () => {
  const plan = { discountPercent: 10, baseNumberOfAdults: 1 };
  const nights = [costs({ baseRate: 10005, costPerAdult: 1001 }), costs({ baseRate: 9995, costPerAdult: 1001 })];

  it('sums the discounted nights and keeps the undiscounted Original twins', () => {
    // Night 1: base 9005, per adult 901. Night 2: base 8996, per adult 901.
    // 2 adults (1 extra): total = (9005 + 8996) + 2 x 901 = 18001 + 1802 = 19803
    // Original: (10005 + 9995) + 2 x 1001 = 20000 + 2002 = 22002
    const price = priceStay(nights, guests(2), plan);
    expect(price.nights).toBe(2);
    expect(price.costs).toEqual(costs({ baseRate: 18001, costPerAdult: 1802 }));
    expect(price.originalCosts).toEqual(costs({ baseRate: 20000, costPerAdult: 2002 }));
    expect(price.total).toBe(19803);
    expect(price.originalTotal).toBe(22002);
    // Rounding is per component per night, so this is a penny above 22002 less 10% (19801.8 -> 19802).
  });

  it('gives the per-night rate rounded half up and the cheapest night', () => {
    // 19803 / 2 = 9901.5 -> 9902; nights cost 9005 + 901 = 9906 and 8996 + 901 = 9897
    const price = priceStay(nights, guests(2), plan);
    expect(price.perNightRate).toBe(9902);
    expect(price.lowestNightlyRate).toBe(9897);
  });

  it('prices any guests from the summed components exactly as night by night', () => {
    // The API sends the summed components; a client pricing other guests with them must agree.
    const rows = [
      costs({
        baseRate: 12345,
        costPerRoom: 111,
        costPerAdult: 2222,
        costPerChild: 1333,
        costPerInfant: 77,
        perPersonCostPerAdult: 55,
      }),
      costs({
        baseRate: 9999,
        costPerRoom: 99,
        costPerAdult: 1999,
        costPerChild: 1001,
        costPerInfant: 33,
        perPersonCostPerChild: 45,
      }),
    ];
    const stayPlan = { discountPercent: 15, baseNumberOfAdults: 2 };
    for (const g of [guests(1), guests(3, 1), guests(0, 3, 1), guests(2, 2, 2)]) {
      const stay = priceStay(rows, g, stayPlan);
      const nightByNight = rows.reduce((sum, row) => sum + priceNight(discountCosts(row, 15), g, 2), 0);
      expect(stay.total).toBe(nightByNight);
      expect(priceNight(stay.costs, g, 2)).toBe(stay.total);
    }
  });

  it('prices a single discounted night the same on the calendar fast path', () => {
    const row = costs({
      baseRate: 10005,
      costPerRoom: 333,
      costPerAdult: 1001,
      costPerChild: 777,
      costPerInfant: 55,
      perPersonCostPerAdult: 15,
    });
    for (const g of [guests(1), guests(3, 2, 1), guests(0, 2)]) {
      expect(priceDiscountedNight(row, g, { discountPercent: 15, baseNumberOfAdults: 2 })).toBe(
        priceStay([row], g, { discountPercent: 15, baseNumberOfAdults: 2 }).total,
      );
    }
    // 1 adult, 10% off: 9005 + 300 (333 -> 299.7 -> 300) + 14 (15 -> 13.5 -> 14) = 9319
    expect(priceDiscountedNight(row, guests(1), plan)).toBe(9319);
  });

  it('treats a stay without nights as costing nothing', () => {
    const price = priceStay([], guests(1), plan);
    expect(price.total).toBe(0);
    expect(price.perNightRate).toBe(0);
  });
});

describe('perNightRate', () => {
  it('divides by the nights, at least one, rounding half up', () => {
    expect(perNightRate(10000, 3)).toBe(3333); // 3333.33
    expect(perNightRate(10001, 2)).toBe(5001); // 5000.5
    expect(perNightRate(20000, 3)).toBe(6667); // 6666.67
    expect(perNightRate(12000, 0)).toBe(12000);
  });
});

describe('lowestFromPrice', () => {
  it('takes the lowest price across rate plans and rooms', () => {
    expect(lowestFromPrice([12000, null, 9000, undefined, 9500])).toBe(9000);
  });
  it('has no "from" price when nothing is priced', () => {
    expect(lowestFromPrice([])).toBeNull();
    expect(lowestFromPrice([null])).toBeNull();
  });
});

describe('priceService', () => {
  // Articles 1200 + 300 = 1500
  const articles = [{ price: 1200 }, { price: 300 }];
  const usage = { nights: 3, quantity: 2, adults: 2, children: 1 };

  it('charges per stay once', () => {
    expect(priceService({ articles, chargeType: 'PerStay', chargePerPerson: false }, usage)).toBe(1500);
  });
  it('charges per day for every night', () => {
    // 1500 x 3 nights
    expect(priceService({ articles, chargeType: 'PerDay', chargePerPerson: false }, usage)).toBe(4500);
  });
  it('charges per quantity for the quantity chosen', () => {
    // 1500 x 2
    expect(priceService({ articles, chargeType: 'PerQuantity', chargePerPerson: false }, usage)).toBe(3000);
  });
  it('charges per person for adults and children, not infants', () => {
    // 1500 x 3 nights x (2 adults + 1 child) = 13500
    expect(priceService({ articles, chargeType: 'PerDay', chargePerPerson: true }, usage)).toBe(13500);
    // 1500 x 1 x (0 + 2)
    expect(
      priceService(
        { articles, chargeType: 'PerStay', chargePerPerson: true },
        { nights: 1, quantity: 1, adults: 0, children: 2 },
      ),
    ).toBe(3000);
  });
});

describe('bookingTotal', () => {
  it('is rooms plus extras less the gift voucher', () => {
    // 30000 + 4500 - 5000
    expect(bookingTotal({ rooms: 30000, extras: 4500, voucherDiscount: 5000 })).toBe(29500);
  });
  it('never goes below zero', () => {
    expect(bookingTotal({ rooms: 30000, extras: 4500, voucherDiscount: 50000 })).toBe(0);
  });
});
