import { describe, expect, it } from 'vitest';
import { logoDisplayWidth } from '../../src/domain/logo';

describe('logoDisplayWidth', () => {
  it('gives wide logos (wider than 16:9) 300 px', () => {
    expect(logoDisplayWidth(600, 200)).toBe(300);
    expect(logoDisplayWidth(1601, 900)).toBe(300);
  });

  it('gives 16:9 and narrower logos 100 px', () => {
    expect(logoDisplayWidth(1600, 900)).toBe(100);
    expect(logoDisplayWidth(400, 400)).toBe(100);
    expect(logoDisplayWidth(200, 600)).toBe(100);
  });

  it('falls back to 100 px when the image has no size yet', () => {
    expect(logoDisplayWidth(0, 0)).toBe(100);
  });
});
