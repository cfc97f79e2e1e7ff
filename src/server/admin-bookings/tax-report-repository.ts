import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { TaxedRoom } from '../../domain/tax-report';
import type { Db } from '../db/client';
import { reservationItems, reservations } from '../db/schema/reservations';

// What the tax report reads: the lines kept with each room arriving in the range, of bookings
// that were sold (confirmed, no-show, cancelled: a cancelled room's lines are the fee's).

export function createTaxReportRepository(db: Db) {
  return {
    async roomsArriving(propertyId: number, from: string, to: string): Promise<TaxedRoom[]> {
      return db
        .select({
          dateFrom: reservationItems.dateFrom,
          currency: reservations.currency,
          lines: reservationItems.taxLines,
        })
        .from(reservationItems)
        .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
        .where(
          and(
            eq(reservations.propertyId, propertyId),
            inArray(reservations.status, ['confirmed', 'no_show', 'cancelled']),
            gte(reservationItems.dateFrom, from),
            lte(reservationItems.dateFrom, to),
          ),
        )
        .orderBy(asc(reservationItems.dateFrom), asc(reservationItems.id));
    },
  };
}
