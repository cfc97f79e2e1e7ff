import type { FastifyReply, FastifyRequest } from 'fastify';

// The console's cookie: its own name, HttpOnly, SameSite=Strict, and Path=/api/Admin, so the
// browser sends it to the staff calls alone and it can never be taken for the guest's session.

export const staffSessionCookieName = 'stayfront_staff_session';
const path = '/api/Admin';

export function staffSessionTokenOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[staffSessionCookieName];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function setStaffSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; maxAgeSeconds: number },
) {
  void reply.setCookie(staffSessionCookieName, token, {
    httpOnly: true,
    sameSite: 'strict',
    path,
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  });
}

export function clearStaffSessionCookie(reply: FastifyReply, options: { secure: boolean }) {
  void reply.clearCookie(staffSessionCookieName, { httpOnly: true, sameSite: 'strict', path, secure: options.secure });
}
