import type { z } from 'zod';
import type { bookerContactShape, cardSummarySchema } from '../../contract/booking-fields';
import type { reservations } from '../db/schema/reservations';

// The fields every answer that shows a booking has alike (src/contract/booking-fields.ts), read
// from the booking's row once here so the confirmation, pre-check-in, the revisions and the
// staff's corrections show them the same way.

type Reservation = typeof reservations.$inferSelect;

/** The booker's name, contact and street; the country and post code follow in each answer's own way. */
export function bookerContactOf(
  row: Pick<
    Reservation,
    'bookerFirstName' | 'bookerLastName' | 'bookerEmail' | 'bookerPhone' | 'bookerStreet' | 'bookerCity'
  >,
): z.infer<z.ZodObject<typeof bookerContactShape>> {
  return {
    FirstName: row.bookerFirstName,
    LastName: row.bookerLastName,
    Email: row.bookerEmail,
    Phone: row.bookerPhone,
    Street: row.bookerStreet,
    City: row.bookerCity,
  };
}

/** The card kept with the booking (brand, last four and expiry), or null when there is none. */
export function keptCardSummaryOf(
  row: Pick<Reservation, 'cardBrand' | 'cardLast4' | 'cardExpiryMonth' | 'cardExpiryYear'>,
): z.infer<typeof cardSummarySchema> | null {
  return row.cardBrand && row.cardLast4
    ? {
        CardType: row.cardBrand,
        LastFourDigits: row.cardLast4,
        ExpiryMonth: row.cardExpiryMonth ?? 0,
        ExpiryYear: row.cardExpiryYear ?? 0,
      }
    : null;
}
