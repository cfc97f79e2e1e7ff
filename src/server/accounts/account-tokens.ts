import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AccountTokenPurpose } from '../db/schema/accounts';

// The secrets of accounts. A session token is 32 random bytes the browser keeps in its cookie;
// the database keeps its SHA-256 only. An emailed token (confirm email, reset password) is the
// HMAC under the server's secret key of a random nonce kept in the mail's outbox payload: the
// mail renderer can rebuild the link when it sends, yet neither the outbox nor account_tokens
// (which holds the token's SHA-256) is enough to open an account without the secret key.

export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function generateEmailTokenNonce(): string {
  return randomBytes(16).toString('hex');
}

export function emailTokenOf(secretKey: string, purpose: AccountTokenPurpose, nonce: string): string {
  return createHmac('sha256', secretKey).update(`account-${purpose}:${nonce}`).digest('base64url');
}

/** The key an account's rate-limit counters go by: no address in the clear. */
export function accountKeyOf(email: string): string {
  return sha256Hex(normaliseEmail(email));
}

/** Addresses are compared lower-cased and trimmed: the address is the login. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
