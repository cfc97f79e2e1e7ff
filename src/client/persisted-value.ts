// One value this device keeps between visits (the display currency, the last property),
// checked against its schema whenever it is read: a value another version wrote, a guest
// edited or a full disk cut short reads as the fallback, never as a broken page. Storage that
// is unavailable (private mode, disabled) behaves as empty. Text is stored as it is, so values
// written before by plain localStorage read the same; anything else as JSON.

export interface PersistedValue<T> {
  read(): T;
  write(value: T): void;
  clear(): void;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What a value is checked against: a zod schema (whole or mini), or a hand-written check of the same shape. */
export interface ValueSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A hand-written check, for values read before any page needs zod: the value, or undefined when it does not fit. */
export function checkedBy<T>(check: (value: unknown) => T | undefined): ValueSchema<T> {
  return {
    safeParse(value) {
      const data = check(value);
      return data === undefined ? { success: false } : { success: true, data };
    },
  };
}

export function persistedValue<T>(
  key: string,
  schema: ValueSchema<T>,
  fallback: T,
  store: () => Storage | null = storage,
): PersistedValue<T> {
  const parse = (raw: string): T => {
    const asText = schema.safeParse(raw);
    if (asText.success) return asText.data;
    try {
      const asJson = schema.safeParse(JSON.parse(raw));
      return asJson.success ? asJson.data : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    read() {
      try {
        const raw = store()?.getItem(key);
        return raw === null || raw === undefined ? fallback : parse(raw);
      } catch {
        return fallback;
      }
    },
    write(value) {
      try {
        store()?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
      } catch {
        // Storage full or unavailable: the value lasts until the page closes, where kept in memory.
      }
    },
    clear() {
      try {
        store()?.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
