import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roomConfigurationOptions } from '../db/schema/rooms';
import { findGiftVoucherByCode } from '../shared/gift-vouchers';
import { createRoomCatalogueCache } from './ari-catalogue';
import { createNightlyAriReader } from './ari-nightly';

export type { RatePlanRecord, RoomCatalogue, RoomTypeRecord } from './ari-catalogue';
export type { NightlyAri } from './ari-nightly';

// Reads of a property's rooms and ARI (availability, rates and inventory): the catalogue
// (ari-catalogue.ts, kept in memory), the nights (ari-nightly.ts, read fresh), vouchers and bed
// set-ups. Only these files know those tables. Rows come out in the shapes src/domain/availability reads.

/** A gift voucher as the search reports it. */
export interface GiftVoucherRecord {
  code: string;
  /** Minor units of `currency`. */
  remaining: number;
  currency: string;
  expiresOn: string | null;
}

export function createAriRepository(db: Db) {
  return {
    ...createRoomCatalogueCache(db),
    ...createNightlyAriReader(db),

    /** A gift voucher of the property by its code, as a guest types it (any case). */
    findGiftVoucher: (propertyId: number, code: string): Promise<GiftVoucherRecord | undefined> =>
      findGiftVoucherByCode(db, propertyId, code),

    /** Bed set-ups offered with a room type (or, without one, with any): general ones first. */
    listRoomConfigurationOptions(propertyId: number, roomTypeId: number | undefined) {
      return db
        .select({
          RoomConfigurationDropdownOptionId: roomConfigurationOptions.id,
          Name: roomConfigurationOptions.name,
          RoomTypeId: roomConfigurationOptions.roomTypeId,
        })
        .from(roomConfigurationOptions)
        .where(
          and(
            eq(roomConfigurationOptions.propertyId, propertyId),
            roomTypeId === undefined
              ? undefined
              : or(isNull(roomConfigurationOptions.roomTypeId), eq(roomConfigurationOptions.roomTypeId, roomTypeId)),
          ),
        )
        .orderBy(
          sql`${roomConfigurationOptions.roomTypeId} IS NOT NULL`,
          asc(roomConfigurationOptions.roomTypeId),
          asc(roomConfigurationOptions.sortOrder),
          asc(roomConfigurationOptions.id),
        );
    },
  };
}

export type AriRepository = ReturnType<typeof createAriRepository>;
