import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { TableBookingRequestInput, TimeSlot } from '../../../src/contract/restaurant';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { properties } from '../../../src/server/db/schema/properties';
import { restaurants, restaurantSlotCovers } from '../../../src/server/db/schema/restaurants';

// A guest booking a table at The Orangery, the demo hotel's restaurant (src/server/db/seed/
// demo.json): lunch 12:00-14:30 daily; dinner 18:00-21:30 Sunday to Thursday; on Friday and
// Saturday an early dinner 17:30-19:00 (table back after 90 minutes) and 19:30-22:00. Slots
// every 30 minutes up to, not including, the period's end; 24 covers a slot; parties of 1 to 10.
// Promotions: "Early evening menu" Monday to Thursday 18:00-19:00, "Sunday lunch".

/** Wednesday 2 June 2027, 12:10 in Harrogate (British Summer Time: 11:10 UTC). */
export const lunchtimeClock = new Date('2027-06-02T11:10:00Z');
export const wednesday = '2027-06-02';
export const thursday = '2027-06-03';
export const saturday = '2027-06-05';
export const sunday = '2027-06-06';

export interface OrangeryIds {
  propertyId: number;
  restaurantId: number;
}

export async function loadOrangery(db: Db): Promise<OrangeryIds> {
  const [row] = await db
    .select({ propertyId: properties.id, restaurantId: restaurants.id })
    .from(restaurants)
    .innerJoin(properties, eq(properties.id, restaurants.propertyId))
    .where(and(eq(properties.code, 'DEMO'), eq(restaurants.code, 'ORANGERY')));
  if (!row) throw new Error('the demo restaurant is missing');
  return row;
}

export function tableBooking(
  ids: OrangeryIds,
  overrides: Partial<TableBookingRequestInput> = {},
): TableBookingRequestInput {
  return {
    PropertyId: ids.propertyId,
    RestaurantId: ids.restaurantId,
    RestaurantName: 'The Orangery',
    VisitDate: thursday,
    VisitTime: '19:00',
    PartySize: 2,
    SpecialRequests: 'A table by the window, please.',
    IsReservation: false,
    Identifier: 'ada@example.com',
    PromotionId: null,
    Email: 'ada@example.com',
    ContactNumber: '+44 7700 900123',
    IsLeaveTimeRequired: false,
    ...overrides,
  };
}

let guestNumber = 0;
/** A client address of its own, so one test's bookings never count towards another's rate limit. */
export function guestAddress(): string {
  guestNumber++;
  return `10.${Math.floor(guestNumber / 250) % 250}.${guestNumber % 250}.${1 + Math.floor(Math.random() * 250)}`;
}

export function createTableBooking(app: App, body: TableBookingRequestInput, remoteAddress = guestAddress()) {
  return app.inject({ method: 'POST', url: '/api/RestaurantBooking/Create', payload: body, remoteAddress });
}

export async function availability(
  app: App,
  query: Record<string, string | number>,
): Promise<{ statusCode: number; slots: TimeSlot[]; body: string }> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/RestaurantBooking/Availability',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return {
    statusCode: res.statusCode,
    slots: res.statusCode === 200 ? (res.json() as TimeSlot[]) : [],
    body: res.body,
  };
}

export async function coversBooked(
  db: Db,
  restaurantId: number,
  visitDate: string,
  visitTime: string,
): Promise<number> {
  const [row] = await db
    .select({ booked: restaurantSlotCovers.booked })
    .from(restaurantSlotCovers)
    .where(
      and(
        eq(restaurantSlotCovers.restaurantId, restaurantId),
        eq(restaurantSlotCovers.visitDate, visitDate),
        eq(restaurantSlotCovers.visitTime, visitTime),
      ),
    );
  return row?.booked ?? 0;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'stayfront-restaurant-'));
}
