import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { reservations } from './reservations';
import { staffMembers } from './staff';

// Private notes the hotel's staff keep on a booking: never shown or sent to the guest.
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    // Who wrote it, as they were named then (a staff member may later leave).
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    // A note sent twice (a double click) under one key is kept once.
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_notes_reservation').on(t.reservationId, t.createdAt),
    uniqueIndex('booking_notes_reservation_key').on(t.reservationId, t.idempotencyKey),
  ],
);
