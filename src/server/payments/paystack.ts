import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { CardType } from '../../domain/card-types';
import type { CardOnFile, KeptCardCharge, KeptCardChargeRequest } from './card-gateway';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderTransaction,
  type ProviderTransactionStatus,
} from './payment-provider';

// Paystack's API (https://paystack.com/docs/api): POST /transaction/initialize, GET
// /transaction/verify/:reference, POST /transaction/charge_authorization, POST /refund, and
// webhooks signed with HMAC-SHA512 of the raw body under the secret key (header
// x-paystack-signature). The base URL is configurable so tests run this very code against a
// local fake of the API.

export interface PaystackOptions {
  baseUrl: string;
  secretKey: string;
  /** Per call; Paystack answers in well under a second. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.boolean(),
    message: z.string().default(''),
    /** Newer error answers name the error ('transaction_not_found'). */
    code: z.string().nullish(),
    data: data.nullish(),
  });

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
  gateway_response: z.string().nullish(),
  /** Read only through `keptCardOf`, so that nothing else of the card is kept. */
  authorization: z.unknown().optional(),
});
const verifyResponse = envelope(transactionSchema);
const chargeResponse = envelope(transactionSchema);
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

// The authorisation a card payment leaves behind. Paystack sends the expiry as strings and pads
// card_type ('visa ', 'mastercard DEBIT'); it also sends the bin, bank and a signature, which
// are not read.
const authorizationSchema = z.object({
  authorization_code: z.string().trim().min(1),
  channel: z.string().nullish(),
  reusable: z.boolean(),
  brand: z.string().nullish(),
  card_type: z.string().nullish(),
  last4: z
    .string()
    .trim()
    .regex(/^\d{4}$/),
  exp_month: z.union([z.string(), z.number()]),
  exp_year: z.union([z.string(), z.number()]),
});

const brandPatterns: readonly (readonly [RegExp, CardType])[] = [
  [/\bvisa\b/, 'visa'],
  [/\bmaster ?card\b/, 'mastercard'],
  [/\bamerican express\b|\bamex\b/, 'amex'],
  [/\bdiscover\b/, 'discover'],
  [/\bdiners\b/, 'diners'],
  [/\bjcb\b/, 'jcb'],
  [/\bunion ?pay\b/, 'unionpay'],
  [/\btroy\b/, 'troy'],
];

/** Our card type of a Paystack brand or card_type; null for brands we do not show (Verve ...). */
export function cardTypeOfPaystack(...names: (string | null | undefined)[]): CardType | null {
  for (const name of names) {
    const normalised = (name ?? '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ');
    const match = brandPatterns.find(([pattern]) => pattern.test(normalised));
    if (match) return match[1];
  }
  return null;
}

function expiryPart(value: string | number, min: number, max: number): number | null {
  const text = String(value).trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/**
 * The card a successful payment may be charged on again: only a reusable card authorisation of
 * a brand we can show, with a plausible expiry. Anything else (a bank transfer, a one-off
 * authorisation, a Verve card) keeps nothing.
 */
export function keptCardOf(authorization: unknown): CardOnFile | null {
  const parsed = authorizationSchema.safeParse(authorization);
  if (!parsed.success) return null;
  const card = parsed.data;
  if (!card.reusable || (card.channel ?? 'card').trim().toLowerCase() !== 'card') return null;
  const cardType = cardTypeOfPaystack(card.brand, card.card_type);
  const expiryMonth = expiryPart(card.exp_month, 1, 12);
  const year = expiryPart(card.exp_year, 0, 2099);
  const expiryYear = year === null ? null : year < 100 ? 2000 + year : year;
  if (cardType === null || expiryMonth === null || expiryYear === null || expiryYear < 2000) return null;
  return { token: card.authorization_code, cardType, lastFourDigits: card.last4.trim(), expiryMonth, expiryYear };
}

// Gateway responses worth trying the same card again for later: the money may be there next
// week, and a timed-out issuer may answer next time. A plain decline, a lost or expired card
// will not change.
const retryableGatewayResponse =
  /insufficient|not sufficient|timed? ?out|time-out|try again|unavailable|inoperative|unable to process|processing error|system (error|malfunction)|limit exceeded|exceeds? .*limit/i;

export const confirmationDecline =
  'Your bank asked for a confirmation the hotel cannot give: please pay with another card.';

const inFlightStatuses = new Set(['pending', 'ongoing', 'processing', 'queued']);

/** What a charge under the request's key came to, from the transaction Paystack recorded for it. */
function outcomeOf(transaction: z.infer<typeof transactionSchema>, request: KeptCardChargeRequest): KeptCardCharge {
  if (transaction.amount !== request.amount || transaction.currency.toUpperCase() !== request.currency.toUpperCase()) {
    // The key names another payment: answering its outcome for this one would be wrong.
    throw new PaymentProviderError(`Paystack's transaction ${transaction.reference} is not this charge.`);
  }
  const status = transaction.status.trim().toLowerCase();
  if (status === 'success') return { approved: true, paymentId: transaction.reference };
  if (status === 'failed') {
    const gatewayResponse = transaction.gateway_response?.trim() ?? '';
    return {
      approved: false,
      declineReason: gatewayResponse || 'Your card was declined.',
      retryable: retryableGatewayResponse.test(gatewayResponse),
    };
  }
  // Not settled either way yet: the caller asks again under the same key and finds the end.
  if (inFlightStatuses.has(status))
    throw new PaymentProviderError(`Paystack has not finished the charge ${transaction.reference} (${status}).`);
  if (status === 'reversed')
    return { approved: false, declineReason: 'Paystack reversed this charge.', retryable: false };
  // send_otp, send_pin, open_url, paused, abandoned ...: the bank wants the cardholder.
  return { approved: false, declineReason: confirmationDecline, retryable: false };
}

export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  /** One API call: throws when Paystack cannot be reached or answers a 5xx or garbage. */
  async function send<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<{ httpStatus: number; result: z.infer<T> & { status: boolean; message: string; code?: string | null } }> {
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
    if (response.status >= 500) throw new PaymentProviderError(`Paystack answered ${response.status}.`);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PaymentProviderError(`Paystack answered ${response.status} in an unexpected shape.`);
    return { httpStatus: response.status, result: parsed.data as z.infer<T> & { status: boolean; message: string } };
  }

  /** A call that must succeed: any refusal throws. */
  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    const { httpStatus, result } = await send(method, path, schema, body);
    if (httpStatus < 200 || httpStatus >= 300 || !result.status)
      throw new PaymentProviderError(`Paystack refused the call (${httpStatus}): ${result.message}`);
    return result;
  }

  /** The transaction under `reference`, or null when Paystack has none (it answers 400 or 404). */
  async function findTransaction(reference: string) {
    const { httpStatus, result } = await send(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
      verifyResponse,
    );
    if (httpStatus >= 200 && httpStatus < 300 && result.status && result.data) return result.data;
    const notFound =
      (httpStatus === 400 || httpStatus === 404) &&
      !result.status &&
      (result.code === 'transaction_not_found' || /reference not found|transaction not found/i.test(result.message));
    if (notFound) return null;
    throw new PaymentProviderError(`Paystack refused the call (${httpStatus}): ${result.message}`);
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
        keptCard: status === 'success' ? keptCardOf(result.data.authorization) : null,
      };
    },
    // The idempotency key is the Paystack reference, which Paystack keeps unique: a charge that
    // already exists under it is answered as it ended, so a retry after a crash never charges twice.
    async chargeKept(request): Promise<KeptCardCharge> {
      const reference = request.idempotencyKey;
      const earlier = await findTransaction(reference);
      if (earlier) return outcomeOf(earlier, request);
      const { httpStatus, result } = await send('POST', '/transaction/charge_authorization', chargeResponse, {
        authorization_code: request.card.token,
        email: request.email,
        // In the currency's subunit.
        amount: request.amount,
        currency: request.currency,
        reference,
        metadata: { description: request.description, booking_reference: request.reference },
      });
      if (httpStatus >= 200 && httpStatus < 300 && result.status) {
        if (!result.data) throw new PaymentProviderError('Paystack gave no transaction for the charge.');
        return outcomeOf(result.data, request);
      }
      if (/duplicate transaction reference/i.test(result.message)) {
        // Another attempt under the same key got there first: answer what it came to.
        const other = await findTransaction(reference);
        if (other) return outcomeOf(other, request);
        throw new PaymentProviderError('Paystack reports a charge under this key but shows none yet.');
      }
      // A wrong key or too many calls say nothing of the card: the caller asks again later.
      if (httpStatus === 401 || httpStatus === 403 || httpStatus === 429 || /invalid key/i.test(result.message))
        throw new PaymentProviderError(`Paystack refused the call (${httpStatus}): ${result.message}`);
      // Refused outright (an authorisation no longer valid, an email that is not the card's ...):
      // nothing was charged, and the same request would be refused again.
      return {
        approved: false,
        declineReason: result.message || 'Paystack refused to charge this card.',
        retryable: false,
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
