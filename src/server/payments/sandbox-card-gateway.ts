import { randomBytes } from 'node:crypto';
import { lastFourDigits, normaliseCardNumber, passesLuhn, securityCodeLength } from '../../domain/card-types';
import type {
  CardAuthorisation,
  CardGateway,
  CardOnFile,
  CardToCharge,
  CardTokenisation,
  KeptCardCharge,
} from './card-gateway';

// The default card gateway: no money moves. Its test numbers (docs/operations.md, payments) approve or
// decline with a stated reason; any other number of an accepted card type that passes the Luhn
// check approves.

/** Test numbers and the decline reason each gives; null approves. */
export const sandboxTestCards: Readonly<Record<string, string | null>> = {
  '4242424242424242': null,
  '5555555555554444': null,
  '378282246310005': null,
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'We could not process your card. Please try again.',
};

/**
 * Test numbers that can be saved (tokenised) but decline every charge, like a card cancelled
 * after it was kept on an account. Their tokens remember it, so charging the saved card declines.
 */
export const sandboxSavedCardDeclines: Readonly<Record<string, string>> = {
  '4000000000000341': 'Your card was declined.',
};

/**
 * Test numbers that approve now (a booking's deposit, a guarantee) and decline every later
 * charge of the kept card (the balance, a fee): like a card cancelled or emptied before the
 * balance falls due. Insufficient funds is worth retrying; a plain decline is final.
 */
export const sandboxLaterDeclines: Readonly<Record<string, string>> = {
  '4000000000005126': 'Your card was declined.',
  '4000000000000259': 'Your card has insufficient funds.',
};

/** Declines a later charge may be retried after (the card may work tomorrow). */
const retryableDeclines = new Set([
  'Your card has insufficient funds.',
  'We could not process your card. Please try again.',
]);

const declinedReasons = [
  ...new Set(
    [
      ...Object.values(sandboxTestCards),
      ...Object.values(sandboxSavedCardDeclines),
      ...Object.values(sandboxLaterDeclines),
    ].filter((reason) => reason !== null),
  ),
];
const cardTokenPrefix = 'sandbox_card_';
const randomPart = () => randomBytes(12).toString('hex');

function declineReason(card: CardToCharge): string | null {
  const number = normaliseCardNumber(card.number);
  if (!passesLuhn(number)) return 'Your card number is incorrect.';
  return sandboxTestCards[number] ?? sandboxSavedCardDeclines[number] ?? null;
}

/**
 * The token carries which decline (if any) the card gives when charged: `sandbox_card_<random>`
 * approves, `sandbox_card_d<index>_<random>` declines with that reason. No number is in it.
 */
function onFile(card: CardToCharge, chargeDecline: string | null): CardOnFile {
  const decline = chargeDecline === null ? '' : `d${declinedReasons.indexOf(chargeDecline)}_`;
  return {
    token: `${cardTokenPrefix}${decline}${randomPart()}`,
    cardType: card.cardType,
    lastFourDigits: lastFourDigits(card.number),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}

function savedCardDecline(token: string): string | null {
  if (!token.startsWith(cardTokenPrefix)) return 'We could not process your card. Please try again.';
  const match = /^d(\d+)_/.exec(token.slice(cardTokenPrefix.length));
  return match ? (declinedReasons[Number(match[1])] ?? 'Your card was declined.') : null;
}

function isExpired(card: { expiryMonth: number; expiryYear: number }, now: Date): boolean {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return card.expiryYear * 12 + (card.expiryMonth - 1) < thisMonth;
}

export function createSandboxCardGateway(options: { now?: () => Date } = {}): CardGateway {
  const now = options.now ?? (() => new Date());
  // A real gateway keeps each idempotency key's outcome for days; the sandbox for its lifetime.
  const keptCharges = new Map<string, KeptCardCharge>();
  return {
    name: 'sandbox',
    async authorise({ card }): Promise<CardAuthorisation> {
      const reason = declineReason(card);
      if (reason !== null) return { approved: false, declineReason: reason };
      const later = sandboxLaterDeclines[normaliseCardNumber(card.number)] ?? null;
      return { approved: true, authorisationId: `sandbox_auth_${randomPart()}`, ...onFile(card, later) };
    },
    async chargeKept({ card, amount, idempotencyKey }): Promise<KeptCardCharge> {
      const earlier = keptCharges.get(idempotencyKey);
      if (earlier) return earlier;
      const reason =
        !Number.isInteger(amount) || amount <= 0
          ? 'We could not process your card. Please try again.'
          : (savedCardDecline(card.token) ?? (isExpired(card, now()) ? 'Your card has expired.' : null));
      const outcome: KeptCardCharge =
        reason === null
          ? { approved: true, paymentId: `sandbox_auth_${randomPart()}` }
          : { approved: false, declineReason: reason, retryable: retryableDeclines.has(reason) };
      keptCharges.set(idempotencyKey, outcome);
      return outcome;
    },
    async authoriseSaved({ card, securityCode }): Promise<CardAuthorisation> {
      const reason = savedCardDecline(card.token);
      if (reason !== null) return { approved: false, declineReason: reason };
      if (isExpired(card, now())) return { approved: false, declineReason: 'Your card has expired.' };
      if (!new RegExp(`^\\d{${securityCodeLength(card.cardType)}}$`).test(securityCode.trim())) {
        return { approved: false, declineReason: "Your card's security code is incorrect." };
      }
      const { token, cardType, lastFourDigits: lastFour, expiryMonth, expiryYear } = card;
      return {
        approved: true,
        authorisationId: `sandbox_auth_${randomPart()}`,
        token,
        cardType,
        lastFourDigits: lastFour,
        expiryMonth,
        expiryYear,
      };
    },
    async capture() {},
    async refund({ authorisationId, amount }) {
      if (!authorisationId.startsWith('sandbox_auth_') || !Number.isInteger(amount) || amount <= 0)
        throw new Error('The sandbox cannot refund this payment.');
      return { refundId: `sandbox_refund_${randomPart()}` };
    },
    async voidAuthorisation() {},
    async tokenise(card): Promise<CardTokenisation> {
      const number = normaliseCardNumber(card.number);
      const chargeDecline = sandboxSavedCardDeclines[number] ?? sandboxLaterDeclines[number] ?? null;
      const reason = chargeDecline === null ? declineReason(card) : null;
      if (reason !== null) return { saved: false, declineReason: reason };
      return { saved: true, ...onFile(card, chargeDecline) };
    },
  };
}
