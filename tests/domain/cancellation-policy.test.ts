import { describe, expect, it } from 'vitest';
import {
  cancellationFee,
  cancellationPolicyText,
  formatPropertyInstant,
  freeCancellationUntil,
  instantAt,
  type RatePlanCancellation,
} from '../../src/domain/cancellation-policy';

// The fee a guest pays for cancelling, on the hotel's clock. Clock changes in 2026:
//   Europe/London     BST from Sun 29 Mar 01:00 UTC, GMT again from Sun 25 Oct 01:00 UTC
//   America/New_York  EDT from Sun 8 Mar 07:00 UTC, EST again from Sun 1 Nov 06:00 UTC
//   Pacific/Auckland  NZST (+12) from Sun 5 Apr (Sat 4 Apr 14:00 UTC), NZDT (+13) from Sun 27 Sep (Sat 26 Sep 14:00 UTC)
//   Asia/Kolkata      +05:30 all year

// The demo's plans: FLEX/BB (free until 14:00 the day before, then the first night), CORP (free
// until 18:00 on the arrival day, then the first night), NRF (non-refundable).
const flex: RatePlanCancellation = {
  refundable: true,
  policy: { FreeUntilDaysBefore: 1, FreeUntilTime: '14:00', Fee: { Type: 'FirstNight' } },
};
const corp: RatePlanCancellation = {
  refundable: true,
  policy: { FreeUntilDaysBefore: 0, FreeUntilTime: '18:00', Fee: { Type: 'FirstNight' } },
};
const nonRefundable: RatePlanCancellation = { refundable: false, policy: null };

/** Three nights at £100, £110, £120 (£330) with £40 of extras. */
const stay = (dateFrom: string) => ({ dateFrom, nights: 3, roomTotal: 33_000, extrasTotal: 4_000 });
const minute = 60_000;
const at = (iso: string, offsetMs = 0) => new Date(new Date(iso).getTime() + offsetMs);

describe('the last instant of free cancellation', () => {
  it('is 14:00 BST the day before a London arrival on the first day of summer time', () => {
    expect(freeCancellationUntil(flex, '2026-03-30', 'Europe/London')?.toISOString()).toBe('2026-03-29T13:00:00.000Z');
    // And 14:00 GMT in winter.
    expect(freeCancellationUntil(flex, '2026-01-10', 'Europe/London')?.toISOString()).toBe('2026-01-09T14:00:00.000Z');
  });

  it('follows New York onto daylight time on the day the clocks change', () => {
    expect(freeCancellationUntil(flex, '2026-03-09', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T18:00:00.000Z',
    );
    expect(freeCancellationUntil(flex, '2026-03-08', 'America/New_York')?.toISOString()).toBe(
      '2026-03-07T19:00:00.000Z',
    );
  });

  it('follows Auckland off daylight time (+13 to +12)', () => {
    expect(freeCancellationUntil(flex, '2026-04-06', 'Pacific/Auckland')?.toISOString()).toBe(
      '2026-04-05T02:00:00.000Z',
    );
    expect(freeCancellationUntil(flex, '2026-04-05', 'Pacific/Auckland')?.toISOString()).toBe(
      '2026-04-04T01:00:00.000Z',
    );
    expect(freeCancellationUntil(flex, '2026-09-28', 'Pacific/Auckland')?.toISOString()).toBe(
      '2026-09-27T01:00:00.000Z',
    );
  });

  it('counts half-hour offsets in Kolkata', () => {
    expect(freeCancellationUntil(corp, '2026-06-12', 'Asia/Kolkata')?.toISOString()).toBe('2026-06-12T12:30:00.000Z');
  });

  it('reads a time the clock shows twice as its first showing, and a skipped time as the clock before the change would', () => {
    expect(instantAt('Europe/London', '2026-10-25', '01:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantAt('America/New_York', '2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantAt('Europe/London', '2026-03-29', '01:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantAt('Pacific/Auckland', '2026-09-27', '02:30').toISOString()).toBe('2026-09-26T14:30:00.000Z');
  });

  it('is the start of the arrival day when a refundable plan has no structured policy, and none for a non-refundable plan', () => {
    expect(
      freeCancellationUntil({ refundable: true, policy: null }, '2026-07-01', 'Europe/London')?.toISOString(),
    ).toBe('2026-06-30T23:00:00.000Z');
    expect(freeCancellationUntil(nonRefundable, '2026-07-01', 'Europe/London')).toBeNull();
  });
});

describe('the fee at the edges of the free period', () => {
  const cases = [
    { zone: 'Europe/London', arrival: '2026-03-30', until: '2026-03-29T13:00:00Z' },
    { zone: 'America/New_York', arrival: '2026-11-02', until: '2026-11-01T19:00:00Z' },
    { zone: 'Pacific/Auckland', arrival: '2026-09-28', until: '2026-09-27T01:00:00Z' },
    { zone: 'Asia/Kolkata', arrival: '2026-12-24', until: '2026-12-23T08:30:00Z' },
  ];
  for (const { zone, arrival, until } of cases) {
    it(`${zone}: nothing one minute before 14:00 the day before, the first night one minute after`, () => {
      expect(cancellationFee(flex, stay(arrival), { now: at(until, -minute), timeZone: zone })).toMatchObject({
        fee: 0,
        isFree: true,
      });
      expect(cancellationFee(flex, stay(arrival), { now: at(until), timeZone: zone })).toMatchObject({
        fee: 0,
        isFree: true,
      });
      const after = cancellationFee(flex, stay(arrival), { now: at(until, minute), timeZone: zone });
      expect(after).toMatchObject({ fee: 11_000, isFree: false });
      expect(after.freeUntil?.toISOString()).toBe(new Date(until).toISOString());
    });
  }

  it('CORP: free until 18:00 on the arrival day in London, then the first night', () => {
    expect(
      cancellationFee(corp, stay('2026-07-01'), { now: at('2026-07-01T16:59:00Z'), timeZone: 'Europe/London' }).fee,
    ).toBe(0);
    expect(
      cancellationFee(corp, stay('2026-07-01'), { now: at('2026-07-01T17:01:00Z'), timeZone: 'Europe/London' }).fee,
    ).toBe(11_000);
  });
});

describe('the fee once the free period is over', () => {
  const late = { now: at('2026-07-01T12:00:00Z'), timeZone: 'Europe/London' };
  const plan = (fee: NonNullable<RatePlanCancellation['policy']>['Fee']): RatePlanCancellation => ({
    refundable: true,
    policy: { FreeUntilDaysBefore: 2, FreeUntilTime: '00:00', Fee: fee },
  });

  it('is N nights, never more than the stay', () => {
    expect(cancellationFee(plan({ Type: 'Nights', Nights: 2 }), stay('2026-07-01'), late).fee).toBe(22_000);
    expect(cancellationFee(plan({ Type: 'Nights', Nights: 7 }), stay('2026-07-01'), late).fee).toBe(33_000);
  });

  it('is a percentage of the room, or the whole stay with its extras', () => {
    expect(cancellationFee(plan({ Type: 'Percent', Percent: 50 }), stay('2026-07-01'), late).fee).toBe(16_500);
    expect(cancellationFee(plan({ Type: 'WholeStay' }), stay('2026-07-01'), late).fee).toBe(37_000);
  });

  it('is the whole stay from the moment of booking on a non-refundable plan, even months ahead', () => {
    expect(
      cancellationFee(nonRefundable, stay('2027-07-01'), {
        now: at('2026-07-01T12:00:00Z'),
        timeZone: 'Europe/London',
      }),
    ).toEqual({ fee: 37_000, freeUntil: null, isFree: false });
  });
});

describe('the policy in words', () => {
  it("says the instant on the hotel's clock", () => {
    expect(formatPropertyInstant(new Date('2026-03-29T13:00:00Z'), 'Europe/London')).toBe(
      '2:00pm on Sunday 29 March 2026',
    );
    expect(formatPropertyInstant(new Date('2026-06-12T12:30:00Z'), 'Asia/Kolkata')).toBe(
      '6:00pm on Friday 12 June 2026',
    );
  });

  it('states the rule, and the stay and amount when it has one', () => {
    expect(cancellationPolicyText(flex)).toBe(
      'Free cancellation until 14:00 1 day before arrival; after that the first night is charged.',
    );
    expect(cancellationPolicyText(corp, { stay: stay('2026-06-12'), timeZone: 'Europe/London', currency: 'GBP' })).toBe(
      'Free cancellation until 6:00pm on Friday 12 June 2026; after that the first night is charged (£110.00).',
    );
    expect(cancellationPolicyText(nonRefundable)).toBe(
      'Non-refundable: the whole stay is charged from the moment of booking.',
    );
  });
});
