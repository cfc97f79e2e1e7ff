import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Paystack's HTTP API (https://paystack.com/docs/api/transaction):
// POST /transaction/initialize, GET /transaction/verify/:reference and POST /refund, with Paystack's
// envelope ({ status, message, data }), bearer-key auth, amounts in the currency's subunit and
// unique references. Tests play the guest (`pay`) and Paystack's webhook sender (`webhook`).

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
}

export interface FakePaystack {
  baseUrl: string;
  secretKey: string;
  transactions: Map<string, FakeTransaction>;
  calls: { initialize: number; verify: number; refund: number };
  /** Refunds made, as POST /refund took them (amount in the subunit). */
  refunds: { transaction: string; amount: number }[];
  /** The guest pays on Paystack's page. */
  pay(reference: string): FakeTransaction;
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

function describeTransaction(transaction: FakeTransaction) {
  return {
    id: Number.parseInt(transaction.accessCode.slice(0, 8), 16),
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    message: null,
    gateway_response: transaction.status === 'success' ? 'Successful' : 'The transaction was not completed',
    paid_at: transaction.paidAt,
    created_at: new Date().toISOString(),
    channel: 'card',
    currency: transaction.currency,
    metadata: transaction.metadata,
    customer: { email: transaction.email, customer_code: 'CUS_fake' },
    authorization:
      transaction.status === 'success'
        ? {
            authorization_code: 'AUTH_fake',
            last4: '4081',
            exp_month: '12',
            exp_year: '2030',
            card_type: 'visa',
            brand: 'visa',
            reusable: true,
          }
        : null,
  };
}

export async function startFakePaystack(
  secretKey = `sk_test_${randomBytes(16).toString('hex')}`,
): Promise<FakePaystack> {
  const transactions = new Map<string, FakeTransaction>();
  const calls = { initialize: 0, verify: 0, refund: 0 };
  const refunds: { transaction: string; amount: number }[] = [];
  let failNext = false;

  const server = createServer(async (req, res) => {
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return send(res, 401, { status: false, message: 'Invalid key' });
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      calls.initialize++;
      if (failNext) {
        failNext = false;
        return send(res, 500, { status: false, message: 'An error occurred' });
      }
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
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
      if (!transaction) return send(res, 400, { status: false, message: 'Transaction reference not found' });
      return send(res, 200, {
        status: true,
        message: 'Verification successful',
        data: describeTransaction(transaction),
      });
    }
    if (req.method === 'POST' && url.pathname === '/refund') {
      calls.refund++;
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
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
    refunds,
    pay(reference) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no transaction ${reference}`);
      transaction.status = 'success';
      transaction.paidAt = new Date().toISOString();
      return transaction;
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
