// The property a guest last looked at, so the installed app (start_url "/") opens on it.

const lastPropertyKey = 'stayfront.lastProperty';

export function rememberLastProperty(propertyCode: string): void {
  try {
    window.localStorage.setItem(lastPropertyKey, propertyCode);
  } catch {
    // Storage unavailable: the app then opens on the server's default property.
  }
}

export function lastPropertyCode(): string | null {
  try {
    return window.localStorage.getItem(lastPropertyKey);
  } catch {
    return null;
  }
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
