import { describe, expect, it } from 'vitest';
import {
  isBookerAddressValid,
  isBookerPersonalValid,
  isValidEmail,
  isValidPhone,
  validateBooker,
} from '../../src/domain/booker';
import { adaBooker } from './booker-fixture';

const booker = adaBooker;

describe('email and phone', () => {
  it('accepts the addresses guests have', () => {
    for (const email of [
      'ada@example.com',
      'ada.lovelace@mail.example.co.uk',
      'a+hotel@x.io',
      'o-neill_1@example.travel',
    ])
      expect(isValidEmail(email), email).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const email of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada@@example.com',
      'ada example@x.com',
      'ada@example.c',
    ])
      expect(isValidEmail(email), email).toBe(false);
  });

  it('needs a phone number that starts with + or 00', () => {
    expect(isValidPhone('+44 7700 900123')).toBe(true);
    expect(isValidPhone('0044 (0)7700-900123')).toBe(true);
    expect(isValidPhone('07700 900123')).toBe(false);
    expect(isValidPhone('+44')).toBe(false);
    expect(isValidPhone('+44 7700 9001 2345 6789 0')).toBe(false);
    expect(isValidPhone('+44 phone me')).toBe(false);
  });
});

describe('booker details', () => {
  it('personal details need first and last name, a valid email and phone', () => {
    expect(isBookerPersonalValid(booker)).toBe(true);
    expect(isBookerPersonalValid({ ...booker, firstName: ' ' })).toBe(false);
    expect(isBookerPersonalValid({ ...booker, emailAddress: 'ada@' })).toBe(false);
    expect(isBookerPersonalValid({ ...booker, telephoneNumber: '07700900123' })).toBe(false);
  });

  it('the address needs street, country and post code', () => {
    expect(isBookerAddressValid(booker)).toBe(true);
    expect(isBookerAddressValid({ ...booker, country: 0 })).toBe(false);
    expect(isBookerAddressValid({ ...booker, postCode: '' })).toBe(false);
    expect(isBookerAddressValid({ ...booker, street: null })).toBe(false);
  });

  it('names each problem with the documented messages', () => {
    expect(validateBooker({ ...booker, emailAddress: 'x', telephoneNumber: '123', country: null })).toEqual({
      Email: 'A valid email address is required',
      Phone: 'A valid phone number is required',
      CountryId: 'Please choose your country.',
    });
  });
});
