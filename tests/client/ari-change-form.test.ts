import { describe, expect, it } from 'vitest';
import {
  changeFormProblems,
  changeItemOf,
  emptyChange,
  nightChange,
} from '../../src/client/features/admin-rates/ari-change-form';
import { twoNightGrid } from './ari-grid-fixture';

// The console's change form: what a manager types becomes one ARI item, and the form refuses
// what the server would, in the same words.

const today = '2026-05-10';

describe('the change form', () => {
  it('makes "Best Flexible Rate, Classic Double: £149 on Fridays and Saturdays from 1 June to 31 August" one item', () => {
    const values = {
      ...emptyChange('3', '2026-06-01', '2026-08-31'),
      ratePlanId: '7',
      weekdays: ['Fri' as const, 'Sat' as const],
      rate: '149',
    };
    expect(changeItemOf(values)).toEqual({
      RoomTypeId: 3,
      RatePlanId: 7,
      From: '2026-06-01',
      To: '2026-08-31',
      Weekdays: ['Fri', 'Sat'],
      Rate: 149,
    });
    expect(changeFormProblems(values, today)).toEqual({});
  });

  it('makes "close the suites 24–26 December" a stop-sale of the room type on every night', () => {
    const values = { ...emptyChange('5', '2026-12-24', '2026-12-26'), closed: 'yes' as const };
    expect(changeItemOf(values)).toEqual({ RoomTypeId: 5, From: '2026-12-24', To: '2026-12-26', Closed: true });
  });

  it('sends only the fields of what it changes: a rate plan has no rooms to sell, a room type no rate', () => {
    const night = { ...emptyChange('3', '2026-06-05', '2026-06-05'), rooms: '14', rate: '199' };
    expect(changeItemOf({ ...night, ratePlanId: '7' })).toEqual({
      RoomTypeId: 3,
      RatePlanId: 7,
      From: '2026-06-05',
      To: '2026-06-05',
      Rate: 199,
    });
    expect(changeItemOf(night)).toEqual({ RoomTypeId: 3, From: '2026-06-05', To: '2026-06-05', Rooms: 14 });
  });

  it('refuses a change that changes nothing and a last night before the first', () => {
    expect(changeFormProblems(emptyChange('5', '2026-12-24', '2026-12-26'), today).closed).toBe(
      'Nothing to change: give rooms, a rate, a restriction or closed.',
    );
    expect(changeFormProblems({ ...emptyChange('5', '2026-12-24', '2026-12-20'), rooms: '3' }, today).to).toBe(
      'The last night must not be before the first night.',
    );
    expect(changeFormProblems({ ...emptyChange('5', '2026-12-24', '2026-12-24'), rooms: 'three' }, today).rooms).toBe(
      'Please give a number.',
    );
  });

  it('opens a night of the grid with what it holds now', () => {
    const grid = twoNightGrid(
      { Today: today, LastDate: '2029-05-10' },
      {
        Code: 'CLASSIC',
        Name: 'Classic Double',
        Rooms: [14, 12],
        Booked: [2, 0],
        Left: [12, 12],
        Closed: [false, false],
      },
      { Rate: [159, 159], MinStay: [1, 2], MaxStay: [null, null], ClosedToArrival: [false, true] },
    );
    expect(nightChange(grid, 3, 7, 1)).toMatchObject({
      from: '2026-06-06',
      to: '2026-06-06',
      ratePlanId: '7',
      rate: '159',
      minStay: '2',
      maxStay: '',
      closedToArrival: 'yes',
    });
    expect(nightChange(grid, 3, null, 1)).toMatchObject({ ratePlanId: '', rooms: '12', closed: 'no' });
  });
});
