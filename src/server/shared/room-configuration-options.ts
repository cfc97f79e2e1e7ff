import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roomConfigurationOptions } from '../db/schema/rooms';

// The bed set-ups a booking's rooms may name, read once here for the booking and for
// pre-check-in, so both check a guest's choice against the same rows.

/**
 * The property's bed set-ups (an option without a room type fits all), in the hotel's order;
 * with `ids`, only those.
 */
export async function readRoomConfigurationOptions(db: Db, propertyId: number, ids?: readonly number[]) {
  if (ids?.length === 0) return [];
  return db
    .select({
      id: roomConfigurationOptions.id,
      roomTypeId: roomConfigurationOptions.roomTypeId,
      name: roomConfigurationOptions.name,
    })
    .from(roomConfigurationOptions)
    .where(
      and(
        eq(roomConfigurationOptions.propertyId, propertyId),
        ids ? inArray(roomConfigurationOptions.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(roomConfigurationOptions.sortOrder), asc(roomConfigurationOptions.id));
}
