// The URL tree of the app (docs/product.md, pages), as the server needs it: which paths are pages of
// the app (index.html with 200), and which property a page belongs to. Matching ignores case
// and a trailing slash, as the client router does; a page missing its token (Status, say) is
// still a page: the app redirects from it.

const appPagePatterns: RegExp[] = [
  /^\/Book\/[^/]+\/?$/i,
  /^\/Book\/[^/]+\/Rooms-And-Rates\/?$/i,
  /^\/Book\/[^/]+\/(Checkout|Status|Confirmation)(\/[^/]+)?\/?$/i,
  /^\/Book\/[^/]+\/(BookATable|Bookings)\/?$/i,
  /^\/PreCheckIn\/[^/]+\/[^/]+\/[^/]+\/?$/i,
  /^\/BookGroup\/[^/]+\/?$/i,
  /^\/Account\/(ForgotPassword|ResetPassword|ConfirmEmail|Register)\/[^/]+\/?$/i,
  /^\/ManageAccount\/[^/]+\/?$/i,
  /^\/(Unauthorised|Error)\/?$/i,
  // The staff console: /Admin, its sign-in pages, and a property's (or group's) sections.
  /^\/Admin(\/[^/]+){0,4}\/?$/i,
];

// Paths whose pages belong to one property (by code); BookGroup names a group, not a property.
const propertyCodePatterns: RegExp[] = [
  /^\/Book\/([^/]+)/i,
  /^\/PreCheckIn\/([^/]+)/i,
  /^\/Account\/[^/]+\/([^/]+)/i,
  /^\/ManageAccount\/([^/]+)/i,
];

/** The path of a request URL, without its query string. */
export function pathOf(url: string): string {
  const q = url.search(/[?#]/);
  return q === -1 ? url : url.slice(0, q);
}

export function isAppPage(path: string): boolean {
  return appPagePatterns.some((p) => p.test(path));
}

/** The property code a page path names, e.g. "/Book/DEMO/Checkout" -> "DEMO". */
export function propertyCodeOfPath(path: string): string | undefined {
  for (const pattern of propertyCodePatterns) {
    const raw = pattern.exec(path)?.[1];
    if (raw === undefined) continue;
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The search page and Rooms-And-Rates, which open with the property and its booking configuration. */
export function isBookingPage(path: string): boolean {
  return /^\/Book\/[^/]+(\/Rooms-And-Rates)?\/?$/i.test(path);
}

/** The pages whose first screen the server draws into the page itself (first-screen.ts). */
export function firstPaintPageOf(path: string): 'search' | 'rooms-and-rates' | undefined {
  if (/^\/Book\/[^/]+\/?$/i.test(path)) return 'search';
  if (/^\/Book\/[^/]+\/Rooms-And-Rates\/?$/i.test(path)) return 'rooms-and-rates';
  return undefined;
}

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
export const clientAssetPrefix = '/ClientApp/';
export const isClientAssetPath = (path: string) => path === '/ClientApp' || path.startsWith(clientAssetPrefix);
