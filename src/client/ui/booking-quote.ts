import type { ReservationQuoteResponse } from '../../contract/reservation-quote';
import { toMinorUnits } from '../../domain/money';
import { taxLinesFromApi, type TaxLine } from '../../domain/taxes';
import { planOfOffer, type PaymentPlanView } from './payment-plan';

// What a booking will charge as the client shows it (the booking summary, checkout): POST
// /api/Reservation/Quote's answer with its amounts in minor units.

export interface QuotedRoom {
  roomMinor: number;
  extrasMinor: number;
  taxLines: TaxLine[];
}

export interface BookingQuote {
  rooms: QuotedRoom[];
  roomsMinor: number;
  extrasMinor: number;
  voucherDiscountMinor: number;
  /** Rooms + extras - voucher, included taxes inside. */
  priceMinor: number;
  taxLines: TaxLine[];
  /** Everything the guest pays, online and at the hotel. */
  totalWithTaxesMinor: number;
  payAtPropertyMinor: number;
  /** What is paid by card (or the payment provider, or billed on the invoice): now, later or at the hotel. */
  paidOnlineMinor: number;
  /**
   * How the card pays it: what is charged with the booking, what later to the card kept, what
   * at the hotel (the taxes the hotel collects last). Null from a server that does not say yet:
   * the pages then show what is paid online as paid now, as before payment policies.
   */
  payment: PaymentPlanView | null;
}

export function bookingQuoteOf(response: ReservationQuoteResponse): BookingQuote {
  const currency = response.Currency;
  const minor = (amount: number) => toMinorUnits(amount, currency);
  return {
    rooms: response.Rooms.map((room) => ({
      roomMinor: minor(room.TotalCost),
      extrasMinor: minor(room.ExtrasTotal),
      taxLines: taxLinesFromApi(room.Taxes, currency),
    })),
    roomsMinor: minor(response.RoomsTotal),
    extrasMinor: minor(response.ExtrasTotal),
    voucherDiscountMinor: minor(response.VoucherDiscount),
    priceMinor: minor(response.Total),
    taxLines: taxLinesFromApi(response.Taxes, currency),
    totalWithTaxesMinor: minor(response.TotalWithTaxes),
    payAtPropertyMinor: minor(response.PayAtProperty),
    paidOnlineMinor: minor(response.PaidOnline),
    payment: response.Payment ? planOfOffer(response.Payment, currency) : null,
  };
}
