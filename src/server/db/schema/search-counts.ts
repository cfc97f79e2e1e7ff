import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ownedBy } from './columns';
import { properties } from './properties';

// Searches per property per day (the property's calendar day), for the staff's conversion
// figure: a count and nothing else, no personal data. Each app server counts in memory and
// adds its counts here every minute.
export const searchCounts = pgTable(
  'search_counts',
  {
    propertyId: ownedBy('property_id', () => properties.id),
    day: date('day', { mode: 'string' }).notNull(),
    searches: integer('searches').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);
