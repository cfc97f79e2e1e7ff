import type { CardOnFile, KeptCardCharger } from './card-gateway';

// A hosted payment provider (payment type PayByPayStack): the guest pays on the provider's page, and
// the booking is confirmed only by our server's verify call or a signed webhook.

export interface ProviderCheckout {
  /** The payer's email (the provider sends the receipt there). */
  email: string;
  /** Minor units (the currency's subunit: pence, kobo, cents). */
  amount: number;
  currency: string;
  /** Unique per payment; the provider echoes it back on verify and in webhooks. */
  reference: string;
  /** Where the provider sends the browser afterwards. */
  callbackUrl: string;
  metadata?: Record<string, string>;
}

export type ProviderTransactionStatus = 'success' | 'failed' | 'abandoned' | 'pending' | 'reversed' | 'unknown';

export interface ProviderTransaction {
  reference: string;
  status: ProviderTransactionStatus;
  /** Minor units actually paid. */
  amount: number;
  currency: string;
  paidAt: Date | null;
  /**
   * The card paid with, when the provider lets us charge it again later (Paystack's reusable
   * authorisation: `token` is its authorization_code); null otherwise.
   */
  keptCard?: CardOnFile | null;
}

/** A payment confirmed by the provider (verify or webhook). */
export interface ProviderPayment {
  reference: string;
  amount: number;
  currency: string;
  paidAt: Date | null;
  /** The card paid with when known (verify tells; a webhook does not: undefined, then verify is asked). */
  keptCard?: CardOnFile | null;
}

/**
 * chargeKept: a later charge of the card a guest paid with on the provider's page (a balance,
 * a fee), under the idempotency key as the provider's reference, so that a retry after a crash
 * finds the first charge instead of making a second.
 */
export interface PaymentProvider extends KeptCardCharger {
  readonly name: 'paystack' | 'sandbox';
  /** Starts a payment; answers the page to send the guest to. */
  initialize(checkout: ProviderCheckout): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<ProviderTransaction>;
  /** Gives back `amount` (minor units) of the payment under `reference`; throws PaymentProviderError when refused. */
  refund(reference: string, amount: number): Promise<{ refundId: string }>;
}

/** The provider could not be reached or refused the call; nothing was paid. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
