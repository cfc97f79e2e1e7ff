import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, mayName, ownedBy } from './columns';
import { reservations } from './reservations';
import { staffMembers } from './staff';

// Private notes the hotel's staff keep on a booking: never shown or sent to the guest.
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: id(),
    reservationId: ownedBy('reservation_id', () => reservations.id),
    // Who wrote it, as they were named then (a staff member may later leave).
    staffId: mayName('staff_id', () => staffMembers.id),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    // A note sent twice (a double click) under one key is kept once.
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_notes_reservation').on(t.reservationId, t.createdAt),
    uniqueIndex('booking_notes_reservation_key').on(t.reservationId, t.idempotencyKey),
  ],
);
