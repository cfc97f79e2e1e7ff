import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomTypeConfigurationResponseSchema } from '../../../src/contract/availability';
import { properties } from '../../../src/server/db/schema/properties';
import { roomConfigurationOptions, roomTypes } from '../../../src/server/db/schema/rooms';
import { startTestApp, type TestApp } from '../harness';

// The bed set-ups a guest chooses between for a room of The Ashbury (demo.json: each room
// type lists its own, e.g. the Classic Double: "Double bed" or "Double bed and a cot").
let t: TestApp;
let demoId: number;
let roomTypeIds: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  const [demo] = await t.database.db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'DEMO'));
  demoId = demo!.id;
  const types = await t.database.db
    .select({ id: roomTypes.id, code: roomTypes.code })
    .from(roomTypes)
    .where(eq(roomTypes.propertyId, demoId));
  roomTypeIds = Object.fromEntries(types.map((row) => [row.code, row.id]));
});
afterAll(() => t?.close());

const options = (query: string) => t.app.inject({ method: 'GET', url: `/api/RoomTypeConfiguration/Get?${query}` });

describe('GET /api/RoomTypeConfiguration/Get', () => {
  it('lists the set-ups of a room type, in the hotel’s order', async () => {
    const res = await options(`propertyId=DEMO&roomTypeId=${roomTypeIds.CLASSIC}`);
    expect(res.statusCode).toBe(200);
    const body = roomTypeConfigurationResponseSchema.parse(res.json());
    expect(body.map((option) => option.Name)).toEqual(['Double bed', 'Double bed and a cot']);
    for (const option of body) {
      expect(option.RoomTypeId).toBe(roomTypeIds.CLASSIC);
      expect(option.RoomConfigurationDropdownOptionId).toBeGreaterThan(0);
    }
  });

  it('puts the set-ups offered with every room type first', async () => {
    const [general] = await t.database.db
      .insert(roomConfigurationOptions)
      .values({ propertyId: demoId, roomTypeId: null, name: 'Accessible room' })
      .returning();
    try {
      const body = (await options(`propertyId=DEMO&roomTypeId=${roomTypeIds.SUITE}`)).json();
      expect(body).toEqual([
        { RoomConfigurationDropdownOptionId: general!.id, Name: 'Accessible room', RoomTypeId: null },
        {
          RoomConfigurationDropdownOptionId: expect.any(Number),
          Name: 'Super king bed',
          RoomTypeId: roomTypeIds.SUITE,
        },
        {
          RoomConfigurationDropdownOptionId: expect.any(Number),
          Name: 'Two single beds',
          RoomTypeId: roomTypeIds.SUITE,
        },
      ]);
    } finally {
      await t.database.db.delete(roomConfigurationOptions).where(eq(roomConfigurationOptions.id, general!.id));
    }
  });

  it('without a room type, lists every set-up of the hotel', async () => {
    const body = roomTypeConfigurationResponseSchema.parse((await options(`propertyId=DEMO`)).json());
    expect(body.length).toBe(10);
    expect(new Set(body.map((option) => option.RoomTypeId)).size).toBe(5);
  });

  it('a room type of another hotel, or an unknown hotel, is a 404; a room type that is not a number is a 400', async () => {
    const york = await t.database.db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
      .where(eq(properties.code, 'DEMO-YORK'));
    const otherHotel = await options(`propertyId=DEMO&roomTypeId=${york[0]!.id}`);
    expect(otherHotel.statusCode).toBe(404);
    expect(otherHotel.json()).toEqual({ Message: 'Room type not found' });
    expect((await options(`propertyId=NO-SUCH-HOTEL`)).statusCode).toBe(404);
    const bad = await options(`propertyId=DEMO&roomTypeId=double`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ModelState).toEqual({ roomTypeId: ['The room type must be a number.'] });
  });
});
