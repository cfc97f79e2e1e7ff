import { describe, expect, it } from 'vitest';
import { roomNightsToTake, netNights } from '../../src/domain/room-nights';

describe('the rooms a booking holds per room type and night', () => {
  it('counts one room a night for each night of each stay, two rooms of a type on a night as two', () => {
    const held = roomNightsToTake([
      { roomTypeId: 2, dateFrom: '2027-03-01', dateTo: '2027-03-03' },
      { roomTypeId: 2, dateFrom: '2027-03-02', dateTo: '2027-03-03' },
    ]);
    expect(held).toEqual([
      { roomTypeId: 2, date: '2027-03-01', rooms: 1 },
      { roomTypeId: 2, date: '2027-03-02', rooms: 2 },
    ]);
  });

  it('moving a stay a night later takes only the new last night and gives back only the old first one', () => {
    const old = roomNightsToTake([{ roomTypeId: 1, dateFrom: '2027-03-01', dateTo: '2027-03-03' }]);
    const next = roomNightsToTake([{ roomTypeId: 1, dateFrom: '2027-03-02', dateTo: '2027-03-04' }]);
    expect(netNights(old, next)).toEqual([
      { roomTypeId: 1, date: '2027-03-01', rooms: -1 },
      { roomTypeId: 1, date: '2027-03-03', rooms: 1 },
    ]);
  });

  it('a change of room type gives back every old night and takes every new one, in room type then date order', () => {
    const old = roomNightsToTake([{ roomTypeId: 5, dateFrom: '2027-03-01', dateTo: '2027-03-02' }]);
    const next = roomNightsToTake([{ roomTypeId: 3, dateFrom: '2027-03-01', dateTo: '2027-03-02' }]);
    expect(netNights(old, next)).toEqual([
      { roomTypeId: 3, date: '2027-03-01', rooms: 1 },
      { roomTypeId: 5, date: '2027-03-01', rooms: -1 },
    ]);
  });

  it('the same stay again changes nothing', () => {
    const stay = roomNightsToTake([{ roomTypeId: 1, dateFrom: '2027-03-01', dateTo: '2027-03-05' }]);
    expect(netNights(stay, stay)).toEqual([]);
  });
});
