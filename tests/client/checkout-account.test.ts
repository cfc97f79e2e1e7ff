import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../src/contract/account';
import { paymentTypes, type PaymentType } from '../../src/contract/reservation';
import { canConfirmBooking } from '../../src/domain/checkout';
import { passwordHint, passwordsDoNotMatchMessage, passwordTooWeakMessage } from '../../src/domain/password';
import { emptyBasket } from '../../src/client/basket/basket';
import {
  cardFormOf,
  checkoutFormDefaults,
  checkoutProblems,
  chosenSavedCard,
  createRequestOf,
  draftOf,
  profilePrefill,
  usableSavedCards,
  type CheckoutFormValues,
} from '../../src/client/features/checkout/checkout-form';
import { adaBooker } from '../domain/booker-fixture';
import { basketItem } from './basket-item-fixture';
import { adaProfile } from './user-profile-fixture';

// Guest accounts at checkout: a signed-in guest's details fill only what they left
// empty, a saved card asks only for its security code, a new card can be kept, and a guest
// signed out can create an account with a password the rules accept.

const visa = {
  CreditCardId: 31,
  CardType: 'visa',
  LastFourDigits: '4242',
  ExpiryMonth: 12,
  ExpiryYear: 2030,
  NameOnCard: 'Ada Lovelace',
};
const amex = {
  CreditCardId: 32,
  CardType: 'amex',
  LastFourDigits: '0005',
  ExpiryMonth: 1,
  ExpiryYear: 2031,
  NameOnCard: 'Ada Lovelace',
};
const expired = {
  CreditCardId: 33,
  CardType: 'visa',
  LastFourDigits: '1111',
  ExpiryMonth: 4,
  ExpiryYear: 2026,
  NameOnCard: 'Ada Lovelace',
};

const profile = adaProfile({ IndividualId: 9, Telephone: '+44 7700 900123', CreditCards: [visa, amex, expired] });

const booker = adaBooker;

const item = basketItem({
  roomConfiguration: 3,
});

const acceptedCards = [
  { CreditCardTypeId: 1, Code: 'visa', Name: 'Visa' },
  { CreditCardTypeId: 2, Code: 'amex', Name: 'American Express' },
];
const today = '2026-05-01';
const customTerms = {
  hasCustomTermsAndConditions: false,
  onlyUseCustomTermsAndConditionsForPayByCompanyInvoice: false,
};
const signedIn = {
  customTerms,
  today,
  acceptedCards,
  signedIn: true,
  savedCards: usableSavedCards(profile.CreditCards, { today, acceptedCards }),
};
const signedOut = { customTerms, today, acceptedCards, signedIn: false, savedCards: [] };
const context = (account: UserProfile | null) => ({
  propertyId: 1,
  currency: 'GBP',
  basket: { ...emptyBasket(), propertyCode: 'DEMO', items: [item] },
  voucher: null,
  acceptedCards,
  browser: null,
  account,
  savedCards: signedIn.savedCards,
});

const ready = (values: Partial<CheckoutFormValues>): CheckoutFormValues => ({
  ...checkoutFormDefaults(null),
  ...booker,
  agreeToTermsAndConditions: true,
  paymentType: paymentTypes.PayByCard,
  ...values,
});

const canConfirm = (values: CheckoutFormValues, savedCards = signedIn.savedCards) =>
  canConfirmBooking({
    booker: values,
    paymentType: values.paymentType as PaymentType | null,
    card: cardFormOf(values),
    savedCardId: chosenSavedCard(values, savedCards)?.CreditCardId ?? null,
    invoice: { poNumber: values.poNumber, companyId: values.company?.AccountId ?? null },
    agreeToTermsAndConditions: values.agreeToTermsAndConditions,
    hasAcceptedCustomTermsAndConditions: values.hasAcceptedCustomTermsAndConditions,
    customTerms,
    isCreating: false,
  });

describe('a signed-in guest at checkout', () => {
  it('finds their details filled in, but what they already typed stays theirs', () => {
    const typed = {
      ...checkoutFormDefaults(null),
      firstName: 'Augusta',
      emailAddress: 'augusta@example.org',
      telephoneNumber: '  ',
    };
    expect(profilePrefill(typed, profile)).toEqual({ lastName: 'Lovelace', telephoneNumber: '+44 7700 900123' });
    expect(profilePrefill({ ...typed, ...booker }, profile)).toEqual({});
    // An account without a telephone leaves the field for the guest.
    expect(profilePrefill(checkoutFormDefaults(null), { ...profile, Telephone: '' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
    });
  });

  it('is offered only the saved cards that can pay: not expired, of a type the hotel takes', () => {
    expect(usableSavedCards(profile.CreditCards, { today, acceptedCards }).map((card) => card.LastFourDigits)).toEqual([
      '4242',
      '0005',
    ]);
    expect(
      usableSavedCards(profile.CreditCards, { today, acceptedCards: [acceptedCards[0]!] }).map(
        (card) => card.LastFourDigits,
      ),
    ).toEqual(['4242']);
    // A card chosen and then removed from the account falls back to a new card.
    expect(chosenSavedCard({ savedCardId: 99 }, signedIn.savedCards)).toBeNull();
  });

  it('pays with a saved card by typing only its security code', () => {
    const withoutCode = ready({ savedCardId: visa.CreditCardId });
    expect(canConfirm(withoutCode)).toBe(false);
    expect(checkoutProblems(withoutCode, signedIn)).toEqual({
      securityCode: 'Please enter the 3-digit security code.',
    });

    const withCode = ready({ savedCardId: visa.CreditCardId, securityCode: '123' });
    expect(canConfirm(withCode)).toBe(true);
    expect(checkoutProblems(withCode, signedIn)).toEqual({});
    // The same empty card fields are not enough without a saved card.
    expect(canConfirm(withCode, [])).toBe(false);
    expect(Object.keys(checkoutProblems(withCode, signedOut)).sort()).toEqual([
      'cardNumber',
      'expiryMonth',
      'expiryYear',
      'nameOnCard',
    ]);

    // American Express has a 4-digit code.
    expect(checkoutProblems(ready({ savedCardId: amex.CreditCardId, securityCode: '123' }), signedIn)).toEqual({
      securityCode: 'Please enter the 4-digit security code.',
    });

    const request = createRequestOf(withCode, paymentTypes.PayByCard, context(profile));
    expect(request.CardDetails).toMatchObject({
      CreditCardId: 31,
      SecurityCode: '123',
      CardNumber: '',
      SaveCreditCardToIndividual: false,
    });
    expect(request.Booker.IndividualId).toBe(9);
  });

  it('keeps a new card for future bookings only when asked, and only when signed in', () => {
    const newCard = ready({
      savedCardId: null,
      saveCardForFutureUse: true,
      nameOnCard: 'Ada Lovelace',
      cardNumber: '4242 4242 4242 4242',
      securityCode: '123',
      expiryMonth: 12,
      expiryYear: 2030,
    });
    expect(canConfirm(newCard)).toBe(true);
    expect(createRequestOf(newCard, paymentTypes.PayByCard, context(profile)).CardDetails).toMatchObject({
      CreditCardId: null,
      SaveCreditCardToIndividual: true,
      CardNumber: '4242424242424242',
      CreditCardTypeId: 1,
    });
    expect(
      createRequestOf({ ...newCard, saveCardForFutureUse: false }, paymentTypes.PayByCard, context(profile)).CardDetails
        ?.SaveCreditCardToIndividual,
    ).toBe(false);
    expect(
      createRequestOf(newCard, paymentTypes.PayByCard, context(null)).CardDetails?.SaveCreditCardToIndividual,
    ).toBe(false);
  });
});

describe('a guest creating an account while booking', () => {
  it('needs a password of ten characters or more with a symbol, confirmed', () => {
    expect(passwordHint).toMatch(/ten characters or more/);
    const optedIn = ready({
      createAccount: true,
      nameOnCard: 'Ada',
      cardNumber: '4242424242424242',
      securityCode: '123',
      expiryMonth: 12,
      expiryYear: 2030,
    });
    expect(checkoutProblems(optedIn, signedOut)).toEqual({ password: 'Password is required' });
    expect(checkoutProblems({ ...optedIn, password: 'analytical', confirmPassword: 'analytical' }, signedOut)).toEqual({
      password: passwordTooWeakMessage,
    });
    expect(
      checkoutProblems({ ...optedIn, password: 'analytical!', confirmPassword: 'analytical?' }, signedOut),
    ).toEqual({ confirmPassword: passwordsDoNotMatchMessage });
    expect(
      checkoutProblems({ ...optedIn, password: 'analytical!', confirmPassword: 'analytical!' }, signedOut),
    ).toEqual({});
    // Not opted in, or already signed in: no password is asked.
    expect(checkoutProblems({ ...optedIn, createAccount: false }, signedOut)).toEqual({});
    expect(checkoutProblems(optedIn, signedIn)).toEqual({});
  });

  it('sends the password with the booking only when opted in and signed out, and never stores it', () => {
    const values = ready({
      createAccount: true,
      password: 'analytical!',
      confirmPassword: 'analytical!',
      savedCardId: 31,
      saveCardForFutureUse: true,
      cardNumber: '4242424242424242',
      securityCode: '123',
    });
    expect(createRequestOf(values, paymentTypes.PayByIndividualInvoice, context(null))).toMatchObject({
      Password: 'analytical!',
      ConfirmPassword: 'analytical!',
      CardDetails: null,
    });
    expect(
      createRequestOf({ ...values, createAccount: false }, paymentTypes.PayByIndividualInvoice, context(null)),
    ).toMatchObject({ Password: null, ConfirmPassword: null });
    expect(createRequestOf(values, paymentTypes.PayByIndividualInvoice, context(profile))).toMatchObject({
      Password: null,
      ConfirmPassword: null,
    });

    const stored = JSON.stringify(draftOf(values));
    expect(stored).not.toContain('analytical');
    expect(stored).not.toContain('4242');
    expect(stored).not.toMatch(/savedCardId|saveCardForFutureUse|createAccount|password/i);
    expect(stored).toContain('ada@example.com');
  });
});
