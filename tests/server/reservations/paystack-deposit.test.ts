import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationConfirmationSchema } from '../../../src/contract/reservation-confirmation';
import type { FakePaystack } from '../fakes/paystack';
import { testConfig, type TestApp } from '../harness';
import { demoRoom, type DemoIds } from './demo-booking';
import { bookingSite, bookingStatus, bookThroughProvider, startDemoApp } from './demo-app';

// Ada books the Ashbury's Deposit Saver through Paystack: she pays the 30 % deposit on
// Paystack's page, Paystack's reusable authorisation of her card is kept, and a week before
// she arrives the balance is charged to it through Paystack's charge authorization, once.

let paystack: FakePaystack;
let t: TestApp;
let ids: DemoIds;
const adminToken = testConfig().ADMIN_TOKEN!;

beforeAll(async () => {
  ({ t, ids, paystack } = await startDemoApp({ paystack: true, config: bookingSite }));
});
afterAll(() => t?.close());

const confirmation = async (token: string) =>
  reservationConfirmationSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/Reservation/Confirmation?propertyId=DEMO&confirmationToken=${token}`,
      })
    ).json(),
  );

const chargeDue = (asOf: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Payments/ChargeDue',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { AsOf: asOf },
  });

describe('a deposit paid through Paystack', () => {
  it('asks Paystack for the deposit only, keeps the reusable card and charges the balance to it once', async () => {
    const body = await bookThroughProvider(t, ids, { Rooms: [demoRoom(ids, { ratePlan: 'DEPOSIT' })] });
    expect(body.PaymentPlan).toBe('Deposit');
    // 30 % of the stay, asked of Paystack; the rest later.
    expect(body.ChargedNow).toBe(Math.round(body.PaidOnline * 30) / 100);
    const reference = body.providerReference;
    expect(paystack.transactions.get(reference)!.amount).toBe(Math.round(body.ChargedNow * 100));

    // Ada pays; the Status page's verify confirms the booking and learns her card.
    paystack.pay(reference);
    expect(await bookingStatus(t.app, body.ConfirmationToken)).toMatchObject({ Status: 'Confirmed' });
    const booked = await confirmation(body.ConfirmationToken);
    expect(booked.Card).toMatchObject({ CardType: 'visa', LastFourDigits: '4081' });
    const balance = booked.PaymentSchedule.find((part) => part.Kind === 'Balance')!;
    expect(balance).toMatchObject({ State: 'Due', Collect: 'Automatic', Due: '2027-03-17' });
    expect(booked.PaymentSchedule.find((part) => part.Kind === 'Deposit')).toMatchObject({ State: 'Paid' });

    // Not yet: a minute before 9am on the hotel's clock, a week before arrival.
    expect((await chargeDue('2027-03-17T08:59:00Z')).json()).toMatchObject({ Charged: 0 });
    expect(paystack.calls.chargeAuthorization).toBe(0);
    expect((await chargeDue('2027-03-17T09:00:00Z')).json()).toMatchObject({ Charged: 1 });
    expect((await chargeDue('2027-03-17T09:05:00Z')).json()).toMatchObject({ Charged: 0 });
    expect(paystack.calls.chargeAuthorization).toBe(1);

    const paid = await confirmation(body.ConfirmationToken);
    expect(paid.PaymentSchedule.find((part) => part.Kind === 'Balance')).toMatchObject({ State: 'Paid' });
    expect(paid.AmountPaid).toBe(paid.PaidOnline);
    expect(paid.BalanceDue).toBe(0);
    // Paystack was never sent a card number: only its own authorization code.
    expect(JSON.stringify(paystack.requests)).not.toMatch(/\d{12,}/);
  });
});
