import { createHmac, randomBytes } from 'node:crypto';
import { decryptServerSecret, encryptServerSecret } from '../staff/staff-secrets';

// A webhook's signing secret and its signature. The secret is shown to the hotel once, when
// the endpoint is added, and kept encrypted under the server's secret key (it must be read
// back to sign). Each delivery is signed as
//
//   Stayfront-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
//
// so the receiver checks both who sent it and when (refusing an old t stops a replay).

const purpose = 'webhook-signing-secret';

/** `whsec_` and 32 random bytes: the HMAC key is this whole string (UTF-8). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export const sealWebhookSecret = (secretKey: string, secret: string) => encryptServerSecret(secretKey, purpose, secret);
export const openWebhookSecret = (secretKey: string, sealed: string) => decryptServerSecret(secretKey, purpose, sealed);

export function webhookSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
