// Property data is read on every page and search but changes rarely (an import, or a setting
// changed in the staff console). A short-lived per-process cache keeps the larger reads off the
// database; an entry may carry the version (the property's updated_at) it was built from, and
// is used only while that version is still current, so a change shows on every server at once.
// Failed look-ups are not cached, and in-flight reads are shared.
export function createReadCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<T>; expires: number; version: number | undefined }>();
  return {
    get(key: string, load: () => Promise<T>, version?: number): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now() && hit.version === version) return hit.value;
      const value = load();
      entries.set(key, { value, expires: now() + ttlMs, version });
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
