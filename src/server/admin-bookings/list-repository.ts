import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminReservationsQuery } from '../../contract/admin-bookings';
import type { Db } from '../db/client';
import { reservationItems, reservations, bookingPayments } from '../db/schema/reservations';
import { ratePlans } from '../db/schema/rooms';
import { statusCodeOf } from '../shared/reservation-status';

// The bookings list: one property's reservations filtered in SQL and paged there, newest first.
// The CSV export reads the same filters without the page.

export type ListFilters = Omit<AdminReservationsQuery, 'PropertyCode' | 'Page' | 'PageSize'>;

/** LIKE's own characters taken literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const pattern = `%${likeEscaped(search)}%`;
  const fullName = sql`(${reservations.bookerFirstName} || ' ' || ${reservations.bookerLastName})`;
  const leadGuest = sql`exists (select 1 from ${reservationItems} where ${reservationItems.reservationId} = ${reservations.id}
    and (${reservationItems.leadGuestFirstName} || ' ' || ${reservationItems.leadGuestLastName}) ilike ${pattern})`;
  const conditions: SQL[] = [
    ilike(reservations.referenceNumber, pattern),
    sql`${fullName} ilike ${pattern}`,
    ilike(reservations.bookerEmail, pattern),
    leadGuest,
  ];
  // Phone numbers are written every which way: compare their digits.
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 4 && /^[\d\s()+-]+$/.test(search))
    conditions.push(sql`regexp_replace(${reservations.bookerPhone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  return or(...conditions);
}

function whereOf(propertyId: number, timeZone: string, filters: ListFilters): SQL | undefined {
  const bookedOn = sql`(${reservations.createdAt} at time zone ${timeZone})::date`;
  const conditions: (SQL | undefined)[] = [
    eq(reservations.propertyId, propertyId),
    filters.Search ? searchCondition(filters.Search) : undefined,
    filters.StayFrom ? sql`${reservations.dateTo} > ${filters.StayFrom}` : undefined,
    filters.StayTo ? lte(reservations.dateFrom, filters.StayTo) : undefined,
    filters.BookedFrom ? sql`${bookedOn} >= ${filters.BookedFrom}::date` : undefined,
    filters.BookedTo ? sql`${bookedOn} <= ${filters.BookedTo}::date` : undefined,
    filters.Status ? eq(reservations.status, statusCodeOf[filters.Status]) : undefined,
    filters.PaymentType !== undefined ? eq(reservations.paymentType, filters.PaymentType) : undefined,
    filters.RatePlanId
      ? sql`exists (select 1 from ${reservationItems} where ${reservationItems.reservationId} = ${reservations.id}
          and ${reservationItems.ratePlanId} = ${filters.RatePlanId})`
      : undefined,
    filters.Payment
      ? sql`exists (select 1 from ${bookingPayments} where ${bookingPayments.reservationId} = ${reservations.id}
          and ${filters.Payment === 'PaymentFailed' ? sql`${bookingPayments.state} = 'failed'` : sql`${bookingPayments.state} in ('due', 'failed')`})`
      : undefined,
  ];
  return and(...conditions);
}

export type ListedReservation = Awaited<ReturnType<ReturnType<typeof createListRepository>['list']>>['rows'][number];

export function createListRepository(db: Db) {
  return {
    async list(
      property: { id: number; timeZone: string },
      filters: ListFilters,
      page: { offset: number; limit: number },
    ) {
      const where = whereOf(property.id, property.timeZone, filters);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: reservations.id,
            referenceNumber: reservations.referenceNumber,
            status: reservations.status,
            bookerFirstName: reservations.bookerFirstName,
            bookerLastName: reservations.bookerLastName,
            bookerEmail: reservations.bookerEmail,
            bookerPhone: reservations.bookerPhone,
            dateFrom: reservations.dateFrom,
            dateTo: reservations.dateTo,
            paymentType: reservations.paymentType,
            total: reservations.total,
            taxLines: reservations.taxLines,
            taxesAdded: reservations.taxesAdded,
            payAtProperty: reservations.payAtProperty,
            amountPaid: reservations.amountPaid,
            currency: reservations.currency,
            createdAt: reservations.createdAt,
          })
          .from(reservations)
          .where(where)
          .orderBy(desc(reservations.createdAt), desc(reservations.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(reservations)
          .where(where),
      ]);
      return { rows, total: Number(counted?.count ?? 0) };
    },

    /** Each booking's rooms' rate plan names, in room order. */
    async ratePlansOf(reservationIds: readonly number[]): Promise<Map<number, string[]>> {
      const byReservation = new Map<number, string[]>();
      if (reservationIds.length === 0) return byReservation;
      const rows = await db
        .select({ reservationId: reservationItems.reservationId, name: ratePlans.name })
        .from(reservationItems)
        .innerJoin(ratePlans, eq(ratePlans.id, reservationItems.ratePlanId))
        .where(inArray(reservationItems.reservationId, [...reservationIds]))
        .orderBy(asc(reservationItems.reservationId), asc(reservationItems.position));
      for (const row of rows)
        byReservation.set(row.reservationId, [...(byReservation.get(row.reservationId) ?? []), row.name]);
      return byReservation;
    },

    propertyRatePlans(propertyId: number) {
      return db
        .select({ RatePlanId: ratePlans.id, Name: ratePlans.name })
        .from(ratePlans)
        .where(eq(ratePlans.propertyId, propertyId))
        .orderBy(asc(ratePlans.name));
    },
  };
}
