import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser
// where a guest logged in successfully keeps `nonce.signature`, the signature an HMAC under
// the server's secret key of the account and the nonce. At login, a cookie that verifies for
// the address typed marks a browser the owner used before: its failures count against that
// cookie alone, and it is not held up by the lockout strangers' failures put on the account.
// A copied or made-up cookie verifies for no other account; without the key none can be made.

export const deviceCookieName = 'stayfront_device';
/** Only the login call needs it. */
const deviceCookiePath = '/api/Account';
const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export interface DeviceCookieOptions {
  secure: boolean;
}

const signatureOf = (secretKey: string, accountKey: string, nonce: string) =>
  createHmac('sha256', secretKey).update(`device:${accountKey}:${nonce}`).digest('base64url');

/** A new cookie value for a browser that just logged in to the account. */
export function issueDeviceCookieValue(secretKey: string, accountKey: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${signatureOf(secretKey, accountKey, nonce)}`;
}

/** The cookie's nonce when it was issued for this account by this server's key, else null. */
export function trustedDeviceOf(secretKey: string, accountKey: string, cookieValue: string | null): string | null {
  const match = cookieValue ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(cookieValue) : null;
  if (!match) return null;
  const [, nonce, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(secretKey, accountKey, nonce));
  return timingSafeEqual(expected, Buffer.from(signature)) ? nonce : null;
}

export function deviceCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[deviceCookieName];
  return typeof value === 'string' ? value : null;
}

export function setDeviceCookie(reply: FastifyReply, value: string, options: DeviceCookieOptions): void {
  void reply.setCookie(deviceCookieName, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: deviceCookiePath,
    secure: options.secure,
    maxAge: deviceCookieMaxAgeSeconds,
  });
}
