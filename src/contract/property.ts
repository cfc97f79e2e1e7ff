import { z } from 'zod';
import { propertyRefSchema } from './common';
import { bookingIncentiveSchema, offerSchema, preCheckInConfigurationSchema, themeSchema } from './property-definition';
import { pricesShownSchema } from './taxes';

// GET /api/Property/{id} — id or code (docs/architecture.md, the HTTP contract).
export const propertyParamsSchema = z.object({ id: propertyRefSchema });
export const propertyAddressSchema = z.object({
  Street: z.string(),
  City: z.string(),
  PostCode: z.string(),
  CountryCode: z.string(),
});

export const acceptedCardSchema = z.object({ CreditCardTypeId: z.number().int(), Code: z.string(), Name: z.string() });

export const propertySchema = z.object({
  PropertyId: z.number().int(),
  PropertyCode: z.string(),
  PropertyName: z.string(),
  Description: z.string(),
  /** One line, as shown to guests. */
  PropertyAddress: z.string(),
  Address: propertyAddressSchema,
  LogoFileUrl: z.string().nullable(),
  PropertyImageUrl: z.string().nullable(),
  HotelRating: z.number().int().nullable(),
  HasRating: z.boolean(),
  GoogleTagManagerContainerId: z.string().nullable(),
  FacebookPixelId: z.string().nullable(),
  Currency: z.string(),
  AvailableCurrencies: z.array(z.string()),
  TimeZone: z.string(),
  PayByPaystack: z.boolean(),
  PrivacyPolicyUrl: z.string().nullable(),
  TermsAndConditionsUrl: z.string().nullable(),
  CreditCards: z.array(acceptedCardSchema),
  WebsiteUrl: z.string().nullable(),
  Email: z.string().nullable(),
  Telephone: z.string().nullable(),
  DefaultPhoneCountryCode: z.string(),
  ShowRoomConfigurationQuestion: z.boolean(),
  ShowRoomTypeOccupancy: z.boolean(),
  EnableChildrenSearch: z.boolean(),
  EnableInfantSearch: z.boolean(),
  DefaultOccupancyAdult: z.number().int(),
  DefaultOccupancyChildren: z.number().int(),
  DefaultOccupancyInfant: z.number().int(),
  MaxNumberOfRoomsOnBooking: z.number().int(),
  AdultMaximumOccupancy: z.number().int(),
  ChildMaximumOccupancy: z.number().int(),
  AdultOccupancyLabel: z.string(),
  ChildOccupancyLabel: z.string(),
  InfantOccupancyLabel: z.string(),
  Theme: themeSchema,
  GroupCode: z.string().nullable(),
  AreaId: z.number().int().nullable(),
  AreaName: z.string().nullable(),
  /** How headline prices ("from" prices, the calendar's) are shown: AllIn, or BeforeTaxes (fees in, taxes beside). */
  PricesShown: pricesShownSchema,
});
export type Property = z.infer<typeof propertySchema>;

// GET /api/PropertyGroup/{id} — id or code.
export const propertyGroupParamsSchema = z.object({ id: propertyRefSchema });
export const propertyGroupSchema = z.object({
  PropertyGroupId: z.number().int(),
  PropertyGroupCode: z.string(),
  Name: z.string(),
  Description: z.string(),
  LogoFileUrl: z.string().nullable(),
  ImageUrl: z.string().nullable(),
  Theme: themeSchema,
  Areas: z.array(z.object({ AreaId: z.number().int(), Code: z.string(), Name: z.string() })),
  Properties: z.array(
    z.object({
      PropertyId: z.number().int(),
      PropertyCode: z.string(),
      PropertyName: z.string(),
      PropertyImageUrl: z.string().nullable(),
      HotelRating: z.number().int().nullable(),
      AreaId: z.number().int().nullable(),
      City: z.string(),
      Currency: z.string(),
    }),
  ),
});
export type PropertyGroup = z.infer<typeof propertyGroupSchema>;

// GET /api/Book/Config/{propertyId} — id or code.
export const bookingConfigurationParamsSchema = z.object({ propertyId: propertyRefSchema });
export const locationSchema = z.object({ LocationId: z.number().int(), Name: z.string() });
export const bookingConfigurationSchema = z.object({
  PropertyId: z.number().int(),
  HidePromoCodeOnLandingPage: z.boolean(),
  Locations: z.array(locationSchema),
  NoAvailabilityMessage: z.string(),
  MaxNumberOfRoomsOnBooking: z.number().int(),
  ShowRoomConfigurationQuestion: z.boolean(),
  Offers: z.array(offerSchema),
  BookingIncentives: z.array(bookingIncentiveSchema),
  GiftServiceProvider: z.object({ Active: z.boolean(), Name: z.string() }),
  EnableUserChoiceOfPaymentMethod: z.boolean(),
  EnablePayByCompanyInvoice: z.boolean(),
  HasCustomTermsAndConditions: z.boolean(),
  CustomTermsAndConditionsLabel: z.string(),
  CustomTermsAndConditionsText: z.string(),
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: z.boolean(),
  RestaurantBooking: z.object({
    ServiceActive: z.boolean(),
    DefaultRestaurant: z.string().nullable(),
    ServiceType: z.string(),
  }),
  ShowMinimumLengthOfStayNotification: z.boolean(),
  ShowRoomTypeOccupancy: z.boolean(),
  SameDayBookingRestrictionEnabled: z.boolean(),
  SameDayBookingRestrictionHour: z.number().int(),
  SameDayBookingRestrictionMinute: z.number().int(),
  SameDayBookingRestrictionMessage: z.string(),
});
export type BookingConfiguration = z.infer<typeof bookingConfigurationSchema>;

// GET /api/PreCheckIn/Config/{id} — property id or code.
export const preCheckInConfigParamsSchema = z.object({ id: propertyRefSchema });
export const preCheckInConfigResponseSchema = preCheckInConfigurationSchema.extend({ PropertyId: z.number().int() });
export type PreCheckInConfig = z.infer<typeof preCheckInConfigResponseSchema>;

// GET /api/StaticData/{x}/countries and /creditcardtypes; {x} is the language code (country
// names come in that language where known, else in English).
// POST /api/StaticData/{x}/flush empties the server's static data cache (admin token).
export const staticDataParamsSchema = z.object({
  languageCode: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language code like en or en-GB'),
});
export const countrySchema = z.object({
  CountryId: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  DialCode: z.string(),
});
export const creditCardTypeSchema = z.object({
  CreditCardTypeId: z.number().int(),
  Code: z.string(),
  Name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export type CreditCardType = z.infer<typeof creditCardTypeSchema>;
export const countriesResponseSchema = z.array(countrySchema);
export const creditCardTypesResponseSchema = z.array(creditCardTypeSchema);

// GET /api/CurrencyExchangeRate?baseCurrency=GBP — units of each currency for one unit of the base.
export const currencyExchangeRateQuerySchema = z.object({
  baseCurrency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code like GBP'),
});
export const currencyExchangeRateResponseSchema = z.object({
  BaseCurrency: z.string(),
  Rates: z.array(z.object({ Currency: z.string(), Rate: z.number().positive() })),
  UpdatedAt: z.string(),
});
export type CurrencyExchangeRates = z.infer<typeof currencyExchangeRateResponseSchema>;

// POST /api/Log — the client logging facility: at most 20 entries a batch.
export const clientLogEntrySchema = z.object({
  Level: z.enum(['debug', 'info', 'warn', 'error']),
  Message: z.string().min(1).max(2000),
  Timestamp: z.string().max(40),
  Url: z.string().max(500).optional(),
  Context: z.record(z.string(), z.unknown()).optional(),
});
export const clientLogBatchSchema = z.object({ Entries: z.array(clientLogEntrySchema).min(1).max(20) });
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;
