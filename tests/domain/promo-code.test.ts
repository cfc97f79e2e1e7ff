import { describe, expect, it } from 'vitest';
import { promoCodeResult, promoCodeStatus, promoCodeUnlocks } from '../../src/domain/promo-code';

const plans = [
  { id: 1, promoCode: null },
  { id: 2, promoCode: 'SPRING26' },
];

describe('promo codes', () => {
  it('unlocks a promo-only plan with its code, whatever the case and spaces', () => {
    expect(promoCodeUnlocks('SPRING26', ' spring26 ')).toBe(true);
    expect(promoCodeUnlocks('SPRING26', 'SPRING')).toBe(false);
    expect(promoCodeUnlocks('SPRING26', null)).toBe(false);
    expect(promoCodeUnlocks(null, 'anything')).toBe(true);
  });

  it('tells the guest whether the code worked', () => {
    expect(promoCodeStatus('', plans, new Set([1]))).toBe('none');
    expect(promoCodeStatus('WINTER', plans, new Set([1]))).toBe('invalid');
    expect(promoCodeStatus('spring26', plans, new Set([1, 2]))).toBe('applied');
    expect(promoCodeStatus('spring26', plans, new Set([1]))).toBe('notAvailable');
  });

  it('gives the search response fields', () => {
    expect(promoCodeResult('none')).toEqual({ isValid: false, message: null });
    expect(promoCodeResult('invalid')).toEqual({
      isValid: false,
      message: 'Sorry, the promo code you entered is not valid.',
    });
    expect(promoCodeResult('applied').isValid).toBe(true);
    expect(promoCodeResult('notAvailable')).toEqual({
      isValid: true,
      message: 'Your promo code is valid, but its rates are not available for your dates and guests.',
    });
  });
});
