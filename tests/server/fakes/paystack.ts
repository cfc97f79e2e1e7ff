import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Paystack's HTTP API (https://paystack.com/docs/api/transaction):
// POST /transaction/initialize, GET /transaction/verify/:reference,
// POST /transaction/charge_authorization and POST /refund, with Paystack's envelope
// ({ status, message, data }), bearer-key auth, amounts in the currency's subunit and unique
// references. Tests play the guest (`pay`) and Paystack's webhook sender (`webhook`). A card
// payment leaves a reusable authorisation (Paystack's shape: strings for the expiry, a padded
// card_type) that charge_authorization can charge again without the guest.

/** What Paystack keeps of a card a guest paid with. */
export interface FakeAuthorization {
  authorization_code: string;
  bin: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  channel: string;
  card_type: string;
  bank: string;
  country_code: string;
  brand: string;
  reusable: boolean;
  signature: string;
  account_name: string | null;
}

export interface FakePayOptions {
  /** Overrides of the authorisation the payment leaves (reusable: false for a one-off card ...). */
  authorization?: Partial<Omit<FakeAuthorization, 'authorization_code'>>;
}

export interface FakeTransaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  metadata: unknown;
  accessCode: string;
  status: 'abandoned' | 'success' | 'failed';
  paidAt: string | null;
  /** Paystack's words on the outcome ('Approved', 'Insufficient Funds', ...); defaults by status. */
  gatewayResponse?: string;
  /** The card the transaction was paid with; null until paid. */
  authorization?: FakeAuthorization | null;
}

/** A request as the fake received it (body as sent, for tests that look at what left the server). */
export interface FakeRequest {
  method: string;
  path: string;
  body: string;
}

export interface FakePaystack {
  baseUrl: string;
  secretKey: string;
  transactions: Map<string, FakeTransaction>;
  calls: { initialize: number; verify: number; refund: number; chargeAuthorization: number };
  /** Every request in the order it came. */
  requests: FakeRequest[];
  /** Refunds made, as POST /refund took them (amount in the subunit). */
  refunds: { transaction: string; amount: number }[];
  /** The guest pays on Paystack's page, with a card Paystack keeps as a (reusable) authorisation. */
  pay(reference: string, options?: FakePayOptions): FakeTransaction;
  /** Charges of this authorisation code fail with Paystack's `gatewayResponse` ('Insufficient Funds', 'Declined'). */
  declineAuthorization(code: string, gatewayResponse: string): void;
  /** Charges of this authorisation code stop for the cardholder's confirmation (status send_otp). */
  askConfirmationFor(code: string): void;
  /** The next initialize answers 500, as Paystack having a bad moment. */
  failNextInitialize(): void;
  /** A charge.success event body for the transaction, and its x-paystack-signature. */
  chargeSuccessEvent(reference: string, overrides?: Record<string, unknown>): { body: string; signature: string };
  sign(body: string): string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const defaultGatewayResponse = (transaction: FakeTransaction) =>
  transaction.status === 'success'
    ? 'Successful'
    : transaction.status === 'failed'
      ? 'Declined'
      : 'The transaction was not completed';

function describeTransaction(transaction: FakeTransaction) {
  return {
    id: Number.parseInt(transaction.accessCode.slice(0, 8), 16),
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    message: null,
    gateway_response: transaction.gatewayResponse ?? defaultGatewayResponse(transaction),
    paid_at: transaction.paidAt,
    created_at: new Date().toISOString(),
    channel: 'card',
    currency: transaction.currency,
    metadata: transaction.metadata,
    customer: { email: transaction.email, customer_code: 'CUS_fake' },
    // Paystack answers an empty object for a transaction no card has paid.
    authorization: transaction.authorization ?? {},
  };
}

function newAuthorization(overrides: FakePayOptions['authorization'] = {}): FakeAuthorization {
  return {
    authorization_code: `AUTH_${randomBytes(5).toString('hex')}`,
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    channel: 'card',
    card_type: 'visa ',
    bank: 'TEST BANK',
    country_code: 'NG',
    brand: 'visa',
    reusable: true,
    signature: `SIG_${randomBytes(10).toString('hex')}`,
    account_name: null,
    ...overrides,
  };
}

export async function startFakePaystack(
  secretKey = `sk_test_${randomBytes(16).toString('hex')}`,
): Promise<FakePaystack> {
  const transactions = new Map<string, FakeTransaction>();
  const calls = { initialize: 0, verify: 0, refund: 0, chargeAuthorization: 0 };
  const requests: FakeRequest[] = [];
  const refunds: { transaction: string; amount: number }[] = [];
  /** Authorisation code -> the card and the email of the customer it belongs to. */
  const authorizations = new Map<string, { authorization: FakeAuthorization; email: string }>();
  const declines = new Map<string, string>();
  const confirmationsAsked = new Set<string>();
  let failNext = false;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const rawBody = await readBody(req);
    requests.push({ method: req.method ?? '', path: url.pathname, body: rawBody });
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return send(res, 401, { status: false, message: 'Invalid key' });
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      calls.initialize++;
      if (failNext) {
        failNext = false;
        return send(res, 500, { status: false, message: 'An error occurred' });
      }
      const body = JSON.parse(rawBody) as Record<string, unknown>;
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0)
        return send(res, 400, { status: false, message: 'Invalid Amount Sent' });
      if (typeof body.email !== 'string' || !body.email.includes('@'))
        return send(res, 400, { status: false, message: 'Invalid Email Address Passed' });
      const reference = typeof body.reference === 'string' ? body.reference : randomBytes(5).toString('hex');
      if (transactions.has(reference))
        return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(reference, {
        reference,
        email: body.email,
        amount,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        callbackUrl: String(body.callback_url ?? ''),
        metadata: body.metadata ?? null,
        accessCode,
        status: 'abandoned',
        paidAt: null,
      });
      return send(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `http://checkout.paystack.test/${accessCode}`, access_code: accessCode, reference },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      calls.verify++;
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      if (!transaction) return send(res, 404, { status: false, message: 'Transaction reference not found' });
      return send(res, 200, {
        status: true,
        message: 'Verification successful',
        data: describeTransaction(transaction),
      });
    }
    if (req.method === 'POST' && url.pathname === '/transaction/charge_authorization') {
      calls.chargeAuthorization++;
      const body = JSON.parse(rawBody) as Record<string, unknown>;
      const code = typeof body.authorization_code === 'string' ? body.authorization_code : '';
      const kept = authorizations.get(code);
      if (!kept) return send(res, 400, { status: false, message: 'Invalid authorization code' });
      if (!kept.authorization.reusable)
        return send(res, 400, { status: false, message: 'Authorization is not reusable' });
      const email = typeof body.email === 'string' ? body.email : '';
      if (email.toLowerCase() !== kept.email.toLowerCase()) {
        return send(res, 400, {
          status: false,
          message:
            'Email does not match Authorization code. Authorization may be inactive or belong to a different email. Please confirm.',
        });
      }
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0)
        return send(res, 400, { status: false, message: 'Invalid Amount Sent' });
      const reference = typeof body.reference === 'string' ? body.reference : randomBytes(5).toString('hex');
      if (transactions.has(reference))
        return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const decline = declines.get(code);
      const confirmation = confirmationsAsked.has(code);
      const transaction: FakeTransaction = {
        reference,
        email,
        amount,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        callbackUrl: '',
        metadata: body.metadata ?? null,
        accessCode: randomBytes(8).toString('hex'),
        // One stopped for the cardholder's OTP is left unfinished: nobody will give it.
        status: confirmation ? 'abandoned' : decline === undefined ? 'success' : 'failed',
        paidAt: confirmation || decline !== undefined ? null : new Date().toISOString(),
        gatewayResponse: confirmation ? 'Kindly enter the OTP sent to your phone' : (decline ?? 'Approved'),
        authorization: kept.authorization,
      };
      transactions.set(reference, transaction);
      const described = describeTransaction(transaction);
      return send(res, 200, {
        status: true,
        message: 'Charge attempted',
        data: { ...described, status: confirmation ? 'send_otp' : described.status },
      });
    }
    if (req.method === 'POST' && url.pathname === '/refund') {
      calls.refund++;
      const body = JSON.parse(rawBody) as Record<string, unknown>;
      const transaction = transactions.get(String(body.transaction ?? ''));
      if (!transaction || transaction.status !== 'success')
        return send(res, 400, { status: false, message: 'Transaction not found or not successful' });
      const refunded = refunds
        .filter((r) => r.transaction === transaction.reference)
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount === undefined ? transaction.amount - refunded : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > transaction.amount) {
        return send(res, 400, { status: false, message: 'Refund amount cannot be more than the transaction amount' });
      }
      refunds.push({ transaction: transaction.reference, amount });
      return send(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          id: refunds.length,
          transaction: { reference: transaction.reference },
          amount,
          currency: transaction.currency,
          status: 'pending',
        },
      });
    }
    return send(res, 404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (body: string) => createHmac('sha512', secretKey).update(body).digest('hex');
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    secretKey,
    transactions,
    calls,
    requests,
    refunds,
    pay(reference, options = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no transaction ${reference}`);
      transaction.status = 'success';
      transaction.paidAt = new Date().toISOString();
      transaction.authorization = newAuthorization(options.authorization);
      authorizations.set(transaction.authorization.authorization_code, {
        authorization: transaction.authorization,
        email: transaction.email,
      });
      return transaction;
    },
    declineAuthorization(code, gatewayResponse) {
      declines.set(code, gatewayResponse);
    },
    askConfirmationFor(code) {
      confirmationsAsked.add(code);
    },
    failNextInitialize() {
      failNext = true;
    },
    chargeSuccessEvent(reference, overrides = {}) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no transaction ${reference}`);
      const body = JSON.stringify({
        event: 'charge.success',
        data: {
          ...describeTransaction({
            ...transaction,
            status: 'success',
            paidAt: transaction.paidAt ?? new Date().toISOString(),
          }),
          ...overrides,
        },
      });
      return { body, signature: sign(body) };
    },
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
