import { isPreCheckInCode, isPreCheckInOpen } from '../pre-check-in-link';
import type { PropertyRecord } from '../properties/repository';
import type { PreCheckInQueries, ReservationRow } from './repository';
import type { PreCheckInServiceDeps } from './service-deps';

// A pre-check-in link opens its booking only with the right code, while the stay is open.

/** The booking a link opens, or null (with no hint why, unless the guest cancelled it). */
export async function openBooking(
  deps: Pick<PreCheckInServiceDeps, 'properties' | 'secretKey' | 'now'>,
  queries: Pick<PreCheckInQueries, 'findByReferenceNumber'>,
  propertyRef: string,
  referenceNumber: string,
  code: string,
): Promise<{ property: PropertyRecord; row: ReservationRow } | 'cancelled' | null> {
  const property = await deps.properties.findProperty(propertyRef);
  if (!property) return null;
  const row = await queries.findByReferenceNumber(property.id, referenceNumber);
  if (!row) return null;
  if (
    !isPreCheckInCode(
      deps.secretKey,
      { propertyId: property.id, reservationId: row.id, referenceNumber: row.referenceNumber },
      code,
    )
  )
    return null;
  // The code is right, so the guest may be told their own booking's state.
  if (row.status === 'cancelled' && row.cancelledAt) return 'cancelled';
  if (!isPreCheckInOpen(row, property, deps.now())) return null;
  return { property, row };
}
