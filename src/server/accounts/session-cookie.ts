import type { FastifyReply, FastifyRequest } from 'fastify';

// The signed-in browser's cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on
// cross-site posts), Path=/ and Secure when the public URL is https.
//
// Beside it, a hint that pages may read: "1" while a session may be open, and nothing else.
// It grants nothing (the server only trusts the session cookie), but spares every signed-out
// visitor the GET Account call that would only answer 401. It lives and dies with the session
// cookie, and any 401 from the account calls clears it (the session ended on the server).

export const sessionCookieName = 'stayfront_session';
export const signedInHintCookieName = 'stayfront_signed_in';

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
  void reply.setCookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  });
  void reply.setCookie(signedInHintCookieName, '1', {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  void reply.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', path: '/', secure: options.secure });
  clearSignedInHint(reply, options);
}

export function clearSignedInHint(reply: FastifyReply, options: Pick<SessionCookieOptions, 'secure'>): void {
  void reply.clearCookie(signedInHintCookieName, {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
  });
}

/** The hint is still there though the session is gone (it expired or ended elsewhere). */
export function hasSignedInHint(request: FastifyRequest): boolean {
  return request.cookies?.[signedInHintCookieName] !== undefined;
}
