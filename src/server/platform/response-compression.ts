import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import type { App } from './fastify-app';

// API answers compressed by Accept-Encoding (brotli, else gzip). JSON compresses to a tenth or
// less, and the calendar is the biggest thing a first visit downloads. Bodies under 1 kB go as
// they are (compressing them costs more than it saves), and anything already encoded (the
// precompressed app assets and page shell) passes through untouched.
export async function registerResponseCompression(app: App): Promise<void> {
  // Only /api answers: the app's pages and assets are compressed once, at build time, and a
  // file without a compressed sibling is meant to go as it is.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Answers are built per request: a quick brotli level beats a slow smaller one.
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
      },
    },
  });
}
