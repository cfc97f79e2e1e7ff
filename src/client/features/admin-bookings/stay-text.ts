import type { PaymentKind, PaymentPlanType, PaymentState } from '../../../contract/payment-schedule';
import type { ReservationStatus } from '../../../contract/reservation';
import { formatStayDate } from '../../../domain/stay-dates';

// How the console words a booking's facts.

export const statusNames: Record<ReservationStatus, string> = {
  Confirmed: 'Confirmed',
  Cancelled: 'Cancelled',
  NoShow: 'No-show',
  PendingPayment: 'Awaiting payment',
  Expired: 'Expired',
};

export const paymentTypeNames: Record<number, string> = {
  0: 'Card',
  1: 'Individual invoice',
  2: 'Voucher',
  3: 'Company invoice',
  4: 'Payment provider',
};

export const stayText = (dateFrom: string, dateTo: string) => `${formatStayDate(dateFrom)} – ${formatStayDate(dateTo)}`;

export const instantFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const guestsText = (adults: number, children: number, infants: number) =>
  [
    `${adults} adult${adults === 1 ? '' : 's'}`,
    children ? `${children} child${children === 1 ? '' : 'ren'}` : null,
    infants ? `${infants} infant${infants === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(', ');

// How a booking is paid, as the front desk reads it.

export const paymentPlanNames: Record<PaymentPlanType, string> = {
  PayNow: 'Paid in full',
  Deposit: 'Deposit and balance',
  PayAtProperty: 'Pay at the hotel',
};

export const paymentKindNames: Record<PaymentKind, string> = {
  Full: 'Full payment',
  Deposit: 'Deposit',
  Balance: 'Balance',
  AtProperty: 'At the hotel',
  PropertyTaxes: 'Taxes at the hotel',
  CancellationFee: 'Cancellation fee',
  NoShowFee: 'No-show fee',
};

export const paymentStateNames: Record<PaymentState, string> = {
  Due: 'Due',
  Paid: 'Paid',
  Failed: 'Failed',
  Waived: 'Waived',
  Refunded: 'Refunded',
};

/** An instant (a charge made or to be made) on the hotel's clock, wherever the desk's screen is. */
export const hotelInstant = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
