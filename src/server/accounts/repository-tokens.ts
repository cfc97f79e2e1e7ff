import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountTokens, individuals, type AccountTokenPurpose } from '../db/schema/accounts';

// Emailed tokens (confirm email, reset password): spent with one conditional update, so a link
// works once however many tabs race.

export function tokenRecords(db: Db) {
  return {
    async insertToken(values: {
      individualId: number;
      purpose: AccountTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<number> {
      const [row] = await db.insert(accountTokens).values(values).returning({ id: accountTokens.id });
      return row!.id;
    },

    async findToken(tokenHash: string, purpose: AccountTokenPurpose) {
      const rows = await db
        .select({ token: accountTokens, email: individuals.email, emailConfirmedAt: individuals.emailConfirmedAt })
        .from(accountTokens)
        .innerJoin(individuals, eq(individuals.id, accountTokens.individualId))
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
        .limit(1);
      return rows[0];
    },

    async latestTokenCreatedAt(individualId: number, purpose: AccountTokenPurpose): Promise<Date | null> {
      const rows = await db
        .select({ createdAt: accountTokens.createdAt })
        .from(accountTokens)
        .where(and(eq(accountTokens.individualId, individualId), eq(accountTokens.purpose, purpose)))
        .orderBy(desc(accountTokens.createdAt))
        .limit(1);
      return rows[0]?.createdAt ?? null;
    },

    async isTokenUsable(tokenId: number, at: Date): Promise<boolean> {
      const rows = await db
        .select({ id: accountTokens.id })
        .from(accountTokens)
        .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, at)))
        .limit(1);
      return rows.length === 1;
    },

    /** Marks the token used if it still can be; the account's id when it was spent now, else null. */
    async spendToken(tokenHash: string, purpose: AccountTokenPurpose, at: Date): Promise<number | null> {
      const rows = await db
        .update(accountTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, at),
          ),
        )
        .returning({ individualId: accountTokens.individualId, id: accountTokens.id });
      return rows[0]?.individualId ?? null;
    },

    /** A newer link or a finished reset makes the account's other links of that purpose useless. */
    async spendOtherTokens(
      individualId: number,
      purpose: AccountTokenPurpose,
      at: Date,
      keepTokenId?: number,
    ): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(accountTokens.individualId, individualId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            ...(keepTokenId === undefined ? [] : [ne(accountTokens.id, keepTokenId)]),
          ),
        );
    },

    async deleteTokensEndedBefore(at: Date): Promise<void> {
      await db.delete(accountTokens).where(lt(accountTokens.expiresAt, at));
    },
  };
}
