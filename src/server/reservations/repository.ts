import type { Db } from '../db/client';
import type { ReservationRow } from '../shared/reservation-lookups';
import { catalogueRecords } from './repository-catalogue';
import { bookingWriteError } from './repository-errors';
import { holdRecords } from './repository-holds';
import { inventoryRecords } from './repository-inventory';
import { reservationRecords } from './repository-reservations';

// Everything the reservations feature reads and writes, one module per aggregate: the booking
// (repository-reservations), its payment hold (repository-holds), the inventory it takes
// (repository-inventory) and what it refers to (repository-catalogue). Only these know the tables.

export type { ReservationRow };
export type { RoomNight } from '../../domain/room-nights';
export { confirmationEmailKind, type NewReservation, type NewReservationItem } from './repository-reservations';
export type { GiftVoucherRow, ServiceUse } from './repository-inventory';
export type { ServiceRecord } from './repository-catalogue';

function queries(db: Db) {
  return { ...reservationRecords(db), ...holdRecords(db), ...inventoryRecords(db), ...catalogueRecords(db) };
}

export type ReservationQueries = ReturnType<typeof queries>;

export function createReservationRepository(db: Db) {
  return {
    ...queries(db),
    /**
     * Runs `work` in one transaction with the same queries bound to it. A unique key or CHECK
     * the booking ran into comes out as a typed error (repository-errors.ts).
     */
    async transaction<T>(work: (tx: ReservationQueries) => Promise<T>): Promise<T> {
      try {
        return await db.transaction((tx) => work(queries(tx)));
      } catch (error) {
        throw bookingWriteError(error);
      }
    },
  };
}

export type ReservationRepository = ReturnType<typeof createReservationRepository>;
