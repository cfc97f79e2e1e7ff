import { afterEach, describe, expect, it } from 'vitest';
import { changeAttemptKey, finishChangeAttempt } from '../../src/client/features/manage-booking/change-attempt';

// A change to a booking sent again (a retry, a second tap, a reload mid-request) goes with the
// same Idempotency-Key, so the server makes it once; a different change is a new attempt.

afterEach(() => window.localStorage.clear());

const cancelRoom2 = { ConfirmationToken: 'tok', ReservationItemIds: [2] };

describe('the key of a change to a booking', () => {
  it('is the same for the same change until it is answered, even after a reload', () => {
    const first = changeAttemptKey('cancel', 'tok', cancelRoom2);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // A reload starts from what the device kept.
    expect(changeAttemptKey('cancel', 'tok', { ...cancelRoom2 })).toBe(first);
    finishChangeAttempt('cancel', 'tok');
    expect(changeAttemptKey('cancel', 'tok', cancelRoom2)).not.toBe(first);
  });

  it('is new when the guest asks for something else, and separate per booking and kind of change', () => {
    const room2 = changeAttemptKey('cancel', 'tok', cancelRoom2);
    const whole = changeAttemptKey('cancel', 'tok', { ConfirmationToken: 'tok' });
    expect(whole).not.toBe(room2);
    expect(changeAttemptKey('guests', 'tok', { ConfirmationToken: 'tok' })).not.toBe(whole);
    expect(changeAttemptKey('cancel', 'other', { ConfirmationToken: 'other' })).not.toBe(whole);
  });
});
