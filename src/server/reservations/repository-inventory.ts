import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { RoomNight } from '../../domain/room-nights';
import type { Db } from '../db/client';
import { giftVouchers } from '../db/schema/commerce';
import { reservationItems, reservationItemServices } from '../db/schema/reservations';
import { roomInventory } from '../db/schema/rooms';
import { services } from '../db/schema/services';
import { findGiftVoucherByCode } from '../shared/gift-vouchers';

// What a booking takes and gives back: room nights, extras' inventory and gift voucher value.
// Each only moves through conditional updates, touched in a fixed order (room type then date;
// service id), inside the caller's transaction.

export interface ServiceUse {
  serviceId: number;
  /** Reservation items (rooms) using the service: what its inventory counts. */
  items: number;
}

export type { GiftVoucherRow } from '../shared/gift-vouchers';

export function inventoryRecords(db: Db) {
  return {
    /** What a booking holds, to give back: its rooms' nights and its extras. */
    async heldInventory(
      reservationIds: readonly number[],
    ): Promise<{ stays: { roomTypeId: number; dateFrom: string; dateTo: string }[]; serviceUses: ServiceUse[] }> {
      if (reservationIds.length === 0) return { stays: [], serviceUses: [] };
      const stays = await db
        .select({
          roomTypeId: reservationItems.roomTypeId,
          dateFrom: reservationItems.dateFrom,
          dateTo: reservationItems.dateTo,
        })
        .from(reservationItems)
        .where(inArray(reservationItems.reservationId, [...reservationIds]));
      const serviceRows = await db
        .select({ serviceId: reservationItemServices.serviceId, items: sql<number>`count(*)::int` })
        .from(reservationItemServices)
        .innerJoin(reservationItems, eq(reservationItems.id, reservationItemServices.reservationItemId))
        .where(inArray(reservationItems.reservationId, [...reservationIds]))
        .groupBy(reservationItemServices.serviceId);
      return { stays, serviceUses: serviceRows.map((row) => ({ serviceId: row.serviceId, items: Number(row.items) })) };
    },

    /**
     * Takes the rooms of each night, in the order given (room type then date), each with a
     * conditional update; answers the first night that had too few rooms left, or null when
     * every night was taken.
     */
    async takeRoomNights(nights: readonly RoomNight[]): Promise<RoomNight | null> {
      for (const night of nights) {
        const taken = await db
          .update(roomInventory)
          .set({ booked: sql`${roomInventory.booked} + ${night.rooms}` })
          .where(
            and(
              eq(roomInventory.roomTypeId, night.roomTypeId),
              eq(roomInventory.date, night.date),
              sql`${roomInventory.total} - ${roomInventory.booked} >= ${night.rooms}`,
            ),
          )
          .returning({ booked: roomInventory.booked });
        if (taken.length !== 1) return night;
      }
      return null;
    },

    async releaseRoomNights(nights: readonly RoomNight[]): Promise<void> {
      for (const night of nights) {
        await db
          .update(roomInventory)
          .set({ booked: sql`greatest(0, ${roomInventory.booked} - ${night.rooms})` })
          .where(and(eq(roomInventory.roomTypeId, night.roomTypeId), eq(roomInventory.date, night.date)));
      }
    },

    /** Takes extras' inventory in service id order; answers the first service without enough left, or null. */
    async takeServices(uses: readonly ServiceUse[]): Promise<number | null> {
      for (const use of uses) {
        const taken = await db
          .update(services)
          .set({ usedInventory: sql`${services.usedInventory} + ${use.items}` })
          .where(
            and(
              eq(services.id, use.serviceId),
              or(
                isNull(services.startingInventory),
                sql`${services.startingInventory} - ${services.usedInventory} >= ${use.items}`,
              ),
            ),
          )
          .returning({ id: services.id });
        if (taken.length !== 1) return use.serviceId;
      }
      return null;
    },

    async releaseServices(uses: readonly ServiceUse[]): Promise<void> {
      for (const use of uses) {
        await db
          .update(services)
          .set({ usedInventory: sql`greatest(0, ${services.usedInventory} - ${use.items})` })
          .where(eq(services.id, use.serviceId));
      }
    },

    /** A gift voucher by code as a guest types it (any case, surrounding spaces ignored). */
    findGiftVoucher: (propertyId: number, code: string) => findGiftVoucherByCode(db, propertyId, code),

    /** Takes `amount` off the voucher if that much remains and it has not expired by `today`. */
    async redeemVoucher(voucherId: number, amount: number, today: string): Promise<boolean> {
      const taken = await db
        .update(giftVouchers)
        .set({ remaining: sql`${giftVouchers.remaining} - ${amount}` })
        .where(
          and(
            eq(giftVouchers.id, voucherId),
            gte(giftVouchers.remaining, amount),
            or(isNull(giftVouchers.expiresOn), gte(giftVouchers.expiresOn, today)),
          ),
        )
        .returning({ id: giftVouchers.id });
      return taken.length === 1;
    },

    async restoreVoucher(voucherId: number, amount: number): Promise<void> {
      await db
        .update(giftVouchers)
        .set({ remaining: sql`least(${giftVouchers.initialValue}, ${giftVouchers.remaining} + ${amount})` })
        .where(eq(giftVouchers.id, voucherId));
    },
  };
}
