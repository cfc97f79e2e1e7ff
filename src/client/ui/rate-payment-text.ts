import type { OfferPayment } from '../../contract/payment-schedule';

// A rate card's word on how its plan is paid: kept apart from payment-plan.ts, which the
// summary, checkout and the booking pages load later, so the first screen of the rates stays small.

/**
 * What a rate card says of how its plan is paid, from the price's own Payment: "Pay at the
 * hotel", "30 % deposit today", "First night today", "€50.00 deposit today", "Pay now,
 * non-refundable" or "Pay now".
 */
export function ratePaymentText(
  payment: Pick<OfferPayment, 'Type' | 'DueNow' | 'Deposit'>,
  refundable: boolean,
  formatMajor: (amountMajor: number) => string,
): string {
  switch (payment.Type) {
    case 'PayAtProperty':
      return 'Pay at the hotel';
    case 'Deposit':
      if (payment.Deposit?.Type === 'Percent' && payment.Deposit.Percent !== null)
        return `${payment.Deposit.Percent} % deposit today`;
      if (payment.Deposit?.Type === 'FirstNight') return 'First night today';
      return `${formatMajor(payment.DueNow)} deposit today`;
    case 'PayNow':
      return refundable ? 'Pay now' : 'Pay now, non-refundable';
  }
}
