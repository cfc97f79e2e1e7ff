import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reservationItemGuests, reservationItems, reservationItemServices } from '../db/schema/reservations';
import { ratePlans, roomTypes } from '../db/schema/rooms';
import { services } from '../db/schema/services';

// The rooms of one booking as the confirmation and pre-check-in both show them: read once
// here so the two features cannot drift apart. Pass a transaction as `db` to read inside it.

/** The rooms of a booking with names, policy, guests and extras, in booking order. */
export async function readReservationRooms(db: Db, reservationId: number) {
  const items = await db
    .select({
      id: reservationItems.id,
      dateFrom: reservationItems.dateFrom,
      dateTo: reservationItems.dateTo,
      roomTypeId: reservationItems.roomTypeId,
      roomTypeName: roomTypes.name,
      ratePlanId: reservationItems.ratePlanId,
      ratePlanName: ratePlans.name,
      ratePlanCode: ratePlans.code,
      policy: ratePlans.policy,
      refundable: ratePlans.refundable,
      cancellation: ratePlans.cancellation,
      inclusions: ratePlans.inclusions,
      roomConfigurationOptionId: reservationItems.roomConfigurationOptionId,
      roomConfigurationName: reservationItems.roomConfigurationName,
      adults: reservationItems.adults,
      children: reservationItems.children,
      infants: reservationItems.infants,
      leadGuestFirstName: reservationItems.leadGuestFirstName,
      leadGuestLastName: reservationItems.leadGuestLastName,
      roomTotal: reservationItems.roomTotal,
      extrasTotal: reservationItems.extrasTotal,
      total: reservationItems.total,
      taxLines: reservationItems.taxLines,
      status: reservationItems.status,
      cancelledAt: reservationItems.cancelledAt,
      cancellationFee: reservationItems.cancellationFee,
      arrivalTime: reservationItems.arrivalTime,
    })
    .from(reservationItems)
    .innerJoin(roomTypes, eq(roomTypes.id, reservationItems.roomTypeId))
    .innerJoin(ratePlans, eq(ratePlans.id, reservationItems.ratePlanId))
    .where(eq(reservationItems.reservationId, reservationId))
    .orderBy(asc(reservationItems.position));
  const itemIds = items.map((item) => item.id);
  const [guests, extras] = itemIds.length
    ? await Promise.all([
        db
          .select({
            reservationItemId: reservationItemGuests.reservationItemId,
            individualId: reservationItemGuests.individualId,
            firstName: reservationItemGuests.firstName,
            lastName: reservationItemGuests.lastName,
            email: reservationItemGuests.email,
            phone: reservationItemGuests.phone,
          })
          .from(reservationItemGuests)
          .where(inArray(reservationItemGuests.reservationItemId, itemIds))
          .orderBy(asc(reservationItemGuests.position), asc(reservationItemGuests.id)),
        db
          .select({
            id: reservationItemServices.id,
            reservationItemId: reservationItemServices.reservationItemId,
            serviceId: reservationItemServices.serviceId,
            quantity: reservationItemServices.quantity,
            total: reservationItemServices.total,
            addedAt: reservationItemServices.addedAt,
            payAtHotel: reservationItemServices.payAtHotel,
            code: services.code,
            name: services.name,
            chargeType: services.chargeType,
            chargePerPerson: services.chargePerPerson,
          })
          .from(reservationItemServices)
          .innerJoin(services, eq(services.id, reservationItemServices.serviceId))
          .where(inArray(reservationItemServices.reservationItemId, itemIds))
          .orderBy(asc(reservationItemServices.id)),
      ])
    : [[], []];
  return items.map((item) => ({
    ...item,
    guests: guests.filter((guest) => guest.reservationItemId === item.id),
    services: extras.filter((extra) => extra.reservationItemId === item.id),
  }));
}
