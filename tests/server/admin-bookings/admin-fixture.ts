import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { reservationCreateResponseSchema, type ReservationCreateRequestInput } from '../../../src/contract/reservation';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { staffAuditLog } from '../../../src/server/db/schema/staff';
import { createBooking } from '../reservations/demo-booking';

// The hotel's staff at their bookings: calls with a console session cookie, and a guest's
// booking made through the real create call.

export function adminGet(app: App, cookie: string | null, url: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

export function adminPost(
  app: App,
  cookie: string | null,
  url: string,
  body?: object,
  idempotencyKey: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

/** A guest's booking, made and confirmed; its reference and token. */
export async function guestBooks(app: App, body: ReservationCreateRequestInput) {
  const res = await createBooking(app, body);
  expect(res.statusCode, res.body).toBe(201);
  return reservationCreateResponseSchema.parse(res.json());
}

/** The audit entries about one subject, oldest first. */
export function auditOf(db: Db, subjectRef: string) {
  return db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.subjectRef, subjectRef)))
    .orderBy(asc(staffAuditLog.id));
}
