import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  reservationCreateResponseSchema,
  type ReservationCreateRequestInput,
  type ReservationCreateResponse,
} from '../../../src/contract/reservation';
import type { App } from '../../../src/server/app';
import { reservations } from '../../../src/server/db/schema/reservations';
import { startFakePaystack, type FakePaystack } from '../fakes/paystack';
import { startSmtpInbox, type SmtpInbox } from '../fakes/smtp-inbox';
import { startTestApp, type TestApp } from '../harness';
import { createBooking, demoBooking, demoClock, loadDemoIds, tempDataDir, type DemoIds } from './demo-booking';

// The app on the demo hotel for a file of booking stories, with the fakes the file talks to.

/** The public address of the booking site, for links in mail and payment pages (PUBLIC_URL). */
export const bookingSite = { PUBLIC_URL: 'https://book.example.com' };

export interface DemoAppOptions {
  /** The app's clock; the demo clock unless the file moves it. */
  now?: () => Date;
  /** Send the app's mail to a local SMTP inbox (SMTP_URL). */
  smtp?: boolean;
  /** Pay through the local fake of Paystack's API (PAYSTACK_SECRET_KEY, PAYSTACK_BASE_URL). */
  paystack?: boolean;
  /** More configuration, such as PUBLIC_URL; DATA_DIR is a fresh folder unless given here. */
  config?: Record<string, string>;
}

export type DemoApp<O extends DemoAppOptions> = {
  /** The app; closing it closes the fakes too. */
  t: TestApp;
  ids: DemoIds;
} & (O['smtp'] extends true ? { inbox: SmtpInbox } : unknown) &
  (O['paystack'] extends true ? { paystack: FakePaystack } : unknown);

/** Starts the app on a copy of the demo database, and the fakes `opts` asks for. */
export async function startDemoApp<O extends DemoAppOptions>(opts: O = {} as O): Promise<DemoApp<O>> {
  const inbox = opts.smtp ? await startSmtpInbox() : undefined;
  const paystack = opts.paystack ? await startFakePaystack() : undefined;
  const app = await startTestApp({
    now: opts.now ?? (() => demoClock),
    config: {
      DATA_DIR: tempDataDir(),
      ...(inbox ? { SMTP_URL: inbox.url } : {}),
      ...(paystack ? { PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_BASE_URL: paystack.baseUrl } : {}),
      ...opts.config,
    },
  });
  const t: TestApp = {
    ...app,
    async close() {
      await app.close();
      await inbox?.close();
      await paystack?.close();
    },
  };
  const ids = await loadDemoIds(t.database.db);
  return { t, ids, inbox, paystack } as DemoApp<O>;
}

/**
 * Ada's booking, with `overrides`, to be paid through the payment provider (Paystack, or the
 * sandbox page without Paystack keys): the answer, rooms held and awaiting payment, and the
 * provider's reference of the payment.
 */
export async function bookThroughProvider(
  t: TestApp,
  ids: DemoIds,
  overrides: Partial<ReservationCreateRequestInput> = {},
): Promise<ReservationCreateResponse & { providerReference: string }> {
  const res = await createBooking(t.app, demoBooking(ids, { PaymentType: 4, CardDetails: null, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  const body = reservationCreateResponseSchema.parse(res.json());
  const [row] = await t.database.db
    .select({ providerReference: reservations.providerReference })
    .from(reservations)
    .where(eq(reservations.referenceNumber, body.ReferenceNumber));
  return { ...body, providerReference: row!.providerReference! };
}

/** What the Status page is told of a booking, found by its confirmation token. */
export async function bookingStatus(app: App, confirmationToken: string): Promise<Record<string, unknown>> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/Reservation/Status?propertyId=DEMO&confirmationToken=${confirmationToken}`,
  });
  return res.json<Record<string, unknown>>();
}

/** The payment reference in the address of the sandbox payment page a booking redirects to. */
export const sandboxReferenceOf = (redirectUrl: string | null) =>
  new URL(redirectUrl!, 'http://localhost').searchParams.get('reference')!;

/** The guest paying, or cancelling, on the sandbox payment page (the provider without Paystack keys). */
export function answerSandboxPage(app: App, reference: string, action: 'pay' | 'cancel') {
  return app.inject({
    method: 'POST',
    url: '/api/Payments/Sandbox/Checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ reference, action }).toString(),
  });
}
