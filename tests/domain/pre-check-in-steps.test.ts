import { describe, expect, it } from 'vitest';
import {
  afterBooker,
  afterExtras,
  afterGuest,
  afterPaymentDetails,
  afterRoom,
  afterSave,
  afterStart,
  goToStep,
  initialPreCheckInPosition,
  isPositionValidFor,
  preCheckInProgress,
  preCheckInStageNames,
  previousPosition,
  type PreCheckInStep,
  type PreCheckInPosition,
  type PreCheckInStepContext,
} from '../../src/domain/pre-check-in-steps';

// A guest's way through pre-check-in (docs/product.md, pre-check-in): two rooms, the first for two guests with
// extras on offer, the second for one guest without.

const everyoneValid: PreCheckInStepContext = {
  hasBooker: true,
  narrow: true,
  items: [
    { guestsValid: [true, true], roomValid: true, hasSelectableServices: true },
    { guestsValid: [true], roomValid: true, hasSelectableServices: false },
  ],
};
const wide: PreCheckInStepContext = { ...everyoneValid, narrow: false };

const where = (position: PreCheckInPosition) => [position.step, position.itemIndex, position.guestIndex];

describe('starting', () => {
  it('goes to the booker when the reservation has one', () => {
    expect(where(afterStart(initialPreCheckInPosition, everyoneValid))).toEqual(['Booker', 0, 0]);
  });

  it('goes straight to the first room without a booker', () => {
    expect(where(afterStart(initialPreCheckInPosition, { ...everyoneValid, hasBooker: false }))).toEqual([
      'Room',
      0,
      0,
    ]);
  });

  it('the booker goes on to the first room and its first guest', () => {
    const booker = afterStart(initialPreCheckInPosition, everyoneValid);
    expect(where(afterBooker(booker))).toEqual(['Room', 0, 0]);
  });
});

describe('rooms and guests on a phone', () => {
  const firstRoom = afterBooker(afterStart(initialPreCheckInPosition, everyoneValid));

  it('a room goes through each of its guests not yet reviewed, then back to the room', () => {
    const firstGuest = afterRoom(firstRoom, everyoneValid);
    expect(where(firstGuest)).toEqual(['Guest', 0, 0]);
    const secondGuest = afterGuest(firstGuest, everyoneValid);
    expect(where(secondGuest)).toEqual(['Guest', 0, 1]);
    const backToRoom = afterGuest(secondGuest, everyoneValid);
    expect(where(backToRoom)).toEqual(['Room', 0, 0]);
    expect(backToRoom.reviewedGuests).toEqual(['0:0', '0:1']);
  });

  it('a room whose guests are all reviewed moves to the next room, and after the last one to the extras', () => {
    let position = afterRoom(firstRoom, everyoneValid);
    position = afterGuest(afterGuest(position, everyoneValid), everyoneValid);
    position = afterRoom(position, everyoneValid);
    expect(where(position)).toEqual(['Room', 1, 0]);
    position = afterGuest(afterRoom(position, everyoneValid), everyoneValid);
    expect(where(position)).toEqual(['Room', 1, 0]);
    position = afterRoom(position, everyoneValid);
    expect(where(position)).toEqual(['Extras', 0, 0]);
    expect(position.reviewedItems).toEqual([0, 1]);
  });

  it('a guest who is not valid stays on their step', () => {
    const context: PreCheckInStepContext = {
      ...everyoneValid,
      items: [{ ...everyoneValid.items[0]!, guestsValid: [false, true] }, everyoneValid.items[1]!],
    };
    const guest = afterRoom(firstRoom, context);
    expect(afterGuest(guest, context)).toBe(guest);
  });

  it('a guest reviewed but made invalid since is visited again', () => {
    const reviewed: PreCheckInPosition = { ...firstRoom, reviewedGuests: ['0:0', '0:1'] };
    const context: PreCheckInStepContext = {
      ...everyoneValid,
      items: [{ ...everyoneValid.items[0]!, guestsValid: [true, false] }, everyoneValid.items[1]!],
    };
    expect(where(afterRoom(reviewed, context))).toEqual(['Guest', 0, 1]);
  });

  it('a room without its bed set-up chosen stays until one is', () => {
    const reviewed: PreCheckInPosition = { ...firstRoom, reviewedGuests: ['0:0', '0:1'] };
    const context: PreCheckInStepContext = {
      ...everyoneValid,
      items: [{ ...everyoneValid.items[0]!, roomValid: false }, everyoneValid.items[1]!],
    };
    expect(afterRoom(reviewed, context)).toBe(reviewed);
  });
});

describe('rooms on a wide screen', () => {
  it('the room holds its guest forms, so continuing reviews the room and its guests together', () => {
    const firstRoom = afterBooker(afterStart(initialPreCheckInPosition, wide));
    const secondRoom = afterRoom(firstRoom, wide);
    expect(where(secondRoom)).toEqual(['Room', 1, 0]);
    expect(secondRoom.reviewedGuests).toEqual(['0:0', '0:1']);
    expect(where(afterRoom(secondRoom, wide))).toEqual(['Extras', 0, 0]);
  });

  it('an invalid guest keeps the room on screen', () => {
    const context: PreCheckInStepContext = {
      ...wide,
      items: [{ ...wide.items[0]!, guestsValid: [true, false] }, wide.items[1]!],
    };
    const firstRoom = afterBooker(afterStart(initialPreCheckInPosition, context));
    expect(afterRoom(firstRoom, context)).toBe(firstRoom);
  });

  it('without extras on offer the rooms lead to the payment details, then the summary', () => {
    const noExtras: PreCheckInStepContext = {
      ...wide,
      items: wide.items.map((item) => ({ ...item, hasSelectableServices: false })),
    };
    let position = afterBooker(afterStart(initialPreCheckInPosition, noExtras));
    position = afterRoom(afterRoom(position, noExtras), noExtras);
    expect(position.step).toBe('PaymentDetails');
    expect(afterPaymentDetails(position).step).toBe('Summary');
  });
});

describe('extras, payment, summary and complete', () => {
  const context: PreCheckInStepContext = {
    ...wide,
    items: [
      { guestsValid: [true], roomValid: true, hasSelectableServices: true },
      { guestsValid: [true], roomValid: true, hasSelectableServices: false },
      { guestsValid: [true], roomValid: true, hasSelectableServices: true },
    ],
  };

  it('extras step through only the items with services to choose', () => {
    const first = goToStep(initialPreCheckInPosition, 'Extras', 0);
    const next = afterExtras(first, context);
    expect(where(next)).toEqual(['Extras', 2, 0]);
    expect(afterExtras(next, context).step).toBe('PaymentDetails');
  });

  it('a successful save completes with the server message', () => {
    const summary = afterPaymentDetails(goToStep(initialPreCheckInPosition, 'PaymentDetails'));
    const complete = afterSave(summary, 'Thank you, see you soon.');
    expect(complete.step).toBe('Complete');
    expect(complete.completeMessage).toBe('Thank you, see you soon.');
  });

  it('back goes the way the guest came', () => {
    expect(previousPosition(goToStep(initialPreCheckInPosition, 'PaymentDetails'), context)).toMatchObject({
      step: 'Extras',
      itemIndex: 2,
    });
    expect(previousPosition(goToStep(initialPreCheckInPosition, 'Extras', 2), context)).toMatchObject({
      step: 'Extras',
      itemIndex: 0,
    });
    expect(previousPosition(goToStep(initialPreCheckInPosition, 'Extras', 0), context)).toMatchObject({
      step: 'Room',
      itemIndex: 2,
    });
    expect(previousPosition(goToStep(initialPreCheckInPosition, 'Room', 0), context)).toMatchObject({ step: 'Booker' });
    expect(
      previousPosition({ ...initialPreCheckInPosition, step: 'Guest', itemIndex: 0, guestIndex: 0 }, context),
    ).toMatchObject({ step: 'Room', itemIndex: 0 });
    expect(previousPosition(initialPreCheckInPosition, context)).toBeNull();
  });

  it('a restored position must still fit the reservation', () => {
    expect(isPositionValidFor(goToStep(initialPreCheckInPosition, 'Room', 2), context)).toBe(true);
    expect(isPositionValidFor(goToStep(initialPreCheckInPosition, 'Room', 3), context)).toBe(false);
    expect(isPositionValidFor(goToStep(initialPreCheckInPosition, 'Booker'), { ...context, hasBooker: false })).toBe(
      false,
    );
    expect(
      isPositionValidFor({ ...initialPreCheckInPosition, step: 'Guest', itemIndex: 0, guestIndex: 1 }, context),
    ).toBe(false);
  });
});

describe('preCheckInProgress ("Step N of M")', () => {
  const context = (hasBooker: boolean, extras: boolean) => ({
    hasBooker,
    narrow: true,
    items: [{ guestsValid: [true], roomValid: true, hasSelectableServices: extras }],
  });
  const at = (step: PreCheckInStep) => ({ ...initialPreCheckInPosition, step });

  it('counts the stages this reservation goes through, a guest being part of its room', () => {
    expect(preCheckInProgress(at('Booker'), context(true, true))).toEqual({
      stages: ['Booker', 'Room', 'Extras', 'PaymentDetails', 'Summary'],
      current: 1,
    });
    expect(preCheckInProgress(at('Guest'), context(true, true))?.current).toBe(2);
    expect(preCheckInProgress(at('Summary'), context(false, false))).toEqual({
      stages: ['Room', 'PaymentDetails', 'Summary'],
      current: 3,
    });
    expect(preCheckInStageNames.Room).toBe('Rooms and guests');
  });

  it('shows no progress before the start or once checked in', () => {
    expect(preCheckInProgress(at('Start'), context(true, true))).toBeNull();
    expect(preCheckInProgress(at('Complete'), context(true, true))).toBeNull();
  });
});
