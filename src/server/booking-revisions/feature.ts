import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { MailOutbox } from '../mail/outbox';
import type { Feature } from '../shared/feature';
import { createRevisionAlerts, registerRevisionAlertEmail } from './ack-alerts';
import { createRevisionFeed } from './feed';
import { bookingRevisionRoutes } from './routes';

// Booking revisions as app.ts wires them: the feed and its acknowledgements for the hotel's
// other systems, and the job that emails the hotel about revisions not acknowledged in time.
// The revisions themselves are written by every change of a booking (shared/booking-revisions.ts).

export interface BookingRevisionsFeatureDeps {
  db: Db;
  mailOutbox: MailOutbox;
  config: Pick<Config, 'publicUrl' | 'MAIL_FROM' | 'REVISION_ACK_ALERT_MINUTES'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createBookingRevisionsFeature(deps: BookingRevisionsFeatureDeps): Feature {
  const alertMinutes = deps.config.REVISION_ACK_ALERT_MINUTES;
  const alerts = createRevisionAlerts({ ...deps, alertMinutes });
  registerRevisionAlertEmail({
    ...deps,
    publicUrl: deps.config.publicUrl,
    mailFrom: deps.config.MAIL_FROM,
    alertMinutes,
  });
  return {
    routes: bookingRevisionRoutes(createRevisionFeed(deps)),
    start: () => alerts.start(),
    close: () => alerts.close(),
  };
}
