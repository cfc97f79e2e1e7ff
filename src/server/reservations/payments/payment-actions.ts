import type { ManageActions } from '../../../contract/manage-booking';
import type { BookingPayment } from '../../../contract/payment-schedule';
import type { ReservationRow } from '../../shared/reservation-lookups';
import { isOpen, type BookingPaymentRow } from '../../shared/booking-payments';

// What a guest may do about paying their booking, read the same way by the manage booking
// answer (its Actions) and by Reservation/ReplaceCard and PayBalance (which refuse otherwise).

/** What the rules need to know of each part. */
export interface PartFacts {
  open: boolean;
  /** Charged by us (to the kept card, or with the booking). */
  automatic: boolean;
  atHotel: boolean;
  /** Not the taxes paid at the hotel, which are never charged online. */
  ownMoney: boolean;
}

export const factsOfRow = (row: BookingPaymentRow): PartFacts => ({
  open: isOpen(row),
  automatic: row.collect === 'automatic',
  atHotel: row.collect === 'at_property',
  ownMoney: row.kind !== 'PropertyTaxes',
});

const factsOfApi = (part: BookingPayment): PartFacts => ({
  open: part.State === 'Due' || part.State === 'Failed',
  automatic: part.Collect === 'Automatic',
  atHotel: part.Collect === 'AtProperty',
  ownMoney: part.Kind !== 'PropertyTaxes',
});

/** A part the guest may pay online now: charged by us, still open. */
export const payableOnline = (part: PartFacts) => part.open && part.automatic && part.ownMoney;

export type GuestPaymentActions = Pick<ManageActions, 'CanReplaceCard' | 'CanPayBalance'>;

export function paymentActionsOf(
  row: Pick<ReservationRow, 'status' | 'guarantee'>,
  parts: readonly PartFacts[],
): GuestPaymentActions {
  const anyPayable = parts.some(payableOnline);
  // A card is kept for later while the booking stands and something is still to be charged to
  // it, or while it guarantees what is owed at the hotel.
  const cardForLater =
    anyPayable || (row.guarantee === 'Card' && parts.some((part) => part.open && part.atHotel && part.ownMoney));
  return {
    CanReplaceCard: row.status === 'confirmed' && cardForLater,
    // A cancelled booking's fee (or a no-show's) whose charge failed is still the guest's to pay.
    CanPayBalance: ['confirmed', 'cancelled', 'no_show'].includes(row.status) && anyPayable,
  };
}

/** Actions.CanReplaceCard and CanPayBalance of the manage booking answer, from the schedule it shows. */
export function guestPaymentActions(
  row: Pick<ReservationRow, 'status' | 'guarantee'>,
  schedule: readonly BookingPayment[],
): GuestPaymentActions {
  return paymentActionsOf(row, schedule.map(factsOfApi));
}
