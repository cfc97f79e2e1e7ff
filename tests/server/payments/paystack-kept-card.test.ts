import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardOnFile, KeptCardChargeRequest } from '../../../src/server/payments/card-gateway';
import { PaymentProviderError, type PaymentProvider } from '../../../src/server/payments/payment-provider';
import { cardTypeOfPaystack, confirmationDecline, createPaystackProvider } from '../../../src/server/payments/paystack';
import { startFakePaystack, type FakePayOptions, type FakePaystack } from '../fakes/paystack';

// A card a guest paid with on Paystack's page stays with the booking as Paystack's reusable
// authorisation, and the hotel charges it later (a balance, a cancellation or no-show fee)
// without the guest. The charge's idempotency key is its Paystack reference, so a charge asked
// again after a crash finds the first one instead of moving money twice.

let paystack: FakePaystack;
let provider: PaymentProvider;

beforeAll(async () => {
  paystack = await startFakePaystack();
  provider = createPaystackProvider({ baseUrl: paystack.baseUrl, secretKey: paystack.secretKey });
});
afterAll(async () => {
  await paystack?.close();
});

const newReference = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** Ada pays the deposit on Paystack's page; answers what the verify call says of it. */
async function paidOnPage(options?: FakePayOptions) {
  const email = `ada.${randomBytes(3).toString('hex')}@example.com`;
  const reference = newReference('dep');
  await provider.initialize({
    email,
    amount: 10000,
    currency: 'NGN',
    reference,
    callbackUrl: 'https://book.example.com/paid',
  });
  paystack.pay(reference, options);
  return { email, reference, transaction: await provider.verify(reference) };
}

async function keptCard(): Promise<{ email: string; card: CardOnFile }> {
  const { email, transaction } = await paidOnPage();
  if (!transaction.keptCard) throw new Error('no card kept');
  return { email, card: transaction.keptCard };
}

const balance = (card: CardOnFile, email: string, extra: Partial<KeptCardChargeRequest> = {}) => ({
  card,
  email,
  amount: 25800,
  currency: 'NGN',
  reference: 'ABCD2345',
  description: 'The Ashbury: balance of booking ABCD2345',
  idempotencyKey: newReference('bal'),
  ...extra,
});

describe('verify keeps the card a guest paid with', () => {
  it('answers the reusable authorisation as a card on file: brand, last four and expiry, no more', async () => {
    const { reference, transaction } = await paidOnPage();
    const authorization = paystack.transactions.get(reference)!.authorization!;
    expect(transaction.status).toBe('success');
    expect(transaction.keptCard).toEqual({
      token: authorization.authorization_code,
      cardType: 'visa',
      lastFourDigits: '4081',
      expiryMonth: 12,
      expiryYear: 2030,
    });
    expect(authorization.authorization_code).toMatch(/^AUTH_/);
    expect(JSON.stringify(transaction)).not.toContain(authorization.bin);
    expect(JSON.stringify(transaction)).not.toContain(authorization.signature);
  });

  it('keeps nothing of a card Paystack will not charge again', async () => {
    const { transaction } = await paidOnPage({ authorization: { reusable: false } });
    expect(transaction.status).toBe('success');
    expect(transaction.keptCard).toBeNull();
  });

  it('keeps nothing of a brand the hotel cannot show (Verve) or of a payment not by card', async () => {
    expect(
      (await paidOnPage({ authorization: { brand: 'verve', card_type: 'verve ' } })).transaction.keptCard,
    ).toBeNull();
    expect((await paidOnPage({ authorization: { channel: 'bank' } })).transaction.keptCard).toBeNull();
  });

  it('keeps nothing while the guest has not paid', async () => {
    const reference = newReference('dep');
    await provider.initialize({
      email: 'ada@example.com',
      amount: 10000,
      currency: 'NGN',
      reference,
      callbackUrl: 'https://book.example.com/paid',
    });
    expect(await provider.verify(reference)).toMatchObject({ status: 'abandoned', keptCard: null });
  });

  it("reads Paystack's brand names and padded card types", () => {
    expect(cardTypeOfPaystack('Mastercard', 'MASTERCARD DEBIT ')).toBe('mastercard');
    expect(cardTypeOfPaystack(null, 'visa DEBIT')).toBe('visa');
    expect(cardTypeOfPaystack('american express')).toBe('amex');
    expect(cardTypeOfPaystack('verve', 'verve ')).toBeNull();
  });
});

describe('chargeKept', () => {
  it('charges the kept card once, under the idempotency key as its reference', async () => {
    const { email, card } = await keptCard();
    const before = paystack.calls.chargeAuthorization;
    const request = balance(card, email);
    expect(await provider.chargeKept(request)).toEqual({ approved: true, paymentId: request.idempotencyKey });
    expect(paystack.calls.chargeAuthorization).toBe(before + 1);
    expect(paystack.transactions.get(request.idempotencyKey)).toMatchObject({
      status: 'success',
      amount: 25800,
      currency: 'NGN',
      metadata: { description: request.description, booking_reference: 'ABCD2345' },
    });
  });

  it('answers a charge asked again under the same key as it ended, without charging again', async () => {
    const { email, card } = await keptCard();
    const request = balance(card, email);
    await provider.chargeKept(request);
    const charges = paystack.calls.chargeAuthorization;
    expect(await provider.chargeKept(request)).toEqual({ approved: true, paymentId: request.idempotencyKey });
    expect(paystack.calls.chargeAuthorization).toBe(charges);
  });

  it('charges once when two attempts under one key race (Paystack refuses the second reference)', async () => {
    const { email, card } = await keptCard();
    const request = balance(card, email);
    const outcomes = await Promise.all([provider.chargeKept(request), provider.chargeKept(request)]);
    expect(outcomes).toEqual([
      { approved: true, paymentId: request.idempotencyKey },
      { approved: true, paymentId: request.idempotencyKey },
    ]);
    const charged = [...paystack.transactions.values()].filter((t) => t.reference === request.idempotencyKey);
    expect(charged).toHaveLength(1);
  });

  it('declines for insufficient funds as worth trying again later, and says so again for the same key', async () => {
    const { email, card } = await keptCard();
    paystack.declineAuthorization(card.token, 'Insufficient Funds');
    const request = balance(card, email);
    const declined = { approved: false, declineReason: 'Insufficient Funds', retryable: true };
    expect(await provider.chargeKept(request)).toEqual(declined);
    const charges = paystack.calls.chargeAuthorization;
    expect(await provider.chargeKept(request)).toEqual(declined);
    expect(paystack.calls.chargeAuthorization).toBe(charges);
  });

  it('declines a plain decline as not worth trying again', async () => {
    const { email, card } = await keptCard();
    paystack.declineAuthorization(card.token, 'Declined');
    expect(await provider.chargeKept(balance(card, email))).toEqual({
      approved: false,
      declineReason: 'Declined',
      retryable: false,
    });
  });

  it('declines when the bank wants the cardholder to confirm (OTP), now and for the same key later', async () => {
    const { email, card } = await keptCard();
    paystack.askConfirmationFor(card.token);
    const request = balance(card, email);
    const declined = { approved: false, declineReason: confirmationDecline, retryable: false };
    expect(await provider.chargeKept(request)).toEqual(declined);
    expect(await provider.chargeKept(request)).toEqual(declined);
  });

  it('declines, not worth trying again, a card Paystack refuses to charge for this email', async () => {
    const { card } = await keptCard();
    const outcome = await provider.chargeKept(balance(card, 'someone.else@example.com'));
    expect(outcome).toMatchObject({ approved: false, retryable: false });
    expect(outcome.approved === false && outcome.declineReason).toMatch(/Email does not match/);
  });

  it('will not answer another charge under a key already used for a different amount', async () => {
    const { email, card } = await keptCard();
    const request = balance(card, email);
    await provider.chargeKept(request);
    await expect(provider.chargeKept({ ...request, amount: 99900 })).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('sends Paystack the authorisation code and nothing else of the card', async () => {
    const { email, card } = await keptCard();
    const from = paystack.requests.length;
    await provider.chargeKept(balance(card, email));
    const sent = paystack.requests.slice(from);
    const charge = sent.find((request) => request.path === '/transaction/charge_authorization');
    expect(Object.keys(JSON.parse(charge!.body) as object).sort()).toEqual([
      'amount',
      'authorization_code',
      'currency',
      'email',
      'metadata',
      'reference',
    ]);
    for (const request of sent) {
      expect(request.body).not.toContain(card.lastFourDigits);
      expect(request.body).not.toContain('408408');
      expect(request.body).not.toContain(String(card.expiryYear));
      expect(request.body.toLowerCase()).not.toContain('visa');
    }
  });
});

describe('chargeKept when Paystack cannot answer', () => {
  let broken: Server;
  let brokenUrl: string;
  beforeAll(async () => {
    broken = createServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>Bad gateway</body></html>');
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => broken.close(() => resolve())));

  const card: CardOnFile = {
    token: 'AUTH_unreached',
    cardType: 'visa',
    lastFourDigits: '4081',
    expiryMonth: 12,
    expiryYear: 2030,
  };

  it('throws when Paystack cannot be reached (the caller retries under the same key)', async () => {
    const { port } = await new Promise<AddressInfo>((resolve) => {
      const closed = createServer();
      closed.listen(0, '127.0.0.1', () => {
        const address = closed.address() as AddressInfo;
        closed.close(() => resolve(address));
      });
    });
    const unreachable = createPaystackProvider({ baseUrl: `http://127.0.0.1:${port}`, secretKey: 'sk_test_x' });
    await expect(unreachable.chargeKept(balance(card, 'ada@example.com'))).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('throws on a 5xx page that is not JSON', async () => {
    const failing = createPaystackProvider({ baseUrl: brokenUrl, secretKey: 'sk_test_x' });
    await expect(failing.chargeKept(balance(card, 'ada@example.com'))).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
