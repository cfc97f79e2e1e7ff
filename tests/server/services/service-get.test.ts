import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceResponseSchema, type ServiceResponse } from '../../../src/contract/services';
import { services } from '../../../src/server/db/schema/services';
import type { TestApp } from '../harness';
import type { DemoIds } from '../reservations/demo-booking';
import { startDemoApp } from '../reservations/demo-app';

// The extras step: GET /api/Service/Get lists what a guest may add to a room, with prices and
// what is left of limited extras.

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
});
afterAll(() => t?.close());

async function extras(roomType: string, ratePlan: string): Promise<ServiceResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Service/Get?propertyId=DEMO&roomTypeId=${ids.roomTypes[roomType]}&ratePlanId=${ids.ratePlans[ratePlan]}&dateOfArrival=2027-03-24&dateOfDeparture=2027-03-26&languageCode=en`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return serviceResponseSchema.parse(res.json());
}

const codes = (response: ServiceResponse) => response.Services.map((service) => service.ServiceCode);

describe('GET /api/Service/Get', () => {
  it('lists the extras of a Classic Double on the flexible rate, with every charge type', async () => {
    const response = await extras('CLASSIC', 'FLEX');
    expect(codes(response)).toEqual(['BREAKFAST', 'PARKING', 'CELEBRATE', 'DOG', 'SPA', 'TEA']);
    expect(response.Nights).toBe(2);
    expect(response.Currency).toBe('GBP');
    const byCode = Object.fromEntries(response.Services.map((service) => [service.ServiceCode, service]));
    expect(byCode.BREAKFAST).toMatchObject({
      Price: 16.5,
      ChargeType: 'PerDay',
      ChargePerPerson: true,
      ServiceName: 'Full Yorkshire breakfast',
    });
    expect(byCode.CELEBRATE).toMatchObject({ Price: 44, ChargeType: 'PerStay', ChargePerPerson: false });
    expect(byCode.CELEBRATE!.Articles.map((article) => [article.Name, article.Price])).toEqual([
      ['Bottle of Prosecco', 32],
      ['Handmade chocolates', 12],
    ]);
    expect(byCode.TEA).toMatchObject({ Price: 29.5, ChargeType: 'PerQuantity' });
  });

  it('reports inventory: limited extras count down, the others are unlimited', async () => {
    await t.database.db.update(services).set({ usedInventory: 7 }).where(eq(services.id, ids.services.CELEBRATE!));
    const response = await extras('CLASSIC', 'FLEX');
    expect(response.InventoryPerServiceId[String(ids.services.CELEBRATE)]).toEqual({
      StartingInventory: 20,
      Used: 7,
      Available: 13,
    });
    expect(response.InventoryPerServiceId[String(ids.services.PARKING)]).toEqual({
      StartingInventory: null,
      Used: 0,
      Available: null,
    });
  });

  it('offers an extra only with the room types and rates it is for', async () => {
    // Breakfast is sold with FLEX and NRF only (BB includes it); dogs stay in Classic and King rooms.
    expect(codes(await extras('CLASSIC', 'BB'))).not.toContain('BREAKFAST');
    expect(codes(await extras('TWIN', 'FLEX'))).not.toContain('DOG');
  });

  it('refuses a stay that ends before it starts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Service/Get?propertyId=DEMO&roomTypeId=1&ratePlanId=1&dateOfArrival=2027-03-24&dateOfDeparture=2027-03-24`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState.dateOfDeparture).toEqual(['Your departure date must be after your arrival date.']);
  });
});
