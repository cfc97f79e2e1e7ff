import { describe, expect, it } from 'vitest';
import {
  cardBrandName,
  cardTypes,
  inferCardType,
  isCardComplete,
  lastFourDigits,
  passesLuhn,
  securityCodeLength,
  validateCard,
} from '../../src/domain/card-types';
import { adaCard } from './card-fixture';

describe('inferCardType', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000 0000 0000 0002', 'visa'],
    ['340000000000009', 'amex'],
    ['378282246310005', 'amex'],
    ['5105105105105100', 'mastercard'],
    ['5500000000000004', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['6200000000000005', 'unionpay'],
    ['9792000000000001', 'troy'],
    ['30000000000004', 'diners'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['38520000023237', 'diners'],
    ['39000000000000', 'diners'],
    ['3528000000000007', 'jcb'],
    ['3566002020360505', 'jcb'],
    ['3589000000000003', 'jcb'],
  ])('%s is %s', (number, type) => {
    expect(inferCardType(number)).toBe(type);
  });

  it('knows none of the edges just outside the ranges', () => {
    expect(inferCardType('5600000000000000')).toBeNull(); // 56: not mastercard
    expect(inferCardType('2220990000000000')).toBeNull(); // below 2221
    expect(inferCardType('2721000000000000')).toBeNull(); // above 2720
    expect(inferCardType('3060000000000000')).toBeNull(); // diners stops at 305
    expect(inferCardType('3527000000000000')).toBeNull(); // jcb starts at 3528
    expect(inferCardType('3590000000000000')).toBeNull(); // and ends at 3589
    expect(inferCardType('1234')).toBeNull();
    expect(inferCardType('')).toBeNull();
    expect(inferCardType('abcd')).toBeNull();
  });

  it('tells as the guest types: a prefix is enough', () => {
    expect(inferCardType('4')).toBe('visa');
    expect(inferCardType('37')).toBe('amex');
    expect(inferCardType('352')).toBeNull();
    expect(inferCardType('3528')).toBe('jcb');
  });
});

describe('passesLuhn', () => {
  it('accepts valid numbers, with spaces or dashes', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('4000-0000-0000-0002')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('30569309025904')).toBe(true);
  });

  it('refuses a changed digit, swapped digits, and numbers of the wrong length', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242424242424224')).toBe(false);
    expect(passesLuhn('42424242424')).toBe(false);
    expect(passesLuhn('42424242424242424242')).toBe(false);
    expect(passesLuhn('4242x24242424242')).toBe(false);
  });
});

describe('card form', () => {
  const card = adaCard;

  it('is complete when name, number, cvv, expiry month and year and type are set', () => {
    expect(isCardComplete(card)).toBe(true);
    expect(isCardComplete({ ...card, expiryMonth: 0 })).toBe(false);
    expect(isCardComplete({ ...card, expiryYear: 0 })).toBe(false);
    expect(isCardComplete({ ...card, nameOnCard: ' ' })).toBe(false);
    expect(isCardComplete({ ...card, cardType: null })).toBe(false);
    expect(isCardComplete({ ...card, securityCode: '' })).toBe(false);
  });

  it('says what is wrong with the details', () => {
    expect(validateCard(card, '2027-03-03')).toEqual({});
    expect(validateCard({ ...card, cardNumber: '4242424242424241' }, '2027-03-03')).toEqual({
      CardNumber: 'Please enter a valid card number.',
    });
    expect(validateCard({ ...card, cardNumber: '378282246310005', securityCode: '123' }, '2027-03-03')).toEqual({
      SecurityCode: 'Please enter the 4-digit security code.',
    });
    expect(validateCard({ ...card, expiryMonth: 2, expiryYear: 2027 }, '2027-03-03')).toEqual({
      ExpiryYear: 'This card has expired.',
    });
    // Good through the last day of its month.
    expect(validateCard({ ...card, expiryMonth: 3, expiryYear: 2027 }, '2027-03-31')).toEqual({});
    expect(validateCard({ ...card, expiryMonth: 13 }, '2027-03-03')).toEqual({
      ExpiryMonth: 'Please choose the expiry month.',
    });
  });

  it('shows only the last four digits and knows amex codes are four digits', () => {
    expect(lastFourDigits('4242 4242 4242 4242')).toBe('4242');
    expect(securityCodeLength('amex')).toBe(4);
    expect(securityCodeLength('visa')).toBe(3);
  });
});

describe('cardBrandName', () => {
  it('names every card type the way it is printed on the card', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('mastercard')).toBe('Mastercard');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('diners')).toBe('Diners Club');
    expect(cardBrandName('unionpay')).toBe('UnionPay');
    for (const type of cardTypes) expect(cardBrandName(type)).toMatch(/^[A-Z]/);
  });

  it('leaves an unknown code unnamed, so each page can say "Card" instead', () => {
    expect(cardBrandName('maestro')).toBeUndefined();
    expect(cardBrandName('')).toBeUndefined();
    expect(cardBrandName('VISA')).toBeUndefined();
    expect(cardBrandName('toString')).toBeUndefined();
  });
});
