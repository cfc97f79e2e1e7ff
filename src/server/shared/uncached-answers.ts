import type { FastifyInstance } from 'fastify';

// Answers no cache may keep: a guest's account, a staff member's session, a hotel's bookings.
// 'private, no-store' says the same to every cache and, for the console's pages of one hotel's
// data, tells a shared cache (a proxy) outright that the answer is one person's.

export type NoStore = 'no-store' | 'private, no-store';

/** Every answer of the routes registered in `app` (the plugin's scope) is kept by no cache. */
export function answerUncached(app: FastifyInstance, cacheControl: NoStore): void {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Cache-Control', cacheControl);
  });
}
