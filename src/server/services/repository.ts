import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reservationItems, reservations } from '../db/schema/reservations';
import { serviceArticles, services } from '../db/schema/services';

// Reads of a property's extras (services) and their articles; only this file knows the tables.
export function createServiceRepository(db: Db) {
  return {
    /** Every service of the property, in display order, with its articles. */
    async listServices(propertyId: number) {
      const rows = await db
        .select({
          id: services.id,
          code: services.code,
          name: services.name,
          description: services.description,
          imageUrl: services.imageUrl,
          chargeType: services.chargeType,
          chargePerPerson: services.chargePerPerson,
          startingInventory: services.startingInventory,
          usedInventory: services.usedInventory,
          roomTypeIds: services.roomTypeIds,
          ratePlanIds: services.ratePlanIds,
        })
        .from(services)
        .where(eq(services.propertyId, propertyId))
        .orderBy(asc(services.sortOrder), asc(services.id));
      const articles = rows.length
        ? await db
            .select({ id: serviceArticles.id, serviceId: serviceArticles.serviceId, name: serviceArticles.name, price: serviceArticles.price })
            .from(serviceArticles)
            .where(inArray(serviceArticles.serviceId, rows.map((row) => row.id)))
            .orderBy(asc(serviceArticles.id))
        : [];
      return rows.map((row) => ({ ...row, articles: articles.filter((article) => article.serviceId === row.id) }));
    },

    /** A booked room of the property: its room type, rate plan and dates. */
    async findReservationItem(propertyId: number, reservationItemId: number) {
      const rows = await db
        .select({ roomTypeId: reservationItems.roomTypeId, ratePlanId: reservationItems.ratePlanId, dateFrom: reservationItems.dateFrom, dateTo: reservationItems.dateTo })
        .from(reservationItems)
        .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
        .where(and(eq(reservationItems.id, reservationItemId), eq(reservations.propertyId, propertyId)))
        .limit(1);
      return rows[0];
    },
  };
}

export type ServiceRepository = ReturnType<typeof createServiceRepository>;

