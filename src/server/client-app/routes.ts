import fastifyStatic from '@fastify/static';
import { basename, relative, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../platform/fastify-app';
import { logoDisplayWidth } from '../../domain/logo';
import { AppError } from '../errors';
import type { AnalyticsTagLookup } from '../properties/analytics-tags';
import type { PropertyService } from '../properties/service';
import {
  appContentSecurityPolicy,
  appPermissionsPolicy,
  useContentSecurityPolicy,
  withSubresourceHeadersOnly,
} from '../platform/security-headers';
import {
  clientAssetPrefix,
  isApiPath,
  isAppPage,
  firstPaintPageOf,
  isBookingPage,
  isClientAssetPath,
  pathOf,
  propertyCodeOfPath,
} from './app-paths';
import {
  firstPaintOf,
  loadAppServerEntry,
  type AppServerEntry,
  type FirstPaint,
  type FirstPaintPage,
} from './first-screen';
import { firstRoomFor, type SearchAvailability } from './first-room';
import { appStartScriptSource } from './app-start';
import { appSvgSize, createCompressedPages, readShell, withFirstPaint, type Shell } from './shell';

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
  /** The property and booking configuration a page's first paint is drawn from. */
  properties: Pick<PropertyService, 'getProperty' | 'getBookingConfiguration'>;
  /** The room search Rooms and Rates' first paint draws its first room from (POST /api/Availability/Search's). */
  searchAvailability?: SearchAvailability;
}

const immutable = 'public, max-age=31536000, immutable';

export async function registerClientApp(app: App, options: ClientAppOptions): Promise<void> {
  const shell = options.clientDir ? readShell(options.clientDir) : undefined;
  const compressedPages = createCompressedPages();
  const serverEntry = options.clientDir ? loadAppServerEntry(options.clientDir) : async () => undefined;
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
        if (!isDocument(servedAs)) withSubresourceHeadersOnly(reply);
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
    return sendShell(request, reply, { shell, compressedPages, serverEntry }, isAppPage(path) ? 200 : 404, options);
  });
}

/**
 * Files that are documents when opened (a page, the service worker's script, an SVG, which can
 * carry script of its own): they keep every security header; the rest are loaded into a page.
 */
function isDocument(servedAs: string): boolean {
  return /\.(html|svg)$/.test(servedAs) || basename(servedAs) === 'sw.js';
}

async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    shell,
    compressedPages,
    serverEntry,
  }: {
    shell: Shell;
    compressedPages: ReturnType<typeof createCompressedPages>;
    serverEntry: () => Promise<AppServerEntry | undefined>;
  },
  status: 200 | 404,
  options: ClientAppOptions,
) {
  const path = pathOf(request.url);
  const code = propertyCodeOfPath(path);
  // The page itself needs no database: while it is away the app still opens (and says what
  // needs a connection); it loads without the property's analytics tags or its first paint.
  const tags = code
    ? await options.analyticsTags.forPropertyCode(code).catch((error: unknown) => {
        request.log.warn({ err: error }, 'analytics tags not read; page sent without them');
        return undefined;
      })
    : undefined;
  const page = status === 200 && code !== undefined ? firstPaintPageOf(path) : undefined;
  const paint = page && code !== undefined ? await firstPaintFor(request, page, code, serverEntry, options) : undefined;
  // A first paint carries the inline script that starts the app (app-start.ts), and only that.
  const inlineScripts = paint ? [appStartScriptSource] : undefined;
  if (tags || inlineScripts) {
    useContentSecurityPolicy(reply, appContentSecurityPolicy({ https: options.https, tags, inlineScripts }));
  }
  const links = [
    ...(paint?.imagePreload ? [paint.imagePreload] : []),
    ...(status === 200 && code !== undefined && isBookingPage(path) ? [firstCallPreloads(code)] : []),
  ];
  if (links.length > 0) void reply.header('link', links.join(', '));

  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('permissions-policy', appPermissionsPolicy);
  const body = page && paint ? await compressedPages(withFirstPaint(shell, page, paint)) : shell;
  if (body.br && accepted.has('br')) return reply.header('content-encoding', 'br').send(body.br);
  if (body.gzip && accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.identity);
}

/**
 * The first paint of a property's page, drawn by the app's server entry; none for a property
 * that does not exist (the app then shows its not-found page), while the database is away (the
 * page still opens without it), or when the app has no server entry built.
 */
async function firstPaintFor(
  request: FastifyRequest,
  page: FirstPaintPage,
  code: string,
  serverEntry: () => Promise<AppServerEntry | undefined>,
  options: ClientAppOptions,
): Promise<FirstPaint | undefined> {
  try {
    const [entry, property, bookingConfig, firstRoom] = await Promise.all([
      serverEntry(),
      options.properties.getProperty(code),
      options.properties.getBookingConfiguration(code),
      page === 'rooms-and-rates' && options.searchAvailability
        ? firstRoomFor(request.query, code, options.searchAvailability, (error) =>
            request.log.warn({ err: error }, 'first room not searched; page sent without it'),
          )
        : undefined,
    ]);
    if (!entry) return undefined;
    const logo =
      property.LogoFileUrl && options.clientDir ? appSvgSize(options.clientDir, property.LogoFileUrl) : undefined;
    const photoUrl = page === 'search' ? property.PropertyImageUrl : firstRoom?.photo;
    return await firstPaintOf(
      entry,
      {
        page,
        url: request.url,
        property,
        bookingConfig,
        logoWidth: logo ? logoDisplayWidth(logo.width, logo.height) : undefined,
        answer: firstRoom?.answer,
      },
      photoUrl ? { url: photoUrl, layout: page === 'search' ? 'hero' : 'room' } : null,
    );
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'not-found'))
      request.log.warn({ err: error }, 'first paint not drawn; page sent without it');
    return undefined;
  }
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
