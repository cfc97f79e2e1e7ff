// "Today" and the time of day at the property, in its IANA time zone: never the server's or
// the browser's zone. Temporal does the zone arithmetic, daylight saving included, where the
// browser has it; Intl elsewhere (and on the server). A page's first Intl date format loads
// the browser's locale data, a task of 20-50 ms on a laptop, several times that on a phone,
// on every page that needs the property's today; Temporal reads the zone's rules alone.

/** The part of Temporal read here (TypeScript's libraries do not describe it yet). */
interface TemporalClock {
  Instant: {
    fromEpochMilliseconds(ms: number): {
      toZonedDateTimeISO(timeZone: string): { year: number; month: number; day: number; hour: number; minute: number };
    };
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function propertyClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface PropertyLocalTime {
  /** 'YYYY-MM-DD' */
  date: string;
  hour: number;
  minute: number;
}

/** The property's wall-clock date and time at the instant `now`. */
export function localTimeIn(timeZone: string, now: Date): PropertyLocalTime {
  const temporal = (globalThis as { Temporal?: TemporalClock }).Temporal;
  if (temporal) {
    const local = temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone);
    const two = (n: number) => String(n).padStart(2, '0');
    return { date: `${local.year}-${two(local.month)}-${two(local.day)}`, hour: local.hour, minute: local.minute };
  }
  const parts: Record<string, string> = {};
  for (const part of propertyClock(timeZone).formatToParts(now)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Today's date at the property, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: Date): string {
  return localTimeIn(timeZone, now).date;
}

export interface SameDayRestriction {
  enabled: boolean;
  /** Cut-off, property-local: from hour:minute on, today's arrivals cannot be booked. */
  hour: number;
  minute: number;
}

/**
 * docs/product.md, the booking flow: rooms cannot be booked when the restriction is on, the stay starts today
 * (at the property) and the property's clock reads hour:minute or later.
 */
export function isSameDayRestricted(
  restriction: SameDayRestriction,
  at: { dateFrom: string; now: Date; timeZone: string },
): boolean {
  if (!restriction.enabled) return false;
  const local = localTimeIn(at.timeZone, at.now);
  if (at.dateFrom !== local.date) return false;
  return local.hour * 60 + local.minute >= restriction.hour * 60 + restriction.minute;
}
