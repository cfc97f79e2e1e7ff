import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema/commerce';
import { reservations } from '../db/schema/reservations';

// Finding a booking and its company, as reservations and pre-check-in both do: read once here
// so the two features cannot drift apart. Pass a transaction as `db` to read inside it.

export type ReservationRow = typeof reservations.$inferSelect;

/** A property's booking by its reference, as a guest types it (any case). */
export async function findReservationByReference(
  db: Db,
  propertyId: number,
  referenceNumber: string,
): Promise<ReservationRow | undefined> {
  const rows = await db
    .select()
    .from(reservations)
    .where(
      and(eq(reservations.propertyId, propertyId), eq(reservations.referenceNumber, referenceNumber.toUpperCase())),
    )
    .limit(1);
  return rows[0];
}

export async function findReservationById(db: Db, id: number): Promise<ReservationRow | undefined> {
  const rows = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return rows[0];
}

/** A company of the property (one that may pay by company invoice), by id. */
export async function findPropertyCompany(
  db: Db,
  propertyId: number,
  companyId: number,
): Promise<{ id: number; name: string } | undefined> {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.propertyId, propertyId), eq(companies.id, companyId)))
    .limit(1);
  return rows[0];
}
