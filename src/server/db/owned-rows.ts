import { and, eq, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// Rows that belong to an owner (a guest's saved cards, a property's restaurants): listed by their
// owner, and found by id only within it, so one owner's id never opens another's row.

type TableWithId = PgTable & { id: PgColumn };

export interface OwnedRows<Row> {
  /** The owner's rows, in the order given. */
  listOf(ownerId: number): Promise<Row[]>;
  /** The row of that id, when it is the owner's. */
  findOf(ownerId: number, id: number): Promise<Row | undefined>;
}

export function ownedRows<T extends TableWithId>(
  db: Db,
  table: T,
  owner: { column: PgColumn; orderBy: SQL[] },
): OwnedRows<InferSelectModel<T>> {
  return {
    async listOf(ownerId) {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(eq(owner.column, ownerId))
        .orderBy(...owner.orderBy);
      return rows as InferSelectModel<T>[];
    },
    async findOf(ownerId, id) {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(and(eq(owner.column, ownerId), eq(table.id, id)))
        .limit(1);
      return rows[0] as InferSelectModel<T> | undefined;
    },
  };
}
