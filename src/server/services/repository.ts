import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readServiceCatalogue } from '../shared/service-catalogue';
import { reservationItems, reservations } from '../db/schema/reservations';

// Reads of a property's extras (services) and their articles; only this file knows the tables.
export function createServiceRepository(db: Db) {
  return {
    /** Every service of the property, in display order, with its articles. */
    listServices(propertyId: number) {
      return readServiceCatalogue(db, propertyId);
    },

    /** A booked room of the property: its room type, rate plan and dates. */
    async findReservationItem(propertyId: number, reservationItemId: number) {
      const rows = await db
        .select({
          roomTypeId: reservationItems.roomTypeId,
          ratePlanId: reservationItems.ratePlanId,
          dateFrom: reservationItems.dateFrom,
          dateTo: reservationItems.dateTo,
        })
        .from(reservationItems)
        .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
        .where(and(eq(reservationItems.id, reservationItemId), eq(reservations.propertyId, propertyId)))
        .limit(1);
      return rows[0];
    },
  };
}

export type ServiceRepository = ReturnType<typeof createServiceRepository>;
