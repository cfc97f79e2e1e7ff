// The search in a URL (/Book/DEMO/Rooms-And-Rates?from=2026-05-01&to=2026-05-03&rooms=2-0-0),
// so a search can be shared, bookmarked and reloaded. Unknown or malformed values are dropped.

export interface StaySearchParams {
  from?: string;
  to?: string;
  /** "2-0-0,1-1-0": adults-children-infants per room. */
  rooms?: string;
  promo?: string;
  location?: number;
  ratePlan?: string;
}

const text = (value: unknown, max = 64): string | undefined => {
  const s = typeof value === 'number' ? String(value) : value;
  return typeof s === 'string' && s.trim() !== '' && s.length <= max ? s.trim() : undefined;
};

export function validateStaySearchParams(search: Record<string, unknown>): StaySearchParams {
  const location = Number(search.location);
  const params: StaySearchParams = {
    from: text(search.from, 10),
    to: text(search.to, 10),
    rooms: text(search.rooms, 200),
    promo: text(search.promo, 40),
    location: Number.isInteger(location) && location > 0 ? location : undefined,
    ratePlan: text(search.ratePlan, 40),
  };
  // Leave out absent keys so URLs stay clean.
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as StaySearchParams;
}
