import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { individuals } from '../db/schema/accounts';
import { enqueueMail } from '../mail/outbox';
import { savedCardRecords, type SavedCardRow } from './repository-saved-cards';
import { sessionRecords, type SessionRow } from './repository-sessions';
import { tokenRecords } from './repository-tokens';

// Everything the accounts feature reads and writes, one module per aggregate: the guest
// (individuals, here, with their mail), their sessions, emailed tokens and saved cards. Only
// these files know the tables.

export type IndividualRow = typeof individuals.$inferSelect;
export type { SavedCardRow, SessionRow };

export const accountEmailKinds = {
  confirmEmail: 'account-confirm-email',
  resetPassword: 'account-reset-password',
  alreadyRegistered: 'account-already-registered',
  passwordChanged: 'account-password-changed',
} as const;
export type AccountEmailKind = (typeof accountEmailKinds)[keyof typeof accountEmailKinds];

function queries(db: Db) {
  return {
    ...sessionRecords(db),
    ...tokenRecords(db),
    ...savedCardRecords(db),
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
      return db.transaction((tx) => work(queries(tx)));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
