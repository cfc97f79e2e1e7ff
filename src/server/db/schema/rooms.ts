import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueEntry, id, mayName, ownedBy, sortOrder } from './columns';
import type { PaymentPolicy } from '../../../domain/payment-schedule';
import type { CancellationPolicyDefinition } from '../../../contract/property-definition';
import { locations, properties } from './properties';

export const roomTypes = pgTable(
  'room_types',
  {
    id: id(),
    propertyId: ownedBy('property_id', () => properties.id),
    ...catalogueEntry(),
    // Public URLs of photos, first one is the cover.
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    // Short facts shown on the card ("22 m²", "King bed", "Garden view").
    features: jsonb('features').$type<string[]>().notNull().default([]),
    locationId: mayName('location_id', () => locations.id),
    minimumOccupancy: integer('minimum_occupancy').notNull().default(1),
    maximumOccupancy: integer('maximum_occupancy').notNull(),
    adultMaximumOccupancy: integer('adult_maximum_occupancy').notNull(),
    childMaximumOccupancy: integer('child_maximum_occupancy').notNull().default(0),
    sortOrder: sortOrder(),
  },
  (t) => [
    uniqueIndex('room_types_property_code').on(t.propertyId, t.code),
    check('room_types_occupancy', sql`${t.minimumOccupancy} >= 1 AND ${t.maximumOccupancy} >= ${t.minimumOccupancy}`),
  ],
);

// Which room types a guest may be offered as an upgrade from a room type.
export const roomTypeUpgrades = pgTable(
  'room_type_upgrades',
  {
    roomTypeId: ownedBy('room_type_id', () => roomTypes.id),
    upgradeRoomTypeId: ownedBy('upgrade_room_type_id', () => roomTypes.id),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.upgradeRoomTypeId] })],
);

// Bed set-ups a guest may ask for (RoomTypeConfiguration/Get); null room type = every room type.
export const roomConfigurationOptions = pgTable('room_configuration_options', {
  id: id(),
  propertyId: ownedBy('property_id', () => properties.id),
  roomTypeId: integer('room_type_id').references(() => roomTypes.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sortOrder: sortOrder(),
});

export const ratePlans = pgTable(
  'rate_plans',
  {
    id: id(),
    propertyId: ownedBy('property_id', () => properties.id),
    ...catalogueEntry(),
    // What the rate includes ("Breakfast for two") and its cancellation/payment policy text.
    inclusions: jsonb('inclusions').$type<string[]>().notNull().default([]),
    policy: text('policy').notNull().default(''),
    refundable: boolean('refundable').notNull().default(true),
    // The policy as rules (the definition file's Cancellation, a derived plan's inherited);
    // null on a refundable plan: free until the arrival day starts, then the first night.
    cancellation: jsonb('cancellation').$type<CancellationPolicyDefinition>(),
    // How the plan is paid (the definition file's Payment, a derived plan's inherited), in minor units.
    payment: jsonb('payment').$type<PaymentPolicy>().notNull().default({ type: 'PayNow' }),
    // Shown only when the guest searches with this promo code (case-insensitive); null = public.
    promoCode: text('promo_code'),
    // A marketing label when the plan is a promotion ("Spring offer").
    promotion: text('promotion'),
    // Percentage taken off the per-night costs; the undiscounted costs are the Original* twins.
    discountPercent: integer('discount_percent').notNull().default(0),
    baseNumberOfAdults: integer('base_number_of_adults').notNull().default(1),
    useOccupancyForRatePlan: boolean('use_occupancy_for_rate_plan').notNull().default(false),
    minimumOccupancy: integer('minimum_occupancy'),
    maximumOccupancy: integer('maximum_occupancy'),
    adultMaximumOccupancy: integer('adult_maximum_occupancy'),
    childMaximumOccupancy: integer('child_maximum_occupancy'),
    canPayByCompanyInvoice: boolean('can_pay_by_company_invoice').notNull().default(false),
    sortOrder: sortOrder(),
  },
  (t) => [
    uniqueIndex('rate_plans_property_code').on(t.propertyId, t.code),
    check('rate_plans_discount', sql`${t.discountPercent} BETWEEN 0 AND 100`),
  ],
);

// ARI: one row per room type, rate plan and night. Amounts are minor units (pence, cents).
export const nightlyRates = pgTable(
  'nightly_rates',
  {
    roomTypeId: ownedBy('room_type_id', () => roomTypes.id),
    ratePlanId: ownedBy('rate_plan_id', () => ratePlans.id),
    date: date('date', { mode: 'string' }).notNull(),
    baseRate: integer('base_rate').notNull(),
    costPerRoom: integer('cost_per_room').notNull().default(0),
    costPerAdult: integer('cost_per_adult').notNull().default(0),
    costPerChild: integer('cost_per_child').notNull().default(0),
    costPerInfant: integer('cost_per_infant').notNull().default(0),
    perPersonCostPerAdult: integer('per_person_cost_per_adult').notNull().default(0),
    perPersonCostPerChild: integer('per_person_cost_per_child').notNull().default(0),
    perPersonCostPerInfant: integer('per_person_cost_per_infant').notNull().default(0),
    closed: boolean('closed').notNull().default(false),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
    minStay: integer('min_stay').notNull().default(1),
    maxStay: integer('max_stay'),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.ratePlanId, t.date] }),
    check('nightly_rates_amounts', sql`${t.baseRate} >= 0`),
    check('nightly_rates_stay', sql`${t.minStay} >= 1 AND (${t.maxStay} IS NULL OR ${t.maxStay} >= ${t.minStay})`),
  ],
);

// Rooms to sell per room type and night. `booked` only moves through conditional updates;
// the CHECK is the last guard against overbooking.
export const roomInventory = pgTable(
  'room_inventory',
  {
    roomTypeId: ownedBy('room_type_id', () => roomTypes.id),
    date: date('date', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    booked: integer('booked').notNull().default(0),
    // Staff stopped the sale of the room type on this night, whatever its rate plans say.
    stopSell: boolean('stop_sell').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.date] }),
    check('room_inventory_bounds', sql`${t.booked} >= 0 AND ${t.total} >= 0 AND ${t.booked} <= ${t.total}`),
  ],
);
