import type { CardType } from '../../domain/card-types';

// The one door card data goes through (docs/architecture.md, rules the server owns). A gateway authorises an amount
// on a card and answers a token, the brand, last four and expiry, or why it declined. Nothing
// else in the server sees the number or the security code; nothing stores or logs them.
//
// Booking uses authorise-then-capture: the authorisation happens inside the reservation's
// transaction (a decline rolls everything back, so nothing is booked), the capture after the
// commit, and a commit that fails after an approval voids the authorisation.

export interface CardToCharge {
  number: string;
  nameOnCard: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
  cardType: CardType;
}

export interface CardAuthorisationRequest {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  card: CardToCharge;
  /** Our reference for the payment (the booking reference). */
  reference: string;
  description: string;
}

/** A card as it may be kept: the gateway's token and what a guest recognises it by. */
export interface CardOnFile {
  token: string;
  cardType: CardType;
  lastFourDigits: string;
  expiryMonth: number;
  expiryYear: number;
}

/** A booking paid with a saved card: the gateway's token and the security code the guest typed now. */
export interface SavedCardAuthorisationRequest {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  card: CardOnFile;
  securityCode: string;
  reference: string;
  description: string;
}

export interface CardRefundRequest {
  /** The authorisation the payment was captured from. */
  authorisationId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** Our reference for the refund (the booking reference). */
  reference: string;
}

export type CardAuthorisation =
  ({ approved: true; authorisationId: string } & CardOnFile) | { approved: false; declineReason: string };

export type CardTokenisation = ({ saved: true } & CardOnFile) | { saved: false; declineReason: string };

/**
 * A merchant-initiated charge on a card kept with a booking (a balance, a cancellation or
 * no-show fee): no security code, captured at once. The gateway answers the first outcome
 * again for the same idempotency key, so a charge retried after a crash never moves money twice.
 */
export interface KeptCardChargeRequest {
  card: CardOnFile;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  reference: string;
  description: string;
  /** The booker's email (some gateways need it with the card). */
  email: string;
  idempotencyKey: string;
}

/** `retryable`: worth trying the same card again later (insufficient funds, a processing error). */
export type KeptCardCharge =
  { approved: true; paymentId: string } | { approved: false; declineReason: string; retryable: boolean };

/** Charges a card kept earlier; throws when the gateway cannot be reached (then nothing is known: retry under the same key). */
export interface KeptCardCharger {
  chargeKept(request: KeptCardChargeRequest): Promise<KeptCardCharge>;
}

export interface CardGateway extends KeptCardCharger {
  /** Stored with each payment ('sandbox', 'stripe', ...). */
  readonly name: string;
  authorise(request: CardAuthorisationRequest): Promise<CardAuthorisation>;
  /** Authorises on a card this gateway tokenised earlier (answers the same token); declines a token it does not know. */
  authoriseSaved(request: SavedCardAuthorisationRequest): Promise<CardAuthorisation>;
  capture(authorisationId: string, amount: number): Promise<void>;
  voidAuthorisation(authorisationId: string): Promise<void>;
  /**
   * Verifies a card and keeps it for later without charging it (saved cards of an account, a
   * booking's guarantee): a zero authorisation where the gateway needs one.
   */
  tokenise(card: CardToCharge): Promise<CardTokenisation>;
  /** Gives back part or all of a captured payment (minor units); answers the gateway's refund id. Throws when refused. */
  refund(request: CardRefundRequest): Promise<{ refundId: string }>;
}
