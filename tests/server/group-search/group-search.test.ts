import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilitySearchResponseSchema, type AvailabilitySearchResponse } from '../../../src/contract/availability';
import {
  groupAreaAvailabilityResponseSchema,
  groupSearchResponseSchema,
  type GroupSearchRequestInput,
  type GroupSearchResponse,
} from '../../../src/contract/group-search';
import { importTaxedGroup, taxedGroupCode } from '../availability/taxed-group-fixture';
import { startTestApp, type TestApp } from '../harness';

// A guest searching all the hotels of the demo group (DEMO-GROUP: The Ashbury in Harrogate
// and Minster Yard in York, both GBP in Yorkshire; Casa Ashbury Lisboa, EUR in Lisbon). The
// clock stands at Wednesday 3 March 2027, midday in Harrogate, and the demo is seeded from
// that day: The Ashbury is sold out on today+10..12 (13-15 March); York and Lisbon take at
// most 3 rooms a booking, The Ashbury 4.
const clock = new Date('2027-03-03T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  await importTaxedGroup(t.database, '2027-03-03');
});
afterAll(() => t?.close());

type Room = { NumberOfAdults: number; NumberOfChildren: number; NumberOfInfants: number };
const adults = (n: number): Room => ({ NumberOfAdults: n, NumberOfChildren: 0, NumberOfInfants: 0 });
const family: Room = { NumberOfAdults: 2, NumberOfChildren: 1, NumberOfInfants: 0 };

const weekend = { DateFrom: '2027-03-26', DateTo: '2027-03-28' };

function groupRequest(request: Partial<GroupSearchRequestInput>) {
  return { PropertyGroupId: 'DEMO-GROUP', LanguageCode: 'en', ...weekend, Rooms: [adults(2)], ...request };
}

/** A search posted to `url`, answered 200 and read with `schema`. */
async function searchOk<T>(url: string, schema: { parse(body: unknown): T }, payload: object): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

const searchGroup = (request: Partial<GroupSearchRequestInput>): Promise<GroupSearchResponse> =>
  searchOk('/api/Availability/SearchPropertyGroup', groupSearchResponseSchema, groupRequest(request));

const searchAreas = (request: Partial<GroupSearchRequestInput>) =>
  searchOk(
    '/api/Availability/SearchPropertyGroupAreaAvailability',
    groupAreaAvailabilityResponseSchema,
    groupRequest(request),
  );

function searchProperty(
  propertyCode: string,
  request: Partial<GroupSearchRequestInput>,
): Promise<AvailabilitySearchResponse> {
  const { PropertyGroupId: _group, AreaId: _area, ...stay } = groupRequest(request);
  return searchOk('/api/Availability/Search', availabilitySearchResponseSchema, { ...stay, PropertyId: propertyCode });
}

/**
 * A room's price as the property shows it first, read off its own search: AllIn, everything
 * (TotalWithTaxes); BeforeTaxes, the government taxes added on top left out.
 */
function headlineOf(
  price: AvailabilitySearchResponse['RoomTypes'][number]['RatePlans'][number]['Prices'][number],
  shown: AvailabilitySearchResponse['PricesShown'],
): number {
  if (shown === 'AllIn') return price.TotalWithTaxes;
  const addedTaxes = price.Taxes.filter((line) => line.Kind === 'Tax' && !line.Included);
  return Math.round((price.TotalWithTaxes - addedTaxes.reduce((sum, line) => sum + line.Amount, 0)) * 100) / 100;
}

/**
 * What a guest would pay at the cheapest, as the property shows it, read off its own search: every
 * assignment of the party's rooms to offered room types within their rooms left, each room at
 * its cheapest priced rate there (tried exhaustively; parties here are small).
 */
function cheapestFromPropertySearch(search: AvailabilitySearchResponse, rooms: number): number | null {
  const options = search.RoomTypes.map((roomType) => ({
    left: search.NumberOfRoomsPerRoomTypeId[String(roomType.RoomTypeId)] ?? 0,
    cheapest: Array.from({ length: rooms }, (_, roomIndex) => {
      const prices = roomType.RatePlans.flatMap((ratePlan) =>
        ratePlan.Prices.filter((p) => p.RoomIndex === roomIndex).map((p) => headlineOf(p, search.PricesShown)),
      );
      return prices.length > 0 ? Math.min(...prices) : null;
    }),
  }));
  let best: number | null = null;
  const used = options.map(() => 0);
  const place = (room: number, sum: number) => {
    if (room === rooms) {
      if (best === null || sum < best) best = Math.round(sum * 100) / 100;
      return;
    }
    options.forEach((option, i) => {
      const price = option.cheapest[room];
      if (price === null || price === undefined || used[i]! >= option.left) return;
      used[i]! += 1;
      place(room + 1, sum + price);
      used[i]! -= 1;
    });
  };
  place(0, 0);
  return best;
}

describe('POST /api/Availability/SearchPropertyGroup', () => {
  it('answers for every hotel of the group with its name, place, rating, currency and availability', async () => {
    const body = await searchGroup({});
    expect(body.PropertyGroupCode).toBe('DEMO-GROUP');
    expect(body.Nights).toBe(2);
    const byCode = Object.fromEntries(body.Properties.map((p) => [p.PropertyCode, p]));
    expect(Object.keys(byCode).sort()).toEqual(['DEMO', 'DEMO-LISBON', 'DEMO-YORK']);
    expect(byCode['DEMO']).toMatchObject({
      PropertyName: 'The Ashbury',
      AreaName: 'Yorkshire',
      City: 'Harrogate',
      HotelRating: 4,
      Currency: 'GBP',
      IsAvailable: true,
      Message: null,
    });
    expect(byCode['DEMO-YORK']).toMatchObject({
      AreaName: 'Yorkshire',
      City: 'York',
      Currency: 'GBP',
      IsAvailable: true,
    });
    expect(byCode['DEMO-LISBON']).toMatchObject({ AreaName: 'Lisbon', Currency: 'EUR', IsAvailable: true });
    expect(byCode['DEMO']!.PropertyImageUrl).toMatch(/^\/ClientApp\/images\//);
    expect(byCode['DEMO']!.Locations.map((location) => location.Name)).toEqual(['Main House', 'Garden Wing']);
    for (const property of body.Properties) expect(property.AvailableRoomTypes).toBeGreaterThan(0);
  });

  const parties: [string, Partial<GroupSearchRequestInput>][] = [
    ['a couple for the weekend', {}],
    ['two couples in two rooms', { Rooms: [adults(2), adults(2)] }],
    ['a family and a single traveller', { Rooms: [family, adults(1)] }],
    ['a couple with the SPRING code, midweek', { DateFrom: '2027-04-06', DateTo: '2027-04-09', PromoCode: 'SPRING' }],
    ['three rooms of three adults', { Rooms: [adults(3), adults(3), adults(3)] }],
  ];
  it.each(parties)(
    'agrees with each hotel’s own search for %s: same availability, lowest total = the cheapest offered rates for the party',
    async (_name, request) => {
      const group = await searchGroup(request);
      const rooms = (request.Rooms ?? [adults(2)]).length;
      for (const property of group.Properties) {
        const own = await searchProperty(property.PropertyCode, request);
        const expected = cheapestFromPropertySearch(own, rooms);
        expect(property.IsAvailable, property.PropertyCode).toBe(expected !== null);
        expect(property.LowestTotalPrice, property.PropertyCode).toBe(expected);
        expect(property.Currency).toBe(own.Currency);
        expect(property.AvailableRoomTypes, property.PropertyCode).toBe(own.RoomTypes.length);
        if (expected !== null) expect(property.LowestPerNightPrice).toBeCloseTo(expected / own.Nights, 2);
        else expect(property.Message).toBeTruthy();
      }
    },
  );

  it('does not price two rooms into the last room of the cheapest type', async () => {
    // Lisbon's Patio Doubles sell out only if asked for more than its 10: three rooms fit, and
    // the total is three Patio prices; the own search's rooms left bound the brute force too.
    const group = await searchGroup({ Rooms: [adults(2), adults(2), adults(2)] });
    const lisbon = group.Properties.find((p) => p.PropertyCode === 'DEMO-LISBON')!;
    const single = (await searchGroup({})).Properties.find((p) => p.PropertyCode === 'DEMO-LISBON')!;
    expect(lisbon.LowestTotalPrice).toBeCloseTo(single.LowestTotalPrice! * 3, 2);
  });

  it('tells the guest which hotel is full on the dates while the others stay bookable', async () => {
    const body = await searchGroup({ DateFrom: '2027-03-13', DateTo: '2027-03-14' });
    const ashbury = body.Properties.find((p) => p.PropertyCode === 'DEMO')!;
    expect(ashbury).toMatchObject({
      IsAvailable: false,
      LowestTotalPrice: null,
      LowestPerNightPrice: null,
      Message: 'This hotel is unavailable on your selected dates.',
    });
    expect(
      body.Properties.filter((p) => p.IsAvailable)
        .map((p) => p.PropertyCode)
        .sort(),
    ).toEqual(['DEMO-LISBON', 'DEMO-YORK']);
  });

  it('leaves out a hotel whose rules refuse the party, with its reason, and searches the rest', async () => {
    // Four rooms: The Ashbury takes up to 4 in a booking, York and Lisbon up to 3.
    const body = await searchGroup({ Rooms: [adults(1), adults(1), adults(1), adults(1)] });
    const byCode = Object.fromEntries(body.Properties.map((p) => [p.PropertyCode, p]));
    expect(byCode['DEMO']!.IsAvailable).toBe(true);
    expect(byCode['DEMO-YORK']).toMatchObject({
      IsAvailable: false,
      Message: 'You can book up to 3 rooms in one booking.',
    });
    expect(byCode['DEMO-LISBON']!.IsAvailable).toBe(false);
  });

  it('searches only the hotels of the area asked for', async () => {
    const areas = await searchAreas({});
    const lisbonArea = areas.Areas.find((area) => area.Name === 'Lisbon')!;
    const body = await searchGroup({ AreaId: lisbonArea.AreaId });
    expect(body.Properties.map((p) => p.PropertyCode)).toEqual(['DEMO-LISBON']);
  });

  it('with a location, searches only the hotel that has it, in that location', async () => {
    const all = await searchGroup({});
    const garden = all.Properties.find((p) => p.PropertyCode === 'DEMO')!.Locations.find(
      (l) => l.Name === 'Garden Wing',
    )!;
    const body = await searchGroup({ LocationId: garden.LocationId });
    expect(body.Properties.map((p) => p.PropertyCode)).toEqual(['DEMO']);
    const own = await searchProperty('DEMO', { LocationId: garden.LocationId });
    expect(body.Properties[0]!.AvailableRoomTypes).toBe(own.RoomTypes.length);
    expect(body.Properties[0]!.LowestTotalPrice).toBe(cheapestFromPropertySearch(own, 1));
  });

  it('takes the group by its numeric id as well as its code', async () => {
    const byCode = await searchGroup({});
    const byId = await searchGroup({ PropertyGroupId: byCode.PropertyGroupId });
    expect(byId.Properties).toEqual(byCode.Properties);
  });
});

describe('POST /api/Availability/SearchPropertyGroupAreaAvailability', () => {
  it('counts the hotels with availability in each area, and the lowest price in its currency', async () => {
    const [areas, group] = await Promise.all([
      searchAreas({ DateFrom: '2027-03-13', DateTo: '2027-03-14' }),
      searchGroup({ DateFrom: '2027-03-13', DateTo: '2027-03-14' }),
    ]);
    const york = group.Properties.find((p) => p.PropertyCode === 'DEMO-YORK')!;
    const lisbon = group.Properties.find((p) => p.PropertyCode === 'DEMO-LISBON')!;
    expect(areas.Areas).toEqual([
      {
        AreaId: lisbon.AreaId,
        Name: 'Lisbon',
        PropertiesAvailable: 1,
        PropertiesTotal: 1,
        LowestTotalPrice: lisbon.LowestTotalPrice,
        Currency: 'EUR',
        LowestPrices: [{ Currency: 'EUR', LowestTotalPrice: lisbon.LowestTotalPrice }],
      },
      // The Ashbury is full: York alone sets the price.
      {
        AreaId: york.AreaId,
        Name: 'Yorkshire',
        PropertiesAvailable: 1,
        PropertiesTotal: 2,
        LowestTotalPrice: york.LowestTotalPrice,
        Currency: 'GBP',
        LowestPrices: [{ Currency: 'GBP', LowestTotalPrice: york.LowestTotalPrice }],
      },
    ]);
  });

  it('gives the cheaper of the two Yorkshire hotels when both have rooms', async () => {
    const [areas, group] = await Promise.all([searchAreas({}), searchGroup({})]);
    const yorkshire = areas.Areas.find((area) => area.Name === 'Yorkshire')!;
    const prices = group.Properties.filter((p) => p.AreaName === 'Yorkshire').map((p) => p.LowestTotalPrice!);
    expect(yorkshire).toMatchObject({
      PropertiesAvailable: 2,
      PropertiesTotal: 2,
      Currency: 'GBP',
      LowestTotalPrice: Math.min(...prices),
    });
  });

  it('counts only the area asked for', async () => {
    const all = await searchAreas({});
    const yorkshire = all.Areas.find((area) => area.Name === 'Yorkshire')!;
    const body = await searchAreas({ AreaId: yorkshire.AreaId });
    expect(body.Areas.map((area) => area.Name)).toEqual(['Yorkshire']);
  });
});

describe('bad group searches', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['an arrival in the past', { DateFrom: '2027-03-01', DateTo: '2027-03-04' }, 'DateFrom'],
    ['a departure before the arrival', { DateFrom: '2027-03-20', DateTo: '2027-03-18' }, 'DateTo'],
    ['a date that is not a date', { DateFrom: '2027-02-30' }, 'DateFrom'],
    ['no rooms', { Rooms: [] }, 'Rooms'],
    ['more rooms than any hotel of the group takes', { Rooms: [1, 2, 3, 4, 5].map(() => adults(1)) }, 'Rooms'],
    [
      'a room with only an infant',
      { Rooms: [{ NumberOfAdults: 0, NumberOfChildren: 0, NumberOfInfants: 1 }] },
      'Rooms[0]',
    ],
    ['no group', { PropertyGroupId: '' }, 'PropertyGroupId'],
    ['an area of no hotel of the group', { AreaId: 999999 }, 'AreaId'],
    ['a location of no hotel of the group', { LocationId: 999999 }, 'LocationId'],
  ];
  for (const url of [
    '/api/Availability/SearchPropertyGroup',
    '/api/Availability/SearchPropertyGroupAreaAvailability',
  ]) {
    it.each(cases)(`${url.split('/').pop()} refuses %s with a 400 naming the field`, async (_name, patch, field) => {
      const res = await t.app.inject({ method: 'POST', url, payload: { ...groupRequest({}), ...patch } });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as { Message: string; ModelState: Record<string, string[]> };
      expect(body.ModelState[field]?.length, JSON.stringify(body)).toBeGreaterThan(0);
      expect(body.Message).toBe(Object.values(body.ModelState).flat().join(' '));
    });
  }

  it('answers 404 for a group that does not exist', async () => {
    for (const url of [
      '/api/Availability/SearchPropertyGroup',
      '/api/Availability/SearchPropertyGroupAreaAvailability',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: groupRequest({ PropertyGroupId: 'NO-SUCH-GROUP' }),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Message: 'Property group not found' });
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/Availability/SearchPropertyGroup',
        '/api/Availability/SearchPropertyGroupAreaAvailability',
      ]),
    );
  });
});

describe('"from" prices as each hotel shows prices', () => {
  it('BeforeTaxes: the resort fee inside, the occupancy tax left out; AllIn: everything inside', async () => {
    // Two adults, two nights at $220 ($200 + $20 for the second adult), a $25 resort fee a
    // night and 10 % occupancy tax on both (tests/server/availability/taxed-group-fixture.ts):
    // $440 as sold, $490 with the fees, $539 with the tax.
    const body = await searchGroup({ PropertyGroupId: taxedGroupCode, DateFrom: '2027-04-06', DateTo: '2027-04-08' });
    const byCode = Object.fromEntries(body.Properties.map((p) => [p.PropertyCode, p]));
    expect(byCode['TAXED-BEFORE']).toMatchObject({
      PricesShown: 'BeforeTaxes',
      Currency: 'USD',
      LowestTotalPrice: 490,
      LowestPerNightPrice: 245,
    });
    expect(byCode['TAXED-ALLIN']).toMatchObject({
      PricesShown: 'AllIn',
      LowestTotalPrice: 539,
      LowestPerNightPrice: 269.5,
    });
    // The hotel's own search says the same of its room: $539 in all, $49 of it the tax.
    const own = await searchProperty('TAXED-BEFORE', { DateFrom: '2027-04-06', DateTo: '2027-04-08' });
    expect(own.PricesShown).toBe('BeforeTaxes');
    const price = own.RoomTypes[0]!.RatePlans[0]!.Prices[0]!;
    expect(price).toMatchObject({ TotalCost: 440, TotalWithTaxes: 539, PayAtProperty: 0 });
    expect(price.Taxes.map((line) => [line.Code, line.Kind, line.Amount, line.Included])).toEqual([
      ['RESORT', 'Fee', 50, false],
      ['OCC', 'Tax', 49, false],
    ]);
  });

  it("the demo hotels (AllIn): Lisbon's total includes its tourist tax, the UK hotels' VAT is already inside", async () => {
    const body = await searchGroup({});
    const byCode = Object.fromEntries(body.Properties.map((p) => [p.PropertyCode, p]));
    for (const code of ['DEMO', 'DEMO-YORK', 'DEMO-LISBON']) expect(byCode[code]!.PricesShown).toBe('AllIn');
    const lisbon = await searchProperty('DEMO-LISBON', {});
    const cheapestSold = Math.min(
      ...lisbon.RoomTypes.flatMap((roomType) => roomType.RatePlans.flatMap((ratePlan) => ratePlan.Prices)).map(
        (price) => price.TotalCost,
      ),
    );
    // A couple for two nights: EUR 4 x 2 adults x 2 nights on top of the cheapest room.
    expect(byCode['DEMO-LISBON']!.LowestTotalPrice).toBeCloseTo(cheapestSold + 16, 2);
  });
});
