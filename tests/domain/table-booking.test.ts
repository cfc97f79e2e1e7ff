import { describe, expect, it } from 'vitest';
import type { RestaurantSchedule } from '../../src/domain/table-booking';
import {
  findBookableSlot,
  isSlotPast,
  lastTableBookingDate,
  restaurantSlotsOn,
  validateTableBooking,
  visitDateProblem,
} from '../../src/domain/table-booking';

// The slots a restaurant offers come from its opening periods; past ones are gone; a booking
// needs what docs/product.md (rules) names.

const schedule: RestaurantSchedule = {
  openingPeriods: [
    { Weekdays: [1, 2], From: '12:00', To: '13:30', IsLeaveTimeRequired: false },
    // Overlaps the lunch period on Tuesdays: 13:00 needs a leave time then.
    { Weekdays: [2], From: '13:00', To: '14:00', IsLeaveTimeRequired: true },
    // Runs past midnight: seats until midnight on the day.
    { Weekdays: [5], From: '22:30', To: '01:00', IsLeaveTimeRequired: false },
  ],
  promotions: [{ Id: 7, Name: 'Set lunch', Description: 'Two courses', Weekdays: [1], From: '12:30', To: '13:00' }],
  slotIntervalMinutes: 30,
  sittingMinutes: 90,
};
const monday = '2027-06-07';
const tuesday = '2027-06-08';
const friday = '2027-06-11';

describe('the slots of a day', () => {
  it('run every interval from From up to, not including, To, on the period’s weekdays only', () => {
    expect(restaurantSlotsOn(schedule, monday).map((s) => s.time)).toEqual(['12:00', '12:30', '13:00']);
    expect(restaurantSlotsOn(schedule, '2027-06-09')).toEqual([]);
  });

  it('carry a promotion only inside its hours', () => {
    const slots = restaurantSlotsOn(schedule, monday);
    expect(slots.map((s) => s.promotions.map((p) => p.Id))).toEqual([[], [7], []]);
  });

  it('merge overlapping periods, a leave time winning, in time order', () => {
    const slots = restaurantSlotsOn(schedule, tuesday);
    expect(slots.map((s) => [s.time, s.leaveTime])).toEqual([
      ['12:00', null],
      ['12:30', null],
      ['13:00', '14:30'],
      ['13:30', '15:00'],
    ]);
  });

  it('stop at midnight for a period that runs past it', () => {
    expect(restaurantSlotsOn(schedule, friday).map((s) => s.time)).toEqual(['22:30', '23:00', '23:30']);
  });
});

describe('past slots', () => {
  const now = { date: monday, hour: 12, minute: 30 };
  it('are those at or before the current minute today, and every slot of an earlier day', () => {
    expect(isSlotPast(monday, '12:30', now)).toBe(true);
    expect(isSlotPast(monday, '13:00', now)).toBe(false);
    expect(isSlotPast('2027-06-06', '23:30', now)).toBe(true);
    expect(isSlotPast(tuesday, '00:00', now)).toBe(false);
    expect(findBookableSlot(schedule, monday, '12:30', now)).toBeNull();
    expect(findBookableSlot(schedule, monday, '13:00', now)?.time).toBe('13:00');
  });
});

describe('the visit date', () => {
  it('runs from today to twelve months ahead', () => {
    expect(lastTableBookingDate('2027-06-07')).toBe('2028-06-07');
    expect(visitDateProblem('2027-06-07', '2027-06-07')).toBeNull();
    expect(visitDateProblem('2028-06-07', '2027-06-07')).toBeNull();
    expect(visitDateProblem('2028-06-08', '2027-06-07')).toBe('Tables can be booked up to 12 months ahead.');
    expect(visitDateProblem('2027-06-06', '2027-06-07')).toBe('Please choose a date from today onwards.');
    expect(visitDateProblem('2027-02-29', '2027-01-01')).toBe('Please choose a date.');
  });
});

describe('a table booking', () => {
  const rules = {
    restaurant: { ...schedule, minOnlinePartySize: 2, maxOnlinePartySize: 6 },
    now: { date: monday, hour: 9, minute: 0 },
  };
  const valid = {
    restaurantId: 1,
    partySize: 2,
    visitDate: monday,
    visitTime: '12:30',
    email: 'ada@example.com',
    contactNumber: '0044 7700 900123',
    identifier: 'ada@example.com',
    promotionId: 7,
  };

  it('is valid with a contact number, an email, an identifier, a party in range and an offered time', () => {
    expect(validateTableBooking(valid, rules)).toEqual({});
  });

  it('names each missing or wrong part with the documented messages', () => {
    expect(
      validateTableBooking(
        { ...valid, contactNumber: '07700 900123', email: 'ada@', identifier: '', partySize: 7 },
        rules,
      ),
    ).toEqual({
      ContactNumber: ['A valid phone number is required'],
      Email: ['A valid email address is required'],
      Identifier: ['Please give the reference of your stay or your email address.'],
      PartySize: ['Please choose a party size from 2 to 6.'],
    });
    expect(validateTableBooking({ ...valid, partySize: 1 }, rules)).toEqual({
      PartySize: ['Please choose a party size from 2 to 6.'],
    });
    expect(validateTableBooking(valid, { ...rules, restaurant: null })).toEqual({
      RestaurantId: ['Please choose a restaurant.'],
    });
    expect(validateTableBooking({ ...valid, visitTime: '12:15' }, rules)).toEqual({
      VisitTime: ['Please choose one of the times offered.'],
    });
    expect(validateTableBooking({ ...valid, visitTime: '13:00' }, rules)).toEqual({
      PromotionId: ['That promotion is not available at this time.'],
    });
    expect(
      validateTableBooking(
        { ...valid, promotionId: null, visitTime: '12:00' },
        { ...rules, now: { date: monday, hour: 12, minute: 5 } },
      ),
    ).toEqual({
      VisitTime: ['That time has passed. Please choose a later time.'],
    });
  });
});
