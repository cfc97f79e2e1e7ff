import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { persistedValue } from '../../src/client/persisted-value';

// What the device keeps between visits comes back as it was kept; anything else (an old
// version's shape, a hand edit, no storage at all) reads as the fallback instead of breaking.

const key = 'stayfront.test.persisted';
afterEach(() => window.localStorage.removeItem(key));

describe('a value kept on this device', () => {
  it('keeps text as plain text, so values stored by earlier versions read the same', () => {
    const currency = persistedValue<string | null>(key, z.string().regex(/^[A-Z]{3}$/), null);
    expect(currency.read()).toBeNull();
    currency.write('EUR');
    expect(window.localStorage.getItem(key)).toBe('EUR');
    expect(currency.read()).toBe('EUR');
    currency.clear();
    expect(currency.read()).toBeNull();
  });

  it('reads what does not fit its schema as the fallback', () => {
    window.localStorage.setItem(key, '<script>');
    expect(persistedValue<string | null>(key, z.string().regex(/^[A-Z]{3}$/), null).read()).toBeNull();
    window.localStorage.setItem(key, '{"step":');
    expect(persistedValue(key, z.object({ step: z.number() }), { step: 1 }).read()).toEqual({ step: 1 });
  });

  it('keeps other values as JSON', () => {
    const position = persistedValue(key, z.object({ step: z.number() }), { step: 1 });
    position.write({ step: 3 });
    expect(position.read()).toEqual({ step: 3 });
  });

  it('works without storage, as empty', () => {
    const broken = persistedValue(key, z.string(), 'none', () => {
      throw new Error('storage disabled');
    });
    broken.write('kept?');
    expect(broken.read()).toBe('none');
  });
});
