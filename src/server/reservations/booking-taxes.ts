import { toMajorUnits } from '../../domain/money';
import { amountPaidOnline, taxesOfLines, taxesToApi, type TaxLine } from '../../domain/taxes';

// A booking's taxes and fees as the API shows them, read from the lines kept with it when it
// was sold: never worked out again, so a later change of the property's taxes does not rewrite
// them (docs/decisions/0010-booking-keeps-its-lines.md).

/** What a booking keeps of its taxes (minor units of `currency`). */
export interface KeptBookingTaxes {
  /** Rooms + extras - voucher. */
  total: number;
  taxLines: TaxLine[];
  taxesAdded: number;
  payAtProperty: number;
  currency: string;
}

/** The booking's lines, everything the guest pays, what is paid at the hotel and what online. */
export function bookingTaxesToApi(booking: KeptBookingTaxes) {
  return {
    ...taxesToApi(
      {
        lines: booking.taxLines,
        total: booking.total + booking.taxesAdded,
        payAtProperty: booking.payAtProperty,
      },
      booking.currency,
    ),
    PaidOnline: toMajorUnits(amountPaidOnline(booking), booking.currency),
  };
}

/** One room's lines, its total with the added ones and what is paid at the hotel. */
export function roomTaxesToApi(room: { total: number; taxLines: TaxLine[] }, currency: string) {
  return taxesToApi(taxesOfLines(room.total, room.taxLines), currency);
}
