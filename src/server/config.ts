import { z } from 'zod';

// The server's whole configuration, read once from the environment at start.
// Every key has an embedded default so `npm start` works on a fresh machine;
// a bad value stops the start with a message naming the key.
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  DEFAULT_PROPERTY: z.string().min(1).default('DEMO'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Rate limits count in Redis when set (else in the database); the prefix keeps their keys apart.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('stayfront:'),
  // How many reverse proxies sit in front (0 = none). Trusting X-Forwarded-For from anyone
  // would let a client dodge per-address rate limits, so it is off unless configured.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Paystack (the payment provider). Without a secret key the offline sandbox stands in for it.
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  PAYSTACK_SECRET_KEY: z.string().min(8, 'must be a Paystack secret key (sk_...)').optional(),
  // How long a booking waiting for a provider payment holds its rooms.
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  // A booking revision the hotel's connected system has not acknowledged after this long is emailed to the hotel.
  REVISION_ACK_ALERT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  // The From address of guest emails; default: the property's name at no-reply@ the PUBLIC_URL host.
  MAIL_FROM: z.string().min(3).optional(),
  // Guest sessions end after this many days without a request, and this many days after login whatever happens.
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  // Staff console sessions: shorter, as a front desk screen is shared and a console can change prices.
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  // Webhooks go to public addresses only; true lets them reach loopback and private networks
  // (a receiver on the same machine or the hotel's LAN, and tests).
  WEBHOOK_ALLOW_PRIVATE_URLS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** Why a shared database needs a configured key (the embedded one may keep its own). */
export const secretKeyRequiredMessage =
  'must be set when DATABASE_URL is: a generated key would be kept in the shared database, and anyone with a copy of that database could open every booking with it. Set a random value of at least 32 characters (e.g. `openssl rand -base64 48`), the same on every app server';

const serverConfigSchema = configSchema.superRefine((c, ctx) => {
  if (c.DATABASE_URL && !c.SECRET_KEY)
    ctx.addIssue({ code: 'custom', path: ['SECRET_KEY'], message: secretKeyRequiredMessage });
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `PORT= npm start` falls back to the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = serverConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = c.PUBLIC_URL ?? `http://localhost:${c.PORT}`;
  return { ...c, publicUrl };
}
