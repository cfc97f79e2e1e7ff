import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, mayName, ownedBy, updatedAt } from './columns';
import type {
  BookingConfigurationSettings,
  PreCheckInConfiguration,
  PricesShown,
  TaxDefinition,
  Theme,
} from '../../../contract/property-definition';

// A group of properties searched together (docs/product.md, group search).
export const propertyGroups = pgTable('property_groups', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  logoFileUrl: text('logo_file_url'),
  imageUrl: text('image_url'),
  theme: jsonb('theme').$type<Theme>().notNull().default({}),
});

// An area is where properties of a group are (a city district, a coast).
export const areas = pgTable(
  'areas',
  {
    id: id(),
    groupId: ownedBy('group_id', () => propertyGroups.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('areas_group_code').on(t.groupId, t.code)],
);

export const properties = pgTable('properties', {
  id: id(),
  code: text('code').notNull().unique(),
  groupId: mayName('group_id', () => propertyGroups.id),
  areaId: mayName('area_id', () => areas.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  timeZone: text('time_zone').notNull(),
  currency: text('currency').notNull(),
  availableCurrencies: jsonb('available_currencies').$type<string[]>().notNull().default([]),
  logoFileUrl: text('logo_file_url'),
  propertyImageUrl: text('property_image_url'),
  hotelRating: integer('hotel_rating'),
  googleTagManagerContainerId: text('google_tag_manager_container_id'),
  facebookPixelId: text('facebook_pixel_id'),
  payByPaystack: boolean('pay_by_paystack').notNull().default(false),
  privacyPolicyUrl: text('privacy_policy_url'),
  termsAndConditionsUrl: text('terms_and_conditions_url'),
  websiteUrl: text('website_url'),
  email: text('email'),
  // Where the hotel is told of every new booking, change and cancellation; null: `email`.
  reservationsEmail: text('reservations_email'),
  telephone: text('telephone'),
  // Address lines as shown to guests; the structured parts serve the contact dialog and maps.
  street: text('street').notNull().default(''),
  city: text('city').notNull().default(''),
  postCode: text('post_code').notNull().default(''),
  countryCode: text('country_code').notNull().default('GB'),
  latitude: text('latitude'),
  longitude: text('longitude'),
  defaultPhoneCountryCode: text('default_phone_country_code').notNull().default('GB'),
  // Card types the property accepts (codes of credit_card_types).
  creditCards: jsonb('credit_cards').$type<string[]>().notNull().default([]),
  enableChildrenSearch: boolean('enable_children_search').notNull().default(true),
  enableInfantSearch: boolean('enable_infant_search').notNull().default(true),
  defaultOccupancyAdult: integer('default_occupancy_adult').notNull().default(1),
  defaultOccupancyChildren: integer('default_occupancy_children').notNull().default(0),
  defaultOccupancyInfant: integer('default_occupancy_infant').notNull().default(0),
  adultMaximumOccupancy: integer('adult_maximum_occupancy').notNull().default(4),
  childMaximumOccupancy: integer('child_maximum_occupancy').notNull().default(3),
  adultOccupancyLabel: text('adult_occupancy_label').notNull().default('Adults'),
  childOccupancyLabel: text('child_occupancy_label').notNull().default('Children'),
  infantOccupancyLabel: text('infant_occupancy_label').notNull().default('Infants'),
  theme: jsonb('theme').$type<Theme>().notNull().default({}),
  // The booking configuration (docs/property-definition.md): everything not stored above.
  bookingConfiguration: jsonb('booking_configuration').$type<BookingConfigurationSettings>().notNull(),
  preCheckInConfiguration: jsonb('pre_check_in_configuration').$type<PreCheckInConfiguration>().notNull(),
  // Taxes and fees as the definition file has them (validated there), and how headline
  // prices are shown: every search prices with them, so they are read with the property.
  taxes: jsonb('taxes').$type<TaxDefinition[]>().notNull().default([]),
  pricesShown: text('prices_shown', { enum: ['AllIn', 'BeforeTaxes'] })
    .$type<PricesShown>()
    .notNull()
    .default('AllIn'),
  // The definition file this property was last imported from, so the per-night window
  // can be rolled forward without the file.
  definition: jsonb('definition').notNull(),
  // Last night (YYYY-MM-DD) the per-night rows reach.
  expandedUntil: text('expanded_until').notNull(),
  updatedAt: updatedAt(),
});

// Locations within a property (a wing, a second building); room types sit in one.
export const locations = pgTable(
  'locations',
  {
    id: id(),
    propertyId: ownedBy('property_id', () => properties.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('locations_property_code').on(t.propertyId, t.code)],
);

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    baseCurrency: text('base_currency').notNull(),
    currency: text('currency').notNull(),
    // Units of `currency` for one unit of `baseCurrency`, as a decimal string.
    rate: text('rate').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('exchange_rates_pair').on(t.baseCurrency, t.currency),
    check('exchange_rates_positive', sql`${t.rate}::numeric > 0`),
  ],
);

// Server-wide settings that must survive restarts (e.g. the generated secret key).
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
