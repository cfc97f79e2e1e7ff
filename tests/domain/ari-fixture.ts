import type { Ari, InventoryRow, RatePlanRules, RateRow, RoomTypeRules } from '../../src/domain/availability';
import { noCosts } from '../../src/domain/pricing';
import { datesThrough } from '../../src/domain/stay-nights';

// A small hotel for the availability and calendar tests, June 2026:
//   Double (1): location 10, 1-3 guests, at most 2 adults and 1 child, 5 rooms a night.
//   Family (2): location 20, 1-4 guests, at most 3 adults and 2 children, 2 rooms a night.
//   BAR (100): public, full price. NONREF (300): public, 20% off, at most 2 guests.
//   SPRING (200): promo code SPRING26, 50% off.
// Nightly base rate: Double 10000, Family 15000; cost per adult 2000; cost per child 1000.

export const DOUBLE = 1;
export const FAMILY = 2;
export const BAR = 100;
export const SPRING = 200;
export const NONREF = 300;

export const firstDate = '2026-06-01';
export const lastDate = '2026-06-30';

const noPlanLimits = {
  useOccupancyForRatePlan: false,
  minimumOccupancy: null,
  maximumOccupancy: null,
  adultMaximumOccupancy: null,
  childMaximumOccupancy: null,
};

export function makeAri(): Ari & {
  roomTypes: RoomTypeRules[];
  ratePlans: RatePlanRules[];
  inventory: InventoryRow[];
  rates: RateRow[];
} {
  const roomTypes: RoomTypeRules[] = [
    {
      id: DOUBLE,
      locationId: 10,
      minimumOccupancy: 1,
      maximumOccupancy: 3,
      adultMaximumOccupancy: 2,
      childMaximumOccupancy: 1,
    },
    {
      id: FAMILY,
      locationId: 20,
      minimumOccupancy: 1,
      maximumOccupancy: 4,
      adultMaximumOccupancy: 3,
      childMaximumOccupancy: 2,
    },
  ];
  const ratePlans: RatePlanRules[] = [
    { id: BAR, code: 'BAR', promoCode: null, discountPercent: 0, baseNumberOfAdults: 1, ...noPlanLimits },
    { id: SPRING, code: 'SPRING', promoCode: 'SPRING26', discountPercent: 50, baseNumberOfAdults: 1, ...noPlanLimits },
    {
      id: NONREF,
      code: 'NONREF',
      promoCode: null,
      discountPercent: 20,
      baseNumberOfAdults: 1,
      ...noPlanLimits,
      useOccupancyForRatePlan: true,
      maximumOccupancy: 2,
    },
  ];
  const dates = datesThrough(firstDate, lastDate);
  const inventory: InventoryRow[] = [];
  const rates: RateRow[] = [];
  for (const date of dates) {
    inventory.push(
      { roomTypeId: DOUBLE, date, total: 5, booked: 0 },
      { roomTypeId: FAMILY, date, total: 2, booked: 0 },
    );
    for (const roomType of roomTypes) {
      for (const ratePlan of ratePlans) {
        rates.push({
          ...noCosts,
          roomTypeId: roomType.id,
          ratePlanId: ratePlan.id,
          date,
          baseRate: roomType.id === DOUBLE ? 10000 : 15000,
          costPerAdult: 2000,
          costPerChild: 1000,
          closed: false,
          closedToArrival: false,
          closedToDeparture: false,
          minStay: 1,
          maxStay: null,
        });
      }
    }
  }
  return { roomTypes, ratePlans, inventory, rates };
}

export function patchRate(
  ari: ReturnType<typeof makeAri>,
  roomTypeId: number,
  ratePlanId: number,
  date: string,
  patch: Partial<RateRow>,
) {
  const row = ari.rates.find((r) => r.roomTypeId === roomTypeId && r.ratePlanId === ratePlanId && r.date === date);
  if (!row) throw new Error(`no rate row ${roomTypeId}/${ratePlanId}/${date}`);
  Object.assign(row, patch);
}

/** Patches the rows of every rate plan of a room type on a date. */
export function patchRates(ari: ReturnType<typeof makeAri>, roomTypeId: number, date: string, patch: Partial<RateRow>) {
  for (const ratePlan of ari.ratePlans) patchRate(ari, roomTypeId, ratePlan.id, date, patch);
}

export function setBooked(ari: ReturnType<typeof makeAri>, roomTypeId: number, date: string, booked: number) {
  const row = ari.inventory.find((r) => r.roomTypeId === roomTypeId && r.date === date);
  if (!row) throw new Error(`no inventory row ${roomTypeId}/${date}`);
  row.booked = booked;
}

export function removeRate(ari: ReturnType<typeof makeAri>, roomTypeId: number, ratePlanId: number, date: string) {
  ari.rates = ari.rates.filter((r) => !(r.roomTypeId === roomTypeId && r.ratePlanId === ratePlanId && r.date === date));
}
