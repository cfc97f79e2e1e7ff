import { randomBytes } from 'node:crypto';
import { lastFourDigits, normaliseCardNumber, passesLuhn } from '../../domain/card-types';
import type { CardAuthorisation, CardGateway, CardOnFile, CardToCharge, CardTokenisation } from './card-gateway';

// The default card gateway: no money moves. Its test numbers (README, "Payments") approve or
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

const sandboxToken = (prefix: string) => `sandbox_${prefix}_${randomBytes(12).toString('hex')}`;

function declineReason(card: CardToCharge): string | null {
  const number = normaliseCardNumber(card.number);
  if (!passesLuhn(number)) return 'Your card number is incorrect.';
  return sandboxTestCards[number] ?? null;
}

function onFile(card: CardToCharge): CardOnFile {
  return {
    token: sandboxToken('card'),
    cardType: card.cardType,
    lastFourDigits: lastFourDigits(card.number),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}

export function createSandboxCardGateway(): CardGateway {
  return {
    name: 'sandbox',
    async authorise({ card }): Promise<CardAuthorisation> {
      const reason = declineReason(card);
      if (reason !== null) return { approved: false, declineReason: reason };
      return { approved: true, authorisationId: sandboxToken('auth'), ...onFile(card) };
    },
    async capture() {},
    async voidAuthorisation() {},
    async tokenise(card): Promise<CardTokenisation> {
      const reason = declineReason(card);
      if (reason !== null) return { saved: false, declineReason: reason };
      return { saved: true, ...onFile(card) };
    },
  };
}
