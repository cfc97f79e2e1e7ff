import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountSessions, individuals } from '../db/schema/accounts';

// Signed-in sessions: stored by the hash of their token, ended by idle time or age.

export type SessionRow = typeof accountSessions.$inferSelect;
type IndividualRow = typeof individuals.$inferSelect;

export function sessionRecords(db: Db) {
  return {
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
  };
}
