import { sumTaxLines, taxesOfLines, taxesToApi, type ApiTaxLine, type TaxLine } from '../../../domain/taxes';
import type { ManageQueries } from './repository';

// A booking's taxes are the sum of its rooms' (design.md section 13): after a change has written
// a room's new lines, the booking's lines, the taxes added on top of its total and the part paid
// at the hotel are restated from its rooms, in the change's transaction.

export async function restateBookingTaxes(
  tx: Pick<ManageQueries, 'listItemTaxLines' | 'adjustReservation'>,
  reservationId: number,
): Promise<void> {
  const rooms = await tx.listItemTaxLines(reservationId);
  const lines = sumTaxLines(rooms.map((room) => room.taxLines));
  const taxes = taxesOfLines(0, lines);
  await tx.adjustReservation(
    reservationId,
    { taxLines: lines, taxesAdded: taxes.total, payAtProperty: taxes.payAtProperty },
    {},
  );
}

/** Lines alone in the API's form (major units). */
export function taxLinesToApi(lines: readonly TaxLine[], currency: string): ApiTaxLine[] {
  return taxesToApi({ lines: [...lines], total: 0, payAtProperty: 0 }, currency).Taxes;
}
