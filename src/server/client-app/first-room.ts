import {
  availabilitySearchRequestSchema,
  type AvailabilitySearchRequest,
  type AvailabilitySearchResponse,
} from '../../contract/availability';
import { roomTypesOffered } from '../../domain/booking-flow';
import { availabilitySearchRequestOf } from '../../domain/stay-search';
import { AppError } from '../errors';

// What Rooms and Rates' first screen shows: the answer to the same search the app then makes
// for the stay in the page's URL, and the room type the app will offer first (room 1, an empty
// basket), whose photo the page fetches first.

/** The search's answer, and the room the app offers first in it. */
export interface FirstRoom {
  answer: AvailabilitySearchResponse;
  name: string;
  photo: string | undefined;
}

export type SearchAvailability = (request: AvailabilitySearchRequest) => Promise<AvailabilitySearchResponse>;

/**
 * How long the page waits for the search: it answers from memory in a few milliseconds, but a
 * page is never held back by a slow one; it then shows the cards being searched for, as the app
 * does, and the app's own search fills them in.
 */
export const firstRoomWaitMs = 250;

/**
 * The answer and first room for a URL's query; none when the query holds no possible search, nothing is
 * free, the search is refused (an unknown promo code, dates out of range) or slow, or it fails
 * (`onError` hears why).
 */
export async function firstRoomFor(
  query: unknown,
  propertyCode: string,
  search: SearchAvailability,
  onError: (error: unknown) => void,
  waitMs = firstRoomWaitMs,
): Promise<FirstRoom | undefined> {
  const fields = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : undefined);
  const location = text('location');
  const parsed = availabilitySearchRequestSchema.safeParse(
    availabilitySearchRequestOf(propertyCode, {
      from: text('from') ?? '',
      to: text('to') ?? '',
      rooms: text('rooms') ?? '',
      ...(text('promo') ? { promo: text('promo') } : {}),
      ...(text('ratePlan') ? { ratePlan: text('ratePlan') } : {}),
      ...(location && /^\d{1,9}$/.test(location) ? { location: Number(location) } : {}),
    }),
  );
  if (!parsed.success) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  const found = search(parsed.data).then(
    (answer) => {
      if (answer.Outcome !== 'Available') return undefined;
      const roomsLeft = (roomTypeId: number) => answer.NumberOfRoomsPerRoomTypeId[roomTypeId] ?? 0;
      const first = roomTypesOffered(answer.RoomTypes, 0, roomsLeft)[0];
      if (!first) return undefined;
      return { answer, name: first.Name, photo: first.Photos[0] };
    },
    (error: unknown) => {
      if (!(error instanceof AppError)) onError(error);
      return undefined;
    },
  );
  try {
    return await Promise.race([found, tooSlow]);
  } finally {
    clearTimeout(timer);
  }
}
