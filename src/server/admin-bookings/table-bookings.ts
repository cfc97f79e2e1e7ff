import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminTableBooking, AdminTableBookings } from '../../contract/admin-bookings';
import type { Db } from '../db/client';
import { restaurantBookings, restaurants, restaurantSlotCovers } from '../db/schema/restaurants';
import { AppError, notFound } from '../errors';
import type { PropertyRecord } from '../properties/repository';
import type { StaffActor } from '../staff/access';
import { enqueueTableBookingEvent } from '../shared/table-booking-events';
import { recordStaffChange } from '../staff/audit';

// The restaurant's day for staff: table bookings per restaurant and time, with party,
// promotion and contact; and cancelling one, which gives its covers back to the slot and tells
// the hotel's other systems (table_booking.cancelled).

export const tableBookingMessages = {
  notFound: 'There is no table booking with this reference at this hotel.',
  cancelled: 'This table booking has already been cancelled.',
};

type Row = typeof restaurantBookings.$inferSelect;

function tableBookingOf(row: Row, promotions: readonly { Id: number; Name: string }[]): AdminTableBooking {
  return {
    BookingReference: row.bookingReference,
    PartySize: row.partySize,
    Email: row.email,
    ContactNumber: row.contactNumber,
    SpecialRequests: row.specialRequests,
    Promotion: promotions.find((promotion) => promotion.Id === row.promotionId)?.Name ?? null,
    IsLeaveTimeRequired: row.isLeaveTimeRequired,
    Status: row.cancelledAt ? 'Cancelled' : 'Booked',
  };
}

export function createTableBookings(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function findOnProperty(tx: Db, propertyId: number, reference: string, lock: boolean) {
    const query = tx
      .select({
        booking: restaurantBookings,
        promotions: restaurants.promotions,
        restaurant: { id: restaurants.id, name: restaurants.name },
      })
      .from(restaurantBookings)
      .innerJoin(restaurants, eq(restaurants.id, restaurantBookings.restaurantId))
      .where(and(eq(restaurants.propertyId, propertyId), eq(restaurantBookings.bookingReference, reference)))
      .limit(1);
    const rows = lock ? await query.for('update', { of: restaurantBookings }) : await query;
    return rows[0];
  }

  return {
    async day(property: PropertyRecord, date: string): Promise<AdminTableBookings> {
      const rows = await db
        .select({ booking: restaurantBookings, restaurant: restaurants })
        .from(restaurants)
        .leftJoin(
          restaurantBookings,
          and(eq(restaurantBookings.restaurantId, restaurants.id), eq(restaurantBookings.visitDate, date)),
        )
        .where(eq(restaurants.propertyId, property.id))
        .orderBy(asc(restaurants.name), asc(restaurantBookings.visitTime), asc(restaurantBookings.id));
      const byRestaurant = new Map<number, AdminTableBookings['Restaurants'][number]>();
      for (const { booking, restaurant } of rows) {
        const entry = byRestaurant.get(restaurant.id) ?? {
          RestaurantId: restaurant.id,
          Name: restaurant.name,
          Slots: [],
        };
        byRestaurant.set(restaurant.id, entry);
        if (!booking) continue;
        let slot = entry.Slots.find((s) => s.Time === booking.visitTime);
        if (!slot) entry.Slots.push((slot = { Time: booking.visitTime, Covers: 0, Bookings: [] }));
        slot.Bookings.push(tableBookingOf(booking, restaurant.promotions));
        if (!booking.cancelledAt) slot.Covers += booking.partySize;
      }
      return { Date: date, Restaurants: [...byRestaurant.values()] };
    },

    /** Cancels a table booking once; its covers go back on sale in the same transaction. */
    async cancel(property: PropertyRecord, reference: string, actor: StaffActor): Promise<AdminTableBooking> {
      return db.transaction(async (tx) => {
        const found = await findOnProperty(tx, property.id, reference.trim().toUpperCase(), true);
        if (!found) throw notFound(tableBookingMessages.notFound);
        const { booking } = found;
        if (booking.cancelledAt) throw new AppError('not-available', tableBookingMessages.cancelled);
        const cancelledAt = deps.now();
        await tx.update(restaurantBookings).set({ cancelledAt }).where(eq(restaurantBookings.id, booking.id));
        await tx
          .update(restaurantSlotCovers)
          .set({ booked: sql`greatest(0, ${restaurantSlotCovers.booked} - ${booking.partySize})` })
          .where(
            and(
              eq(restaurantSlotCovers.restaurantId, booking.restaurantId),
              eq(restaurantSlotCovers.visitDate, booking.visitDate),
              eq(restaurantSlotCovers.visitTime, booking.visitTime),
            ),
          );
        await recordStaffChange(tx, {
          actor,
          action: 'table-booking.cancel',
          subject: { type: 'table-booking', ref: booking.bookingReference },
          before: {
            Status: 'Booked',
            VisitDate: booking.visitDate,
            VisitTime: booking.visitTime,
            PartySize: booking.partySize,
          },
          after: { Status: 'Cancelled' },
        });
        await enqueueTableBookingEvent(tx, 'table_booking.cancelled', {
          property,
          restaurant: found.restaurant,
          booking: { ...booking, cancelledAt },
          now: cancelledAt,
        });
        return tableBookingOf({ ...booking, cancelledAt }, found.promotions);
      });
    },
  };
}
