import { and, asc, between, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reservationItems, reservations } from '../db/schema/reservations';
import { roomInventory, roomTypes } from '../db/schema/rooms';
import { searchCounts } from '../db/schema/search-counts';

// What the Today board reads: the live stays around today, the nights sold and to sell, room
// revenue ahead, and the last days' bookings, cancellations and searches.

export function createTodayRepository(db: Db) {
  return {
    /** Confirmed bookings staying, arriving or leaving between the two dates, with their rooms still booked. */
    async staysAround(propertyId: number, from: string, to: string) {
      const rows = await db
        .select({
          id: reservations.id,
          referenceNumber: reservations.referenceNumber,
          bookerFirstName: reservations.bookerFirstName,
          bookerLastName: reservations.bookerLastName,
          dateFrom: reservations.dateFrom,
          dateTo: reservations.dateTo,
          notes: reservations.notes,
          preCheckInCompletedAt: reservations.preCheckInCompletedAt,
        })
        .from(reservations)
        .where(
          and(
            eq(reservations.propertyId, propertyId),
            eq(reservations.status, 'confirmed'),
            lte(reservations.dateFrom, to),
            gte(reservations.dateTo, from),
          ),
        )
        .orderBy(asc(reservations.bookerLastName), asc(reservations.id));
      const ids = rows.map((row) => row.id);
      const items = ids.length
        ? await db
            .select({
              reservationId: reservationItems.reservationId,
              roomTypeName: roomTypes.name,
              adults: reservationItems.adults,
              children: reservationItems.children,
              infants: reservationItems.infants,
              arrivalTime: reservationItems.arrivalTime,
            })
            .from(reservationItems)
            .innerJoin(roomTypes, eq(roomTypes.id, reservationItems.roomTypeId))
            .where(and(inArray(reservationItems.reservationId, ids), eq(reservationItems.status, 'booked')))
            .orderBy(asc(reservationItems.position))
        : [];
      return rows.map((row) => ({ ...row, rooms: items.filter((item) => item.reservationId === row.id) }));
    },

    /** Room nights sold and to sell on the nights [from, to). */
    async nightsSold(propertyId: number, from: string, to: string) {
      const [row] = await db
        .select({
          sold: sql<number>`coalesce(sum(${roomInventory.booked}), 0)::int`,
          toSell: sql<number>`coalesce(sum(${roomInventory.total}), 0)::int`,
        })
        .from(roomInventory)
        .innerJoin(roomTypes, eq(roomTypes.id, roomInventory.roomTypeId))
        .where(and(eq(roomTypes.propertyId, propertyId), gte(roomInventory.date, from), lt(roomInventory.date, to)));
      return { sold: Number(row?.sold ?? 0), toSell: Number(row?.toSell ?? 0) };
    },

    /** Rooms still booked on confirmed bookings with a night in [from, to). */
    roomsStaying(propertyId: number, from: string, to: string) {
      return db
        .select({
          dateFrom: reservationItems.dateFrom,
          dateTo: reservationItems.dateTo,
          roomTotal: reservationItems.roomTotal,
        })
        .from(reservationItems)
        .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
        .where(
          and(
            eq(reservations.propertyId, propertyId),
            eq(reservations.status, 'confirmed'),
            eq(reservationItems.status, 'booked'),
            lt(reservationItems.dateFrom, to),
            gt(reservationItems.dateTo, from),
          ),
        );
    },

    /** Bookings made, and bookings cancelled, on the days [from, to] of the hotel's calendar. */
    async bookingsAndCancellations(property: { id: number; timeZone: string }, from: string, to: string) {
      const day = (column: typeof reservations.createdAt | typeof reservations.cancelledAt) =>
        sql`(${column} at time zone ${property.timeZone})::date`;
      const [made] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reservations)
        .where(
          and(
            eq(reservations.propertyId, property.id),
            // Bookings that were made: not a payment never completed.
            sql`${reservations.confirmedAt} is not null`,
            sql`${day(reservations.createdAt)} between ${from}::date and ${to}::date`,
          ),
        );
      const [cancelled] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reservations)
        .where(
          and(
            eq(reservations.propertyId, property.id),
            eq(reservations.status, 'cancelled'),
            sql`${day(reservations.cancelledAt)} between ${from}::date and ${to}::date`,
          ),
        );
      return { bookings: Number(made?.n ?? 0), cancellations: Number(cancelled?.n ?? 0) };
    },

    async searches(propertyId: number, from: string, to: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${searchCounts.searches}), 0)::int` })
        .from(searchCounts)
        .where(and(eq(searchCounts.propertyId, propertyId), between(searchCounts.day, from, to)));
      return Number(row?.n ?? 0);
    },
  };
}
