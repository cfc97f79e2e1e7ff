import { z } from 'zod';
import {
  bookingConfigurationSettingsSchema,
  cardTypeCodes,
  companyDefinitionSchema,
  currencyCode,
  definitionCodeSchema,
  exchangeRatesDefinitionSchema,
  giftVoucherDefinitionSchema,
  inventoryOverrideSchema,
  isTimeZone,
  preCheckInConfigurationSchema,
  pricesShownModes,
  ratePlanDefinitionSchema,
  restaurantDefinitionSchema,
  roomTypeDefinitionSchema,
  serviceDefinitionSchema,
  taxDefinitionSchema,
  themeSchema,
} from './property-definition';

// The property definition file (`npm run property:import -- FILE`): one property, or a group
// with its properties, built from the pieces of property-definition.ts.

const locationOrAreaSchema = z.strictObject({ Code: definitionCodeSchema, Name: z.string().min(1) });
const optionalText = z.string().min(1).nullable().default(null);

/** How guests reach the property; also what the staff console's Settings page edits. */
export const propertyContactShape = {
  WebsiteUrl: optionalText,
  Email: z.email('must be an email address').nullable().default(null),
  /** Where the hotel is told of every new booking, change and cancellation; null: Email. */
  ReservationsEmail: z.email('must be an email address').nullable().default(null),
  Telephone: z
    .string()
    .regex(/^(\+|00)[0-9 ()-]{6,20}$/, 'must start with + or 00 and the dialling code')
    .nullable()
    .default(null),
  Address: z
    .strictObject({
      Street: z.string().default(''),
      City: z.string().default(''),
      PostCode: z.string().default(''),
      CountryCode: z
        .string()
        .regex(/^[A-Z]{2}$/, 'must be a country code like GB')
        .default('GB'),
      Latitude: z.number().min(-90).max(90).nullable().default(null),
      Longitude: z.number().min(-180).max(180).nullable().default(null),
    })
    .prefault({}),
};

export const propertyDefinitionSchema = z
  .strictObject({
    Code: definitionCodeSchema,
    Name: z.string().min(1),
    Description: z.string().default(''),
    /** In a group file: the group's code (may be left out). Alone: a group already imported. */
    GroupCode: definitionCodeSchema.nullable().default(null),
    AreaCode: definitionCodeSchema.nullable().default(null),
    TimeZone: z.string().refine(isTimeZone, 'must be an IANA time zone like Europe/London'),
    Currency: currencyCode,
    /** Currencies a guest may view prices in; the property's own currency is always included. */
    AvailableCurrencies: z.array(currencyCode).default([]),
    LogoFileUrl: optionalText,
    PropertyImageUrl: optionalText,
    HotelRating: z.number().int().min(1).max(5).nullable().default(null),
    GoogleTagManagerContainerId: optionalText,
    FacebookPixelId: optionalText,
    PayByPaystack: z.boolean().default(false),
    PrivacyPolicyUrl: optionalText,
    TermsAndConditionsUrl: optionalText,
    ...propertyContactShape,
    DefaultPhoneCountryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a country code like GB')
      .default('GB'),
    /** Card types accepted. */
    CreditCards: z.array(z.enum(cardTypeCodes)).default(['visa', 'mastercard', 'amex']),
    EnableChildrenSearch: z.boolean().default(true),
    EnableInfantSearch: z.boolean().default(true),
    DefaultOccupancyAdult: z.number().int().min(1).default(1),
    DefaultOccupancyChildren: z.number().int().min(0).default(0),
    DefaultOccupancyInfant: z.number().int().min(0).default(0),
    AdultMaximumOccupancy: z.number().int().min(1).default(4),
    ChildMaximumOccupancy: z.number().int().min(0).default(3),
    AdultOccupancyLabel: z.string().min(1).default('Adults'),
    ChildOccupancyLabel: z.string().min(1).default('Children'),
    InfantOccupancyLabel: z.string().min(1).default('Infants'),
    Theme: themeSchema.strict().default({}),
    BookingConfiguration: bookingConfigurationSettingsSchema.strict().prefault({}),
    PreCheckInConfiguration: preCheckInConfigurationSchema.strict().prefault({}),
    Locations: z.array(locationOrAreaSchema).default([]),
    /** Bed set-ups offered with every room type. */
    RoomConfigurationOptions: z.array(z.string().min(1)).default([]),
    RoomTypes: z.array(roomTypeDefinitionSchema).min(1),
    RatePlans: z.array(ratePlanDefinitionSchema).min(1),
    /** Exceptions to RoomTypes[].Rooms; a later override beats an earlier one. */
    InventoryOverrides: z.array(inventoryOverrideSchema).default([]),
    Services: z.array(serviceDefinitionSchema).default([]),
    Restaurants: z.array(restaurantDefinitionSchema).default([]),
    Companies: z.array(companyDefinitionSchema).default([]),
    GiftVouchers: z.array(giftVoucherDefinitionSchema).default([]),
    ExchangeRates: z.array(exchangeRatesDefinitionSchema).default([]),
    /** Taxes and fees on what the property sells (see taxDefinitionSchema). */
    Taxes: z.array(taxDefinitionSchema).default([]),
    /** How headline prices are shown: AllIn (every tax and fee inside) or BeforeTaxes (fees inside, taxes beside). */
    PricesShown: z.enum(pricesShownModes).default('AllIn'),
  })
  .superRefine((p, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const unique = (items: { Code: string }[], list: string) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.Code)) issue([list, i, 'Code'], `${item.Code} is used twice`);
        seen.add(item.Code);
      });
    };
    unique(p.Locations, 'Locations');
    unique(p.RoomTypes, 'RoomTypes');
    unique(p.RatePlans, 'RatePlans');
    unique(p.Services, 'Services');
    unique(p.Restaurants, 'Restaurants');
    unique(p.GiftVouchers, 'GiftVouchers');
    unique(p.Taxes, 'Taxes');
    unique(
      p.Companies.map((c) => ({ Code: c.AccountCode })),
      'Companies',
    );

    const locations = new Set(p.Locations.map((l) => l.Code));
    const roomTypes = new Set(p.RoomTypes.map((r) => r.Code));
    const ratePlans = new Map(p.RatePlans.map((r) => [r.Code, r]));
    const mustBeRoomType = (code: string, path: (string | number)[]) => {
      if (!roomTypes.has(code)) issue(path, `${code} is not a room type of this property`);
    };

    p.RoomTypes.forEach((rt, i) => {
      if (rt.LocationCode !== null && !locations.has(rt.LocationCode))
        issue(['RoomTypes', i, 'LocationCode'], `${rt.LocationCode} is not one of Locations`);
      if (rt.MaximumOccupancy < rt.MinimumOccupancy)
        issue(['RoomTypes', i, 'MaximumOccupancy'], 'must not be below MinimumOccupancy');
      rt.Upgrades.forEach((code, j) => {
        mustBeRoomType(code, ['RoomTypes', i, 'Upgrades', j]);
        if (code === rt.Code) issue(['RoomTypes', i, 'Upgrades', j], 'a room type cannot be its own upgrade');
      });
    });

    const checkNightlyKeys = (nightly: Record<string, number | undefined> | undefined, path: (string | number)[]) => {
      for (const code of Object.keys(nightly ?? {})) mustBeRoomType(code, [...path, 'Nightly', code]);
    };
    p.RatePlans.forEach((plan, i) => {
      const at = ['RatePlans', i];
      checkNightlyKeys(plan.Nightly, at);
      plan.Seasons.forEach((s, j) => checkNightlyKeys(s.Nightly, [...at, 'Seasons', j]));
      plan.DateOverrides.forEach((o, j) => checkNightlyKeys(o.Nightly, [...at, 'DateOverrides', j]));
      plan.RoomTypes?.forEach((code, j) => mustBeRoomType(code, [...at, 'RoomTypes', j]));
      if (plan.DerivedFrom !== undefined) {
        if (!ratePlans.has(plan.DerivedFrom))
          issue([...at, 'DerivedFrom'], `${plan.DerivedFrom} is not a rate plan of this property`);
        // Follow the chain to catch a loop (A from B, B from A).
        const seen = new Set([plan.Code]);
        for (
          let from = ratePlans.get(plan.DerivedFrom);
          from;
          from = from.DerivedFrom ? ratePlans.get(from.DerivedFrom) : undefined
        ) {
          if (seen.has(from.Code)) {
            issue([...at, 'DerivedFrom'], 'rate plans must not derive from each other in a loop');
            break;
          }
          seen.add(from.Code);
        }
      } else {
        // Every room type the plan sells needs a base rate on every night.
        const sold = plan.RoomTypes ?? Object.keys(plan.Nightly ?? {});
        if (sold.length === 0)
          issue([...at, 'Nightly'], 'is required (a base rate per room type), unless DerivedFrom is set');
        for (const code of sold) {
          if (plan.Nightly?.[code] === undefined)
            issue([...at, 'Nightly', code], 'is required: a base rate for every room type the plan sells');
        }
      }
      if (
        plan.MinimumOccupancy !== null &&
        plan.MaximumOccupancy !== null &&
        plan.MaximumOccupancy < plan.MinimumOccupancy
      ) {
        issue([...at, 'MaximumOccupancy'], 'must not be below MinimumOccupancy');
      }
    });

    p.InventoryOverrides.forEach((o, i) =>
      o.RoomTypes?.forEach((code, j) => mustBeRoomType(code, ['InventoryOverrides', i, 'RoomTypes', j])),
    );
    p.Services.forEach((s, i) => {
      s.RoomTypes?.forEach((code, j) => mustBeRoomType(code, ['Services', i, 'RoomTypes', j]));
      s.RatePlans?.forEach((code, j) => {
        if (!ratePlans.has(code)) issue(['Services', i, 'RatePlans', j], `${code} is not a rate plan of this property`);
      });
    });
    const services = new Set(p.Services.map((s) => s.Code));
    p.Taxes.forEach((tax, i) => {
      for (const code of Object.keys(tax.ExtraRates)) {
        if (!services.has(code))
          issue(['Taxes', i, 'ExtraRates', code], `${code} is not an extra (Services) of this property`);
      }
      for (const code of Object.keys(tax.RatePlanRates)) {
        if (!ratePlans.has(code))
          issue(['Taxes', i, 'RatePlanRates', code], `${code} is not a rate plan of this property`);
      }
    });
    p.Restaurants.forEach((r, i) => {
      if (r.MaxOnlinePartySize < r.MinOnlinePartySize)
        issue(['Restaurants', i, 'MaxOnlinePartySize'], 'must not be below MinOnlinePartySize');
    });
    const defaultRestaurant = p.BookingConfiguration.RestaurantBooking.DefaultRestaurant;
    if (defaultRestaurant !== null && !p.Restaurants.some((r) => r.Code === defaultRestaurant)) {
      issue(
        ['BookingConfiguration', 'RestaurantBooking', 'DefaultRestaurant'],
        `${defaultRestaurant} is not the code of one of Restaurants`,
      );
    }
    p.BookingConfiguration.Offers.forEach((o, i) => {
      if (o.RatePlanCode !== null && !ratePlans.has(o.RatePlanCode)) {
        issue(
          ['BookingConfiguration', 'Offers', i, 'RatePlanCode'],
          `${o.RatePlanCode} is not a rate plan of this property`,
        );
      }
    });
  });
export type PropertyDefinition = z.infer<typeof propertyDefinitionSchema>;

export const groupDefinitionSchema = z.strictObject({
  Code: definitionCodeSchema,
  Name: z.string().min(1),
  Description: z.string().default(''),
  LogoFileUrl: optionalText,
  ImageUrl: optionalText,
  Theme: themeSchema.strict().default({}),
  Areas: z.array(locationOrAreaSchema).default([]),
});
export type GroupDefinition = z.infer<typeof groupDefinitionSchema>;

/** A file of several properties, usually with the group they belong to. */
export const groupDefinitionFileSchema = z
  .strictObject({
    Group: groupDefinitionSchema.nullable().default(null),
    Properties: z.array(propertyDefinitionSchema).min(1),
    ExchangeRates: z.array(exchangeRatesDefinitionSchema).default([]),
  })
  .superRefine((file, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const areas = new Set(file.Group?.Areas.map((a) => a.Code));
    const seen = new Set<string>();
    file.Properties.forEach((p, i) => {
      if (seen.has(p.Code)) issue(['Properties', i, 'Code'], `${p.Code} is used twice`);
      seen.add(p.Code);
      if (file.Group && p.GroupCode !== null && p.GroupCode !== file.Group.Code) {
        issue(['Properties', i, 'GroupCode'], `must be ${file.Group.Code} (the group of this file) or left out`);
      }
      if (file.Group && p.AreaCode !== null && !areas.has(p.AreaCode))
        issue(['Properties', i, 'AreaCode'], `${p.AreaCode} is not one of Group.Areas`);
    });
  });
export type GroupDefinitionFile = z.infer<typeof groupDefinitionFileSchema>;

/**
 * The whole file: a group file (it has "Properties") or one property. Parse with
 * `parsePropertyDefinitionFile`, which picks the branch first so errors name the right field.
 */
export const propertyDefinitionFileSchema = z.union([groupDefinitionFileSchema, propertyDefinitionSchema]);
export type PropertyDefinitionFile = z.infer<typeof propertyDefinitionFileSchema>;

export const isGroupDefinitionFile = (file: unknown): boolean =>
  typeof file === 'object' && file !== null && !Array.isArray(file) && ('Properties' in file || 'Group' in file);

/** Validates a file; a single property comes back as a group file without a group. */
export function parsePropertyDefinitionFile(file: unknown) {
  if (isGroupDefinitionFile(file)) return groupDefinitionFileSchema.safeParse(file);
  const single = propertyDefinitionSchema.safeParse(file);
  if (!single.success) return single;
  return {
    success: true as const,
    data: { Group: null, Properties: [single.data], ExchangeRates: [] } satisfies GroupDefinitionFile,
  };
}
