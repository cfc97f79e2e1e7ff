import { z } from 'zod';
import { offerPaymentSchema } from './payment-schedule';
import { pricesShownSchema, taxedPriceShape } from './taxes';

// The availability calls (docs/product.md, API): POST Availability/Search, GET Availability (the
// calendar) and GET RoomTypeConfiguration/Get. Amounts are major units (pounds, not pence).
// Messages here become the 400 ModelState, so they are sentences a guest can read.

const stayDate = (label: string) => z.iso.date({ error: `${label} must be a real date like 2026-05-01.` });

const guestCount = (noun: string, max: number) =>
  z
    .number({ error: `The number of ${noun} must be a whole number.` })
    .int({ error: `The number of ${noun} must be a whole number.` })
    .min(0, { error: `The number of ${noun} cannot be negative.` })
    .max(max, { error: `The number of ${noun} can be at most ${max} per room.` });

// --- POST /api/Availability/Search ---------------------------------------------------------

export const searchRoomSchema = z.object({
  NumberOfAdults: guestCount('adults', 20),
  NumberOfChildren: guestCount('children', 20).default(0),
  NumberOfInfants: guestCount('infants', 20).default(0),
});
export type SearchRoom = z.infer<typeof searchRoomSchema>;

const optionalCode = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(50, { error: `${label} can be at most 50 characters.` })
    .nullish()
    .transform((value) => (value ? value : null));

const propertyMessage = { error: 'Please choose a property.' };
const languageCode = z
  .string({ error: 'The language code must be text, like en.' })
  .min(2, { error: 'The language code must be text, like en.' })
  .max(10, { error: 'The language code must be text, like en.' })
  .default('en');
const propertyReference = z
  .string(propertyMessage)
  .trim()
  .min(1, propertyMessage)
  .max(64, { error: 'The property code can be at most 64 characters.' });

export const availabilitySearchRequestSchema = z.object({
  /** The numeric property id or the property code. */
  PropertyId: z.union(
    [z.number(propertyMessage).int(propertyMessage).positive(propertyMessage), propertyReference],
    propertyMessage,
  ),
  LanguageCode: languageCode,
  PromoCode: optionalCode('The promo code'),
  RatePlanCode: optionalCode('The rate plan code'),
  DateFrom: stayDate('The arrival date'),
  DateTo: stayDate('The departure date'),
  LocationId: z
    .number({ error: 'The location must be a number.' })
    .int({ error: 'The location must be a number.' })
    .positive({ error: 'The location must be a number.' })
    .nullish(),
  Rooms: z
    .array(searchRoomSchema, { error: 'Please add at least one room.' })
    .min(1, { error: 'Please add at least one room.' })
    .max(20, { error: 'You can search for at most 20 rooms at once.' }),
});
export type AvailabilitySearchRequest = z.infer<typeof availabilitySearchRequestSchema>;
export type AvailabilitySearchRequestInput = z.input<typeof availabilitySearchRequestSchema>;

const occupancyLimitsShape = {
  MinimumOccupancy: z.number().int(),
  MaximumOccupancy: z.number().int(),
  AdultMaximumOccupancy: z.number().int(),
  ChildMaximumOccupancy: z.number().int(),
};

/** The stay-summed cost components (docs/product.md, prices and formats), discounted. */
const costShape = {
  BaseRate: z.number(),
  CostPerRoom: z.number(),
  CostPerAdult: z.number(),
  CostPerChild: z.number(),
  CostPerInfant: z.number(),
  PerPersonCostPerAdult: z.number(),
  PerPersonCostPerChild: z.number(),
  PerPersonCostPerInfant: z.number(),
};

/** The same components before the rate plan's discount. */
const originalCostShape = {
  OriginalBaseRate: z.number(),
  OriginalCostPerRoom: z.number(),
  OriginalCostPerAdult: z.number(),
  OriginalCostPerChild: z.number(),
  OriginalCostPerInfant: z.number(),
  OriginalPerPersonCostPerAdult: z.number(),
  OriginalPerPersonCostPerChild: z.number(),
  OriginalPerPersonCostPerInfant: z.number(),
};

/**
 * The price of the stay for one requested room (Rooms[RoomIndex]) whose guests fit the rate.
 * TotalCost is the price as sold (included taxes inside); Taxes are the lines of the room's
 * nights (extras are chosen later), TotalWithTaxes everything the guest pays for them, online
 * and at the hotel, and PayAtProperty the part of that paid at the hotel.
 */
export const roomPriceSchema = z.object({
  RoomIndex: z.number().int(),
  /** How this room's price is paid under the plan's policy (what is due now, when the rest is, how). */
  Payment: offerPaymentSchema,
  TotalCost: z.number(),
  /** TotalCost before the rate plan's discount (the struck-through price). */
  OriginalTotalCost: z.number(),
  PerNightRate: z.number(),
  ...taxedPriceShape,
});

export const ratePlanOfferSchema = z.object({
  RatePlanId: z.number().int(),
  RatePlanCode: z.string(),
  Name: z.string(),
  Description: z.string(),
  Inclusions: z.array(z.string()),
  Policy: z.string(),
  Refundable: z.boolean(),
  /** Marketing label of a promotion, or null. */
  Promotion: z.string().nullable(),
  BaseNumberOfAdults: z.number().int(),
  ...costShape,
  ...originalCostShape,
  UseOccupancyForRatePlan: z.boolean(),
  /** The effective limits: the stricter of the rate plan's and the room type's. */
  ...occupancyLimitsShape,
  CanPayByCompanyInvoice: z.boolean(),
  /** The arrival night's minimum stay. */
  MinLengthOfStay: z.number().int(),
  /** The cheapest night of the stay for the priced rooms. */
  MinimumRate: z.number(),
  Prices: z.array(roomPriceSchema),
  /** How the plan is paid, for the first priced room (each price carries its own). */
  Payment: offerPaymentSchema,
});
export type RatePlanOffer = z.infer<typeof ratePlanOfferSchema>;

export const upgradeSchema = z.object({
  RoomTypeId: z.number().int(),
  AvailableRates: z.array(z.object({ RatePlanId: z.number().int(), ...occupancyLimitsShape })),
});
export type Upgrade = z.infer<typeof upgradeSchema>;

export const roomTypeOfferSchema = z.object({
  RoomTypeId: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  Photos: z.array(z.string()),
  Features: z.array(z.string()),
  ...occupancyLimitsShape,
  LocationId: z.number().int().nullable(),
  /** Rooms of this type free on every night of the stay. */
  AvailableRooms: z.number().int(),
  Upgrades: z.array(upgradeSchema),
  RatePlans: z.array(ratePlanOfferSchema),
});
export type RoomTypeOffer = z.infer<typeof roomTypeOfferSchema>;

/**
 * A rate plan left out of a room type only because of the stay's length or its arrival or
 * departure day, though the guests fit it: the guest is told why, and offered the stay that
 * brings it back.
 */
export const restrictedRateSchema = z.object({
  RoomTypeId: z.number().int(),
  RatePlanId: z.number().int(),
  RatePlanName: z.string(),
  /** MinimumStay | MaximumStay (Nights is the limit) | ClosedToArrival | ClosedToDeparture (Date is the day). */
  Restriction: z.enum(['MinimumStay', 'MaximumStay', 'ClosedToArrival', 'ClosedToDeparture']),
  Nights: z.number().int().nullable(),
  Date: z.iso.date().nullable(),
  /** One line for the guest, e.g. "Best Flexible Rate: stays arriving on Saturday need at least 2 nights". */
  Message: z.string(),
  /** The nearest stay from the same arrival that offers the plan with a room left, or null. */
  SuggestedStay: z.object({ DateFrom: z.iso.date(), DateTo: z.iso.date(), Nights: z.number().int() }).nullable(),
});
export type RestrictedRate = z.infer<typeof restrictedRateSchema>;

export const availabilitySearchResponseSchema = z.object({
  RoomTypes: z.array(roomTypeOfferSchema),
  PromoCodeMessage: z.string().nullable(),
  IsPromoCodeValid: z.boolean(),
  HopGiftVoucherCodeMessage: z.string().nullable(),
  IsHopGiftVoucherCodeValid: z.boolean(),
  /** Room type id -> rooms left over the stay, for each offered room type. */
  NumberOfRoomsPerRoomTypeId: z.record(z.string(), z.number().int()),
  /**
   * Available | CombinationUnavailable (each room fits somewhere, not all together) |
   * NoRoomsForOccupancy | NoAvailability; AvailabilityMessage is the text to show, or null.
   */
  Outcome: z.enum(['Available', 'CombinationUnavailable', 'NoRoomsForOccupancy', 'NoAvailability']),
  AvailabilityMessage: z.string().nullable(),
  Currency: z.string(),
  Nights: z.number().int(),
  /** Rate plans hidden by a stay restriction, per room type in stock (see restrictedRateSchema). */
  RestrictedRates: z.array(restrictedRateSchema),
  /** How the property shows headline prices: AllIn (TotalWithTaxes) or BeforeTaxes (fees in, taxes beside). */
  PricesShown: pricesShownSchema,
});
export type AvailabilitySearchResponse = z.infer<typeof availabilitySearchResponseSchema>;

// --- GET /api/Availability (the calendar, asked from today for 36 months) -------------------

/** About 37 months: the 36-month window plus the picker's extra month. */
export const maxCalendarDays = 1130;

export const availabilityCalendarQuerySchema = z
  .object({
    propertyId: propertyReference,
    fromDate: stayDate('The first date'),
    toDate: stayDate('The last date'),
    languageCode,
    /**
     * Optional, beyond the original call: `days-as-arrays` answers the same days as one array per
     * field (a tenth of the bytes of an object per day). Without it, the original array of days.
     */
    format: z.enum(['days-as-arrays'], { error: 'The format must be days-as-arrays, or left out.' }).optional(),
  })
  .refine((query) => query.toDate >= query.fromDate, {
    path: ['toDate'],
    error: 'The last date must not be before the first date.',
  })
  .refine((query) => (Date.parse(query.toDate) - Date.parse(query.fromDate)) / 86_400_000 < maxCalendarDays, {
    path: ['toDate'],
    error: `The calendar can cover at most ${maxCalendarDays} days in one call.`,
  });
export type AvailabilityCalendarQuery = z.infer<typeof availabilityCalendarQuerySchema>;

export const availabilityDaySchema = z.object({
  DateOfStay: z.iso.date(),
  /** Rooms left that night over all room types. */
  AvailableRooms: z.number().int(),
  /**
   * Lowest public nightly rate for one adult, major units, as the property shows prices
   * (PricesShown: AllIn with every tax and fee, BeforeTaxes with fees but not taxes added on
   * top); null when nothing is open.
   */
  Rates: z.number().nullable(),
  /** Smallest minimum stay for an arrival that day ("N night minimum"); null when none. */
  MinimumStay: z.number().int().nullable(),
  ClosedToArrival: z.boolean(),
  ClosedToDeparture: z.boolean(),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const availabilityCalendarResponseSchema = z.array(availabilityDaySchema);

/**
 * The calendar with `format=days-as-arrays`: day i of every array is FromDate + i days, one
 * entry per day through the last day answered; the closed flags are 1 (closed) or 0.
 */
export const availabilityCalendarArraysSchema = z.object({
  FromDate: z.iso.date().nullable(),
  AvailableRooms: z.array(z.number().int()),
  Rates: z.array(z.number().nullable()),
  MinimumStay: z.array(z.number().int().nullable()),
  ClosedToArrival: z.array(z.union([z.literal(0), z.literal(1)])),
  ClosedToDeparture: z.array(z.union([z.literal(0), z.literal(1)])),
});
export type AvailabilityCalendarArrays = z.infer<typeof availabilityCalendarArraysSchema>;

// --- GET /api/RoomTypeConfiguration/Get --------------------------------------------------------

export const roomTypeConfigurationQuerySchema = z.object({
  propertyId: propertyReference,
  /** Only the options of this room type (and those for every room type). */
  roomTypeId: z.coerce
    .number({ error: 'The room type must be a number.' })
    .int({ error: 'The room type must be a number.' })
    .positive({ error: 'The room type must be a number.' })
    .optional(),
});
export type RoomTypeConfigurationQuery = z.infer<typeof roomTypeConfigurationQuerySchema>;

export const roomConfigurationOptionSchema = z.object({
  RoomConfigurationDropdownOptionId: z.number().int(),
  Name: z.string(),
  /** null: offered for every room type. */
  RoomTypeId: z.number().int().nullable(),
});
export const roomTypeConfigurationResponseSchema = z.array(roomConfigurationOptionSchema);
export type RoomConfigurationOption = z.infer<typeof roomConfigurationOptionSchema>;
