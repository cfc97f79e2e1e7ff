import { createHash } from 'node:crypto';
import type { App } from './fastify-app';

// Answers that change rarely but are asked on every visit (the property, its booking
// configuration, the availability calendar) carry an ETag: a browser holding one asks again
// with If-None-Match and gets an empty 304 when nothing changed. Routes opt in with
// `config: { revalidate: true }`.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Tag 200 answers with an ETag and answer a matching If-None-Match with 304. */
    revalidate?: boolean;
  }
}

/** Must be registered before compression, so the tag is taken over the JSON itself. */
export function registerRevalidation(app: App): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      !request.routeOptions.config.revalidate ||
      reply.statusCode !== 200 ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    )
      return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Weak: the same JSON is sent brotli, gzip or plain, byte-different but equivalent.
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url').slice(0, 27)}"`;
    void reply.header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) {
      void reply.status(304);
      return '';
    }
    return payload;
  });
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
