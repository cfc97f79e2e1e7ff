import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// Passwords are argon2id hashes (the library's default algorithm and OWASP's parameters:
// 19 MiB, two passes). An unknown email address is checked against a dummy hash of the same
// cost, so a failed login takes as long whether or not the address is registered.

const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash opens nothing.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the time a real check would, for an address with no account; always false. */
export async function spendPasswordCheckTime(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('hex'), options);
  await passwordMatches(await dummyHash, password);
  return false;
}
