import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderTransaction,
  type ProviderTransactionStatus,
} from './payment-provider';

// Paystack's API (https://paystack.com/docs/api): POST /transaction/initialize, GET
// /transaction/verify/:reference, and webhooks signed with HMAC-SHA512 of the raw body under
// the secret key (header x-paystack-signature). The base URL is configurable so tests run this
// very code against a local fake of the API.

export interface PaystackOptions {
  baseUrl: string;
  secretKey: string;
  /** Per call; Paystack answers in well under a second. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string().default(''), data: data.nullish() });

const initializeResponse = envelope(
  z.object({ authorization_url: z.string(), access_code: z.string().optional(), reference: z.string().optional() }),
);

const transactionSchema = z.object({
  reference: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  paidAt: z.string().nullish(),
});
const verifyResponse = envelope(transactionSchema);
const refundResponse = envelope(z.object({ id: z.union([z.number(), z.string()]) }).passthrough());

/** A webhook body; only charge.success is acted on. */
export const paystackEventSchema = z.object({
  event: z.string(),
  data: transactionSchema.partial({ status: true }).passthrough(),
});

const knownStatuses: readonly ProviderTransactionStatus[] = ['success', 'failed', 'abandoned', 'pending', 'reversed'];

function paidAtOf(data: { paid_at?: string | null | undefined; paidAt?: string | null | undefined }): Date | null {
  const value = data.paid_at ?? data.paidAt;
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new PaymentProviderError('Paystack could not be reached.', { cause });
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (cause) {
      throw new PaymentProviderError(`Paystack answered ${response.status} without JSON.`, { cause });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PaymentProviderError(`Paystack answered ${response.status} in an unexpected shape.`);
    const result = parsed.data as { status: boolean; message: string };
    if (!response.ok || !result.status)
      throw new PaymentProviderError(`Paystack refused the call (${response.status}): ${result.message}`);
    return parsed.data;
  }

  return {
    name: 'paystack',
    async initialize(checkout) {
      const result = await call('POST', '/transaction/initialize', initializeResponse, {
        email: checkout.email,
        // Paystack takes the amount in the currency's subunit, as a string or an integer.
        amount: checkout.amount,
        currency: checkout.currency,
        reference: checkout.reference,
        callback_url: checkout.callbackUrl,
        metadata: checkout.metadata ?? {},
      });
      if (!result.data) throw new PaymentProviderError('Paystack gave no checkout page.');
      return { authorizationUrl: result.data.authorization_url };
    },
    async verify(reference): Promise<ProviderTransaction> {
      const result = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`, verifyResponse);
      if (!result.data) throw new PaymentProviderError('Paystack gave no transaction.');
      const status =
        knownStatuses.find((known) => known === result.data!.status) ??
        (result.data.status === 'ongoing' || result.data.status === 'processing' || result.data.status === 'queued'
          ? 'pending'
          : 'unknown');
      return {
        reference: result.data.reference,
        status,
        amount: result.data.amount,
        currency: result.data.currency,
        paidAt: paidAtOf(result.data),
      };
    },
    // POST /refund: part of a transaction (amount in the subunit) back to the payer.
    async refund(reference, amount) {
      const result = await call('POST', '/refund', refundResponse, { transaction: reference, amount });
      if (!result.data) throw new PaymentProviderError('Paystack gave no refund.');
      return { refundId: String(result.data.id) };
    },
  };
}

/** x-paystack-signature: hex HMAC-SHA512 of the raw body under the secret key, compared in constant time. */
export function isPaystackSignatureValid(rawBody: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The payment a charge.success event reports, or null for any other event. */
export function paymentOfPaystackEvent(body: unknown): ProviderPayment | null {
  const parsed = paystackEventSchema.safeParse(body);
  if (!parsed.success || parsed.data.event !== 'charge.success') return null;
  const data = parsed.data.data;
  if (data.status !== undefined && data.status !== 'success') return null;
  return { reference: data.reference, amount: data.amount, currency: data.currency, paidAt: paidAtOf(data) };
}
