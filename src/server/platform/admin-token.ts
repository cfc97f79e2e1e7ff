import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

// Operator-only calls carry `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured token
// they are closed to everyone.

export const adminTokenRequiredMessage = 'A valid admin token is required.';

export function requireAdminToken(adminToken: string | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    const presented = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
    if (!adminToken || !presented || !sameSecret(presented, adminToken)) {
      throw new AppError('unauthorised', adminTokenRequiredMessage, undefined, { 'WWW-Authenticate': 'Bearer' });
    }
  };
}

/** Constant-time whatever the lengths: both sides are hashed to 32 bytes first. */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}
