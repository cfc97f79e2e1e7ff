import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueEntry, createdAt, id, instant, ownedBy } from './columns';
import type { RestaurantOpeningPeriod, RestaurantPromotion } from '../../../contract/property-definition';
import { properties } from './properties';

export const restaurants = pgTable(
  'restaurants',
  {
    id: id(),
    propertyId: ownedBy('property_id', () => properties.id),
    ...catalogueEntry(),
    minOnlinePartySize: integer('min_online_party_size').notNull().default(1),
    maxOnlinePartySize: integer('max_online_party_size').notNull().default(8),
    noAvailabilityText: text('no_availability_text').notNull().default('Sorry, there are no tables available.'),
    slotIntervalMinutes: integer('slot_interval_minutes').notNull().default(30),
    coversPerSlot: integer('covers_per_slot').notNull(),
    // How long a table is held when a leave time applies (minutes).
    sittingMinutes: integer('sitting_minutes').notNull().default(90),
    openingPeriods: jsonb('opening_periods').$type<RestaurantOpeningPeriod[]>().notNull(),
    promotions: jsonb('promotions').$type<RestaurantPromotion[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('restaurants_property_code').on(t.propertyId, t.code),
    check(
      'restaurants_party',
      sql`${t.minOnlinePartySize} >= 1 AND ${t.maxOnlinePartySize} >= ${t.minOnlinePartySize}`,
    ),
  ],
);

// Covers taken per restaurant slot; `booked` only moves through conditional updates.
export const restaurantSlotCovers = pgTable(
  'restaurant_slot_covers',
  {
    restaurantId: ownedBy('restaurant_id', () => restaurants.id),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    // HH:mm
    visitTime: text('visit_time').notNull(),
    total: integer('total').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('restaurant_slot_covers_key').on(t.restaurantId, t.visitDate, t.visitTime),
    check('restaurant_slot_covers_bounds', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.total}`),
  ],
);

export const restaurantBookings = pgTable('restaurant_bookings', {
  id: id(),
  restaurantId: ownedBy('restaurant_id', () => restaurants.id),
  bookingReference: text('booking_reference').notNull().unique(),
  visitDate: date('visit_date', { mode: 'string' }).notNull(),
  visitTime: text('visit_time').notNull(),
  partySize: integer('party_size').notNull(),
  email: text('email').notNull(),
  contactNumber: text('contact_number').notNull(),
  specialRequests: text('special_requests').notNull().default(''),
  isReservation: boolean('is_reservation').notNull().default(false),
  identifier: text('identifier'),
  promotionId: integer('promotion_id'),
  isLeaveTimeRequired: boolean('is_leave_time_required').notNull().default(false),
  // Cancelled by the hotel: its covers went back on sale.
  cancelledAt: instant('cancelled_at'),
  createdAt: createdAt(),
});
