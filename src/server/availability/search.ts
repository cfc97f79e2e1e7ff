import type {
  AvailabilitySearchRequest,
  AvailabilitySearchResponse,
  RatePlanOffer,
  RestrictedRate,
  RoomTypeOffer,
  Upgrade,
} from '../../contract/availability';
import {
  combinationUnavailableMessage,
  noRoomsForOccupancyMessage,
  searchStay,
  type RateOffer,
  type AvailabilitySearch,
  type SearchOutcome,
  type StayAvailability,
} from '../../domain/availability';
import { formatMoney, toMajorUnits } from '../../domain/money';
import { upgradeRoomTypes } from '../../domain/room-upgrades';
import {
  describeStayRestriction,
  restrictionLookaheadDate,
  type StayRestriction,
} from '../../domain/stay-restrictions';
import type { Guests, OccupancyLimits } from '../../domain/occupancy';
import type { CostComponents, StayPrice } from '../../domain/pricing';
import { promoCodeResult, promoCodeStatus } from '../../domain/promo-code';
import { isSameDayRestricted, todayIn } from '../../domain/same-day';
import { validateSearchRequest } from '../../domain/search-request';
import { addDays, stayNights } from '../../domain/stay-nights';
import { taxesToApi, taxRoom, type PricedTaxes, type TaxRule } from '../../domain/taxes';
import { paymentPlanToApi, planPayments, type PaymentPolicy } from '../../domain/payment-schedule';
import type { OfferPayment } from '../../contract/payment-schedule';
import { validationError } from '../errors';
import { searchRulesOf } from '../properties/search-rules';
import { propertyTaxRules } from '../properties/tax-rules';
import type { AriRepository, GiftVoucherRecord, RatePlanRecord, RoomCatalogue, RoomTypeRecord } from './ari-repository';
import type { CachedPropertyLookup } from './cached-property-lookup';

// POST Availability/Search: the property's rules for the request (window in its time zone,
// room and guest maxima), then THE availability rule of src/domain over the stay's ARI, then
// the API's search response in major units.

export interface SearchDeps {
  properties: CachedPropertyLookup;
  ari: AriRepository;
  now: () => Date;
}

export const outcomeNames = {
  available: 'Available',
  combinationUnavailable: 'CombinationUnavailable',
  noRoomsForOccupancy: 'NoRoomsForOccupancy',
  noAvailability: 'NoAvailability',
} as const satisfies Record<SearchOutcome, AvailabilitySearchResponse['Outcome']>;

export function createSearchService(deps: SearchDeps) {
  return {
    async searchAvailability(request: AvailabilitySearchRequest): Promise<AvailabilitySearchResponse> {
      const property = await deps.properties.requireProperty(String(request.PropertyId));
      const settings = property.bookingConfiguration;
      const now = deps.now();
      const today = todayIn(property.timeZone, now);
      const rooms: Guests[] = request.Rooms.map((room) => ({
        adults: room.NumberOfAdults,
        children: room.NumberOfChildren,
        infants: room.NumberOfInfants,
      }));
      const problems = validateSearchRequest(
        { propertyId: property.id, dateFrom: request.DateFrom, dateTo: request.DateTo, rooms },
        searchRulesOf(property, settings, today),
      );
      if (Object.keys(problems).length > 0) throw validationError(problems);

      const catalogue = await deps.ari.roomCatalogue(property);
      // A code no rate plan has may be a gift voucher: looked up alongside the nights.
      const mayBeVoucher =
        request.PromoCode !== null && promoCodeStatus(request.PromoCode, catalogue.ratePlans, new Set()) === 'invalid';
      const ariRange = (to: string) => ({
        roomTypeIds: catalogue.roomTypes.map((roomType) => roomType.id),
        ratePlanIds: catalogue.ratePlans.map((ratePlan) => ratePlan.id),
        from: request.DateFrom,
        to,
      });
      const [nightly, voucher] = await Promise.all([
        // The departure day's rates carry its closed-to-departure.
        deps.ari.nightlyAri(ariRange(request.DateTo)),
        mayBeVoucher ? deps.ari.findGiftVoucher(property.id, request.PromoCode!) : undefined,
      ]);
      const wanted: AvailabilitySearch = {
        dateFrom: request.DateFrom,
        dateTo: request.DateTo,
        rooms,
        promoCode: request.PromoCode,
        ratePlanCode: request.RatePlanCode,
        locationId: request.LocationId ?? null,
      };
      let stay = searchStay(wanted, { roomTypes: catalogue.roomTypes, ratePlans: catalogue.ratePlans, ...nightly });
      // A plan hidden by its minimum stay (or the like) is offered again with a longer stay,
      // whose nights lie past the departure day: read them only when that is the case.
      const lookahead = restrictionLookaheadDate(wanted, stay);
      if (lookahead !== null) {
        stay = searchStay(wanted, {
          roomTypes: catalogue.roomTypes,
          ratePlans: catalogue.ratePlans,
          ...(await deps.ari.nightlyAri(ariRange(lookahead))),
        });
      }

      // docs/product.md, the booking flow: past the same-day cut-off, today's arrivals cannot be booked at all.
      const sameDayClosed = isSameDayRestricted(
        {
          enabled: settings.SameDayBookingRestrictionEnabled,
          hour: settings.SameDayBookingRestrictionHour,
          minute: settings.SameDayBookingRestrictionMinute,
        },
        { dateFrom: request.DateFrom, now, timeZone: property.timeZone },
      );
      const money = (minor: number) => toMajorUnits(minor, property.currency);
      const rules = propertyTaxRules(property);
      const pricing: Pricing = {
        money,
        currency: property.currency,
        rules,
        rooms,
        dates: rules.length === 0 ? [] : stayNights(request.DateFrom, request.DateTo),
        dateFrom: request.DateFrom,
        at: { now, timeZone: property.timeZone },
      };
      const roomTypeOffers = sameDayClosed ? [] : describeRoomTypes(stay, catalogue, pricing);
      const offeredRatePlanIds = new Set(
        roomTypeOffers.flatMap((roomType) => roomType.RatePlans.map((ratePlan) => ratePlan.RatePlanId)),
      );
      const promo = voucher
        ? { isValid: false, message: null }
        : promoCodeResult(promoCodeStatus(request.PromoCode, catalogue.ratePlans, offeredRatePlanIds));
      const giftVoucher = voucher ? giftVoucherResult(voucher, today) : { isValid: false, message: null };

      const outcome: SearchOutcome = sameDayClosed ? 'noAvailability' : stay.outcome;
      return {
        RoomTypes: roomTypeOffers,
        PromoCodeMessage: promo.message,
        IsPromoCodeValid: promo.isValid,
        HopGiftVoucherCodeMessage: giftVoucher.message,
        IsHopGiftVoucherCodeValid: giftVoucher.isValid,
        NumberOfRoomsPerRoomTypeId: sameDayClosed
          ? {}
          : Object.fromEntries(Object.entries(stay.numberOfRoomsPerRoomTypeId)),
        Outcome: outcomeNames[outcome],
        AvailabilityMessage: sameDayClosed
          ? settings.SameDayBookingRestrictionMessage
          : availabilityMessage(outcome, settings.NoAvailabilityMessage),
        Currency: property.currency,
        Nights: stay.nights,
        RestrictedRates: sameDayClosed ? [] : describeRestrictedRates(stay, catalogue, request.DateFrom),
        PricesShown: property.pricesShown,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

type Money = (minor: number) => number;

/** What pricing a rate plan's rooms needs: major units, the property's taxes, the stay. */
interface Pricing {
  money: Money;
  currency: string;
  rules: readonly TaxRule[];
  /** The requested rooms' guests (Rooms[RoomIndex]). */
  rooms: readonly Guests[];
  /** The stay's nights, YYYY-MM-DD. */
  dates: readonly string[];
  dateFrom: string;
  /** The property's clock, for when a balance falls due. */
  at: { now: Date; timeZone: string };
}

/** docs/product.md, errors and notices: what to tell a guest the search found nothing for. */
export function availabilityMessage(outcome: SearchOutcome, noAvailabilityMessage: string): string | null {
  switch (outcome) {
    case 'available':
      return null;
    case 'combinationUnavailable':
      return combinationUnavailableMessage;
    case 'noRoomsForOccupancy':
      return noRoomsForOccupancyMessage;
    case 'noAvailability':
      return noAvailabilityMessage;
  }
}

/** The offered room types, in display order, each with its offered rate plans and upgrades. */
function describeRoomTypes(stay: StayAvailability, catalogue: RoomCatalogue, pricing: Pricing): RoomTypeOffer[] {
  const roomTypesById = new Map(catalogue.roomTypes.map((roomType) => [roomType.id, roomType]));
  const ratePlansById = new Map(catalogue.ratePlans.map((ratePlan) => [ratePlan.id, ratePlan]));
  const offers: RoomTypeOffer[] = [];
  for (const availability of stay.roomTypes) {
    const roomType = roomTypesById.get(availability.roomTypeId);
    if (!availability.offered || !roomType) continue;
    const ratePlans: RatePlanOffer[] = [];
    for (const rate of availability.rates) {
      const ratePlan = ratePlansById.get(rate.ratePlanId);
      if (rate.available && ratePlan) ratePlans.push(describeRatePlan(ratePlan, rate, pricing));
    }
    offers.push({
      RoomTypeId: roomType.id,
      Name: roomType.name,
      Description: roomType.description,
      Photos: roomType.photos,
      Features: roomType.features,
      ...limitFields(roomType),
      LocationId: roomType.locationId,
      AvailableRooms: availability.availableRooms,
      Upgrades: describeUpgrades(stay, catalogue.upgradeRoomTypeIds.get(roomType.id) ?? []),
      RatePlans: ratePlans,
    });
  }
  return offers;
}

function describeRatePlan(ratePlan: RatePlanRecord, rate: RateOffer, pricing: Pricing): RatePlanOffer {
  const money = pricing.money;
  const prices = rate.prices.map(({ roomIndex, price }) => {
    const taxes = roomTaxes(price, roomIndex, ratePlan.code, pricing);
    return {
      RoomIndex: roomIndex,
      TotalCost: money(price.total),
      OriginalTotalCost: money(price.originalTotal),
      PerNightRate: money(price.perNightRate),
      ...taxesToApi(taxes, pricing.currency),
      Payment: roomPayment(ratePlan.payment, { price, taxes }, pricing),
    };
  });
  return {
    RatePlanId: ratePlan.id,
    RatePlanCode: ratePlan.code,
    Name: ratePlan.name,
    Description: ratePlan.description,
    Inclusions: ratePlan.inclusions,
    Policy: ratePlan.policy,
    Refundable: ratePlan.refundable,
    Promotion: ratePlan.promotion,
    BaseNumberOfAdults: rate.baseNumberOfAdults,
    ...costFields(rate.costs, money),
    ...originalCostFields(rate.originalCosts, money),
    UseOccupancyForRatePlan: ratePlan.useOccupancyForRatePlan,
    ...limitFields(rate.limits),
    CanPayByCompanyInvoice: ratePlan.canPayByCompanyInvoice,
    MinLengthOfStay: rate.minLengthOfStay,
    MinimumRate: money(rate.minimumRate),
    Prices: prices,
    Payment: prices[0]?.Payment ?? roomPayment(ratePlan.payment, null, pricing),
  };
}

/** How one room's price is paid under the plan's policy (its taxes: those worked out for it, or none). */
function roomPayment(
  policy: PaymentPolicy,
  priced: { price: StayPrice; taxes: PricedTaxes | null } | null,
  pricing: Pricing,
): OfferPayment {
  const roomTotal = priced?.price.total ?? 0;
  const taxes = priced?.taxes ?? null;
  const plan = planPayments(
    [
      {
        policy,
        dateFrom: pricing.dateFrom,
        roomTotal,
        extrasTotal: 0,
        addedOnline: taxes ? taxes.total - taxes.price - taxes.payAtProperty : 0,
        firstNight: priced?.price.nightlyPrices[0] ?? 0,
      },
    ],
    pricing.at,
    { atPropertyTaxes: taxes?.payAtProperty ?? 0 },
  );
  return paymentPlanToApi(plan, policy, pricing.currency);
}

/** The taxes of one room's nights (extras are chosen later). */
function roomTaxes(price: StayPrice, roomIndex: number, ratePlanCode: string, pricing: Pricing): PricedTaxes {
  // A property without taxes: nothing to work out, the price is the total.
  if (pricing.rules.length === 0)
    return { price: price.total, lines: [], net: price.total, total: price.total, payAtProperty: 0 };
  return taxRoom(
    {
      ratePlanCode,
      guests: pricing.rooms[roomIndex]!,
      nights: price.nightlyPrices.map((amount, i) => ({ date: pricing.dates[i]!, price: amount })),
      extras: [],
    },
    pricing.rules,
  );
}

const restrictionNames = {
  minStay: 'MinimumStay',
  maxStay: 'MaximumStay',
  closedToArrival: 'ClosedToArrival',
  closedToDeparture: 'ClosedToDeparture',
} as const satisfies Record<StayRestriction['kind'], RestrictedRate['Restriction']>;

/** Why each rate plan a guest would otherwise get was left out, room type by room type. */
function describeRestrictedRates(stay: StayAvailability, catalogue: RoomCatalogue, dateFrom: string): RestrictedRate[] {
  const ratePlansById = new Map(catalogue.ratePlans.map((ratePlan) => [ratePlan.id, ratePlan]));
  return stay.roomTypes.flatMap((roomType) =>
    roomType.restrictedRates.flatMap(({ ratePlanId, restriction, suggestedNights }): RestrictedRate[] => {
      const ratePlan = ratePlansById.get(ratePlanId);
      if (!ratePlan) return [];
      return [
        {
          RoomTypeId: roomType.roomTypeId,
          RatePlanId: ratePlanId,
          RatePlanName: ratePlan.name,
          Restriction: restrictionNames[restriction.kind],
          Nights: 'nights' in restriction ? restriction.nights : null,
          Date: 'date' in restriction ? restriction.date : null,
          Message: describeStayRestriction(ratePlan.name, restriction, dateFrom),
          SuggestedStay:
            suggestedNights === null
              ? null
              : { DateFrom: dateFrom, DateTo: addDays(dateFrom, suggestedNights), Nights: suggestedNights },
        },
      ];
    }),
  );
}

function describeUpgrades(stay: StayAvailability, upgradeRoomTypeIds: readonly number[]): Upgrade[] {
  return upgradeRoomTypes(stay, upgradeRoomTypeIds).map((upgrade) => ({
    RoomTypeId: upgrade.roomTypeId,
    AvailableRates: upgrade.rates.map((rate) => ({ RatePlanId: rate.ratePlanId, ...limitFields(rate.limits) })),
  }));
}

function limitFields(limits: OccupancyLimits | RoomTypeRecord) {
  return {
    MinimumOccupancy: limits.minimumOccupancy,
    MaximumOccupancy: limits.maximumOccupancy,
    AdultMaximumOccupancy: limits.adultMaximumOccupancy,
    ChildMaximumOccupancy: limits.childMaximumOccupancy,
  };
}

function costFields(costs: CostComponents, money: Money) {
  return {
    BaseRate: money(costs.baseRate),
    CostPerRoom: money(costs.costPerRoom),
    CostPerAdult: money(costs.costPerAdult),
    CostPerChild: money(costs.costPerChild),
    CostPerInfant: money(costs.costPerInfant),
    PerPersonCostPerAdult: money(costs.perPersonCostPerAdult),
    PerPersonCostPerChild: money(costs.perPersonCostPerChild),
    PerPersonCostPerInfant: money(costs.perPersonCostPerInfant),
  };
}

/** The same fields for the price before any promotion, each under its name with Original in front. */
function originalCostFields(costs: CostComponents, money: Money) {
  const fields = costFields(costs, money);
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [`Original${name}`, value])) as {
    [Name in keyof typeof fields as `Original${Name}`]: number;
  };
}

/**
 * A searched code that is a gift voucher of the property: usable through its expiry date
 * (the property's today) while value remains. It is redeemed at checkout, not in the search.
 */
function giftVoucherResult(voucher: GiftVoucherRecord, today: string): { isValid: boolean; message: string } {
  if (voucher.expiresOn !== null && voucher.expiresOn < today)
    return { isValid: false, message: 'Sorry, this gift voucher has expired.' };
  if (voucher.remaining <= 0)
    return { isValid: false, message: 'Sorry, this gift voucher has already been used in full.' };
  return {
    isValid: true,
    message: `Your gift voucher has ${formatMoney(toMajorUnits(voucher.remaining, voucher.currency), voucher.currency)} to spend. Add it at checkout.`,
  };
}
