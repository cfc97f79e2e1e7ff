import { isDeepStrictEqual } from 'node:util';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  BookingRevision,
  BookingRevisionStatus,
  RevisionBooking,
  RevisionRoom,
} from '../../contract/admin-connections';
import type { PaymentType } from '../../contract/reservation';
import { spreadNights } from '../../domain/booked-taxes';
import { toMajorUnits } from '../../domain/money';
import { taxesOfLines, taxesToApi } from '../../domain/taxes';
import type { Db } from '../db/client';
import { bookingRevisionFeeds, bookingRevisions, externalCodes } from '../db/schema/connections';
import { companies } from '../db/schema/commerce';
import { properties } from '../db/schema/properties';
import { roomTypes } from '../db/schema/rooms';
import { countries } from '../db/schema/static-data';
import { bookerContactOf } from './booking-fields';
import { bookingPaymentsToApi, listBookingPayments } from './booking-payments';
import { findReservationById, type ReservationRow } from './reservation-lookups';
import { readReservationRooms } from './reservation-rooms';
import { statusNameOf } from './reservation-status';
import { enqueueWebhookEvent } from './webhook-outbox';

// A booking's revisions: every event of a booking (made, changed, cancelled, marked
// a no-show) writes the whole booking as it then stands, in the transaction of the event, so
// the hotel's other systems read exactly what was committed and nothing that was rolled back.
// This is the one writer: every change calls recordBookingRevision at its end, and the feed
// (GET Admin/BookingRevisions), the booking's page and the booking.revision webhook all read
// what it wrote.
//
// Order: the revision takes the next position of its property's feed from
// booking_revision_feeds, whose row stays locked until the change commits. Another booking of
// the same hotel waits there for that commit before it takes the next position, so positions
// are committed in order: a reader paging by position never passes one that commits later.
// The lock is taken last in the change, after any card has been charged, and held only for the
// few writes after it.

/** What a change reports; a change of a booking that has ended (a fee paid after it was cancelled) keeps its ending. */
export type RevisionEvent = BookingRevisionStatus;

export type BookingRevisionRow = typeof bookingRevisions.$inferSelect;

const endingOf: Partial<Record<ReservationRow['status'], BookingRevisionStatus>> = {
  cancelled: 'Cancelled',
  no_show: 'NoShow',
};

/**
 * Writes the booking's next revision, its place in the hotel's feed and its webhook event, in
 * the caller's transaction (pass it as `db`). Nothing is written for a booking never made (a
 * provider payment still awaited, or that lapsed), nor when the booking as the feed shows it is
 * the same as in its last revision. Answers the revision, or null.
 */
export async function recordBookingRevision(
  db: Db,
  reservationId: number,
  event: RevisionEvent,
  now: Date,
): Promise<BookingRevisionRow | null> {
  const row = await findReservationById(db, reservationId);
  if (!row || row.status === 'pending_payment' || row.status === 'expired') return null;
  const status = event === 'Modified' ? (endingOf[row.status] ?? 'Modified') : event;
  const booking = await describeRevisionBooking(db, row);

  const [last] = await db
    .select({ status: bookingRevisions.status, booking: bookingRevisions.booking })
    .from(bookingRevisions)
    .where(eq(bookingRevisions.reservationId, reservationId))
    .orderBy(desc(bookingRevisions.sequence))
    .limit(1);
  if (last && last.status === status && isDeepStrictEqual(last.booking, booking)) return null;

  // From here to the commit, the hotel's other bookings wait to take their place in the feed.
  const [feed] = await db
    .insert(bookingRevisionFeeds)
    .values({ propertyId: row.propertyId, lastPosition: 1 })
    .onConflictDoUpdate({
      target: bookingRevisionFeeds.propertyId,
      set: { lastPosition: sql`${bookingRevisionFeeds.lastPosition} + 1` },
    })
    .returning({ lastPosition: bookingRevisionFeeds.lastPosition });
  const [revision] = await db
    .insert(bookingRevisions)
    .values({
      propertyId: row.propertyId,
      reservationId,
      referenceNumber: row.referenceNumber,
      // Counted under the feed's lock: every revision of the hotel before it has committed.
      sequence: sql`(SELECT coalesce(max(${bookingRevisions.sequence}), 0) + 1 FROM ${bookingRevisions} WHERE ${bookingRevisions.reservationId} = ${reservationId})`,
      feedPosition: feed!.lastPosition,
      status,
      booking,
      createdAt: now,
    })
    .returning();
  await enqueueWebhookEvent(db, {
    propertyId: row.propertyId,
    type: 'booking.revision',
    orderingKey: row.referenceNumber,
    resource: bookingRevisionToApi(revision!),
    now,
  });
  return revision!;
}

/** A revision as the feed and the webhook answer it. */
export function bookingRevisionToApi(
  revision: Pick<
    BookingRevisionRow,
    'id' | 'referenceNumber' | 'sequence' | 'status' | 'createdAt' | 'booking' | 'acknowledgedAt' | 'externalReference'
  >,
): BookingRevision {
  return {
    RevisionId: revision.id,
    ReferenceNumber: revision.referenceNumber,
    Sequence: revision.sequence,
    Status: revision.status,
    CreatedAt: revision.createdAt.toISOString(),
    Booking: revision.booking as unknown as RevisionBooking,
    AcknowledgedAt: revision.acknowledgedAt?.toISOString() ?? null,
    ExternalReference: revision.externalReference,
  };
}

/** A booking's revisions, oldest first (its page in the console). */
export function listBookingRevisions(db: Db, reservationId: number) {
  return db
    .select({
      id: bookingRevisions.id,
      sequence: bookingRevisions.sequence,
      status: bookingRevisions.status,
      createdAt: bookingRevisions.createdAt,
      acknowledgedAt: bookingRevisions.acknowledgedAt,
      externalReference: bookingRevisions.externalReference,
      alertedAt: bookingRevisions.alertedAt,
    })
    .from(bookingRevisions)
    .where(eq(bookingRevisions.reservationId, reservationId))
    .orderBy(asc(bookingRevisions.sequence));
}

/** The booking as a revision carries it, read inside the caller's transaction. */
async function describeRevisionBooking(db: Db, row: ReservationRow): Promise<RevisionBooking> {
  const money = (minor: number) => toMajorUnits(minor, row.currency);
  // One query after another: a transaction's connection answers one at a time.
  const items = await readReservationRooms(db, row.id);
  const payments = await listBookingPayments(db, row.id);
  const [property] = await db
    .select({ code: properties.code })
    .from(properties)
    .where(eq(properties.id, row.propertyId));
  const [company] = row.companyId
    ? await db
        .select({ id: companies.id, accountCode: companies.accountCode, name: companies.name })
        .from(companies)
        .where(eq(companies.id, row.companyId))
    : [];
  const [country] = row.bookerCountryId
    ? await db.select({ code: countries.code }).from(countries).where(eq(countries.id, row.bookerCountryId))
    : [];
  const codes = await codesOf(
    db,
    row.propertyId,
    items.map((item) => item.roomTypeId),
    items.map((item) => item.ratePlanId),
  );

  const rooms = items.map((item): RevisionRoom => {
    const cancelled = item.status === 'cancelled';
    return {
      ReservationItemId: item.id,
      Status: cancelled ? 'Cancelled' : 'Booked',
      DateFrom: item.dateFrom,
      DateTo: item.dateTo,
      RoomTypeId: item.roomTypeId,
      RoomTypeCode: codes.roomTypeCode.get(item.roomTypeId) ?? '',
      RoomTypeName: item.roomTypeName,
      RatePlanId: item.ratePlanId,
      RatePlanCode: item.ratePlanCode,
      RatePlanName: item.ratePlanName,
      ExternalCodes: codes.externalOf(item.roomTypeId, item.ratePlanId),
      RoomConfigurationName: item.roomConfigurationName,
      NumberOfAdults: item.adults,
      NumberOfChildren: item.children,
      NumberOfInfants: item.infants,
      ArrivalTime: item.arrivalTime,
      Guests: item.guests.map((guest) => ({
        FirstName: guest.firstName,
        LastName: guest.lastName,
        Email: guest.email,
        Phone: guest.phone,
      })),
      // The booking keeps the room's price for the stay: spread over its nights in minor units
      // (the odd units on the first nights), so the nights add up to it exactly.
      Nights: spreadNights(item.dateFrom, item.dateTo, item.roomTotal).map((night) => ({
        Date: night.date,
        Price: money(night.price),
      })),
      Extras: item.services.map((extra) => ({
        ServiceId: extra.serviceId,
        ServiceCode: extra.code,
        ServiceName: extra.name,
        Quantity: extra.quantity,
        TotalCost: money(extra.total),
        PayAtHotel: extra.payAtHotel,
      })),
      RoomCost: money(item.roomTotal),
      ExtrasCost: money(item.extrasTotal),
      TotalCost: money(item.total),
      CancellationFee: money(item.cancellationFee),
      ...taxesToApi(taxesOfLines(cancelled ? item.cancellationFee : item.total, item.taxLines), row.currency),
    };
  });

  return {
    PropertyCode: property?.code ?? '',
    ReferenceNumber: row.referenceNumber,
    Status: statusNameOf[row.status],
    CreatedAt: row.createdAt.toISOString(),
    DateFrom: row.dateFrom,
    DateTo: row.dateTo,
    Currency: row.currency,
    Booker: {
      ...bookerContactOf(row),
      CountryCode: country?.code ?? null,
      ZipCode: row.bookerZipCode,
    },
    Company: company ? { AccountId: company.id, AccountCode: company.accountCode, Name: company.name } : null,
    PONumber: row.poNumber,
    Notes: row.notes,
    Comment: row.comment,
    PromoCode: row.promoCode,
    GiftVoucherCode: row.giftVoucherCode,
    PaymentType: row.paymentType as PaymentType,
    PaymentPlan: row.paymentPlan,
    Guarantee: row.guarantee,
    Rooms: rooms,
    RoomsTotal: money(row.roomsTotal),
    ExtrasTotal: money(row.extrasTotal),
    VoucherDiscount: money(row.voucherDiscount),
    TotalCost: money(row.total),
    ...taxesToApi(
      { lines: row.taxLines, total: row.total + row.taxesAdded, payAtProperty: row.payAtProperty },
      row.currency,
    ),
    AmountPaid: money(row.amountPaid),
    AmountRefunded: money(row.amountRefunded),
    CancellationFees: money(row.cancellationFees),
    ...bookingPaymentsToApi(payments, row.currency),
  };
}

/** Our room type codes, and every connection's codes for the booking's room types and rate plans. */
async function codesOf(db: Db, propertyId: number, roomTypeIds: number[], ratePlanIds: number[]) {
  // A booking always has a room; an empty list would be no query at all.
  if (roomTypeIds.length === 0) roomTypeIds = [0];
  const types = await db
    .select({ id: roomTypes.id, code: roomTypes.code })
    .from(roomTypes)
    .where(inArray(roomTypes.id, [...new Set(roomTypeIds)]));
  const external = await db
    .select({
      connection: externalCodes.connection,
      entity: externalCodes.entity,
      entityId: externalCodes.entityId,
      code: externalCodes.code,
    })
    .from(externalCodes)
    .where(
      and(
        eq(externalCodes.propertyId, propertyId),
        inArray(externalCodes.entityId, [...new Set([...roomTypeIds, ...ratePlanIds])]),
      ),
    );
  const codeOf = (connection: string, entity: 'room_type' | 'rate_plan', id: number) =>
    external.find((code) => code.connection === connection && code.entity === entity && code.entityId === id)?.code ??
    null;
  return {
    roomTypeCode: new Map(types.map((type) => [type.id, type.code])),
    externalOf(roomTypeId: number, ratePlanId: number): RevisionRoom['ExternalCodes'] {
      const connections = [
        ...new Set(
          external
            .filter(
              (code) =>
                (code.entity === 'room_type' && code.entityId === roomTypeId) ||
                (code.entity === 'rate_plan' && code.entityId === ratePlanId),
            )
            .map((code) => code.connection),
        ),
      ].sort();
      return Object.fromEntries(
        connections.map((connection) => [
          connection,
          {
            RoomTypeCode: codeOf(connection, 'room_type', roomTypeId),
            RatePlanCode: codeOf(connection, 'rate_plan', ratePlanId),
          },
        ]),
      );
    },
  };
}
