import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueEntry, id, ownedBy, sortOrder } from './columns';
import { properties } from './properties';

// Extras a guest can add to a room (the API's Service).
export const services = pgTable(
  'services',
  {
    id: id(),
    propertyId: ownedBy('property_id', () => properties.id),
    ...catalogueEntry(),
    imageUrl: text('image_url'),
    chargeType: text('charge_type', { enum: ['PerStay', 'PerDay', 'PerQuantity'] }).notNull(),
    chargePerPerson: boolean('charge_per_person').notNull().default(false),
    // null = unlimited. `used` moves only through conditional updates.
    startingInventory: integer('starting_inventory'),
    usedInventory: integer('used_inventory').notNull().default(0),
    // Restrictions to room types / rate plans by id; null = offered with all.
    roomTypeIds: jsonb('room_type_ids').$type<number[] | null>(),
    ratePlanIds: jsonb('rate_plan_ids').$type<number[] | null>(),
    sortOrder: sortOrder(),
  },
  (t) => [
    uniqueIndex('services_property_code').on(t.propertyId, t.code),
    check(
      'services_inventory',
      sql`${t.usedInventory} >= 0 AND (${t.startingInventory} IS NULL OR ${t.usedInventory} <= ${t.startingInventory})`,
    ),
  ],
);

// A service's price is the sum of its articles (e.g. "Prosecco" + "Chocolates").
export const serviceArticles = pgTable(
  'service_articles',
  {
    id: id(),
    serviceId: ownedBy('service_id', () => services.id),
    name: text('name').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [check('service_articles_price', sql`${t.price} >= 0`)],
);
