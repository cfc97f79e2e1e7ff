import { and, asc, eq, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingPayments, reservations } from '../../db/schema/reservations';
import type { MailOutbox } from '../../mail/outbox';
import { periodicJob } from '../../platform/periodic-job';
import { chargePart, type ChargeDeps } from './charge-part';

// The balance charges: every minute (and once at start) each app server looks for automatic
// parts whose moment has come (a balance DaysBefore arrival, a cancellation or no-show fee, a
// retry after a decline) and charges each to the card kept with the booking. Servers race for
// parts through charge-part's claim, so each part is charged by one of them. The job's clock is
// the app's; an operator can run it once as of another instant (POST Payments/ChargeDue), which
// is how the browser tests reach a balance's day without moving the machine's clock.

export interface ChargeCounts {
  Charged: number;
  Failed: number;
  Retrying: number;
}

const intervalMs = 60_000;
const batchSize = 20;

export interface ChargeJobDeps extends ChargeDeps {
  db: Db;
  mailOutbox: Pick<MailOutbox, 'kick'>;
  now: () => Date;
}

/** An automatic part that may be charged at `at`: due, its moment come, no retry pending, of a booking that stands. */
function dueAt(at: Date) {
  return and(
    eq(bookingPayments.state, 'due'),
    eq(bookingPayments.collect, 'automatic'),
    lte(bookingPayments.dueAt, at),
    or(isNull(bookingPayments.nextAttemptAt), lte(bookingPayments.nextAttemptAt, at)),
    or(isNull(bookingPayments.lockedUntil), lte(bookingPayments.lockedUntil, at)),
  )!;
}

export function createChargeJob(deps: ChargeJobDeps) {
  const { db } = deps;
  let again = false;
  let closed = false;

  async function findDue(at: Date, tried: readonly number[]): Promise<number[]> {
    const rows = await db
      .select({ id: bookingPayments.id })
      .from(bookingPayments)
      .innerJoin(reservations, eq(reservations.id, bookingPayments.reservationId))
      .where(
        and(
          dueAt(at),
          // A booking still waiting for its first payment, or one that never came to be, owes nothing yet.
          inArray(reservations.status, ['confirmed', 'cancelled', 'no_show']),
          ...(tried.length > 0 ? [notInArray(bookingPayments.id, [...tried])] : []),
        ),
      )
      .orderBy(asc(bookingPayments.dueAt), asc(bookingPayments.id))
      .limit(batchSize);
    return rows.map((row) => row.id);
  }

  /** Charges every part due at `at`, each once; answers what came of them. */
  async function chargeDue(at: Date): Promise<ChargeCounts> {
    const counts: ChargeCounts = { Charged: 0, Failed: 0, Retrying: 0 };
    const tried: number[] = [];
    let recorded = false;
    for (;;) {
      const ids = await findDue(at, tried);
      for (const id of ids) {
        tried.push(id);
        try {
          const done = await chargePart(db, deps, { partId: id, where: dueAt(at), at, mailAt: deps.now() });
          if (done.result === 'paid') counts.Charged++;
          else if (done.result === 'failed') counts.Failed++;
          else if (done.result === 'retrying' || done.result === 'unreachable') counts.Retrying++;
          recorded ||= done.result === 'paid' || done.result === 'failed';
        } catch (error) {
          // Its claim runs out and a later run tries again, under the same key.
          deps.log.error({ err: error, paymentId: id }, 'balance charge not recorded; trying again later');
          counts.Retrying++;
        }
      }
      if (ids.length < batchSize || closed) break;
    }
    if (recorded) deps.mailOutbox.kick();
    return counts;
  }

  const job = periodicJob({
    name: 'balance charges',
    intervalMs,
    runAtStart: true,
    log: deps.log,
    fallback: { Charged: 0, Failed: 0, Retrying: 0 },
    async task() {
      const total: ChargeCounts = { Charged: 0, Failed: 0, Retrying: 0 };
      do {
        again = false;
        const counts = await chargeDue(deps.now());
        total.Charged += counts.Charged;
        total.Failed += counts.Failed;
        total.Retrying += counts.Retrying;
      } while (again && !closed);
      return total;
    },
  });

  return {
    /** Runs now (or joins the run in progress). */
    run: job.run,
    /** One run as of `at` (an operator's, or a test's; default the app's clock): parts due by then are charged. */
    runAsOf: (at?: Date) => chargeDue(at ?? deps.now()),
    /** After a part due now was added (a fee): charge it soon, without holding up the caller. */
    kick() {
      if (closed) return;
      again = true;
      void job.run();
    },
    start: () => job.start(),
    async close() {
      closed = true;
      await job.close();
    },
  };
}

export type ChargeJob = ReturnType<typeof createChargeJob>;
