import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AvailabilitySearchResponse } from '../../contract/availability';
import type { BookingConfiguration, Property } from '../../contract/property';
import { photoSizes, photoSources } from '../../domain/photo-sources';
import { themeVariables } from '../../domain/theme';

// The first screen of the search page and of Rooms and Rates, written into the page itself so
// that a phone paints it before the app's JavaScript has arrived. The app draws it: its own
// components, rendered here by its server entry (src/client/ssr-entry.tsx, built by `npm run
// build` into dist/ssr), so it lies exactly where the app then draws the same things. The app's
// styles come inline with it (shell.ts); the app takes it away in the same frame as it shows its
// first page (src/client/ui/first-paint.ts). This file adds what the document's head needs:
// the page's photo, fetched first, and the brand's colours.

export type FirstPaintPage = 'search' | 'rooms-and-rates';

/** The id the app gives its first screen and looks for (src/client/ui/first-paint.ts). */
export const firstPaintId = 'first-paint';

/** What the server entry draws the first screen from (src/client/first-screen.tsx). */
export interface FirstScreenRequest {
  page: FirstPaintPage;
  /** The page's path and query string. */
  url: string;
  property: Property;
  bookingConfig: BookingConfiguration;
  /** The logo's width in the header, when the server could read its size. */
  logoWidth?: number | undefined;
  answer?: AvailabilitySearchResponse | undefined;
}

/** The app's server entry, as dist/ssr/ssr-entry.js exports it. */
export interface AppServerEntry {
  /** The first screen's markup; undefined for a page without one (a search the app will not make). */
  renderFirstScreen(request: FirstScreenRequest): Promise<string | undefined>;
}

/** Where the build puts the app's server entry: beside the built client. */
const appServerEntryFile = (clientDir: string) => join(clientDir, '..', 'ssr', 'ssr-entry.js');

/** The app's server entry, loaded once; undefined when the app has no server entry built. */
export function loadAppServerEntry(clientDir: string): () => Promise<AppServerEntry | undefined> {
  const file = appServerEntryFile(clientDir);
  let entry: Promise<AppServerEntry | undefined> | undefined;
  // A failed load (a build half written, say) is not kept: the next page tries again.
  return () =>
    (entry ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<AppServerEntry>).catch((error: unknown) => {
          entry = undefined;
          throw error;
        })
      : Promise.resolve(undefined));
}

export interface FirstPaint {
  /** For <head>: the photo the page opens with, fetched first, and the brand's colours. */
  head: string;
  /** The first screen, the first thing in <body>. */
  body: string;
  /** The Link header entry for the same photo, so the browser asks for it with the page. */
  imagePreload?: string;
}

/**
 * The page's first paint: the app's first screen, and for <head> its largest picture (the
 * search page's hero, Rooms and Rates' first room) and the brand's colours.
 */
export async function firstPaintOf(
  entry: AppServerEntry,
  request: FirstScreenRequest,
  photo: PagePhoto | null,
): Promise<FirstPaint | undefined> {
  const body = await (request.answer === undefined ? drawnOnce(entry, request) : entry.renderFirstScreen(request));
  if (body === undefined) return undefined;
  const head = [
    // The page's largest picture: fetched first, and the app starts once it is painted (app-start.ts).
    photo ? `<link rel="preload" as="image" ${photoPreloadAttributes(photo)} fetchpriority="high" />` : '',
    `<style>${themeStyle(request.property)}</style>`,
  ].join('');
  return { head, body, ...(photo ? { imagePreload: photoPreloadHeader(photo) } : {}) };
}

// A first screen without a search's answer (the search page) depends only on the property and
// its configuration as read, and the page's address: while the property service hands out the
// same objects (until the property changes, or for 30 s), it is drawn once per address, not on
// every request.
// Bounded per property, since addresses come from the guest.
const drawnScreens = new WeakMap<
  AppServerEntry,
  WeakMap<Property, WeakMap<BookingConfiguration, Map<string, Promise<string | undefined>>>>
>();
const drawnPerProperty = 50;

function drawnOnce(entry: AppServerEntry, request: FirstScreenRequest): Promise<string | undefined> {
  const byProperty = drawnScreens.get(entry) ?? new WeakMap();
  drawnScreens.set(entry, byProperty);
  const byConfig = byProperty.get(request.property) ?? new WeakMap();
  byProperty.set(request.property, byConfig);
  const screens = byConfig.get(request.bookingConfig) ?? new Map<string, Promise<string | undefined>>();
  byConfig.set(request.bookingConfig, screens);
  const key = `${request.page} ${request.url} ${request.logoWidth ?? ''}`;
  const kept = screens.get(key);
  if (kept) return kept;
  const drawn = entry.renderFirstScreen(request);
  if (screens.size >= drawnPerProperty) screens.delete(screens.keys().next().value!);
  screens.set(key, drawn);
  // Not kept: a failed drawing, or one drawn while a lazily loaded part was still loading (React's
  // mark for a part it left to the browser), which the next request draws whole.
  drawn.then(
    (markup) => markup?.includes('<!--$!-->') && screens.delete(key),
    () => screens.delete(key),
  );
  return drawn;
}

// The page's photo is named the same way in the preload and the Link header as the app names it
// in the page (ui/photo.tsx): the same srcset and sizes, so the browser fetches one copy of it once.

export interface PagePhoto {
  url: string;
  layout: 'hero' | 'room';
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function photoPreloadAttributes({ url, layout }: PagePhoto): string {
  const { src, srcSet } = photoSources(url);
  return (
    `href="${escapeAttribute(src)}"` +
    (srcSet ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${photoSizes[layout]}"` : '')
  );
}

function photoPreloadHeader({ url, layout }: PagePhoto): string {
  const { src, srcSet } = photoSources(url);
  // Each address escaped on its own: the spaces and commas between them are the srcset's own.
  const headerSrcSet = srcSet
    ?.split(', ')
    .map((candidate) => candidate.replace(/^\S+/, (address) => encodeURI(address)))
    .join(', ');
  const responsive = headerSrcSet ? `; imagesrcset="${headerSrcSet}"; imagesizes="${photoSizes[layout]}"` : '';
  return `<${encodeURI(src)}>; rel=preload; as=image${responsive}; fetchpriority=high`;
}

/** The brand's colours for the first screen only (the app sets them on the document itself). */
function themeStyle(property: Property): string {
  const variables = Object.entries(themeVariables(property.Theme ?? {}))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // The values are colours computed from validated hex codes; nothing in them can end the rule.
  return `#${firstPaintId}{${variables};background:var(--ion-background-color);color:var(--ion-text-color)}`;
}
