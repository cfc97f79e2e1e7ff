import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

// The statements every part of a property import is written with: keyed multi-row upserts
// that say which rows they created, so importing the same file twice changes nothing.

export interface EntityCounts {
  created: number;
  updated: number;
}

export const wasInserted = sql<boolean>`(xmax = 0)`;

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

/** SET col = excluded.col for the given columns of an upsert. */
export function fromExcluded<T extends PgTable>(
  table: T,
  keys: ColumnKey<T>[] | 'all but id and code',
): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const chosen = keys === 'all but id and code' ? Object.keys(columns).filter((k) => k !== 'id' && k !== 'code') : keys;
  return Object.fromEntries(chosen.map((k) => [k, sql.raw(`excluded."${columns[k]!.name}"`)]));
}

/** Multi-row upsert returning id, code (or account code) and whether each row is new. */
export async function upsertReturning<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  target: PgColumn[],
  update: ColumnKey<T>[],
  extraSet: Record<string, SQL> = {},
): Promise<{ id: number; code: string; created: boolean }[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const result = await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target, set: { ...fromExcluded(table, update), ...extraSet } as PgUpdateSetSource<T> })
    .returning({ id: columns.id!, code: (columns.code ?? columns.accountCode)!, created: wasInserted });
  return result as { id: number; code: string; created: boolean }[];
}

export const countOf = (rows: { created: boolean }[]): EntityCounts => ({
  created: rows.filter((r) => r.created).length,
  updated: rows.filter((r) => !r.created).length,
});
