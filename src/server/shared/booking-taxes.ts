import { asc, eq } from 'drizzle-orm';
import { sumTaxLines, taxesOfLines, type TaxLine } from '../../domain/taxes';
import type { Db } from '../db/client';
import { reservationItems, reservations } from '../db/schema/reservations';

// A booking's taxes are the sum of its rooms' (docs/decisions/0010-booking-keeps-its-lines.md):
// after a change has priced
// a room's new lines (src/domain/booked-taxes.ts), they are written and the booking's lines, the
// taxes added on top of its total and the part paid at the hotel are restated from its rooms,
// in the change's transaction. Every change after the booking (manage-booking's dates, extras
// and cancellations, the hotel's, pre-check-in's extras) writes them this one way.

/** The kept lines' reads and writes; pass a transaction as `db`. Feature repositories spread these in. */
export function keptTaxesQueries(db: Db) {
  return {
    /** Each room's stored taxes and fees (cancelled rooms: those of the fee kept). */
    listItemTaxLines(reservationId: number): Promise<{ id: number; taxLines: TaxLine[] }[]> {
      return db
        .select({ id: reservationItems.id, taxLines: reservationItems.taxLines })
        .from(reservationItems)
        .where(eq(reservationItems.reservationId, reservationId))
        .orderBy(asc(reservationItems.position));
    },

    async setItemTaxLines(reservationItemId: number, taxLines: TaxLine[]): Promise<void> {
      await db.update(reservationItems).set({ taxLines }).where(eq(reservationItems.id, reservationItemId));
    },

    async setBookingTaxes(
      reservationId: number,
      taxes: { taxLines: TaxLine[]; taxesAdded: number; payAtProperty: number },
    ): Promise<void> {
      await db.update(reservations).set(taxes).where(eq(reservations.id, reservationId));
    },
  };
}

export type KeptTaxesQueries = ReturnType<typeof keptTaxesQueries>;

/** Restates the booking's lines from its rooms' (after a change wrote them). */
export async function restateBookingTaxes(
  tx: Pick<KeptTaxesQueries, 'listItemTaxLines' | 'setBookingTaxes'>,
  reservationId: number,
): Promise<void> {
  const rooms = await tx.listItemTaxLines(reservationId);
  const lines = sumTaxLines(rooms.map((room) => room.taxLines));
  const taxes = taxesOfLines(0, lines);
  await tx.setBookingTaxes(reservationId, {
    taxLines: lines,
    taxesAdded: taxes.total,
    payAtProperty: taxes.payAtProperty,
  });
}

/** Writes rooms' new lines (e.g. retaxExtras' answer), then restates the booking's from all its rooms. */
export async function keepRoomTaxes(
  tx: KeptTaxesQueries,
  reservationId: number,
  rooms: readonly { reservationItemId: number; lines: TaxLine[] }[],
): Promise<void> {
  if (rooms.length === 0) return;
  for (const room of rooms) await tx.setItemTaxLines(room.reservationItemId, room.lines);
  await restateBookingTaxes(tx, reservationId);
}
