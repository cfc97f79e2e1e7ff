import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSameDayRestricted, localTimeIn, todayIn } from '../../src/domain/same-day';

// Europe/London: BST starts Sun 29 March 2026 at 01:00 UTC (clocks 01:00 -> 02:00 local)
// and ends Sun 25 October 2026 at 01:00 UTC (clocks 02:00 -> 01:00 local).
const london = 'Europe/London';
const sixPm = { enabled: true, hour: 18, minute: 0 };

// The same answers from both clocks: Temporal's where the browser has it (phones skip Intl's
// locale data), Intl's on the server and elsewhere.
describe.each(['Intl', 'Temporal'])("the property's clock by %s", (clock) => {
  const holder = globalThis as { Temporal?: unknown };
  beforeAll(() => {
    if (clock === 'Temporal') holder.Temporal = Temporal;
  });
  afterAll(() => {
    delete holder.Temporal;
  });

  it('is the clock under test', () => {
    expect('Temporal' in globalThis).toBe(clock === 'Temporal');
  });

  describe('todayIn / localTimeIn', () => {
    it("gives the property's date, not the machine's", () => {
      // 23:30 UTC on 24 Oct is 00:30 BST on the 25th in London, still the 24th in New York.
      const now = new Date('2026-10-24T23:30:00Z');
      expect(todayIn(london, now)).toBe('2026-10-25');
      expect(todayIn('America/New_York', now)).toBe('2026-10-24');
      expect(todayIn('Asia/Tokyo', new Date('2026-03-28T15:00:00Z'))).toBe('2026-03-29');
    });

    it('reads the wall clock across the spring clock change', () => {
      expect(localTimeIn(london, new Date('2026-03-29T00:59:00Z'))).toEqual({
        date: '2026-03-29',
        hour: 0,
        minute: 59,
      });
      expect(localTimeIn(london, new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', hour: 2, minute: 0 });
    });

    it('says midnight is hour 0, not 24', () => {
      expect(localTimeIn(london, new Date('2026-01-15T00:05:00Z'))).toEqual({ date: '2026-01-15', hour: 0, minute: 5 });
    });
  });

  describe('isSameDayRestricted', () => {
    it('restricts today from the cut-off on, property time, in summer time', () => {
      // 29 March 2026 is the first day of BST: 17:00 UTC is 18:00 in London.
      const at = (iso: string) => ({ dateFrom: '2026-03-29', now: new Date(iso), timeZone: london });
      expect(isSameDayRestricted(sixPm, at('2026-03-29T16:59:00Z'))).toBe(false); // 17:59 BST
      expect(isSameDayRestricted(sixPm, at('2026-03-29T17:00:00Z'))).toBe(true); // 18:00 BST
    });

    it('restricts today from the cut-off on, back in winter time', () => {
      // 25 October 2026 is the first day back on GMT: 18:00 UTC is 18:00 in London.
      const at = (iso: string) => ({ dateFrom: '2026-10-25', now: new Date(iso), timeZone: london });
      expect(isSameDayRestricted(sixPm, at('2026-10-25T17:59:00Z'))).toBe(false);
      expect(isSameDayRestricted(sixPm, at('2026-10-25T18:00:00Z'))).toBe(true);
    });

    it('handles a cut-off inside the hour the spring change skips', () => {
      // 01:30 never happens on 29 March; at 02:00 BST the cut-off has passed.
      const cutOff = { enabled: true, hour: 1, minute: 30 };
      const at = (iso: string) => ({ dateFrom: '2026-03-29', now: new Date(iso), timeZone: london });
      expect(isSameDayRestricted(cutOff, at('2026-03-29T00:59:00Z'))).toBe(false); // 00:59 GMT
      expect(isSameDayRestricted(cutOff, at('2026-03-29T01:00:00Z'))).toBe(true); // 02:00 BST
    });

    it('counts the cut-off minute', () => {
      const cutOff = { enabled: true, hour: 14, minute: 45 };
      const at = (iso: string) => ({ dateFrom: '2026-07-01', now: new Date(iso), timeZone: london });
      expect(isSameDayRestricted(cutOff, at('2026-07-01T13:44:00Z'))).toBe(false); // 14:44 BST
      expect(isSameDayRestricted(cutOff, at('2026-07-01T13:45:00Z'))).toBe(true); // 14:45 BST
    });

    it('does not restrict stays starting another day', () => {
      const now = new Date('2026-10-25T20:00:00Z');
      expect(isSameDayRestricted(sixPm, { dateFrom: '2026-10-26', now, timeZone: london })).toBe(false);
    });

    it('uses the property day: just after midnight local is already tomorrow', () => {
      // 23:30 UTC on 28 June is 00:30 BST on the 29th: a stay from the 28th is in the past, not today.
      const now = new Date('2026-06-28T23:30:00Z');
      const lateCutOff = { enabled: true, hour: 0, minute: 0 };
      expect(isSameDayRestricted(lateCutOff, { dateFrom: '2026-06-29', now, timeZone: london })).toBe(true);
      expect(isSameDayRestricted(lateCutOff, { dateFrom: '2026-06-28', now, timeZone: london })).toBe(false);
    });

    it('does nothing when the restriction is off', () => {
      const now = new Date('2026-10-25T23:00:00Z');
      expect(isSameDayRestricted({ ...sixPm, enabled: false }, { dateFrom: '2026-10-25', now, timeZone: london })).toBe(
        false,
      );
    });
  });

  describe('independence from the machine time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it('gives the same answers whatever zone the process runs in', () => {
      const cases = [
        { dateFrom: '2026-03-29', now: new Date('2026-03-29T17:00:00Z'), expected: true },
        { dateFrom: '2026-03-29', now: new Date('2026-03-29T16:59:00Z'), expected: false },
        { dateFrom: '2026-10-25', now: new Date('2026-10-25T18:00:00Z'), expected: true },
        { dateFrom: '2026-10-25', now: new Date('2026-10-25T17:59:00Z'), expected: false },
        { dateFrom: '2026-10-25', now: new Date('2026-10-24T23:30:00Z'), expected: false },
      ];
      const offsets = new Set<number>();
      for (const zone of ['UTC', 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata']) {
        process.env.TZ = zone;
        offsets.add(new Date('2026-01-15T12:00:00Z').getTimezoneOffset());
        for (const c of cases) {
          expect(
            isSameDayRestricted(sixPm, { dateFrom: c.dateFrom, now: c.now, timeZone: london }),
            `${zone} ${c.now.toISOString()}`,
          ).toBe(c.expected);
        }
        expect(todayIn(london, new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
      }
      // The zone really changed under the tests (otherwise this proves nothing).
      expect(offsets.size).toBe(4);
    });
  });
});
