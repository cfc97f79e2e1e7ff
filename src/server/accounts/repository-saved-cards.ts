import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ownedRows } from '../db/owned-rows';
import { savedCards } from '../db/schema/accounts';

// A guest's saved cards: a gateway token with brand, last four and expiry, never the number.

export type SavedCardRow = typeof savedCards.$inferSelect;

export function savedCardRecords(db: Db) {
  const { listOf: savedCardsOf, findOf: savedCardOf } = ownedRows(db, savedCards, {
    column: savedCards.individualId,
    orderBy: [desc(savedCards.createdAt), desc(savedCards.id)],
  });
  return {
    savedCardsOf,
    savedCardOf,

    async hasSavedCardToken(individualId: number, gateway: string, token: string): Promise<boolean> {
      const rows = await db
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(
          and(eq(savedCards.individualId, individualId), eq(savedCards.gateway, gateway), eq(savedCards.token, token)),
        )
        .limit(1);
      return rows.length === 1;
    },

    async insertSavedCard(values: typeof savedCards.$inferInsert): Promise<void> {
      await db.insert(savedCards).values(values);
    },

    /** True when the card was the guest's and is gone. */
    async deleteSavedCard(individualId: number, cardId: number): Promise<boolean> {
      const rows = await db
        .delete(savedCards)
        .where(and(eq(savedCards.individualId, individualId), eq(savedCards.id, cardId)))
        .returning({ id: savedCards.id });
      return rows.length === 1;
    },
  };
}
