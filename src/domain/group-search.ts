import type { PricesShown } from '../contract/property-definition';
import type { StayAvailability } from './availability';
import type { Guests } from './occupancy';
import type { StayPrice } from './pricing';
import { changesHeadline, headlineOfRoom, type TaxRule } from './taxes';

// Group search (docs/product.md, group search): one stay searched at every property of a group, each
// answered by THE availability rule (searchStay) and summed up as a "from" price for the
// whole party. The texts (docs/product.md, errors and notices) for a property that cannot take the stay.

export const hotelUnavailableMessage = 'This hotel is unavailable on your selected dates.';
export const noRoomsFoundMessage = 'No rooms found';

/** What turns a room's stay into the price a guest sees first: the property's taxes and PricesShown. */
export interface PartyHeadline {
  /** The stay's nights (YYYY-MM-DD), in order. */
  dates: readonly string[];
  /** The requested rooms' guests (Rooms[i]). */
  rooms: readonly Guests[];
  /** Rate plan id -> code (taxes may have their own rates per rate plan). */
  ratePlanCodes: ReadonlyMap<number, string>;
  rules: readonly TaxRule[];
  shown: PricesShown;
}

/**
 * The cheapest way to put the whole party up, minor units, or null when the party cannot be
 * put up together. Prices are headlines (headlineOfRoom over the nights) when `headline` is
 * given, so the "from" price is shown as the property shows prices; else as sold. Each requested room goes into a room type that offers it a priced rate,
 * at that room type's cheapest such rate, never more rooms of a type than its stock — the
 * sum a guest pays choosing the cheapest rate for each room on the Rooms-And-Rates page.
 *
 * A minimum-cost assignment with capacities (successive shortest paths over rooms -> room
 * types -> stock): picking each room's own cheapest type can overbook the cheapest type.
 * Rooms and room types are few, so Bellman-Ford on this small graph costs nothing.
 */
export function cheapestPartyPrice(stay: StayAvailability, roomCount: number, headline?: PartyHeadline): number | null {
  if (roomCount === 0 || stay.outcome !== 'available') return null;
  const taxed = headline !== undefined && changesHeadline(headline.rules, headline.shown);
  const priceOf = (room: number, ratePlanId: number, price: StayPrice) =>
    taxed ? roomHeadline(headline, room, ratePlanId, price) : price.total;
  // cheapest[room][type]: the lowest total of the type's offered rates that price this room.
  const types = stay.roomTypes.filter((roomType) => roomType.offered);
  const cheapest: (number | null)[][] = [];
  for (let room = 0; room < roomCount; room++) {
    cheapest.push(
      types.map((roomType) => {
        let best: number | null = null;
        for (const rate of roomType.rates) {
          if (!rate.available) continue;
          const found = rate.prices.find((p) => p.roomIndex === room);
          if (!found) continue;
          const price = priceOf(room, rate.ratePlanId, found.price);
          if (best === null || price < best) best = price;
        }
        return best;
      }),
    );
  }
  const stock = types.map((roomType) => stay.numberOfRoomsPerRoomTypeId[roomType.roomTypeId] ?? 0);
  return minimumCostAssignment(cheapest, stock);
}

function roomHeadline(headline: PartyHeadline, room: number, ratePlanId: number, price: StayPrice): number {
  return headlineOfRoom(
    {
      ratePlanCode: headline.ratePlanCodes.get(ratePlanId) ?? '',
      guests: headline.rooms[room] ?? { adults: 0, children: 0, infants: 0 },
      nights: price.nightlyPrices.map((amount, i) => ({ date: headline.dates[i] ?? '', price: amount })),
      extras: [],
    },
    headline.rules,
    headline.shown,
  );
}

/** Nodes: 0 source, 1..R rooms, R+1..R+T room types, R+T+1 sink. */
function minimumCostAssignment(
  costs: readonly (readonly (number | null)[])[],
  capacity: readonly number[],
): number | null {
  const rooms = costs.length;
  const types = capacity.length;
  const sink = rooms + types + 1;
  const edges: { to: number; capacity: number; cost: number }[] = [];
  const outgoing: number[][] = Array.from({ length: sink + 1 }, () => []);
  const addEdge = (from: number, to: number, cap: number, cost: number) => {
    outgoing[from]!.push(edges.length);
    edges.push({ to, capacity: cap, cost });
    outgoing[to]!.push(edges.length);
    edges.push({ to: from, capacity: 0, cost: -cost });
  };
  for (let room = 0; room < rooms; room++) {
    addEdge(0, 1 + room, 1, 0);
    costs[room]!.forEach((cost, type) => {
      if (cost !== null) addEdge(1 + room, 1 + rooms + type, 1, cost);
    });
  }
  capacity.forEach((cap, type) => {
    if (cap > 0) addEdge(1 + rooms + type, sink, cap, 0);
  });

  let total = 0;
  for (let placed = 0; placed < rooms; placed++) {
    const distance: number[] = new Array<number>(sink + 1).fill(Number.POSITIVE_INFINITY);
    const via: number[] = new Array<number>(sink + 1).fill(-1);
    distance[0] = 0;
    for (let round = 0; round <= sink; round++) {
      let changed = false;
      for (let node = 0; node <= sink; node++) {
        if (distance[node] === Number.POSITIVE_INFINITY) continue;
        for (const e of outgoing[node]!) {
          const edge = edges[e]!;
          if (edge.capacity > 0 && distance[node]! + edge.cost < distance[edge.to]!) {
            distance[edge.to] = distance[node]! + edge.cost;
            via[edge.to] = e;
            changed = true;
          }
        }
      }
      if (!changed) break;
    }
    if (distance[sink] === Number.POSITIVE_INFINITY) return null;
    // Push one room along the path found, back from the sink.
    for (let node = sink; node !== 0;) {
      const e = via[node]!;
      edges[e]!.capacity -= 1;
      edges[e ^ 1]!.capacity += 1;
      node = edges[e ^ 1]!.to;
    }
    total += distance[sink]!;
  }
  return total;
}
