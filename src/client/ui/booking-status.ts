import type { ReservationConfirmation } from '../../contract/reservation-confirmation';

// Where a booking stands, in the words every page about it uses: the confirmation, "Your
// bookings", the manage page.

export const bookingCancelledTitle = 'This booking has been cancelled';

/** Cancelled as a whole (the booking's status), whatever the reason. */
export const isBookingCancelled = (booking: Pick<ReservationConfirmation, 'Status'>) => booking.Status === 'Cancelled';
