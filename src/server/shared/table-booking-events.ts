import type { TableBookingData } from '../../contract/webhooks';
import type { Db } from '../db/client';
import type { restaurantBookings } from '../db/schema/restaurants';
import { enqueueWebhookEvent } from './webhook-outbox';

// The table_booking.created and table_booking.cancelled webhook events: the table booking as it
// then stands, written in the transaction that booked or cancelled it (the guest's booking in
// the restaurant feature, a cancellation by staff in admin-bookings), in order per booking.

type TableBookingRow = Pick<
  typeof restaurantBookings.$inferSelect,
  | 'bookingReference'
  | 'visitDate'
  | 'visitTime'
  | 'partySize'
  | 'email'
  | 'contactNumber'
  | 'specialRequests'
  | 'createdAt'
  | 'cancelledAt'
>;

export async function enqueueTableBookingEvent(
  db: Db,
  type: 'table_booking.created' | 'table_booking.cancelled',
  at: {
    property: { id: number; code: string };
    restaurant: { id: number; name: string };
    booking: TableBookingRow;
    now: Date;
  },
): Promise<void> {
  const { booking } = at;
  const data: TableBookingData = {
    PropertyCode: at.property.code,
    BookingReference: booking.bookingReference,
    RestaurantId: at.restaurant.id,
    RestaurantName: at.restaurant.name,
    VisitDate: booking.visitDate,
    VisitTime: booking.visitTime,
    PartySize: booking.partySize,
    Email: booking.email,
    ContactNumber: booking.contactNumber,
    SpecialRequests: booking.specialRequests,
    Status: booking.cancelledAt ? 'Cancelled' : 'Booked',
    CreatedAt: booking.createdAt.toISOString(),
    CancelledAt: booking.cancelledAt?.toISOString() ?? null,
  };
  await enqueueWebhookEvent(db, {
    propertyId: at.property.id,
    type,
    orderingKey: `table-booking:${booking.bookingReference}`,
    resource: data,
    now: at.now,
  });
}
