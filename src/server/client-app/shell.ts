import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { appStartHtml } from './app-start';
import type { FirstPaint, FirstPaintPage } from './first-screen';

// index.html as the build left it (with its precompressed siblings), and the same page with a
// first paint written in (first-screen.ts). A page with a first paint also carries the styles it
// needs inline: the app's stylesheet, which would otherwise hold the paint back until it has
// been fetched, and the page's own (the search form, the room cards), which the app would only
// fetch with the page's script. Pages with a first paint are compressed once and kept.

export interface Shell {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** The stylesheets a page with a first paint carries inline. */
  firstPaintStyles: Record<FirstPaintPage, string>;
  /** Disabled links to the route's stylesheets among them, so the app does not fetch them again. */
  firstPaintStyleLinks: Record<FirstPaintPage, string>;
  /** The page's route code and what it imports, loaded with the app's own first scripts. */
  firstPaintRouteModules: Record<FirstPaintPage, string[]>;
}

/** Route files (the Vite manifest's keys) whose styles each page's first paint needs. */
const routeOfPage: Record<FirstPaintPage, string> = {
  search: 'routes/Book/$propertyCode/index.tsx',
  'rooms-and-rates': 'routes/Book/$propertyCode/Rooms-And-Rates.tsx',
};

/** The booking pages' layout route, whose code every page with a first paint loads too. */
const layoutRoute = 'routes/Book/$propertyCode/route.tsx';

/** index.html and its precompressed siblings, read once. */
export function readShell(clientDir: string): Shell | undefined {
  const file = join(clientDir, 'index.html');
  if (!existsSync(file)) return undefined;
  const sibling = (ext: string) => (existsSync(file + ext) ? readFileSync(file + ext) : undefined);
  const identity = readFileSync(file);
  const html = identity.toString();
  const manifest = readManifest(clientDir);
  const search = pageStyles(clientDir, manifest, html, routeOfPage.search);
  const roomsAndRates = pageStyles(clientDir, manifest, html, routeOfPage['rooms-and-rates']);
  const links = (files: string[]) =>
    files.map((css) => `<link rel="stylesheet" disabled crossorigin href="/ClientApp/${css}">`).join('');
  const modules = (page: FirstPaintPage) =>
    routeModules(manifest, html, [layoutRoute, routeOfPage[page]]).map((js) => `/ClientApp/${js}`);
  const shell: Shell = {
    identity,
    firstPaintStyles: { search: search.css, 'rooms-and-rates': roomsAndRates.css },
    firstPaintStyleLinks: { search: links(search.routeFiles), 'rooms-and-rates': links(roomsAndRates.routeFiles) },
    firstPaintRouteModules: { search: modules('search'), 'rooms-and-rates': modules('rooms-and-rates') },
  };
  const br = sibling('.br');
  const gzip = sibling('.gz');
  if (br) shell.br = br;
  if (gzip) shell.gzip = gzip;
  return shell;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function readManifest(clientDir: string): Manifest | undefined {
  const manifestFile = join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
}

/** A route file's key in the manifest: its split component's, when the router split it off. */
function routeKey(manifest: Manifest, route: string): string | undefined {
  return Object.keys(manifest).find((key) => key === route || key.startsWith(`${route}?tsr-split=component`));
}

/**
 * The chunks of routes' code and of what they import, each once, every chunk after those it
 * imports (the order the browser runs them and the app applies their styles); index.html's own
 * entry is left out.
 */
function routeChunks(manifest: Manifest, routes: string[]): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>(['index.html']);
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) add(imported);
    chunks.push(chunk);
  };
  for (const route of routes) {
    const key = routeKey(manifest, route);
    if (key) add(key);
  }
  return chunks;
}

/**
 * The script files of routes' code and of what they import, less those index.html already loads.
 * The app's module loader does not preload what a route imports (vite.config.ts: modulePreload),
 * so without these the browser would find each import only once the file naming it has arrived.
 */
function routeModules(manifest: Manifest | undefined, html: string, routes: string[]): string[] {
  if (!manifest) return [];
  const named = (file: string) =>
    html.includes(`src="/ClientApp/${file}"`) || html.includes(`href="/ClientApp/${file}"`);
  return routeChunks(manifest, routes)
    .map((chunk) => chunk.file)
    .filter((file) => !named(file));
}

/**
 * The app's stylesheet and those of a page's route chunk and what it imports, in the order the
 * app applies them; none without a Vite manifest (then the page keeps its stylesheet link).
 */
function pageStyles(
  clientDir: string,
  manifest: Manifest | undefined,
  html: string,
  route: string,
): { css: string; routeFiles: string[] } {
  const none = { css: '', routeFiles: [] };
  if (!manifest) return none;
  const entryCss = manifest['index.html']?.css ?? [];
  // Only when the app's own stylesheet is linked from index.html as expected.
  if (!routeKey(manifest, route) || !entryCss.every((css) => html.includes(`href="/ClientApp/${css}"`))) return none;
  const files = [...new Set([...entryCss, ...routeChunks(manifest, [route]).flatMap((chunk) => chunk.css ?? [])])];
  return {
    css: files.map((css) => readFileSync(join(clientDir, css), 'utf8').replace(/<\/style/gi, '<\\/style')).join('\n'),
    routeFiles: files.filter((css) => !entryCss.includes(css)),
  };
}

/**
 * index.html with the first paint in: styles and preload in <head>, the screen first in <body>,
 * and the app's scripts started from after it once the screen is painted (app-start.ts).
 */
export function withFirstPaint(shell: Shell, page: FirstPaintPage, paint: FirstPaint): string {
  let html = shell.identity.toString();
  const styles = shell.firstPaintStyles[page];
  if (styles) {
    // The stylesheets' rules come inline, so the paint waits for none of them. Their links stay,
    // disabled (so not fetched), for the app's module loader finds them there and does not fetch
    // a page's stylesheets a second time when its script arrives.
    html = html.replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="stylesheet" disabled$1>');
    html = html.replace('</head>', `${shell.firstPaintStyleLinks[page]}</head>`);
  }
  const scripts: string[] = [];
  const preloads: string[] = [];
  html = html
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g, (_, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  const start = appStartHtml({ scripts, preloads: [...preloads, ...shell.firstPaintRouteModules[page]] });
  const head = paint.head + (styles ? `<style>${styles}</style>` : '');
  return html
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `${paint.body}<div id="root"></div>${start}`);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Pages with a first paint, compressed once: a few per property, the newest kept. */
export function createCompressedPages(limit = 200) {
  const pages = new Map<string, Promise<CompressedPage>>();
  return (html: string): Promise<CompressedPage> => {
    const kept = pages.get(html);
    if (kept) return kept;
    const identity = Buffer.from(html);
    const compressed = Promise.all([
      brotliAsync(identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]).then(([br, gz]) => ({ identity, br, gzip: gz }));
    if (pages.size >= limit) pages.delete(pages.keys().next().value!);
    pages.set(html, compressed);
    compressed.catch(() => pages.delete(html));
    return compressed;
  };
}

const svgSizes = new Map<string, { width: number; height: number } | undefined>();

/**
 * The natural size of one of the app's own SVG images (a logo under /ClientApp/), read once, so
 * a first paint can show it at its size; undefined for any other image.
 */
export function appSvgSize(clientDir: string, url: string): { width: number; height: number } | undefined {
  if (!/^\/ClientApp\/images\/[\w/.-]+\.svg$/.test(url) || url.includes('..')) return undefined;
  const file = join(clientDir, url.slice('/ClientApp/'.length));
  if (svgSizes.has(file)) return svgSizes.get(file);
  let size: { width: number; height: number } | undefined;
  if (existsSync(file)) {
    const svg = /<svg[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
    const number = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(svg)?.[1] ?? Number.NaN);
    const viewBox = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(svg);
    const width = number('width') || Number(viewBox?.[1]);
    const height = number('height') || Number(viewBox?.[2]);
    if (width > 0 && height > 0) size = { width, height };
  }
  svgSizes.set(file, size);
  return size;
}
