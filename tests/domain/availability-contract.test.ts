import { describe, expect, it } from 'vitest';
import {
  availabilityCalendarQuerySchema,
  availabilitySearchRequestSchema,
  roomTypeConfigurationQuerySchema,
} from '../../src/contract/availability';

// The contract's messages become the 400 ModelState a guest reads.
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]),
  );
}

const request = {
  PropertyId: 'SEAVIEW',
  LanguageCode: 'en',
  DateFrom: '2026-06-01',
  DateTo: '2026-06-03',
  Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
};

describe('Availability/Search request', () => {
  it('accepts the documented payload, with a numeric or coded property, and fills defaults', () => {
    const parsed = availabilitySearchRequestSchema.parse({
      ...request,
      PropertyId: 7,
      PromoCode: '  ',
      Rooms: [{ NumberOfAdults: 1 }],
    });
    expect(parsed).toMatchObject({
      PropertyId: 7,
      PromoCode: null,
      RatePlanCode: null,
      Rooms: [{ NumberOfAdults: 1, NumberOfChildren: 0, NumberOfInfants: 0 }],
    });
    expect(availabilitySearchRequestSchema.parse({ ...request, PromoCode: ' SPRING26 ', LocationId: 3 })).toMatchObject(
      { PromoCode: 'SPRING26', LocationId: 3 },
    );
  });

  it('explains bad input in sentences', () => {
    const result = availabilitySearchRequestSchema.safeParse({
      ...request,
      DateFrom: '2026-02-30',
      Rooms: [{ NumberOfAdults: -1, NumberOfChildren: 1.5 }],
    });
    expect(messages(result)).toEqual({
      DateFrom: 'The arrival date must be a real date like 2026-05-01.',
      'Rooms.0.NumberOfAdults': 'The number of adults cannot be negative.',
      'Rooms.0.NumberOfChildren': 'The number of children must be a whole number.',
    });
  });

  it('needs at least one room and a property', () => {
    const result = availabilitySearchRequestSchema.safeParse({ ...request, PropertyId: '', Rooms: [] });
    expect(messages(result)).toEqual({
      PropertyId: 'Please choose a property.',
      Rooms: 'Please add at least one room.',
    });
  });
});

describe('GET Availability query', () => {
  it('takes a 36-month calendar in one call', () => {
    expect(
      availabilityCalendarQuerySchema.safeParse({ propertyId: '1', fromDate: '2026-05-17', toDate: '2029-06-17' })
        .success,
    ).toBe(true);
  });
  it('refuses a reversed or oversized range', () => {
    expect(
      messages(
        availabilityCalendarQuerySchema.safeParse({ propertyId: '1', fromDate: '2026-05-17', toDate: '2026-05-16' }),
      ),
    ).toEqual({
      toDate: 'The last date must not be before the first date.',
    });
    expect(
      messages(
        availabilityCalendarQuerySchema.safeParse({ propertyId: '1', fromDate: '2026-05-17', toDate: '2030-05-17' }),
      ),
    ).toEqual({
      toDate: 'The calendar can cover at most 1130 days in one call.',
    });
  });
});

describe('GET RoomTypeConfiguration/Get query', () => {
  it('reads the optional room type from the query string', () => {
    expect(roomTypeConfigurationQuerySchema.parse({ propertyId: 'SEAVIEW', roomTypeId: '4' })).toEqual({
      propertyId: 'SEAVIEW',
      roomTypeId: 4,
    });
    expect(roomTypeConfigurationQuerySchema.parse({ propertyId: 'SEAVIEW' })).toEqual({ propertyId: 'SEAVIEW' });
    expect(messages(roomTypeConfigurationQuerySchema.safeParse({ propertyId: 'SEAVIEW', roomTypeId: 'x' }))).toEqual({
      roomTypeId: 'The room type must be a number.',
    });
  });
});
