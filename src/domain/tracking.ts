// Page views are tracked per property; the booking funnel steps are recognised from the path
// (docs/product.md, pages: paths containing Rooms-And-Rates, Checkout and Confirmation).

export type FunnelStep = 'RoomsAndRates' | 'Checkout' | 'Confirmation';

const funnelSegments: ReadonlyArray<[segment: string, step: FunnelStep]> = [
  ['/rooms-and-rates', 'RoomsAndRates'],
  ['/checkout', 'Checkout'],
  ['/confirmation', 'Confirmation'],
];

/** The funnel step a path belongs to, or null for pages outside the funnel. */
export function funnelStepOfPath(pathname: string): FunnelStep | null {
  const path = pathname.toLowerCase();
  for (const [segment, step] of funnelSegments) {
    if (path.includes(`${segment}/`) || path.endsWith(segment)) return step;
  }
  return null;
}

/** The property code of a booking-engine path (/Book/DEMO/..., /PreCheckIn/DEMO/...), or null. */
export function propertyCodeOfPath(pathname: string): string | null {
  const match = /^\/(?:Book|BookGroup|PreCheckIn|ManageAccount|Account\/[^/]+)\/([^/?#]+)/i.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
