import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../src/domain/account-messages';
import { savedCards } from '../../../src/server/db/schema/accounts';
import type { SmtpInbox } from '../fakes/smtp-inbox';
import type { TestApp } from '../harness';
import { postAccount, signUpAndLogIn, startAccountApp } from './account-fixture';

// Saved cards are their owner's alone: each guest sees only theirs in GET Account, and can
// remove only theirs. A card is a gateway token plus what the guest recognises it by.

let inbox: SmtpInbox;
let t: TestApp;
let ada: { cookie: string; individualId: number };
let bob: { cookie: string; individualId: number };
let adasCard: number;
let bobsCard: number;

async function saveCard(individualId: number, lastFour: string, nameOnCard: string): Promise<number> {
  const [row] = await t.database.db
    .insert(savedCards)
    .values({
      individualId,
      gateway: 'sandbox',
      token: `tok_${lastFour}_${individualId}`,
      cardType: 'visa',
      lastFour,
      expiryMonth: 12,
      expiryYear: 2030,
      nameOnCard,
    })
    .returning({ id: savedCards.id });
  return row!.id;
}

beforeAll(async () => {
  ({ t, inbox } = await startAccountApp());
  ada = await signUpAndLogIn(t.app, inbox, { email: 'ada.cards@example.com', firstName: 'Ada' });
  bob = await signUpAndLogIn(t.app, inbox, { email: 'bob.cards@example.com', firstName: 'Bob' });
  adasCard = await saveCard(ada.individualId, '4242', 'Ada Lovelace');
  bobsCard = await saveCard(bob.individualId, '1881', 'Bob Smith');
});
afterAll(() => t?.close());

const accountOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/Account', headers: { cookie } })).json() as {
    CreditCards: { CreditCardId: number }[];
  };

describe('saved cards', () => {
  it('are listed to their owner only, without the number', async () => {
    const adas = await t.app.inject({ method: 'GET', url: '/api/Account', headers: { cookie: ada.cookie } });
    expect(adas.json()).toMatchObject({
      CreditCards: [
        {
          CreditCardId: adasCard,
          CardType: 'visa',
          LastFourDigits: '4242',
          ExpiryMonth: 12,
          ExpiryYear: 2030,
          NameOnCard: 'Ada Lovelace',
        },
      ],
    });
    expect(adas.body).not.toContain('tok_');
    expect((await accountOf(bob.cookie)).CreditCards.map((c) => c.CreditCardId)).toEqual([bobsCard]);
  });

  it('cannot be removed by another guest', async () => {
    const res = await postAccount(t.app, 'DeleteCreditCard', { CreditCardId: bobsCard }, { cookie: ada.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: accountMessages.cardNotFound });
    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.id, bobsCard))).toHaveLength(1);
  });

  it('are removed by their owner', async () => {
    const res = await postAccount(t.app, 'DeleteCreditCard', { CreditCardId: adasCard }, { cookie: ada.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ CreditCards: [] });
    expect((await accountOf(ada.cookie)).CreditCards).toEqual([]);
    expect((await accountOf(bob.cookie)).CreditCards.map((c) => c.CreditCardId)).toEqual([bobsCard]);
  });
});
