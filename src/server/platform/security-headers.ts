import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import type { App } from './fastify-app';

// Security headers on every response (helmet). The content security policy fits the built
// PWA: its own scripts and workers only; inline styles because Ionic injects them; images
// also from https (hotels host their logos and photos). A property that configures Google Tag
// Manager or a Meta pixel gets those origins on its own pages, and no other page does.

type Directives = Record<string, string[]>;

/** The third-party tags a property's pages load (properties/analytics-tags.ts looks them up). */
export interface AnalyticsTags {
  googleTagManager: boolean;
  facebookPixel: boolean;
}

const googleTagManager = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  // GTM's preview mode frames the page's container.
  'frame-src': ['https://www.googletagmanager.com'],
} satisfies Directives;

const facebookPixel = {
  'script-src': ['https://connect.facebook.net'],
  'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
} satisfies Directives;

export function appContentSecurityPolicy(options: {
  https: boolean;
  tags?: AnalyticsTags | undefined;
  /** Hash sources of inline scripts the page carries (a page with a first paint has one). */
  inlineScripts?: string[];
}): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (options.inlineScripts) addSources(directives, { 'script-src': options.inlineScripts });
  if (options.tags?.googleTagManager) addSources(directives, googleTagManager);
  if (options.tags?.facebookPixel) addSources(directives, facebookPixel);
  // Only over HTTPS: on http://192.168.x.x a phone on the LAN would lose every asset.
  if (options.https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Browser features the app's pages never use, refused to them and to anything they load or
 * frame (an analytics tag included): camera, microphone, location, motion sensors, devices,
 * screen capture, and the Payment Request API (card details are typed into our own form;
 * Paystack takes its payments on its own page).
 */
export const appPermissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'idle-detection=()',
  'browsing-topics=()',
].join(', ');

/** Swagger UI (under /api/docs) is a bundle of its own: it needs inline styles and data: images, nothing else. */
export function apiDocsContentSecurityPolicy(options: { https: boolean }): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function registerSecurityHeaders(app: App, options: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appContentSecurityPolicy(options) },
    // HSTS means nothing over plain http and would pin a LAN test address to https.
    strictTransportSecurity: options.https ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
    // Origin only when leaving the site: confirmation tokens in paths stay here.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The legacy twin of frame-ancestors 'none'.
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * Headers that only mean something on a document (a page, a worker's script, an SVG opened on
 * its own): the content security policy, framing, the opener, the referrer and the legacy ones.
 * A script, stylesheet or photo loaded into a page goes by the page's; each would otherwise carry
 * some 600 bytes of them, over 20 KB on a first visit of some 40 files. Kept on every file:
 * nosniff and the cross-origin resource policy, which protect the file itself.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Leaves a subresource (a script, a stylesheet, a photo) only the headers that protect it. */
export function withSubresourceHeadersOnly(reply: FastifyReply): void {
  // Helmet writes them on the raw response as each request arrives.
  for (const name of documentOnlyHeaders) reply.raw.removeHeader(name);
}

/** Replaces the policy of this response (a page of a property with tags, the API docs). */
export function useContentSecurityPolicy(reply: FastifyReply, directives: Directives): void {
  reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives } });
}

function addSources(directives: Directives, extra: Directives): void {
  for (const [name, sources] of Object.entries(extra)) directives[name] = [...(directives[name] ?? []), ...sources];
}
