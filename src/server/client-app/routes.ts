import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app';
import type { AnalyticsTagLookup } from '../properties/analytics-tags';
import { appContentSecurityPolicy, appPermissionsPolicy, useContentSecurityPolicy } from '../platform/security-headers';
import {
  clientAssetPrefix,
  isApiPath,
  isAppPage,
  isBookingPage,
  isClientAssetPath,
  pathOf,
  propertyCodeOfPath,
} from './app-paths';

// Serving the built app (dist/client): its assets under /ClientApp/ (precompressed siblings,
// hashed files cached for a year, everything else revalidated), index.html for every page of
// the app, and the not-found answer for every other path: JSON under /api, the app's own
// not-found page (index.html, 404) elsewhere. "/" goes to the default property.

export interface ClientAppOptions {
  /** Folder of the built client; static serving is skipped when absent or not built. */
  clientDir: string | undefined;
  defaultProperty: string;
  https: boolean;
  analyticsTags: AnalyticsTagLookup;
}

const immutable = 'public, max-age=31536000, immutable';

export async function registerClientApp(app: App, options: ClientAppOptions): Promise<void> {
  const shell = options.clientDir ? readShell(options.clientDir) : undefined;
  if (options.clientDir && !shell)
    app.log.warn({ clientDir: options.clientDir }, 'the app is not built here: serving the API only');

  if (shell && options.clientDir) {
    const root = options.clientDir;
    await app.register(fastifyStatic, {
      root,
      prefix: clientAssetPrefix,
      preCompressed: true,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      decorateReply: false,
      setHeaders: (reply, filePath) => {
        // The file sent may be a compressed sibling (sw.js.br): headers follow the file it stands for.
        const servedAs = relative(root, filePath)
          .split(sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        reply.header('cache-control', servedAs.startsWith('assets/') ? immutable : 'no-cache');
        if (basename(servedAs) === 'sw.js') reply.header('service-worker-allowed', '/');
        // The service worker serves this copy as every page offline, headers included.
        if (servedAs === 'index.html') reply.header('permissions-policy', appPermissionsPolicy);
      },
    });
  }

  app.get('/', { schema: { hide: true } }, (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/Book/${encodeURIComponent(options.defaultProperty)}${query}`, 302);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!shell || !isPageRequest || isApiPath(path) || isClientAssetPath(path)) {
      return reply.status(404).send({ Message: 'Not found' });
    }
    return sendShell(request, reply, shell, isAppPage(path) ? 200 : 404, options);
  });
}

interface Shell {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** index.html and its precompressed siblings, read once. */
function readShell(clientDir: string): Shell | undefined {
  const file = join(clientDir, 'index.html');
  if (!existsSync(file)) return undefined;
  const sibling = (ext: string) => (existsSync(file + ext) ? readFileSync(file + ext) : undefined);
  const shell: Shell = { identity: readFileSync(file) };
  const br = sibling('.br');
  const gzip = sibling('.gz');
  if (br) shell.br = br;
  if (gzip) shell.gzip = gzip;
  return shell;
}

async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  shell: Shell,
  status: 200 | 404,
  options: ClientAppOptions,
) {
  const code = propertyCodeOfPath(pathOf(request.url));
  // The page itself needs no database: while it is away the app still opens (and says what
  // needs a connection); it loads without the property's analytics tags.
  const tags = code
    ? await options.analyticsTags.forPropertyCode(code).catch((error: unknown) => {
        request.log.warn({ err: error }, 'analytics tags not read; page sent without them');
        return undefined;
      })
    : undefined;
  if (tags) useContentSecurityPolicy(reply, appContentSecurityPolicy({ https: options.https, tags }));

  if (status === 200 && code !== undefined && isBookingPage(pathOf(request.url)))
    void reply.header('link', firstCallPreloads(code));

  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('permissions-policy', appPermissionsPolicy);
  if (shell.br && accepted.has('br')) return reply.header('content-encoding', 'br').send(shell.br);
  if (shell.gzip && accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(shell.gzip);
  return reply.send(shell.identity);
}

/**
 * The booking pages first ask for the property and its booking configuration, which they can
 * only do once their JavaScript has run: the browser fetches both beside that JavaScript
 * instead (preloaded as the app's same-origin fetch asks them, so it finds them waiting).
 */
function firstCallPreloads(propertyCode: string): string {
  const code = encodeURIComponent(propertyCode);
  return [`/api/Property/${code}`, `/api/Book/Config/${code}`]
    .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`)
    .join(', ');
}

/** Codings the client accepts (q > 0); "*" stands for gzip, as the static files read it. */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name === '*' ? 'gzip' : name);
  }
  return accepted;
}
