import { describe, expect, it } from 'vitest';
import {
  canAddRoom,
  lastArrivalDate,
  maximumRoomsReachedMessage,
  validateSearchRequest,
  type SearchRules,
} from '../../src/domain/search-request';

const rules: SearchRules = {
  today: '2026-05-17',
  maxNumberOfRoomsOnBooking: 3,
  adultMaximumOccupancy: 4,
  childMaximumOccupancy: 2,
};
const couple = { adults: 2, children: 0, infants: 0 };
const valid = { propertyId: 'SEAVIEW', dateFrom: '2026-06-01', dateTo: '2026-06-03', rooms: [couple] };

describe('validateSearchRequest', () => {
  it('accepts a complete search', () => {
    expect(validateSearchRequest(valid, rules)).toEqual({});
    expect(validateSearchRequest({ ...valid, propertyId: 12 }, rules)).toEqual({});
  });

  it('needs a property, both dates and a room', () => {
    expect(validateSearchRequest({ propertyId: null, dateFrom: '', dateTo: undefined, rooms: [] }, rules)).toEqual({
      PropertyId: ['Please choose a property.'],
      DateFrom: ['Please choose your arrival date.'],
      DateTo: ['Please choose your departure date.'],
      Rooms: ['Please add at least one room.'],
    });
  });

  it('refuses dates that do not exist', () => {
    expect(validateSearchRequest({ ...valid, dateFrom: '2026-02-30' }, rules)).toEqual({
      DateFrom: ['The arrival date must be a real date like 2026-05-01.'],
    });
    expect(validateSearchRequest({ ...valid, dateTo: '03/06/2026' }, rules)).toEqual({
      DateTo: ['The departure date must be a real date like 2026-05-02.'],
    });
  });

  it('needs the departure after the arrival', () => {
    expect(validateSearchRequest({ ...valid, dateTo: valid.dateFrom }, rules)).toEqual({
      DateTo: ['Your departure date must be after your arrival date.'],
    });
    expect(validateSearchRequest({ ...valid, dateTo: '2026-05-30' }, rules).DateTo).toHaveLength(1);
  });

  it("takes arrivals from the property's today, not before", () => {
    expect(validateSearchRequest({ ...valid, dateFrom: '2026-05-17', dateTo: '2026-05-18' }, rules)).toEqual({});
    expect(validateSearchRequest({ ...valid, dateFrom: '2026-05-16', dateTo: '2026-05-18' }, rules)).toEqual({
      DateFrom: ['Your arrival date cannot be in the past.'],
    });
  });

  it('takes arrivals up to 36 months ahead', () => {
    expect(lastArrivalDate('2026-05-17')).toBe('2029-05-17');
    expect(validateSearchRequest({ ...valid, dateFrom: '2029-05-17', dateTo: '2029-05-18' }, rules)).toEqual({});
    expect(validateSearchRequest({ ...valid, dateFrom: '2029-05-18', dateTo: '2029-05-19' }, rules)).toEqual({
      DateFrom: ['We take bookings up to 36 months ahead. Please choose an earlier arrival date.'],
      DateTo: ['We take bookings up to 36 months ahead. Please choose an earlier departure date.'],
    });
    expect(validateSearchRequest({ ...valid, dateFrom: '2029-05-10', dateTo: '2029-05-20' }, rules)).toEqual({
      DateTo: ['We take bookings up to 36 months ahead. Please choose an earlier departure date.'],
    });
  });

  it('allows no more rooms than MaxNumberOfRoomsOnBooking', () => {
    expect(validateSearchRequest({ ...valid, rooms: [couple, couple, couple] }, rules)).toEqual({});
    expect(validateSearchRequest({ ...valid, rooms: [couple, couple, couple, couple] }, rules)).toEqual({
      Rooms: ['You can book up to 3 rooms in one booking.'],
    });
    expect(
      validateSearchRequest({ ...valid, rooms: [couple, couple] }, { ...rules, maxNumberOfRoomsOnBooking: 1 }).Rooms,
    ).toEqual(['You can book up to 1 room in one booking.']);
  });

  it('tells the guest when no more rooms can be added', () => {
    expect(canAddRoom(2, 3)).toBe(true);
    expect(canAddRoom(3, 3)).toBe(false);
    expect(maximumRoomsReachedMessage).toBe('You have added the maximum number of rooms');
  });

  it('needs whole, non-negative guest counts, per room', () => {
    const rooms = [couple, { adults: -1, children: 1.5, infants: 0 }];
    expect(validateSearchRequest({ ...valid, rooms }, rules)).toEqual({
      'Rooms[1].NumberOfAdults': ['Room 2: the number of adults must be a whole number, 0 or more.'],
      'Rooms[1].NumberOfChildren': ['Room 2: the number of children must be a whole number, 0 or more.'],
    });
  });

  it('needs an adult or a child in every room; an infant alone will not do', () => {
    expect(validateSearchRequest({ ...valid, rooms: [{ adults: 0, children: 0, infants: 1 }] }, rules)).toEqual({
      'Rooms[0]': ['Room 1 needs at least one adult or child.'],
    });
    expect(validateSearchRequest({ ...valid, rooms: [{ adults: 0, children: 1, infants: 0 }] }, rules)).toEqual({});
  });

  it("keeps each room within the property's adult and child maxima", () => {
    expect(validateSearchRequest({ ...valid, rooms: [{ adults: 5, children: 0, infants: 0 }] }, rules)).toEqual({
      'Rooms[0].NumberOfAdults': ['Room 1 can have at most 4 adults.'],
    });
    // Infants count with children: 2 + 1 > 2
    expect(validateSearchRequest({ ...valid, rooms: [{ adults: 2, children: 2, infants: 1 }] }, rules)).toEqual({
      'Rooms[0].NumberOfChildren': ['Room 1 can have at most 2 children and infants together.'],
    });
    expect(
      validateSearchRequest(
        { ...valid, rooms: [{ adults: 2, children: 0, infants: 1 }] },
        { ...rules, childMaximumOccupancy: 0 },
      ),
    ).toEqual({
      'Rooms[0].NumberOfInfants': ['Room 1 cannot have children or infants.'],
    });
  });

  it('refuses children or infants where the property does not search with them', () => {
    const noKids = { ...rules, enableChildrenSearch: false, enableInfantSearch: false };
    expect(validateSearchRequest({ ...valid, rooms: [{ adults: 2, children: 1, infants: 1 }] }, noKids)).toEqual({
      'Rooms[0].NumberOfChildren': ['This property does not take searches with children.'],
      'Rooms[0].NumberOfInfants': ['This property does not take searches with infants.'],
    });
  });
});
