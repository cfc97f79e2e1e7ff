import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentTypes } from '../../src/contract/reservation';
import type { Basket } from '../../src/client/basket/basket';
import { adaBooker } from '../domain/booker-fixture';
import { basketItem } from './basket-item-fixture';

// The checkout's client logic: what is kept across a reload (never the card number or
// security code), the one Idempotency-Key per attempt, copying the booker to the card, the
// field problems, and the create payload.

const storageKey = 'stayfront.basket';

async function load() {
  vi.resetModules();
  const basket = await import('../../src/client/basket/basket');
  const form = await import('../../src/client/features/checkout/checkout-form');
  return { ...basket, ...form };
}

const item = basketItem({
  children: 1,
  roomConfiguration: 3,
  services: [
    { ServiceId: 5, Quantity: 2 },
    { ServiceId: 6, Quantity: 0 },
  ],
  hasSelectableServices: true,
});

const booker = adaBooker;

describe('the checkout', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the draft across a reload, but never the card number or security code', async () => {
    const { checkoutFormDefaults, draftOf, saveCheckoutDraft } = await load();
    const values = {
      ...checkoutFormDefaults(null),
      ...booker,
      nameOnCard: 'Ada Lovelace',
      cardNumber: '4242424242424242',
      securityCode: '123',
      expiryMonth: 12,
      expiryYear: 2030,
    };
    saveCheckoutDraft(draftOf(values));
    await vi.waitFor(() => expect(window.localStorage.getItem(storageKey) ?? '').toContain('Ada Lovelace'));
    const stored = window.localStorage.getItem(storageKey) ?? '';
    expect(stored).not.toContain('4242');
    expect(stored).not.toContain('"123"');

    const reloaded = await load();
    await vi.waitFor(() => expect(reloaded.readBasket().checkout?.emailAddress).toBe('ada@example.com'));
    const restored = reloaded.checkoutFormDefaults(reloaded.readBasket().checkout);
    expect(restored).toMatchObject({ nameOnCard: 'Ada Lovelace', expiryMonth: 12, cardNumber: '', securityCode: '' });
  });

  it('keeps one Idempotency-Key per attempt until the rooms change or the booking is made', async () => {
    const { checkoutAttemptKey, updateBasket, clearBasket } = await load();
    updateBasket((basket: Basket) => ({ ...basket, propertyCode: 'DEMO', items: [item] }));
    const first = checkoutAttemptKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(checkoutAttemptKey()).toBe(first);

    // A reload keeps it (the retry after a lost answer replays, and books nothing twice).
    await vi.waitFor(() => expect(window.localStorage.getItem(storageKey) ?? '').toContain(first));
    const reloaded = await load();
    await vi.waitFor(() => expect(reloaded.readBasket().attempt?.key).toBe(first));
    expect(reloaded.checkoutAttemptKey()).toBe(first);

    // Other rooms are another booking.
    reloaded.updateBasket((basket: Basket) => ({ ...basket, items: [{ ...item, adults: 1 }] }));
    const second = reloaded.checkoutAttemptKey();
    expect(second).not.toBe(first);
    reloaded.clearBasket();
    reloaded.updateBasket((basket: Basket) => ({ ...basket, propertyCode: 'DEMO', items: [{ ...item, adults: 1 }] }));
    expect(reloaded.checkoutAttemptKey()).not.toBe(second);
    clearBasket();
  });

  it('copies the booker to the card only when the card name is empty', async () => {
    const { copyBookerToCard } = await load();
    expect(
      copyBookerToCard({
        firstName: ' Ada ',
        lastName: 'Lovelace',
        emailAddress: 'ada@example.com',
        nameOnCard: '',
        cardHolderEmail: '',
      }),
    ).toEqual({
      nameOnCard: 'Ada Lovelace',
      cardHolderEmail: 'ada@example.com',
    });
    expect(
      copyBookerToCard({
        firstName: 'Ada',
        lastName: 'Lovelace',
        emailAddress: 'ada@example.com',
        nameOnCard: 'A KING',
        cardHolderEmail: 'billing@example.com',
      }),
    ).toEqual({
      nameOnCard: 'A KING',
      cardHolderEmail: 'billing@example.com',
    });
  });

  it('says what is missing: the documented texts for the booker, the card problems, the company and the terms', async () => {
    const { checkoutFormDefaults, checkoutProblems } = await load();
    const rules = {
      customTerms: { hasCustomTermsAndConditions: true, onlyUseCustomTermsAndConditionsForPayByCompanyInvoice: true },
      today: '2026-05-01',
      acceptedCards: [{ CreditCardTypeId: 1, Code: 'visa', Name: 'Visa' }],
    };
    const empty = checkoutProblems(
      { ...checkoutFormDefaults(null), telephoneNumber: '07700 900123', paymentType: paymentTypes.PayByCard },
      rules,
    );
    expect(empty).toMatchObject({
      emailAddress: 'A valid email address is required',
      telephoneNumber: 'A valid phone number is required',
      agreeToTermsAndConditions: expect.any(String),
    });
    expect(empty.cardNumber).toBeDefined();
    expect(empty.hasAcceptedCustomTermsAndConditions).toBeUndefined();

    const amex = checkoutProblems(
      {
        ...checkoutFormDefaults(null),
        ...booker,
        agreeToTermsAndConditions: true,
        paymentType: paymentTypes.PayByCard,
        nameOnCard: 'Ada',
        cardNumber: '378282246310005',
        securityCode: '1234',
        expiryMonth: 12,
        expiryYear: 2030,
      },
      rules,
    );
    expect(amex).toEqual({ cardNumber: 'Sorry, this hotel does not accept amex cards. Please use another card.' });

    const company = checkoutProblems(
      {
        ...checkoutFormDefaults(null),
        ...booker,
        agreeToTermsAndConditions: true,
        paymentType: paymentTypes.PayByCompanyInvoice,
      },
      rules,
    );
    expect(Object.keys(company).sort()).toEqual(['company', 'hasAcceptedCustomTermsAndConditions', 'poNumber']);
  });

  it('builds the create payload: card details only for a card, the booker as lead guest of an unnamed room, chosen extras only', async () => {
    const { checkoutFormDefaults, createRequestOf, emptyBasket } = await load();
    const basket = {
      ...emptyBasket(),
      propertyCode: 'DEMO',
      search: { from: '2026-05-01', to: '2026-05-03', rooms: '2-1-0', promo: 'SPRING' },
      items: [item],
    };
    const values = {
      ...checkoutFormDefaults(null),
      ...booker,
      nameOnCard: 'Ada Lovelace',
      cardNumber: '4242 4242 4242 4242',
      securityCode: '123',
      expiryMonth: 12,
      expiryYear: 2030,
      poNumber: 'PO-1',
      company: { AccountId: 4, Name: 'Acme' },
    };
    const context = {
      propertyId: 1,
      currency: 'GBP',
      basket,
      voucher: { code: 'GIFT-DEMO-100', discountMinor: 10000, message: 'ok', showContactUs: false },
      acceptedCards: [{ CreditCardTypeId: 7, Code: 'visa', Name: 'Visa' }],
      browser: null,
    };

    const byCard = createRequestOf(values, paymentTypes.PayByCard, context);
    expect(byCard.CardDetails).toMatchObject({
      CardNumber: '4242424242424242',
      CreditCardTypeId: 7,
      SecurityCode: '123',
      NameOnCard: 'Ada Lovelace',
    });
    expect(byCard).toMatchObject({
      PaymentType: 0,
      AccountId: null,
      PONumber: null,
      PromoCode: 'SPRING',
      HopGiftVoucherCode: 'GIFT-DEMO-100',
      DateFrom: '2026-05-01',
      DateTo: '2026-05-03',
    });
    expect(byCard.Booker).toMatchObject({
      FirstName: 'Ada',
      CountryId: 77,
      ZipCode: 'SW1Y 4JH',
      City: null,
      StateOrCounty: null,
    });
    expect(byCard.Rooms[0]).toMatchObject({
      LeadGuest: { FirstName: 'Ada', LastName: 'Lovelace' },
      Services: [{ ServiceId: 5, Quantity: 2 }],
      RoomConfigurationDropdownOptionId: 3,
      NumberOfChildren: 1,
      // What the guest was shown, in the contract's major units (the server reprices).
      TotalCost: 318,
    });

    const byCompany = createRequestOf(values, paymentTypes.PayByCompanyInvoice, {
      ...context,
      basket: { ...basket, items: [{ ...item, leadGuest: { firstName: 'Grace', lastName: 'Hopper' } }] },
    });
    expect(byCompany).toMatchObject({ CardDetails: null, AccountId: 4, PONumber: 'PO-1' });
    expect(byCompany.Rooms[0]?.LeadGuest).toMatchObject({ FirstName: 'Grace', LastName: 'Hopper' });
  });
});
