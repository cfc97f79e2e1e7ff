import type { FastifyBaseLogger } from 'fastify';
import { todayIn } from '../../domain/same-day';
import { addDays } from '../../domain/stay-nights';
import { periodicJob } from '../platform/periodic-job';
import { confirmationTokenOf, manageBookingUrlOf } from '../manage-booking-link';
import { isPreCheckInOpen, preCheckInPathOf } from '../pre-check-in-link';
import type { PropertyLookup } from '../properties/require-property';
import { preArrivalEmail } from './pre-arrival-email';
import { preArrivalEmailKind, type PreCheckInRepository } from './repository';
import { mailFromOf, type SignedLinkMailDeps } from '../mail/sender';

// The pre-arrival email: PreArrivalEmailDaysBefore days before arrival (by the property's
// calendar) the booker gets the pre-check-in link. A job on every app server looks every ten
// minutes (and once at start); each booking's email is claimed by a conditional update of
// reservations.pre_arrival_mail_queued_at in the transaction that queues it, and the outbox's
// dedupe key (the reservation id) is a second guard, so it is sent once however many servers run.
//
// Not sent: when the pre-check-in is already done, and when the booking was made inside the
// window (its confirmation email, minutes old, already carries the link). Those are marked as
// handled without mail, so later runs do not look at them again.

const intervalMs = 10 * 60_000;
/** The most days before arrival a property may ask for (property-definition), plus a day for time zones. */
const widestWindowDays = 61;
const batchLimit = 1000;

export interface PreArrivalMailerDeps extends SignedLinkMailDeps {
  repository: PreCheckInRepository;
  properties: PropertyLookup;
  log: FastifyBaseLogger;
}

export function createPreArrivalMailer(deps: PreArrivalMailerDeps) {
  const { repository } = deps;
  const fromOf = mailFromOf(deps);

  deps.mailOutbox.register(preArrivalEmailKind, async (payload) => {
    const row = await repository.findById(Number(payload.reservationId));
    if (!row || row.preCheckInCompletedAt) return null;
    const property = await deps.properties.findProperty(String(row.propertyId));
    if (!property || !isPreCheckInOpen(row, property, deps.now())) return null;
    const path = preCheckInPathOf(deps.secretKey, {
      propertyId: property.id,
      propertyCode: property.code,
      reservationId: row.id,
      referenceNumber: row.referenceNumber,
    });
    return preArrivalEmail({
      propertyName: property.name,
      replyTo: property.email,
      to: row.bookerEmail,
      firstName: row.bookerFirstName,
      referenceNumber: row.referenceNumber,
      dateFrom: row.dateFrom,
      link: `${deps.publicUrl}${path}`,
      manageUrl: manageBookingUrlOf(
        deps.publicUrl,
        property.code,
        confirmationTokenOf(deps.secretKey, row.confirmationNonce),
      ),
      from: fromOf(property.name),
    });
  });

  /** Queues every pre-arrival email due now; answers how many were queued. */
  async function queueDue(): Promise<number> {
    const now = deps.now();
    const utcToday = now.toISOString().slice(0, 10);
    const candidates = await repository.listPreArrivalCandidates(
      addDays(utcToday, -1),
      addDays(utcToday, widestWindowDays),
      batchLimit,
    );
    let queued = 0;
    for (const candidate of candidates) {
      const today = todayIn(candidate.timeZone, now);
      const windowOpens = addDays(candidate.dateFrom, -candidate.bookingConfiguration.PreArrivalEmailDaysBefore);
      if (today < windowOpens || today > candidate.dateFrom) continue;
      const bookedInWindow = todayIn(candidate.timeZone, candidate.createdAt) >= windowOpens;
      const didQueue = await repository.transaction(async (tx) => {
        if (!(await tx.claimPreArrivalMail(candidate.id, now))) return false;
        if (bookedInWindow) return false;
        await tx.enqueuePreArrivalMail(candidate.id, now);
        return true;
      });
      if (didQueue) queued++;
    }
    if (queued > 0) deps.mailOutbox.kick();
    return queued;
  }

  // One run at a time per server; a failure is logged and the next run tries again.
  const job = periodicJob({
    name: 'pre-arrival mail',
    intervalMs,
    runAtStart: true,
    log: deps.log,
    fallback: 0,
    task: queueDue,
  });

  return {
    run: job.run,
    start: job.start,
    close: job.close,
  };
}

export type PreArrivalMailer = ReturnType<typeof createPreArrivalMailer>;
