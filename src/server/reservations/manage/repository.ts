import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  reservationChanges,
  reservationItemGuests,
  reservationItems,
  reservationItemServices,
  reservations,
} from '../../db/schema/reservations';
import { enqueueMail } from '../../mail/outbox';
import { keptTaxesQueries } from '../../shared/booking-taxes';
import { bookingPaymentQueries } from '../../shared/booking-payments';
import {
  createReservationRepository,
  type NewReservation,
  type ReservationQueries,
  type ReservationRow,
} from '../repository';
import { bookingWriteError } from '../repository-errors';

// What managing a booking reads and writes beyond booking itself: the guest's changes under
// their Idempotency-Key, rooms cancelled or edited, and the mail each change sends. Inventory
// moves through the booking repository's conditional updates, in the same transaction.

export type ChangeKind = (typeof reservationChanges.$inferSelect)['kind'];
export type ReservationChange = typeof reservationChanges.$inferSelect;
export type ItemPatch = Partial<
  Pick<
    typeof reservationItems.$inferInsert,
    | 'status'
    | 'cancelledAt'
    | 'cancellationFee'
    | 'arrivalTime'
    | 'leadGuestFirstName'
    | 'leadGuestLastName'
    | 'roomConfigurationOptionId'
    | 'roomConfigurationName'
    | 'dateFrom'
    | 'dateTo'
    | 'roomTypeId'
    | 'ratePlanId'
    | 'roomTotal'
    | 'extrasTotal'
    | 'total'
    | 'taxLines'
  >
>;

type AmountColumn =
  'roomsTotal' | 'extrasTotal' | 'voucherDiscount' | 'total' | 'amountPaid' | 'cancellationFees' | 'amountRefunded';

/** A room's extras, row by row: what its inventory counts. */
export interface HeldExtra {
  id: number;
  reservationItemId: number;
  serviceId: number;
}

function manageQueries(db: Db) {
  return {
    /** A booking by the hash of its confirmation token, whatever its property. */
    async findByTokenHashAnywhere(tokenHash: string): Promise<ReservationRow | undefined> {
      const rows = await db
        .select()
        .from(reservations)
        .where(eq(reservations.confirmationTokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    /** The booking, locked until the transaction ends: changes to one booking happen one at a time. */
    async lockReservation(id: number): Promise<ReservationRow | undefined> {
      const rows = await db.select().from(reservations).where(eq(reservations.id, id)).for('update').limit(1);
      return rows[0];
    },

    async findChange(reservationId: number, idempotencyKey: string): Promise<ReservationChange | undefined> {
      const rows = await db
        .select()
        .from(reservationChanges)
        .where(
          and(
            eq(reservationChanges.reservationId, reservationId),
            eq(reservationChanges.idempotencyKey, idempotencyKey),
          ),
        )
        .limit(1);
      return rows[0];
    },

    async insertChange(change: typeof reservationChanges.$inferInsert): Promise<void> {
      await db.insert(reservationChanges).values(change);
    },

    /** The extras rows of some rooms. */
    listExtras(itemIds: readonly number[]): Promise<HeldExtra[]> {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: reservationItemServices.id,
          reservationItemId: reservationItemServices.reservationItemId,
          serviceId: reservationItemServices.serviceId,
        })
        .from(reservationItemServices)
        .where(inArray(reservationItemServices.reservationItemId, [...itemIds]))
        .orderBy(asc(reservationItemServices.id));
    },

    async updateItems(itemIds: readonly number[], patch: ItemPatch): Promise<void> {
      if (itemIds.length === 0) return;
      await db
        .update(reservationItems)
        .set(patch)
        .where(inArray(reservationItems.id, [...itemIds]));
    },

    /** The lead guest (the room's first guest) renamed with the room. */
    async renameLeadGuest(itemId: number, name: { firstName: string; lastName: string }): Promise<void> {
      const [lead] = await db
        .select({ id: reservationItemGuests.id })
        .from(reservationItemGuests)
        .where(eq(reservationItemGuests.reservationItemId, itemId))
        .orderBy(asc(reservationItemGuests.position), asc(reservationItemGuests.id))
        .limit(1);
      if (lead) await db.update(reservationItemGuests).set(name).where(eq(reservationItemGuests.id, lead.id));
      await db
        .update(reservationItems)
        .set({ leadGuestFirstName: name.firstName, leadGuestLastName: name.lastName })
        .where(eq(reservationItems.id, itemId));
    },

    /** Moves amounts by deltas (minor units) beside `patch`, never below 0. */
    async adjustReservation(
      id: number,
      patch: Partial<NewReservation>,
      deltas: Partial<Record<AmountColumn, number>>,
    ): Promise<void> {
      const set: Record<string, unknown> = { ...patch };
      for (const [key, delta] of Object.entries(deltas) as [AmountColumn, number][]) {
        if (delta) set[key] = sql`greatest(0, ${reservations[key]} + ${delta})`;
      }
      await db.update(reservations).set(set).where(eq(reservations.id, id));
    },

    async insertExtras(rows: readonly (typeof reservationItemServices.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(reservationItemServices).values([...rows]);
    },

    async deleteExtras(ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await db.delete(reservationItemServices).where(inArray(reservationItemServices.id, [...ids]));
    },

    /** An extra priced again for a room's new stay (minor units). */
    async repriceExtra(id: number, total: number): Promise<void> {
      await db.update(reservationItemServices).set({ total }).where(eq(reservationItemServices.id, id));
    },

    /** A room's extras (and so its total) moved by `delta` minor units. */
    async adjustItemExtras(itemId: number, delta: number): Promise<void> {
      await db
        .update(reservationItems)
        .set({
          extrasTotal: sql`greatest(0, ${reservationItems.extrasTotal} + ${delta})`,
          total: sql`greatest(0, ${reservationItems.total} + ${delta})`,
        })
        .where(eq(reservationItems.id, itemId));
    },

    /** The kept tax lines' reads and writes, shared with pre-check-in. */
    ...keptTaxesQueries(db),

    /** The payment schedule restated after a change, and money given back recorded against the parts paid. */
    ...bookingPaymentQueries(db),

    /** A message to the guest or the hotel, in the transaction of the change it reports. */
    enqueueMail(kind: string, payload: Record<string, unknown>, dedupeKey: string, now: Date): Promise<void> {
      return enqueueMail(db, { kind, payload, dedupeKey, now });
    },
  };
}

export type ManageQueries = ReservationQueries & ReturnType<typeof manageQueries>;

export function createManageRepository(db: Db) {
  const bound = (on: Db): ManageQueries => {
    const { transaction: _transaction, ...booking } = createReservationRepository(on);
    return { ...booking, ...manageQueries(on) };
  };
  return {
    ...bound(db),
    /** Runs `work` in one transaction; refusals come out as the booking repository's typed errors. */
    async transaction<T>(work: (tx: ManageQueries) => Promise<T>): Promise<T> {
      try {
        return await db.transaction((tx) => work(bound(tx)));
      } catch (error) {
        throw bookingWriteError(error);
      }
    },
  };
}

export type ManageRepository = ReturnType<typeof createManageRepository>;
