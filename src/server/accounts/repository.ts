import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accountSessions,
  accountTokens,
  individuals,
  savedCards,
  type AccountTokenPurpose,
} from '../db/schema/accounts';
import { enqueueMail } from '../mail/outbox';

// Everything the accounts feature reads and writes; only this file knows the tables. Emailed
// tokens are spent with one conditional update, so a link works once however many tabs race.

export type IndividualRow = typeof individuals.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;
export type SessionRow = typeof accountSessions.$inferSelect;

export const accountEmailKinds = {
  confirmEmail: 'account-confirm-email',
  resetPassword: 'account-reset-password',
  alreadyRegistered: 'account-already-registered',
  passwordChanged: 'account-password-changed',
} as const;
export type AccountEmailKind = (typeof accountEmailKinds)[keyof typeof accountEmailKinds];

function queries(db: Db) {
  return {
    async findIndividualByEmail(email: string): Promise<IndividualRow | undefined> {
      const rows = await db.select().from(individuals).where(eq(individuals.email, email)).limit(1);
      return rows[0];
    },

    async findIndividual(id: number): Promise<IndividualRow | undefined> {
      const rows = await db.select().from(individuals).where(eq(individuals.id, id)).limit(1);
      return rows[0];
    },

    /** The new account's id, or null when the address is taken. */
    async insertIndividualUnlessTaken(values: typeof individuals.$inferInsert): Promise<number | null> {
      const rows = await db
        .insert(individuals)
        .values(values)
        .onConflictDoNothing({ target: individuals.email })
        .returning({ id: individuals.id });
      return rows[0]?.id ?? null;
    },

    async updateIndividual(id: number, values: Partial<typeof individuals.$inferInsert>): Promise<void> {
      await db.update(individuals).set(values).where(eq(individuals.id, id));
    },

    /** Confirms the address once; later confirmations keep the first time. */
    async confirmEmail(id: number, at: Date): Promise<void> {
      await db
        .update(individuals)
        .set({
          emailConfirmedAt: sql`coalesce(${individuals.emailConfirmedAt}, ${at.toISOString()}::timestamptz)`,
          updatedAt: at,
        })
        .where(eq(individuals.id, id));
    },

    // --- sessions -------------------------------------------------------------------------
    async insertSession(values: {
      tokenHash: string;
      individualId: number;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(accountSessions).values({ ...values, lastSeenAt: values.createdAt });
    },

    async findSessionWithIndividual(
      tokenHash: string,
    ): Promise<{ session: SessionRow; individual: IndividualRow } | undefined> {
      const rows = await db
        .select({ session: accountSessions, individual: individuals })
        .from(accountSessions)
        .innerJoin(individuals, eq(individuals.id, accountSessions.individualId))
        .where(eq(accountSessions.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    async touchSession(id: number, at: Date): Promise<void> {
      await db.update(accountSessions).set({ lastSeenAt: at }).where(eq(accountSessions.id, id));
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(accountSessions).where(eq(accountSessions.tokenHash, tokenHash));
    },

    async deleteSessionsOf(individualId: number): Promise<void> {
      await db.delete(accountSessions).where(eq(accountSessions.individualId, individualId));
    },

    /** Sessions past their absolute end, or idle since before `idleSince`. */
    async deleteExpiredSessions(now: Date, idleSince: Date): Promise<void> {
      await db
        .delete(accountSessions)
        .where(or(lt(accountSessions.expiresAt, now), lt(accountSessions.lastSeenAt, idleSince)));
    },

    // --- emailed tokens -------------------------------------------------------------------
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

    // --- saved cards ----------------------------------------------------------------------
    savedCardsOf(individualId: number): Promise<SavedCardRow[]> {
      return db
        .select()
        .from(savedCards)
        .where(eq(savedCards.individualId, individualId))
        .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
    },

    async savedCardOf(individualId: number, cardId: number): Promise<SavedCardRow | undefined> {
      const rows = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.individualId, individualId), eq(savedCards.id, cardId)))
        .limit(1);
      return rows[0];
    },

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

    // --- mail -----------------------------------------------------------------------------
    enqueueAccountEmail(
      kind: AccountEmailKind,
      payload: Record<string, unknown>,
      dedupeKey: string,
      now: Date,
    ): Promise<void> {
      return enqueueMail(db, { kind, payload, dedupeKey, now });
    },
  };
}

export type AccountQueries = ReturnType<typeof queries>;

export function createAccountRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction with the same queries bound to it. */
    transaction<T>(work: (tx: AccountQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx as unknown as Db)));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
