import { useEffect, useState } from 'react';
import type { BookingConfiguration } from '../../contract/property';

/** docs/product.md, the booking flow: a date change is checked against the same-day cut-off this long after. */
export const dateChangeRecheckMs = 100;

/**
 * Whether a stay starting on `checkIn` falls under the same-day restriction now (the property's
 * clock at or past its cut-off, arriving today): checked 100 ms after the check-in changes.
 */
export function useSameDayRestriction(
  checkIn: string | null,
  timeZone: string,
  config: Pick<
    BookingConfiguration,
    'SameDayBookingRestrictionEnabled' | 'SameDayBookingRestrictionHour' | 'SameDayBookingRestrictionMinute'
  >,
): boolean {
  const [restricted, setRestricted] = useState(false);
  const {
    SameDayBookingRestrictionEnabled: enabled,
    SameDayBookingRestrictionHour: hour,
    SameDayBookingRestrictionMinute: minute,
  } = config;
  useEffect(() => {
    if (!enabled || checkIn === null) {
      const timer = window.setTimeout(() => setRestricted(false), dateChangeRecheckMs);
      return () => window.clearTimeout(timer);
    }
    let cancelled = false;
    const timer = window.setTimeout(() => {
      // The rule loads only for properties that have the restriction on.
      void import('../../domain/same-day').then(({ isSameDayRestricted }) => {
        if (!cancelled)
          setRestricted(
            isSameDayRestricted({ enabled, hour, minute }, { dateFrom: checkIn, now: new Date(), timeZone }),
          );
      });
    }, dateChangeRecheckMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [checkIn, timeZone, enabled, hour, minute]);
  return restricted;
}

/** The configured message, or the default wording. */
export function sameDayMessage(config: Pick<BookingConfiguration, 'SameDayBookingRestrictionMessage'>): string {
  return config.SameDayBookingRestrictionMessage.trim() || 'No same day bookings available';
}
