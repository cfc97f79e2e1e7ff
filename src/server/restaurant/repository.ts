import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ownedRows } from '../db/owned-rows';
import { restaurantBookings, restaurants, restaurantSlotCovers } from '../db/schema/restaurants';
import { enqueueMail } from '../mail/outbox';
import { enqueueTableBookingEvent } from '../shared/table-booking-events';

// Everything the restaurant feature reads and writes; only this file knows the tables. Covers
// only move through a conditional update inside the caller's transaction, and the table's
// CHECK (booked <= total) is the last guard.

export type RestaurantRow = typeof restaurants.$inferSelect;
export type NewTableBooking = typeof restaurantBookings.$inferInsert;
export type TableBookingRow = typeof restaurantBookings.$inferSelect;

export const tableBookingEmailKind = 'restaurant-booking-confirmation';

function queries(db: Db) {
  const propertyRestaurants = ownedRows(db, restaurants, {
    column: restaurants.propertyId,
    orderBy: [asc(restaurants.name), asc(restaurants.id)],
  });
  return {
    listRestaurants: propertyRestaurants.listOf,
    findRestaurant: propertyRestaurants.findOf,

    /** Covers left per slot time on a date, for the slots that have bookings (others are whole). */
    async coversLeftOn(restaurantId: number, visitDate: string): Promise<Map<string, number>> {
      const rows = await db
        .select({
          time: restaurantSlotCovers.visitTime,
          left: sql<number>`${restaurantSlotCovers.total} - ${restaurantSlotCovers.booked}`,
        })
        .from(restaurantSlotCovers)
        .where(and(eq(restaurantSlotCovers.restaurantId, restaurantId), eq(restaurantSlotCovers.visitDate, visitDate)));
      return new Map(rows.map((row) => [row.time, Number(row.left)]));
    },

    /**
     * Takes `covers` of the slot if that many are left: the slot's row is created whole
     * (`total` covers) on first use, then one conditional update. True when taken.
     */
    async takeCovers(
      slot: { restaurantId: number; visitDate: string; visitTime: string; total: number },
      covers: number,
    ): Promise<boolean> {
      await db
        .insert(restaurantSlotCovers)
        .values({
          restaurantId: slot.restaurantId,
          visitDate: slot.visitDate,
          visitTime: slot.visitTime,
          total: slot.total,
          booked: 0,
        })
        .onConflictDoNothing({
          target: [restaurantSlotCovers.restaurantId, restaurantSlotCovers.visitDate, restaurantSlotCovers.visitTime],
        });
      const taken = await db
        .update(restaurantSlotCovers)
        .set({ booked: sql`${restaurantSlotCovers.booked} + ${covers}` })
        .where(
          and(
            eq(restaurantSlotCovers.restaurantId, slot.restaurantId),
            eq(restaurantSlotCovers.visitDate, slot.visitDate),
            eq(restaurantSlotCovers.visitTime, slot.visitTime),
            sql`${restaurantSlotCovers.total} - ${restaurantSlotCovers.booked} >= ${covers}`,
          ),
        )
        .returning({ booked: restaurantSlotCovers.booked });
      return taken.length === 1;
    },

    async insertBooking(values: NewTableBooking): Promise<number> {
      const [row] = await db.insert(restaurantBookings).values(values).returning({ id: restaurantBookings.id });
      return row!.id;
    },

    async findBooking(id: number): Promise<TableBookingRow | undefined> {
      const rows = await db.select().from(restaurantBookings).where(eq(restaurantBookings.id, id)).limit(1);
      return rows[0];
    },

    async findRestaurantById(id: number): Promise<RestaurantRow | undefined> {
      const rows = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
      return rows[0];
    },

    /** The confirmation email of a table booking, once, sent after the commit. */
    /** The table_booking.created webhook event, in the booking's transaction. */
    tableBookingEvent(event: Parameters<typeof enqueueTableBookingEvent>[2]): Promise<void> {
      return enqueueTableBookingEvent(db, 'table_booking.created', event);
    },

    enqueueConfirmationEmail(bookingId: number, now: Date): Promise<void> {
      return enqueueMail(db, {
        kind: tableBookingEmailKind,
        payload: { bookingId },
        dedupeKey: String(bookingId),
        now,
      });
    },
  };
}

export type RestaurantQueries = ReturnType<typeof queries>;

export function createRestaurantRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction with the same queries bound to it. */
    transaction<T>(work: (tx: RestaurantQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx)));
    },
  };
}

export type RestaurantRepository = ReturnType<typeof createRestaurantRepository>;

/** A unique index said no (PostgreSQL 23505), through drizzle's wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
