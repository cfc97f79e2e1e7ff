import { z } from 'zod';

// Pieces of the property definition file that are also stored as they are
// (theme, booking configuration, pre-check-in configuration, restaurant hours).
// The whole file format is `propertyDefinitionFileSchema` in property-definition-file.ts.

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');

export const themeSchema = z
  .object({
    Primary: hexColour,
    Secondary: hexColour,
    Accent: hexColour,
    Tertiary: hexColour,
    Dark: hexColour,
    DarkPage: hexColour,
    Positive: hexColour,
    Negative: hexColour,
    Info: hexColour,
    Warning: hexColour,
    LightPage: hexColour,
    BrandPrimary: hexColour,
  })
  .partial();
export type Theme = z.infer<typeof themeSchema>;

export const offerSchema = z.object({
  Id: z.number().int(),
  Title: z.string().min(1),
  Description: z.string(),
  ImageUrl: z.string().nullable().default(null),
  // When set, choosing the offer searches with this promo code / rate plan.
  PromoCode: z.string().nullable().default(null),
  RatePlanCode: z.string().nullable().default(null),
});
export type Offer = z.infer<typeof offerSchema>;

export const bookingIncentiveSchema = z.object({
  Title: z.string().min(1),
  Description: z.string(),
  // An ionicons name, e.g. "pricetag-outline".
  Icon: z.string().default('checkmark-circle-outline'),
});
export type BookingIncentive = z.infer<typeof bookingIncentiveSchema>;

// The booking configuration fields that are not columns of the property (docs/property-definition.md).
export const bookingConfigurationSettingsSchema = z.object({
  HidePromoCodeOnLandingPage: z.boolean().default(false),
  NoAvailabilityMessage: z.string().default('Sorry, we have no rooms available on your selected dates.'),
  MaxNumberOfRoomsOnBooking: z.number().int().min(1).max(20).default(4),
  ShowRoomConfigurationQuestion: z.boolean().default(false),
  Offers: z.array(offerSchema).default([]),
  BookingIncentives: z.array(bookingIncentiveSchema).default([]),
  GiftServiceProvider: z.object({ Active: z.boolean(), Name: z.string() }).default({ Active: false, Name: '' }),
  EnableUserChoiceOfPaymentMethod: z.boolean().default(false),
  EnablePayByCompanyInvoice: z.boolean().default(false),
  HasCustomTermsAndConditions: z.boolean().default(false),
  CustomTermsAndConditionsLabel: z.string().default(''),
  CustomTermsAndConditionsText: z.string().default(''),
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: z.boolean().default(false),
  RestaurantBooking: z
    .object({ ServiceActive: z.boolean(), DefaultRestaurant: z.string().nullable(), ServiceType: z.string() })
    .default({ ServiceActive: false, DefaultRestaurant: null, ServiceType: 'Restaurant' }),
  ShowMinimumLengthOfStayNotification: z.boolean().default(true),
  ShowRoomTypeOccupancy: z.boolean().default(true),
  SameDayBookingRestrictionEnabled: z.boolean().default(false),
  SameDayBookingRestrictionHour: z.number().int().min(0).max(23).default(18),
  SameDayBookingRestrictionMinute: z.number().int().min(0).max(59).default(0),
  SameDayBookingRestrictionMessage: z.string().default('No same day bookings available'),
  // Days before arrival the pre-arrival (pre-check-in) email goes out.
  PreArrivalEmailDaysBefore: z.number().int().min(0).max(60).default(3),
});
export type BookingConfigurationSettings = z.infer<typeof bookingConfigurationSettingsSchema>;

export const preCheckInConfigurationSchema = z.object({
  FirstNameRequired: z.boolean().default(true),
  LastNameRequired: z.boolean().default(true),
  EmailRequired: z.boolean().default(true),
  PhoneRequired: z.boolean().default(false),
  CountryRequired: z.boolean().default(false),
  StreetRequired: z.boolean().default(false),
  CityRequired: z.boolean().default(false),
  StateOrCountyRequired: z.boolean().default(false),
  PostCodeRequired: z.boolean().default(false),
});
export type PreCheckInConfiguration = z.infer<typeof preCheckInConfigurationSchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 18:30');
export const restaurantOpeningPeriodSchema = z.object({
  // 0 = Sunday … 6 = Saturday
  Weekdays: z.array(z.number().int().min(0).max(6)).min(1),
  From: hhmm,
  To: hhmm,
  // Slots in this period need a leave time (the table is wanted back).
  IsLeaveTimeRequired: z.boolean().default(false),
});
export type RestaurantOpeningPeriod = z.infer<typeof restaurantOpeningPeriodSchema>;

export const restaurantPromotionSchema = z.object({
  Id: z.number().int(),
  Name: z.string().min(1),
  Description: z.string().default(''),
  Weekdays: z.array(z.number().int().min(0).max(6)).min(1),
  From: hhmm,
  To: hhmm,
});
export type RestaurantPromotion = z.infer<typeof restaurantPromotionSchema>;

// ---------------------------------------------------------------------------------------------
// The parts of the property definition file (`npm run property:import -- FILE`), documented in
// docs/property-definition.md; the whole file is assembled in property-definition-file.ts.
//
// A file holds one property (`{ "Code": "DEMO", ... }`) or a group with its properties
// (`{ "Group": {...}, "Properties": [...] }`). Field names are PascalCase like the API.
// Amounts are major units (129.00); the importer stores minor units. Dates are 'YYYY-MM-DD' or
// relative to the day of import ('today', 'today+10', 'today-2'), so a demo file never goes
// stale. Date ranges are nights, both ends included. Unknown fields are errors, so a typo
// cannot silently drop a setting.
// ---------------------------------------------------------------------------------------------

export const definitionCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'must be a code of letters, digits, - or _ (at most 40 characters)');

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be a currency code like GBP');

const hasAtMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
/** A price in major units (129.00), never negative. */
const amount = z
  .number()
  .min(0, 'must not be negative')
  .refine(hasAtMostTwoDecimals, 'must have at most 2 decimal places');
/** A change to a price in major units; may be negative. */
const adjustment = z.number().refine(hasAtMostTwoDecimals, 'must have at most 2 decimal places');

const isCalendarDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
/** 'YYYY-MM-DD', or 'today' / 'today+N' / 'today-N' counted in days from the day of import. */
export const definitionDateSchema = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2}|today([+-]\d{1,4})?)$/, 'must be a date like 2026-05-01 or a relative date like today+10')
  .refine((s) => s.startsWith('today') || isCalendarDate(s), 'is not a calendar date');

/** A recurring day of the year, 'MM-DD' ('06-01'); '02-29' only matches in leap years. */
export const monthDaySchema = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a month and day like 06-01')
  .refine((s) => isCalendarDate(`2024-${s}`), 'is not a day of the year');

export const weekdayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const weekdayNameSchema = z.enum(weekdayNames);
export type WeekdayName = z.infer<typeof weekdayNameSchema>;

export const cardTypeCodes = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'troy'] as const;

export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const stayLength = z.number().int().min(1).max(365);

/**
 * Prices and restrictions for some nights of a rate plan. The plan itself, each season and
 * each date override is one of these layers; for every field the most specific layer that
 * sets it wins (date override > later season > earlier season > plan). Nightly,
 * WeekdayAdjustments and MinStayByArrivalDay merge key by key.
 */
const rateRulesShape = {
  /** Base nightly rate per room type code (major units), for BaseNumberOfAdults guests. */
  Nightly: z.partialRecord(definitionCodeSchema, amount).optional(),
  /** Percentage applied to the base rate (e.g. -10 for 10% less); applied before Adjustment. */
  AdjustmentPercent: z.number().min(-100).max(1000).optional(),
  /** Amount added to the base rate (may be negative). */
  Adjustment: adjustment.optional(),
  /** Amount added to the base rate on these nights of the week, e.g. { "Fri": 30, "Sat": 30 }. */
  WeekdayAdjustments: z.partialRecord(weekdayNameSchema, adjustment).optional(),
  CostPerRoom: amount.optional(),
  /** Each adult above BaseNumberOfAdults. */
  CostPerAdult: amount.optional(),
  CostPerChild: amount.optional(),
  CostPerInfant: amount.optional(),
  PerPersonCostPerAdult: amount.optional(),
  PerPersonCostPerChild: amount.optional(),
  PerPersonCostPerInfant: amount.optional(),
  /** Minimum nights for stays arriving on these nights. */
  MinStay: stayLength.optional(),
  /** Minimum nights by arrival weekday, e.g. { "Sat": 2 }; beats MinStay of the same layer. */
  MinStayByArrivalDay: z.partialRecord(weekdayNameSchema, stayLength).optional(),
  /** Maximum nights for stays arriving on these nights; null = no maximum. */
  MaxStay: stayLength.nullable().optional(),
  /** Weekdays no stay may start on. */
  ClosedToArrival: z.array(weekdayNameSchema).optional(),
  /** Weekdays no stay may end on. */
  ClosedToDeparture: z.array(weekdayNameSchema).optional(),
  /** Not sold at all on these nights. */
  Closed: z.boolean().optional(),
};
export const rateRulesSchema = z.strictObject(rateRulesShape);
export type RateRules = z.infer<typeof rateRulesSchema>;

/** A recurring part of every year, e.g. summer "06-01" to "08-31"; may wrap ("12-20" to "01-05"). */
export const rateSeasonSchema = z.strictObject({
  Name: z.string().min(1),
  From: monthDaySchema,
  To: monthDaySchema,
  ...rateRulesShape,
});
export type RateSeason = z.infer<typeof rateSeasonSchema>;

/** Specific nights, e.g. an event weekend or a closure; optionally only some weekdays. */
export const rateDateOverrideSchema = z.strictObject({
  From: definitionDateSchema,
  To: definitionDateSchema,
  Weekdays: z.array(weekdayNameSchema).min(1).optional(),
  ...rateRulesShape,
});
export type RateDateOverride = z.infer<typeof rateDateOverrideSchema>;

/**
 * Free cancellation until FreeUntilTime (the property's time zone) FreeUntilDaysBefore days
 * before the arrival date (0: on the arrival day); after that the Fee is kept.
 */
export const cancellationPolicyDefinitionSchema = z.strictObject({
  FreeUntilDaysBefore: z.number().int().min(0).max(365),
  /** 'HH:mm' on that day; '00:00' is the day's first minute. */
  FreeUntilTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .default('00:00'),
  Fee: z.discriminatedUnion('Type', [
    z.strictObject({ Type: z.literal('FirstNight') }),
    z.strictObject({ Type: z.literal('Nights'), Nights: z.number().int().min(1).max(365) }),
    z.strictObject({ Type: z.literal('Percent'), Percent: z.number().min(0).max(100) }),
    z.strictObject({ Type: z.literal('WholeStay') }),
  ]),
});
export type CancellationPolicyDefinition = z.infer<typeof cancellationPolicyDefinitionSchema>;

/**
 * How a rate plan is paid: everything now (the default), a deposit now with the balance charged
 * to the kept card DaysBefore arrival (at Time on the property's clock) or paid at the hotel, or
 * nothing now and everything at the hotel, the booking guaranteed by a card or by nothing.
 * Taxes and fees paid at the hotel are never charged online whatever the plan.
 */
export const paymentPolicyDefinitionSchema = z.discriminatedUnion('Type', [
  z.strictObject({ Type: z.literal('PayNow') }),
  z.strictObject({
    Type: z.literal('Deposit'),
    /** Of each room: a percentage of what it costs online, its first night (with that night's taxes), or a fixed amount. */
    Deposit: z.discriminatedUnion('Type', [
      z.strictObject({
        Type: z.literal('Percent'),
        Percent: z.number().gt(0).lt(100).refine(hasAtMostTwoDecimals, 'must have at most 2 decimal places'),
      }),
      z.strictObject({ Type: z.literal('FirstNight') }),
      z.strictObject({ Type: z.literal('Fixed'), Amount: amount.refine((value) => value > 0, 'must be above 0') }),
    ]),
    Balance: z.discriminatedUnion('Collect', [
      z.strictObject({
        Collect: z.literal('Automatic'),
        DaysBefore: z.number().int().min(0).max(365),
        /** 'HH:mm' on the property's clock. */
        Time: z
          .string()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
          .default('09:00'),
      }),
      z.strictObject({ Collect: z.literal('AtProperty') }),
    ]),
  }),
  z.strictObject({ Type: z.literal('PayAtProperty'), Guarantee: z.enum(['Card', 'None']).default('Card') }),
]);
export type PaymentPolicyDefinition = z.infer<typeof paymentPolicyDefinitionSchema>;

export const ratePlanDefinitionSchema = z.strictObject({
  Code: definitionCodeSchema,
  Name: z.string().min(1),
  Description: z.string().default(''),
  Inclusions: z.array(z.string().min(1)).default([]),
  Policy: z.string().default(''),
  /** False: the whole stay is charged from the moment of booking, and the booking cannot be changed. */
  Refundable: z.boolean().default(true),
  /** The policy as rules (Policy is its text); for refundable plans only. Null: free until the start of the arrival day, then the first night. */
  Cancellation: cancellationPolicyDefinitionSchema.nullable().default(null),
  /** How the plan is paid; null: a derived plan's parent's, else everything now. Non-refundable plans are paid now. */
  Payment: paymentPolicyDefinitionSchema.nullable().default(null),
  /** Shown only when the guest searches with this code (case-insensitive); null = public. */
  PromoCode: z.string().min(1).max(40).nullable().default(null),
  /** A marketing label ("Spring offer"). */
  Promotion: z.string().min(1).nullable().default(null),
  /** Percentage off every cost; guests see the undiscounted price as the original. */
  DiscountPercent: z.number().int().min(0).max(100).default(0),
  BaseNumberOfAdults: z.number().int().min(1).max(10).default(1),
  UseOccupancyForRatePlan: z.boolean().default(false),
  MinimumOccupancy: z.number().int().min(1).nullable().default(null),
  MaximumOccupancy: z.number().int().min(1).nullable().default(null),
  AdultMaximumOccupancy: z.number().int().min(1).nullable().default(null),
  ChildMaximumOccupancy: z.number().int().min(0).nullable().default(null),
  CanPayByCompanyInvoice: z.boolean().default(false),
  /** Room type codes the plan is sold with; default: those of Nightly, or of DerivedFrom. */
  RoomTypes: z.array(definitionCodeSchema).min(1).optional(),
  /** Take each night's base rate and guest costs from another plan (then adjust them here). */
  DerivedFrom: definitionCodeSchema.optional(),
  ...rateRulesShape,
  Seasons: z.array(rateSeasonSchema).default([]),
  DateOverrides: z.array(rateDateOverrideSchema).default([]),
});
export type RatePlanDefinition = z.infer<typeof ratePlanDefinitionSchema>;

export const roomTypeDefinitionSchema = z.strictObject({
  Code: definitionCodeSchema,
  Name: z.string().min(1),
  Description: z.string().default(''),
  /** URLs; the first is the cover photo. */
  Photos: z.array(z.string().min(1)).default([]),
  /** Short facts for the card ("22 m²", "King bed"). */
  Features: z.array(z.string().min(1)).default([]),
  LocationCode: definitionCodeSchema.nullable().default(null),
  MinimumOccupancy: z.number().int().min(1).default(1),
  MaximumOccupancy: z.number().int().min(1),
  AdultMaximumOccupancy: z.number().int().min(1),
  ChildMaximumOccupancy: z.number().int().min(0).default(0),
  /** Rooms of this type to sell each night (see InventoryOverrides for exceptions). */
  Rooms: z.number().int().min(0).max(10000),
  /** Room type codes a guest booking this type may be offered instead. */
  Upgrades: z.array(definitionCodeSchema).default([]),
  /** Bed set-ups a guest may choose ("Double bed", "Twin beds"). */
  ConfigurationOptions: z.array(z.string().min(1)).default([]),
});
export type RoomTypeDefinition = z.infer<typeof roomTypeDefinitionSchema>;

export const inventoryOverrideSchema = z.strictObject({
  From: definitionDateSchema,
  To: definitionDateSchema,
  Weekdays: z.array(weekdayNameSchema).min(1).optional(),
  /** Room type codes; default: every room type. */
  RoomTypes: z.array(definitionCodeSchema).min(1).optional(),
  Rooms: z.number().int().min(0).max(10000),
});
export type InventoryOverride = z.infer<typeof inventoryOverrideSchema>;

export const serviceDefinitionSchema = z.strictObject({
  Code: definitionCodeSchema,
  Name: z.string().min(1),
  Description: z.string().default(''),
  ImageUrl: z.string().min(1).nullable().default(null),
  /** PerStay: once; PerDay: every night; PerQuantity: times the quantity chosen. */
  ChargeType: z.enum(['PerStay', 'PerDay', 'PerQuantity']),
  /** Multiply again by adults plus children. */
  ChargePerPerson: z.boolean().default(false),
  /** The price is the sum of the articles. */
  Articles: z.array(z.strictObject({ Name: z.string().min(1), Price: amount })).min(1),
  /** How many can be sold in all; null = unlimited. */
  Inventory: z.number().int().min(0).nullable().default(null),
  /** Offered only with these room type / rate plan codes; null = with all. */
  RoomTypes: z.array(definitionCodeSchema).min(1).nullable().default(null),
  RatePlans: z.array(definitionCodeSchema).min(1).nullable().default(null),
});
export type ServiceDefinition = z.infer<typeof serviceDefinitionSchema>;

export const restaurantDefinitionSchema = z.strictObject({
  Code: definitionCodeSchema,
  Name: z.string().min(1),
  Description: z.string().default(''),
  MinOnlinePartySize: z.number().int().min(1).default(1),
  MaxOnlinePartySize: z.number().int().min(1).default(8),
  NoAvailabilityText: z.string().default('Sorry, there are no tables available.'),
  SlotIntervalMinutes: z.number().int().min(5).max(240).default(30),
  CoversPerSlot: z.number().int().min(1),
  /** How long a table is held when a leave time applies. */
  SittingMinutes: z.number().int().min(15).max(600).default(90),
  OpeningPeriods: z.array(restaurantOpeningPeriodSchema.strict()).min(1),
  Promotions: z.array(restaurantPromotionSchema.strict()).default([]),
});
export type RestaurantDefinition = z.infer<typeof restaurantDefinitionSchema>;

export const companyDefinitionSchema = z.strictObject({
  AccountCode: definitionCodeSchema,
  Name: z.string().min(1),
  City: z.string().default(''),
  CountryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a country code like GB')
    .default('GB'),
});

export const giftVoucherDefinitionSchema = z.strictObject({
  Code: z.string().regex(/^[A-Za-z0-9-]{4,40}$/, 'must be 4 to 40 letters, digits or -'),
  Value: amount.refine((v) => v > 0, 'must be more than 0'),
  /** Default: the property's currency. */
  Currency: currencyCode.optional(),
  ExpiresOn: definitionDateSchema.nullable().default(null),
  /** An experience (e.g. "Spa day for two"), not money: guests are warned when they use it. */
  IsExperience: z.boolean().default(false),
});

/** Units of each currency for one unit of BaseCurrency, e.g. { "BaseCurrency": "GBP", "Rates": { "USD": 1.27 } }. */
export const exchangeRatesDefinitionSchema = z.strictObject({
  BaseCurrency: currencyCode,
  Rates: z.record(currencyCode, z.number().positive()),
});

// --- Taxes and fees ----------------------------------------------------------------------------

/** The guest kinds a per-guest tax counts (a city tax often counts adults only). */
export const taxGuestKinds = ['Adults', 'Children', 'Infants'] as const;
export type TaxGuestKind = (typeof taxGuestKinds)[number];
/** What a percentage applies to: the rooms' prices, the extras', the fees' amounts. */
export const taxTargets = ['Rooms', 'Extras', 'Fees'] as const;
export type TaxTarget = (typeof taxTargets)[number];
/** Percent of what it applies to; or an amount per room per stay, per room per night, per guest per night. */
export const taxCalculations = ['Percent', 'PerStay', 'PerRoomNight', 'PerGuestNight'] as const;
export type TaxCalculation = (typeof taxCalculations)[number];
/** AllIn: every tax and fee inside the headline price (EU, UK, AU). BeforeTaxes: fees inside, government taxes beside it (US, CA). */
export const pricesShownModes = ['AllIn', 'BeforeTaxes'] as const;
export type PricesShown = (typeof pricesShownModes)[number];

const hasAtMostThreeDecimals = (v: number) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6;
const taxPercent = z
  .number()
  .min(0, 'must not be negative')
  .max(100, 'must be at most 100')
  .refine(hasAtMostThreeDecimals, 'must have at most 3 decimal places');
const taxDate = z.string().refine(isCalendarDate, 'must be a date like 2026-05-01');
/** Percent (Calculation Percent) or amount in major units (the others); null: not charged on it. */
const taxRateOverride = z.number().min(0, 'must not be negative').nullable();

/**
 * A tax (imposed by a government) or a fee (the hotel's own mandatory charge) of a property.
 * `Percent` is read for Calculation Percent, `Amount` (major units) for the others.
 */
export const taxDefinitionSchema = z
  .strictObject({
    Code: definitionCodeSchema,
    Name: z.string().min(1, 'must not be empty').max(60, 'must be at most 60 characters'),
    Kind: z.enum(['Tax', 'Fee']),
    Calculation: z.enum(taxCalculations),
    Percent: taxPercent.nullable().default(null),
    Amount: amount.nullable().default(null),
    /** PerGuestNight: the guest kinds counted. */
    GuestKinds: z.array(z.enum(taxGuestKinds)).min(1).default(['Adults', 'Children', 'Infants']),
    /** Percent: what it is a percentage of. */
    AppliesTo: z.array(z.enum(taxTargets)).min(1).default(['Rooms']),
    /** Extra (service) code -> its own Percent (or Amount), or null when the extra is not charged it. */
    ExtraRates: z.record(definitionCodeSchema, taxRateOverride).default({}),
    /** Rate plan code -> its own Percent (or Amount), or null when the rate plan opts out. */
    RatePlanRates: z.record(definitionCodeSchema, taxRateOverride).default({}),
    /** The hotel's prices already contain it (VAT in Europe); otherwise it is added on top. */
    Included: z.boolean().default(false),
    /** Shown and told, but paid at the hotel rather than online. */
    PayableAtProperty: z.boolean().default(false),
    /** Charged for at most this many nights of a stay (a city tax's cap). */
    MaxNights: z.number().int().min(1).max(365).nullable().default(null),
    /** Charged on nights from this date ... */
    From: taxDate.nullable().default(null),
    /** ... to this date, both included. */
    To: taxDate.nullable().default(null),
  })
  .superRefine((tax, ctx) => {
    const issue = (path: string | string[], message: string) =>
      ctx.addIssue({ code: 'custom', path: typeof path === 'string' ? [path] : path, message });
    if (tax.Calculation === 'Percent') {
      if (tax.Percent === null) issue('Percent', 'is required when Calculation is Percent');
      if (tax.Amount !== null) issue('Amount', 'must be left out when Calculation is Percent');
      for (const list of ['ExtraRates', 'RatePlanRates'] as const) {
        for (const [code, rate] of Object.entries(tax[list])) {
          if (rate !== null && rate > 100) issue([list, code], 'must be at most 100');
        }
      }
    } else {
      if (tax.Amount === null) issue('Amount', `is required when Calculation is ${tax.Calculation}`);
      if (tax.Percent !== null) issue('Percent', 'must be left out unless Calculation is Percent');
      if (Object.keys(tax.ExtraRates).length > 0) issue('ExtraRates', 'only a percentage can apply to extras');
    }
    if (tax.Included && tax.PayableAtProperty)
      issue('PayableAtProperty', 'an included tax is part of the price, so it cannot be paid at the hotel');
    if (tax.Kind === 'Fee' && tax.AppliesTo.includes('Fees')) issue('AppliesTo', 'a fee cannot be charged on fees');
    if (tax.From !== null && tax.To !== null && tax.To < tax.From) issue('To', 'must not be before From');
  });
export type TaxDefinition = z.infer<typeof taxDefinitionSchema>;
export type TaxDefinitionInput = z.input<typeof taxDefinitionSchema>;
