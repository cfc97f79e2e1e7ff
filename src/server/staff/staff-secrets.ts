import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';

// The secrets of staff sign-in. Tokens (sessions, set-password links, recovery codes) are random
// and kept only as SHA-256 hashes. The TOTP secret must be read back to check codes, so it is
// kept encrypted (AES-256-GCM) under a key derived from the server's secret key: a copy of the
// database alone yields no authenticator.

export function generateStaffToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Addresses are compared lower-cased and trimmed: the address is the login. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A key of its own per purpose, derived from the server's secret key. */
function purposeKey(secretKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'stayfront', purpose, 32));
}

/**
 * Encrypts a secret the server must read back (a TOTP secret, a webhook's signing secret) with
 * AES-256-GCM under a key derived from the server's secret key and `purpose`.
 */
export function encryptServerSecret(secretKey: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', purposeKey(secretKey, purpose), iv);
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((b) => b.toString('base64url')).join('.');
}

export function decryptServerSecret(secretKey: string, purpose: string, stored: string): string {
  const [iv, tag, encrypted] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !encrypted) throw new Error(`malformed ${purpose}`);
  const decipher = createDecipheriv('aes-256-gcm', purposeKey(secretKey, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
}

const totpPurpose = 'staff-totp-secret';

export function encryptTotpSecret(secretKey: string, base32: string): string {
  return encryptServerSecret(secretKey, totpPurpose, base32);
}

export function decryptTotpSecret(secretKey: string, stored: string): string {
  return decryptServerSecret(secretKey, totpPurpose, stored);
}

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30 seconds. */
export function totpOf(base32: string, email: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'Stayfront',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(base32),
  });
}

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/**
 * The time step a code belongs to (this one, or one either side for a slow clock), or null.
 * The caller refuses a step at or before the last one accepted, so a code works once.
 */
export function totpStepOf(base32: string, email: string, code: string, at: Date): number | null {
  const totp = totpOf(base32, email);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / 30) + delta;
}

/** Ten codes like `k7qm-2xw9-p4td`: easy to read out, about 59 bits each. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(12);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** Recovery codes are compared without case, spaces or dashes, as people type them. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}
