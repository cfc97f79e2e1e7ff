import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../harness';
import { bookedRooms, demoRoom, type DemoIds } from './demo-booking';
import { answerSandboxPage, bookingStatus, bookThroughProvider, sandboxReferenceOf, startDemoApp } from './demo-app';

// `npm start` without Paystack keys: the payment provider flow runs against our own sandbox
// page, so the demo works offline. The guest pays (or cancels) there and comes back to Status.

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
});
afterAll(() => t?.close());

const bookWithProvider = (roomType: string) => bookThroughProvider(t, ids, { Rooms: [demoRoom(ids, { roomType })] });

describe('the sandbox payment provider', () => {
  it('shows a clearly marked sandbox page; paying there confirms the booking and returns to Status', async () => {
    const body = await bookWithProvider('CLASSIC');
    expect(body.Status).toBe('PendingPayment');
    expect(body.RedirectUrl).toMatch(/^\/api\/Payments\/Sandbox\/Checkout\?reference=/);

    const page = await t.app.inject({ method: 'GET', url: body.RedirectUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Payment sandbox');
    expect(page.body).toContain('No money is taken');
    expect(page.body).toContain('£258.00');
    expect(page.body).toContain(body.ReferenceNumber);

    const reference = sandboxReferenceOf(body.RedirectUrl);
    const paid = await answerSandboxPage(t.app, reference, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/Book/DEMO/Status/${body.ConfirmationToken}?trxref=${encodeURIComponent(reference)}&reference=${encodeURIComponent(reference)}`,
    );

    expect(await bookingStatus(t.app, body.ConfirmationToken)).toMatchObject({ Success: true, Status: 'Confirmed' });
  });

  it('cancelling there releases the rooms at once', async () => {
    const before = await bookedRooms(t.database.db, ids.roomTypes.KING!, '2027-03-24', '2027-03-26');
    const body = await bookWithProvider('KING');
    expect(await bookedRooms(t.database.db, ids.roomTypes.KING!, '2027-03-24', '2027-03-26')).toEqual(
      before.map((n) => n + 1),
    );
    const cancelled = await answerSandboxPage(t.app, sandboxReferenceOf(body.RedirectUrl), 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(await bookedRooms(t.database.db, ids.roomTypes.KING!, '2027-03-24', '2027-03-26')).toEqual(before);
    expect(await bookingStatus(t.app, body.ConfirmationToken)).toMatchObject({
      Success: false,
      Status: 'Cancelled',
      Message: 'Your payment was cancelled, so your rooms have been released. Please make a new booking.',
    });

    // Paying after cancelling books nothing.
    const page = await t.app.inject({ method: 'GET', url: body.RedirectUrl! });
    expect(page.body).toContain('no longer waiting');
  });

  it('has no Paystack webhook without Paystack keys, and no page for unknown payments', async () => {
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/Payments/Paystack/Webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/api/Payments/Sandbox/Checkout?reference=nope' });
    expect(page.statusCode).toBe(404);
  });
});
