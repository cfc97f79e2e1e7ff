// Text we can store: PostgreSQL refuses NUL in text, and a lone UTF-16 surrogate has no UTF-8
// form, so neither may reach the database. One rule for every string of every request (body,
// query, path, and the keys of JSON objects), applied before any other validation.

export const unstorableTextMessage = 'contains a character that is not allowed (a NUL or a broken Unicode character)';

// Matched by code point ('u'), a surrogate range only matches a surrogate that is not half of a pair.
// eslint-disable-next-line no-control-regex -- NUL is what this rule refuses
const unstorablePattern = /[\u0000\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- as above
const unstorablePatternEverywhere = /[\u0000\uD800-\uDFFF]/gu;

export function isStorableText(text: string): boolean {
  return !unstorablePattern.test(text);
}

/**
 * The field path (`Rooms[0].LeadGuest.FirstName`) of the first string or object key in `value`
 * that is not storable text, or undefined when all of it is. `root` names a top-level string.
 * Walks without recursion, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown, root = 'Request'): string | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path || root;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], path: `${path}[${i}]` });
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      const keys = Object.keys(current);
      const badKey = keys.find((key) => !isStorableText(key));
      if (badKey !== undefined) return path ? `${path}.${readableKey(badKey)}` : readableKey(badKey);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        pending.push({ value: (current as Record<string, unknown>)[key], path: path ? `${path}.${key}` : key });
      }
    }
  }
  return undefined;
}

// A bad key is still named, with its bad characters shown as the replacement character.
function readableKey(key: string): string {
  return key.replace(unstorablePatternEverywhere, '\uFFFD');
}
