import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderedScopes } from '../../domain/api-key-scopes';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema/connections';
import { properties, propertyGroups } from '../db/schema/properties';
import { AppError, tooManyRequests } from '../errors';
import { isOverLimit, type RateLimit, type RateLimitStore } from '../platform/rate-limit-store';
import { staffMessages, type ApiKeyCaller } from './access';
import { sha256Hex } from './staff-secrets';

// Who may call /api/Admin at all. The hotel's other systems send `Authorization: Bearer
// sfk_<prefix>_<secret>` (a key an owner made in the console or with `npm run staff:api-key`);
// the console sends its session cookie. This hook runs on every /api/Admin request before its
// body is read or checked: a key is looked up by its SHA-256 (revoked or unknown: 401), counted
// against its own rate limit in the shared store (429 with Retry-After), and its last use noted
// at most once a minute. Then any call but signing in and setting a password is refused with
// 401 unless it has a signed-in staff session or a key, so a stranger learns nothing of a
// route's schema. What a key may do once in is access.ts's guard's to say.

/** A key's calls per minute, across every app server. */
export const apiKeyRateLimit: RateLimit = { max: 600, windowSeconds: 60 };
/** The last use is written at most this often: one write per minute, not per call. */
const touchIntervalMs = 60 * 1000;

export const apiKeyMessages = {
  invalid: 'The API key is not valid, or it was revoked.',
} as const;

// The calls open to anyone: signing in, signing out, and setting a password from an invitation's link.
const openRoutes = new Set([
  'POST /api/Admin/SignIn',
  'POST /api/Admin/SignIn/SecondFactor',
  'POST /api/Admin/SignOut',
  'GET /api/Admin/Password',
  'POST /api/Admin/Password',
]);

const keyPattern = /^sfk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/;

/** A new key: 32 random bytes after a readable prefix; only its hash is kept. */
export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const prefix = `sfk_${Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: sha256Hex(key) };
}

/** The key of `Authorization: Bearer <key>`; undefined without one, '' when it is not a Bearer header. */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

const isAdminCall = (url: string) => /^\/api\/Admin(\/|\?|$)/.test(url);

function isOpenRoute(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  if (!url) return false;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return openRoutes.has(`${method} ${url}`);
}

export interface ApiKeyCallersDeps {
  db: Db;
  rateLimits: RateLimitStore;
  now: () => Date;
}

export function createApiKeyCallers(deps: ApiKeyCallersDeps) {
  const { db } = deps;

  /** The key's caller when the key is known and not revoked, else null. */
  async function authenticate(key: string): Promise<ApiKeyCaller | null> {
    if (!keyPattern.test(key)) return null;
    const [row] = await db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        connection: apiKeys.connection,
        prefix: apiKeys.keyPrefix,
        scopes: apiKeys.scopes,
        propertyId: apiKeys.propertyId,
        groupId: apiKeys.groupId,
        groupCode: propertyGroups.code,
        lastUsedAt: apiKeys.lastUsedAt,
      })
      .from(apiKeys)
      .leftJoin(propertyGroups, eq(propertyGroups.id, apiKeys.groupId))
      .where(and(eq(apiKeys.keyHash, sha256Hex(key)), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row) return null;
    const reached = await db
      .select({ propertyId: properties.id, propertyCode: properties.code })
      .from(properties)
      .where(row.propertyId !== null ? eq(properties.id, row.propertyId) : eq(properties.groupId, row.groupId ?? -1));
    const now = deps.now();
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= touchIntervalMs) {
      // Conditional, so two servers taking the same key's calls write once.
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiKeys.id, row.id),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - touchIntervalMs))),
          ),
        );
    }
    return {
      id: row.id,
      name: row.name,
      connection: row.connection,
      prefix: row.prefix,
      scopes: orderedScopes(row.scopes),
      groupCode: row.propertyId === null ? row.groupCode : null,
      properties: reached,
    };
  }

  /** After the session hook (staff-sessions.ts): a key, or a signed-in member, or 401. */
  function register(app: FastifyInstance): void {
    app.decorateRequest('apiKey', null);
    app.addHook('onRequest', async (request) => {
      request.apiKey = null;
      if (!isAdminCall(request.url)) return;
      const bearer = bearerOf(request);
      if (bearer !== undefined && bearer !== '') {
        // A call with a key is the key's alone, whatever cookie came with it.
        request.staff = null;
        const caller = await authenticate(bearer);
        if (!caller)
          throw new AppError('unauthorised', apiKeyMessages.invalid, undefined, {
            'WWW-Authenticate': 'Bearer error="invalid_token"',
          });
        const count = await deps.rateLimits.hit(`api-key:${caller.id}`, apiKeyRateLimit);
        if (isOverLimit(count, apiKeyRateLimit)) throw tooManyRequests(count.resetInMs / 1000);
        request.apiKey = caller;
        return;
      }
      if (isOpenRoute(request) || request.staff?.stage === 'signed-in') return;
      throw new AppError('unauthorised', staffMessages.signIn);
    });
  }

  return { authenticate, register };
}
