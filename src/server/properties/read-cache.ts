// Property data changes only through an import, but is read on every page and search.
// A short-lived per-process cache keeps those reads off the database; an import shows on
// every server within `ttlMs`. Failed look-ups are not cached, and in-flight reads are shared.
export function createReadCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.set(key, { value, expires: now() + ttlMs });
      value.catch(() => entries.delete(key));
      // Bounded: property codes are few, but refs come from URLs.
      if (entries.size > 500) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
