import { bookingNotFoundMessage, type ManageReservation } from '../../../contract/manage-booking';
import { notFound } from '../../errors';
import type { PropertyRecord } from '../../properties/repository';
import type { PropertyLookup } from '../../properties/require-property';
import { hashConfirmationToken } from '../booking-reference';
import type { ConfirmationService } from '../confirmation';
import type { ReservationRow } from '../repository';
import { describeManagedBooking, type ManagedRoom } from './describe';
import type { ManageQueries } from './repository';

// Opening a booking by its link token, and reading it back with what the guest may still do.

export interface BookingReaderDeps {
  properties: PropertyLookup;
  confirmation: Pick<ConfirmationService, 'describeBooking'>;
  now: () => Date;
}

export async function roomsOf(
  queries: Pick<ManageQueries, 'listItems'>,
  reservationId: number,
): Promise<ManagedRoom[]> {
  const items = await queries.listItems(reservationId);
  return items.map((item) => ({
    id: item.id,
    dateFrom: item.dateFrom,
    dateTo: item.dateTo,
    roomTotal: item.roomTotal,
    extrasTotal: item.extrasTotal,
    total: item.total,
    taxLines: item.taxLines,
    refundable: item.refundable,
    cancellation: item.cancellation,
    status: item.status,
    cancelledAt: item.cancelledAt,
    cancellationFee: item.cancellationFee,
    arrivalTime: item.arrivalTime,
    roomTypeId: item.roomTypeId,
    extras: item.services.map((extra) => ({
      id: extra.id,
      serviceId: extra.serviceId,
      name: extra.name,
      quantity: extra.quantity,
      total: extra.total,
      addedAt: extra.addedAt,
      payAtHotel: extra.payAtHotel,
    })),
  }));
}

export function createBookingReader(
  deps: BookingReaderDeps,
  queries: Pick<ManageQueries, 'findByTokenHashAnywhere' | 'findById' | 'listItems'>,
) {
  return {
    async open(token: string): Promise<{ row: ReservationRow; property: PropertyRecord }> {
      const row = await queries.findByTokenHashAnywhere(hashConfirmationToken(token));
      // A booking that never became one (unpaid, expired) has nothing to manage.
      if (!row || row.status === 'pending_payment' || row.status === 'expired') throw notFound(bookingNotFoundMessage);
      const property = await deps.properties.findProperty(String(row.propertyId));
      if (!property) throw notFound(bookingNotFoundMessage);
      return { row, property };
    },

    async describe(reservationId: number, property: PropertyRecord, token: string): Promise<ManageReservation> {
      const row = (await queries.findById(reservationId))!;
      const [confirmation, rooms] = await Promise.all([
        deps.confirmation.describeBooking(row, property),
        roomsOf(queries, row.id),
      ]);
      return describeManagedBooking({ row, property, confirmation, rooms, confirmationToken: token, now: deps.now() });
    },
  };
}

export type BookingReader = ReturnType<typeof createBookingReader>;
