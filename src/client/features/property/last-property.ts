import { checkedBy, persistedValue } from '../../persisted-value';

// The property a guest last looked at, so the installed app (start_url "/") opens on it.

// A property code: text of 1 to 100 characters once trimmed. Checked by hand, not by zod: "/"
// reads it before the first page, which must not wait for a validation library.
const propertyCode = checkedBy((value) => {
  const code = typeof value === 'string' ? value.trim() : '';
  return code.length >= 1 && code.length <= 100 ? code : undefined;
});

// Without storage the app opens on the server's default property.
const lastProperty = persistedValue<string | null>('stayfront.lastProperty', propertyCode, null);

export function rememberLastProperty(propertyCode: string): void {
  lastProperty.write(propertyCode);
}

export function lastPropertyCode(): string | null {
  return lastProperty.read();
}

/**
 * The server's default booking page: "/" redirects there. Asked with fetch, which the
 * service worker does not answer with the app shell, so the server's redirect shows.
 */
export async function defaultBookingPath(): Promise<string | null> {
  try {
    const response = await fetch('/', { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
    const path = new URL(response.url).pathname;
    return response.ok && response.redirected && path !== '/' ? path : null;
  } catch {
    return null;
  }
}
