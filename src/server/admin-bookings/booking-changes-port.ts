import type { AdminGuestDetailsRequest } from '../../contract/admin-bookings';
import type { ReservationConfirmation } from '../../contract/reservation-confirmation';
import type { CancellableRoom } from '../../domain/cancellation-policy';
import type { TaxLine } from '../../domain/taxes';
import type { PropertyRecord } from '../properties/repository';
import type { StaffActor } from '../staff/access';
import type { ReservationRecord } from './detail-repository';

// What the console needs the reservations feature to do to a booking (cancel, no-show, send the
// confirmation again, correct the booker) and to quote. The reservations feature implements it
// (reservations/staff/service.ts); app.ts hands it in, so the two features stay apart.

export interface StaffChangeTarget {
  row: ReservationRecord;
  property: PropertyRecord;
  actor: StaffActor;
  idempotencyKey: string;
}

export interface BookingChanges {
  /** Minor units kept and given back if done now. */
  quote(
    row: ReservationRecord,
    bookedRooms: readonly CancellableRoom[],
    at: { now: Date; timeZone: string },
  ): {
    cancel: { fee: number; refund: number; feeTaxes: TaxLine[] };
    waived: { refund: number };
    noShow: { fee: number; refund: number; feeTaxes: TaxLine[] };
  };
  /** Major units kept and given back. */
  cancel(target: StaffChangeTarget, waiveFee: boolean): Promise<{ fee: number; refund: number }>;
  noShow(target: StaffChangeTarget): Promise<{ fee: number; refund: number }>;
  resendConfirmation(target: StaffChangeTarget): Promise<void>;
  editGuest(target: StaffChangeTarget, details: AdminGuestDetailsRequest): Promise<void>;
  /** A part of the payment schedule: the kept card charged now (402 when it declines), paid at the desk, or waived. */
  chargePayment(target: StaffChangeTarget, paymentId: number): Promise<void>;
  markPaymentPaid(target: StaffChangeTarget, paymentId: number): Promise<void>;
  waivePayment(target: StaffChangeTarget, paymentId: number): Promise<void>;
}

/** The booking as the guest's confirmation describes it (the reservations feature's). */
export type DescribeBooking = (row: ReservationRecord, property: PropertyRecord) => Promise<ReservationConfirmation>;
