import { describe, expect, it } from 'vitest';
import type { CardToCharge } from '../../../src/server/payments/card-gateway';
import { createSandboxCardGateway } from '../../../src/server/payments/sandbox-card-gateway';

// The sandbox's saved cards behave as the test numbers in docs/operations.md say: a kept card charges with
// its token and security code alone, and a card that declines keeps declining once saved.

const gateway = createSandboxCardGateway({ now: () => new Date('2027-03-03T12:00:00Z') });
const card = (number: string, extra: Partial<CardToCharge> = {}): CardToCharge => ({
  number,
  nameOnCard: 'Ada Lovelace',
  expiryMonth: 12,
  expiryYear: 2030,
  securityCode: '123',
  cardType: 'visa',
  ...extra,
});
const payment = { amount: 25800, currency: 'GBP', reference: 'ABCD2345', description: 'The Ashbury booking ABCD2345' };

async function saved(number: string, extra: Partial<CardToCharge> = {}) {
  const tokenised = await gateway.tokenise(card(number, extra));
  if (!tokenised.saved) throw new Error(tokenised.declineReason);
  const { saved: _saved, ...onFile } = tokenised;
  return onFile;
}

describe('the sandbox card gateway with saved cards', () => {
  it('charges a saved card with its security code, answering the same token and no number', async () => {
    const onFile = await saved('4242424242424242');
    const result = await gateway.authoriseSaved({ ...payment, card: onFile, securityCode: '123' });
    expect(result).toMatchObject({
      approved: true,
      token: onFile.token,
      lastFourDigits: '4242',
      cardType: 'visa',
      expiryMonth: 12,
      expiryYear: 2030,
    });
    expect(JSON.stringify(result)).not.toContain('4242424242424242');
  });

  it('keeps declining a card that declines once saved (4000 0000 0000 0341)', async () => {
    const onFile = await saved('4000000000000341');
    expect(await gateway.authorise({ ...payment, card: card('4000000000000341') })).toEqual({
      approved: false,
      declineReason: 'Your card was declined.',
    });
    expect(await gateway.authoriseSaved({ ...payment, card: onFile, securityCode: '123' })).toEqual({
      approved: false,
      declineReason: 'Your card was declined.',
    });
  });

  it('will not save the documented decline numbers', async () => {
    expect(await gateway.tokenise(card('4000000000000002'))).toEqual({
      saved: false,
      declineReason: 'Your card was declined.',
    });
  });

  it('declines a token it did not make, an expired card and a wrong-length security code', async () => {
    const onFile = await saved('4242424242424242');
    expect(
      await gateway.authoriseSaved({ ...payment, card: { ...onFile, token: 'tok_elsewhere' }, securityCode: '123' }),
    ).toMatchObject({ approved: false });
    expect(
      await gateway.authoriseSaved({
        ...payment,
        card: { ...onFile, expiryYear: 2027, expiryMonth: 2 },
        securityCode: '123',
      }),
    ).toEqual({
      approved: false,
      declineReason: 'Your card has expired.',
    });
    expect(await gateway.authoriseSaved({ ...payment, card: onFile, securityCode: '12' })).toEqual({
      approved: false,
      declineReason: "Your card's security code is incorrect.",
    });
  });
});
