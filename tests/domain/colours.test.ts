import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastingText, readableOn, rgbTriplet, shadeOf, tintOf } from '../../src/domain/colours';

describe('brand colour arithmetic', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('puts white text on dark brand colours and black text on light ones', () => {
    expect(contrastingText('#1f3a5f')).toBe('#ffffff');
    expect(contrastingText('#f4c542')).toBe('#000000');
  });

  it('always reaches AA contrast with the chosen text colour', () => {
    for (const colour of ['#777777', '#3880ff', '#2dd36f', '#ffc409', '#eb445a', '#808080']) {
      expect(contrastRatio(colour, contrastingText(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('derives the shade and tint Ionic expects', () => {
    expect(shadeOf('#3880ff')).toBe('#3171e0');
    expect(tintOf('#3880ff')).toBe('#4c8dff');
    expect(rgbTriplet('#3880ff')).toBe('56, 128, 255');
  });

  it('darkens a pale brand colour until it reads as text on white', () => {
    expect(readableOn('#1f3a5f', '#ffffff')).toBe('#1f3a5f');
    const darkened = readableOn('#ffc409', '#ffffff');
    expect(darkened).not.toBe('#ffc409');
    expect(contrastRatio(darkened, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses a malformed colour', () => {
    expect(() => contrastingText('blue')).toThrow(RangeError);
  });
});
