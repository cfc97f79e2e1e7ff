import type { FastifyReply, FastifyRequest } from 'fastify';

// The signed-in browser's cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on
// cross-site posts), Path=/ and Secure when the public URL is https.

export const sessionCookieName = 'stayfront_session';

export interface SessionCookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

export function sessionTokenOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[sessionCookieName];
  // A well-formed token is 43 base64url characters; anything else is not worth a query.
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function setSessionCookie(reply: FastifyReply, token: string, options: SessionCookieOptions): void {
  void reply.setCookie(sessionCookieName, token, { httpOnly: true, sameSite: 'lax', path: '/', secure: options.secure, maxAge: options.maxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  void reply.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', path: '/', secure: options.secure });
}
