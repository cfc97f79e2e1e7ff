import type { FastifyInstance } from 'fastify';
import type { SignedInGuest } from '../guest-accounts';
import { sessionTokenOf } from './session-cookie';

// Authenticates once per API request: the session cookie's guest (or null) goes on
// `request.guest` for every route and service after it. Requests for the app's assets and
// pages carry the cookie too but need nobody, so they cost no query.

export function registerSignedInGuest(
  app: FastifyInstance,
  signedInGuest: (sessionToken: string | null) => Promise<SignedInGuest | null>,
): void {
  app.decorateRequest('guest', null);
  app.addHook('onRequest', async (request) => {
    request.guest = null;
    if (!request.url.startsWith('/api/')) return;
    request.guest = await signedInGuest(sessionTokenOf(request));
  });
}
