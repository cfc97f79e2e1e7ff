import { z } from 'zod';
import { searchRoomSchema } from './availability';
import { pricesShownSchema } from './taxes';

// The group search calls (docs/product.md, API; group search):
// POST Availability/SearchPropertyGroup (one stay, every property of a group) and
// POST Availability/SearchPropertyGroupAreaAvailability (the same search, counted per area).
// Designed in the style of Availability/Search: PascalCase, stay dates as 'YYYY-MM-DD',
// amounts in major units of each property's own currency.

const groupMessage = { error: 'Please choose a group of hotels.' };
const positiveId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message });

export const groupSearchRequestSchema = z.object({
  /** The numeric group id or the group code (DEMO-GROUP). */
  PropertyGroupId: z.union(
    [positiveId(groupMessage.error), z.string(groupMessage).trim().min(1, groupMessage).max(64, groupMessage)],
    groupMessage,
  ),
  LanguageCode: z
    .string({ error: 'The language code must be text, like en.' })
    .min(2, { error: 'The language code must be text, like en.' })
    .max(10, { error: 'The language code must be text, like en.' })
    .default('en'),
  PromoCode: z
    .string({ error: 'The promo code must be text.' })
    .trim()
    .max(50, { error: 'The promo code can be at most 50 characters.' })
    .nullish()
    .transform((value) => (value ? value : null)),
  DateFrom: z.iso.date({ error: 'The arrival date must be a real date like 2026-05-01.' }),
  DateTo: z.iso.date({ error: 'The departure date must be a real date like 2026-05-01.' }),
  /** Only the group's properties in this area. */
  AreaId: positiveId('The area must be a number.').nullish(),
  /** Only room types in this location (a location belongs to one property, so only that property). */
  LocationId: positiveId('The location must be a number.').nullish(),
  Rooms: z
    .array(searchRoomSchema, { error: 'Please add at least one room.' })
    .min(1, { error: 'Please add at least one room.' })
    .max(20, { error: 'You can search for at most 20 rooms at once.' }),
});
export type GroupSearchRequest = z.infer<typeof groupSearchRequestSchema>;
export type GroupSearchRequestInput = z.input<typeof groupSearchRequestSchema>;

export const groupPropertyResultSchema = z.object({
  PropertyId: z.number().int(),
  PropertyCode: z.string(),
  PropertyName: z.string(),
  PropertyImageUrl: z.string().nullable(),
  AreaId: z.number().int().nullable(),
  AreaName: z.string().nullable(),
  City: z.string(),
  HotelRating: z.number().int().nullable(),
  /** The property's own currency: every price of this entry is in it. */
  Currency: z.string(),
  /** Locations of the property's room types (for the location filter). */
  Locations: z.array(z.object({ LocationId: z.number().int(), Name: z.string() })),
  IsAvailable: z.boolean(),
  /** Room types offered for the stay and party. */
  AvailableRoomTypes: z.number().int(),
  Nights: z.number().int(),
  /**
   * The cheapest way to put the whole party up for the stay (every requested room, each in a
   * room type with stock, at its cheapest offered rate), major units, as the property shows
   * prices (PricesShown); null when unavailable.
   */
  LowestTotalPrice: z.number().nullable(),
  /** LowestTotalPrice over the nights. */
  LowestPerNightPrice: z.number().nullable(),
  /** As Availability/Search: Available | CombinationUnavailable | NoRoomsForOccupancy | NoAvailability. */
  Outcome: z.enum(['Available', 'CombinationUnavailable', 'NoRoomsForOccupancy', 'NoAvailability']),
  /** Why the property cannot take this search ("This hotel is unavailable on your selected dates."), or null. */
  Message: z.string().nullable(),
  /** AllIn: the prices above include every tax and fee. BeforeTaxes: fees in, government taxes to add. */
  PricesShown: pricesShownSchema,
});
export type GroupPropertyResult = z.infer<typeof groupPropertyResultSchema>;

export const groupSearchResponseSchema = z.object({
  PropertyGroupId: z.number().int(),
  PropertyGroupCode: z.string(),
  Nights: z.number().int(),
  /** The group's properties (after the area and location filters), in the group's order. */
  Properties: z.array(groupPropertyResultSchema),
});
export type GroupSearchResponse = z.infer<typeof groupSearchResponseSchema>;

export const areaPriceSchema = z.object({ Currency: z.string(), LowestTotalPrice: z.number() });

export const groupAreaAvailabilitySchema = z.object({
  /** null: the group's properties not placed in an area. */
  AreaId: z.number().int().nullable(),
  Name: z.string(),
  PropertiesAvailable: z.number().int(),
  PropertiesTotal: z.number().int(),
  /** The lowest LowestTotalPrice of the area's available properties when they share a currency, else null. */
  LowestTotalPrice: z.number().nullable(),
  Currency: z.string().nullable(),
  /** The lowest price per currency, for areas whose properties sell in several. */
  LowestPrices: z.array(areaPriceSchema),
});
export type GroupAreaAvailability = z.infer<typeof groupAreaAvailabilitySchema>;

export const groupAreaAvailabilityResponseSchema = z.object({
  PropertyGroupId: z.number().int(),
  PropertyGroupCode: z.string(),
  Areas: z.array(groupAreaAvailabilitySchema),
});
export type GroupAreaAvailabilityResponse = z.infer<typeof groupAreaAvailabilityResponseSchema>;
