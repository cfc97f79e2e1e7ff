import type { PropertyGroup } from '../../contract/property';
import type {
  GroupAreaAvailability,
  GroupAreaAvailabilityResponse,
  GroupPropertyResult,
  GroupSearchRequest,
  GroupSearchResponse,
} from '../../contract/group-search';
import type { BookingConfigurationSettings } from '../../contract/property-definition';
import { searchStay, type Ari, type InventoryRow, type RateRow, type SearchOutcome } from '../../domain/availability';
import { cheapestPartyPrice, hotelUnavailableMessage } from '../../domain/group-search';
import { toMajorUnits } from '../../domain/money';
import type { Guests } from '../../domain/occupancy';
import { perNightRate } from '../../domain/pricing';
import { isSameDayRestricted, todayIn } from '../../domain/same-day';
import { validateSearchRequest, type FieldMessages } from '../../domain/search-request';
import { stayNights } from '../../domain/stay-nights';
import type { Db } from '../db/client';
import { validationError } from '../errors';
import type { PropertyRecord, PropertyRepository } from '../properties/repository';
import { createPropertyService, type PropertyService } from '../properties/service';
import { searchRulesOf } from '../properties/search-rules';
import { propertyTaxRules } from '../properties/tax-rules';
import { createAriRepository, type AriRepository, type RoomCatalogue } from './ari-repository';
import { availabilityMessage, outcomeNames } from './search';

// POST Availability/SearchPropertyGroup and .../SearchPropertyGroupAreaAvailability: the
// property search's rules (window in each property's time zone, its room and guest maxima,
// THE availability rule, the same-day cut-off) applied to every property of a group with one
// query plan: the group and its properties from the property cache, each property's room
// catalogue from the ARI repository's memory, then the nights of ALL the properties' room
// types in one statement — never one search per property.

export interface GroupSearchDeps {
  properties: Pick<PropertyService, 'requireProperty' | 'getPropertyGroup'>;
  locations: Pick<PropertyRepository, 'listLocationsOfProperties'>;
  ari: AriRepository;
  now: () => Date;
}

/** One property of the group as searched: its record, catalogue, and what the search found. */
interface SearchedProperty {
  record: PropertyRecord;
  result: GroupPropertyResult;
}

const noAreaName = 'Other hotels';

type LocationRow = Awaited<ReturnType<PropertyRepository['listLocationsOfProperties']>>[number];

export function createGroupSearchService(deps: GroupSearchDeps) {
  async function searchGroup(
    request: GroupSearchRequest,
  ): Promise<{ group: PropertyGroup; nights: number; searched: SearchedProperty[] }> {
    const group = await deps.properties.getPropertyGroup(String(request.PropertyGroupId));
    const wantedArea = request.AreaId ?? null;
    if (wantedArea !== null && !group.Areas.some((area) => area.AreaId === wantedArea)) {
      throw validationError({ AreaId: ['Please choose one of the areas of this group.'] });
    }
    const members = group.Properties.filter((member) => wantedArea === null || member.AreaId === wantedArea);
    const [records, locationRows] = await Promise.all([
      Promise.all(members.map((member) => deps.properties.requireProperty(String(member.PropertyId)))),
      deps.locations.listLocationsOfProperties(members.map((member) => member.PropertyId)),
    ]);
    const wantedLocation = request.LocationId ?? null;
    const inLocation = records.filter(
      (record) =>
        wantedLocation === null ||
        locationRows.some((row) => row.propertyId === record.id && row.LocationId === wantedLocation),
    );
    if (wantedLocation !== null && inLocation.length === 0) {
      throw validationError({ LocationId: ['Please choose a location of one of the hotels of this group.'] });
    }

    const rooms: Guests[] = request.Rooms.map((room) => ({
      adults: room.NumberOfAdults,
      children: room.NumberOfChildren,
      infants: room.NumberOfInfants,
    }));
    const now = deps.now();
    // Each property's own rules; a stay only some properties refuse (too many rooms for one,
    // already past the cut-off in another's time zone) leaves those out, not the whole search.
    const checked = inLocation.map((record) => {
      const settings = record.bookingConfiguration;
      const problems = validateSearchRequest(
        { propertyId: record.id, dateFrom: request.DateFrom, dateTo: request.DateTo, rooms },
        searchRulesOf(record, settings, todayIn(record.timeZone, now)),
      );
      return { record, settings, problems };
    });
    if (checked.length > 0 && checked.every((entry) => Object.keys(entry.problems).length > 0)) {
      throw validationError(mergeProblems(checked.map((entry) => entry.problems)));
    }

    const searchable = checked.filter((entry) => Object.keys(entry.problems).length === 0);
    const catalogues = await Promise.all(searchable.map((entry) => deps.ari.roomCatalogue(entry.record)));
    const nightly = await deps.ari.nightlyAri({
      roomTypeIds: catalogues.flatMap((catalogue) => catalogue.roomTypes.map((roomType) => roomType.id)),
      ratePlanIds: catalogues.flatMap((catalogue) => catalogue.ratePlans.map((ratePlan) => ratePlan.id)),
      // The departure day's rates carry its closed-to-departure.
      from: request.DateFrom,
      to: request.DateTo,
    });
    const ariOf = partitionByProperty(catalogues, nightly);
    const dates = stayNights(request.DateFrom, request.DateTo);
    const nights = dates.length;
    const catalogueOf = new Map(searchable.map((entry, index) => [entry.record.id, index]));

    const searched = checked.map(({ record, settings, problems }) => {
      const index = catalogueOf.get(record.id);
      return searchedProperty(
        {
          record,
          settings,
          problems,
          catalogue:
            index === undefined
              ? null
              : { roomTypes: catalogues[index]!.roomTypes, ratePlans: catalogues[index]!.ratePlans, ...ariOf[index]! },
        },
        {
          request,
          rooms,
          now,
          dates,
          group,
          member: members.find((m) => m.PropertyId === record.id)!,
          locationRows,
        },
      );
    });
    return { group, nights, searched };
  }

  return {
    async searchPropertyGroup(request: GroupSearchRequest): Promise<GroupSearchResponse> {
      const { group, nights, searched } = await searchGroup(request);
      return {
        PropertyGroupId: group.PropertyGroupId,
        PropertyGroupCode: group.PropertyGroupCode,
        Nights: nights,
        Properties: searched.map((entry) => entry.result),
      };
    },

    async searchPropertyGroupAreaAvailability(request: GroupSearchRequest): Promise<GroupAreaAvailabilityResponse> {
      const { group, searched } = await searchGroup(request);
      const results = searched.map((entry) => entry.result);
      const areas: GroupAreaAvailability[] = group.Areas.filter(
        (area) => request.AreaId == null || area.AreaId === request.AreaId,
      ).map((area) =>
        summariseArea(
          area.AreaId,
          area.Name,
          results.filter((result) => result.AreaId === area.AreaId),
        ),
      );
      const unplaced = results.filter(
        (result) => result.AreaId === null || !group.Areas.some((area) => area.AreaId === result.AreaId),
      );
      if (unplaced.length > 0) areas.push(summariseArea(null, noAreaName, unplaced));
      return { PropertyGroupId: group.PropertyGroupId, PropertyGroupCode: group.PropertyGroupCode, Areas: areas };
    },
  };
}

export type GroupSearchService = ReturnType<typeof createGroupSearchService>;

/** The group search over its own ARI repository and property service (app.ts wires it). */
/** `ari` and `propertyService` are the app's own (built once in app.ts); made here when not given. */
export function createGroupSearch(deps: {
  db: Db;
  properties: PropertyRepository;
  propertyService?: PropertyService;
  ari?: AriRepository;
  now?: (() => Date) | undefined;
}): GroupSearchService {
  return createGroupSearchService({
    properties: deps.propertyService ?? createPropertyService(deps.properties),
    locations: deps.properties,
    ari: deps.ari ?? createAriRepository(deps.db),
    now: deps.now ?? (() => new Date()),
  });
}

/** One property's line in the group's results: why it cannot be had, or its lowest price. */
function searchedProperty(
  entry: {
    record: PropertyRecord;
    settings: BookingConfigurationSettings;
    problems: FieldMessages;
    /** Its catalogue and nights; null when its own rules refused the search. */
    catalogue: Ari | null;
  },
  context: {
    request: GroupSearchRequest;
    rooms: Guests[];
    now: Date;
    /** The stay's nights, YYYY-MM-DD. */
    dates: readonly string[];
    group: PropertyGroup;
    member: PropertyGroup['Properties'][number];
    locationRows: LocationRow[];
  },
): SearchedProperty {
  const { record, settings, problems, catalogue } = entry;
  const { request, rooms, now, dates, group, member, locationRows } = context;
  const nights = dates.length;
  const base = {
    PropertyId: record.id,
    PropertyCode: record.code,
    PropertyName: record.name,
    PropertyImageUrl: record.propertyImageUrl,
    AreaId: record.areaId,
    AreaName: group.Areas.find((area) => area.AreaId === record.areaId)?.Name ?? null,
    City: member.City,
    HotelRating: record.hotelRating,
    Currency: record.currency,
    Locations: locationRows
      .filter((row) => row.propertyId === record.id)
      .map((row) => ({ LocationId: row.LocationId, Name: row.Name })),
    Nights: nights,
    PricesShown: record.pricesShown,
  };
  const unavailable = (outcome: SearchOutcome, message: string, availableRoomTypes = 0): SearchedProperty => ({
    record,
    result: {
      ...base,
      IsAvailable: false,
      AvailableRoomTypes: availableRoomTypes,
      LowestTotalPrice: null,
      LowestPerNightPrice: null,
      Outcome: outcomeNames[outcome],
      Message: message,
    },
  });
  if (catalogue === null) return unavailable('noAvailability', Object.values(problems).flat().join(' '));
  // docs/product.md, the booking flow: past the same-day cut-off, today's arrivals cannot be booked at all.
  const sameDayClosed = isSameDayRestricted(
    {
      enabled: settings.SameDayBookingRestrictionEnabled,
      hour: settings.SameDayBookingRestrictionHour,
      minute: settings.SameDayBookingRestrictionMinute,
    },
    { dateFrom: request.DateFrom, now, timeZone: record.timeZone },
  );
  if (sameDayClosed) return unavailable('noAvailability', settings.SameDayBookingRestrictionMessage);

  const stay = searchStay(
    {
      dateFrom: request.DateFrom,
      dateTo: request.DateTo,
      rooms,
      promoCode: request.PromoCode,
      locationId: request.LocationId ?? null,
    },
    catalogue,
  );
  const offered = stay.roomTypes.filter((roomType) => roomType.offered).length;
  // The "from" price as the property shows prices (its taxes, PricesShown).
  const rules = propertyTaxRules(record);
  const lowest = cheapestPartyPrice(
    stay,
    rooms.length,
    rules.length === 0
      ? undefined
      : {
          dates,
          rooms,
          ratePlanCodes: new Map(catalogue.ratePlans.map((ratePlan) => [ratePlan.id, ratePlan.code])),
          rules,
          shown: record.pricesShown,
        },
  );
  if (lowest === null) {
    const outcome = stay.outcome === 'available' ? 'combinationUnavailable' : stay.outcome;
    // "This hotel is unavailable" when it has nothing; the property search's own text when the party is the problem.
    return unavailable(
      outcome,
      availabilityMessage(outcome, hotelUnavailableMessage) ?? hotelUnavailableMessage,
      offered,
    );
  }
  const money = (minor: number) => toMajorUnits(minor, record.currency);
  return {
    record,
    result: {
      ...base,
      IsAvailable: true,
      AvailableRoomTypes: offered,
      LowestTotalPrice: money(lowest),
      LowestPerNightPrice: money(perNightRate(lowest, stay.nights)),
      Outcome: outcomeNames.available,
      Message: null,
    },
  };
}

/** The one statement's rows, back to the property whose room type they are of. */
function partitionByProperty(
  catalogues: readonly RoomCatalogue[],
  nightly: { inventory: InventoryRow[]; rates: RateRow[] },
) {
  const owner = new Map<number, number>();
  catalogues.forEach((catalogue, index) => catalogue.roomTypes.forEach((roomType) => owner.set(roomType.id, index)));
  const parts = catalogues.map(() => ({ inventory: [] as InventoryRow[], rates: [] as RateRow[] }));
  for (const row of nightly.inventory) parts[owner.get(row.roomTypeId) ?? -1]?.inventory.push(row);
  for (const row of nightly.rates) parts[owner.get(row.roomTypeId) ?? -1]?.rates.push(row);
  return parts;
}

/** Each field's messages over all the properties, each message once. */
function mergeProblems(list: readonly FieldMessages[]): FieldMessages {
  const merged: FieldMessages = {};
  for (const problems of list) {
    for (const [field, messages] of Object.entries(problems)) {
      const kept = (merged[field] ??= []);
      for (const message of messages) if (!kept.includes(message)) kept.push(message);
    }
  }
  return merged;
}

function summariseArea(
  areaId: number | null,
  name: string,
  results: readonly GroupPropertyResult[],
): GroupAreaAvailability {
  const lowestByCurrency = new Map<string, number>();
  for (const result of results) {
    if (!result.IsAvailable || result.LowestTotalPrice === null) continue;
    const current = lowestByCurrency.get(result.Currency);
    if (current === undefined || result.LowestTotalPrice < current)
      lowestByCurrency.set(result.Currency, result.LowestTotalPrice);
  }
  const lowestPrices = [...lowestByCurrency].map(([currency, price]) => ({
    Currency: currency,
    LowestTotalPrice: price,
  }));
  const single = lowestPrices.length === 1 ? lowestPrices[0]! : null;
  return {
    AreaId: areaId,
    Name: name,
    PropertiesAvailable: results.filter((result) => result.IsAvailable).length,
    PropertiesTotal: results.length,
    LowestTotalPrice: single?.LowestTotalPrice ?? null,
    Currency: single?.Currency ?? null,
    LowestPrices: lowestPrices,
  };
}
