import { randomBytes } from 'node:crypto';

// A table booking's reference is for people: read out on the phone or at the restaurant's
// door. "T-" then 6 characters of an alphabet without look-alikes (no 0/O, 1/I/L), so it is
// never mistaken for a stay's reference (8 characters, no prefix).

const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const length = 6;

export function generateTableBookingReference(): string {
  // 31 symbols; rejection sampling keeps every symbol equally likely.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(12)) {
      if (byte < 248 && out.length < length) out += alphabet[byte % 31];
    }
  }
  return `T-${out}`;
}
