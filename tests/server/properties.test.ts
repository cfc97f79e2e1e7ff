import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  bookingConfigurationSchema,
  preCheckInConfigResponseSchema,
  propertyGroupSchema,
  propertySchema,
} from '../../src/contract/property';
import { properties, propertyGroups } from '../../src/server/db/schema/properties';
import { ensureDemoData } from './demo-fixture';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let demoId: number;
let groupId: number;

beforeAll(async () => {
  t = await startTestApp();
  await ensureDemoData(t.database);
  const [demo] = await t.database.db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'DEMO'));
  const [group] = await t.database.db
    .select({ id: propertyGroups.id })
    .from(propertyGroups)
    .where(eq(propertyGroups.code, 'DEMO-GROUP'));
  if (!demo || !group) throw new Error('the demo property and group are missing');
  demoId = demo.id;
  groupId = group.id;
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const sortedKeys = (o: object) => Object.keys(o).sort();

describe('GET /api/Property/{id}', () => {
  test('the demo property by its code has every field of the contract, by its exact name', async () => {
    const res = await get('/api/Property/DEMO');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(sortedKeys(body)).toEqual(sortedKeys(propertySchema.shape));
    expect(propertySchema.parse(body)).toBeTruthy();
    expect(body).toMatchObject({
      PropertyId: demoId,
      PropertyCode: 'DEMO',
      DefaultPhoneCountryCode: expect.any(String),
    });
    expect(body.PropertyName.length).toBeGreaterThan(0);
    expect(body.AvailableCurrencies[0]).toBe(body.Currency);
    expect(body.HasRating).toBe((body.HotelRating ?? 0) > 0);
    expect(body.GroupCode).toBe('DEMO-GROUP');
    expect(body.PropertyAddress).toContain(body.Address.City);
  });

  test('the accepted cards name their type id, code and name', async () => {
    const body = (await get('/api/Property/DEMO')).json();
    expect(body.CreditCards.length).toBeGreaterThan(0);
    for (const card of body.CreditCards) {
      expect(sortedKeys(card)).toEqual(['Code', 'CreditCardTypeId', 'Name']);
      expect(card.CreditCardTypeId).toBeGreaterThan(0);
    }
  });

  test('the code is case-insensitive and the numeric id finds the same property', async () => {
    const byCode = (await get('/api/Property/DEMO')).json();
    expect((await get('/api/Property/demo')).json()).toEqual(byCode);
    expect((await get(`/api/Property/${demoId}`)).json()).toEqual(byCode);
  });

  test('an unknown property is a 404 with a message', async () => {
    for (const ref of ['NOPE', '999999', '12345678901234']) {
      const res = await get(`/api/Property/${ref}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Message: 'Property not found' });
    }
  });

  test('an impossible reference is a 400 naming the field', async () => {
    const res = await get(`/api/Property/${'X'.repeat(65)}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.Message).toEqual(expect.any(String));
    expect(Object.keys(body.ModelState)).toEqual(['id']);
    expect(body.ModelState.id[0]).toEqual(expect.any(String));
  });
});

describe('GET /api/PropertyGroup/{id}', () => {
  test('the demo group lists its areas and its properties, the demo among them', async () => {
    const res = await get('/api/PropertyGroup/DEMO-GROUP');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(sortedKeys(body)).toEqual(sortedKeys(propertyGroupSchema.shape));
    expect(body).toMatchObject({ PropertyGroupId: groupId, PropertyGroupCode: 'DEMO-GROUP' });
    const demo = body.Properties.find((p: { PropertyCode: string }) => p.PropertyCode === 'DEMO');
    expect(demo).toMatchObject({ PropertyId: demoId, Currency: expect.any(String), City: expect.any(String) });
    expect(sortedKeys(demo)).toEqual([
      'AreaId',
      'City',
      'Currency',
      'HotelRating',
      'PropertyCode',
      'PropertyId',
      'PropertyImageUrl',
      'PropertyName',
    ]);
    for (const area of body.Areas) expect(sortedKeys(area)).toEqual(['AreaId', 'Code', 'Name']);
  });

  test('by id and by lower-case code it is the same group; an unknown one is a 404', async () => {
    const byCode = (await get('/api/PropertyGroup/DEMO-GROUP')).json();
    expect((await get(`/api/PropertyGroup/${groupId}`)).json()).toEqual(byCode);
    expect((await get('/api/PropertyGroup/demo-group')).json()).toEqual(byCode);
    const missing = await get('/api/PropertyGroup/NO-GROUP');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Message: 'Property group not found' });
  });
});

describe('GET /api/Book/Config/{propertyId}', () => {
  test('the booking configuration of the demo property has every field and its locations', async () => {
    const res = await get('/api/Book/Config/DEMO');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(sortedKeys(body)).toEqual(sortedKeys(bookingConfigurationSchema.shape));
    expect(body.PropertyId).toBe(demoId);
    expect(body.MaxNumberOfRoomsOnBooking).toBeGreaterThanOrEqual(1);
    expect(body.SameDayBookingRestrictionHour).toBeGreaterThanOrEqual(0);
    expect(sortedKeys(body.GiftServiceProvider)).toEqual(['Active', 'Name']);
    expect(sortedKeys(body.RestaurantBooking)).toEqual(['DefaultRestaurant', 'ServiceActive', 'ServiceType']);
    expect(body.Locations.length).toBeGreaterThan(0);
    for (const location of body.Locations) expect(sortedKeys(location)).toEqual(['LocationId', 'Name']);
  });

  test('the property page and the configuration agree on the rooms limit', async () => {
    const property = (await get('/api/Property/DEMO')).json();
    const config = (await get(`/api/Book/Config/${demoId}`)).json();
    expect(config.MaxNumberOfRoomsOnBooking).toBe(property.MaxNumberOfRoomsOnBooking);
    expect(config.ShowRoomTypeOccupancy).toBe(property.ShowRoomTypeOccupancy);
  });

  test('an unknown property is a 404', async () => {
    const res = await get('/api/Book/Config/NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Property not found' });
  });
});

describe('GET /api/PreCheckIn/Config/{id}', () => {
  test('the pre check-in flags of the demo property, all nine, and its id', async () => {
    const res = await get('/api/PreCheckIn/Config/demo');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(sortedKeys(body)).toEqual(sortedKeys(preCheckInConfigResponseSchema.shape));
    expect(body.PropertyId).toBe(demoId);
    for (const [key, value] of Object.entries(body)) if (key !== 'PropertyId') expect(typeof value).toBe('boolean');
  });

  test('an unknown property is a 404', async () => {
    expect((await get('/api/PreCheckIn/Config/NOPE')).statusCode).toBe(404);
  });
});
