import * as z from 'zod/mini';
import { persistedValue } from '../../persisted-value';

// The property a guest last looked at, so the installed app (start_url "/") opens on it.

// Without storage the app opens on the server's default property.
const lastProperty = persistedValue<string | null>(
  'stayfront.lastProperty',
  z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  null,
);

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
