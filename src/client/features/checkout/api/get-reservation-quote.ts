import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationQuoteRequestInput, ReservationQuoteResponse } from '../../../../contract/reservation-quote';
import { toMinorUnits } from '../../../../domain/money';
import { taxLinesFromApi, type TaxLine } from '../../../../domain/taxes';
import { apiRequest } from '../../../api';
import type { BasketItem } from '../../../basket/basket';
import { planOfOffer, type PaymentPlanView } from '../../../ui/payment-plan';

// POST /api/Reservation/Quote: what the booking will charge, priced by the server as Create
// prices it, with every tax and fee line (the extras' too, which the client cannot work out).
// The summary and checkout show it. A read: cached by its request (the basket's rooms, extras,
// promo code and voucher), so it is asked again when any of them changes. Amounts become
// minor units here, once.

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

/** The quote request of the basket's rooms, with the search's promo code and the gift voucher applied. */
export function quoteRequestOf(
  propertyCode: string,
  items: readonly BasketItem[],
  codes: { promoCode: string | null | undefined; voucherCode: string | null | undefined },
): ReservationQuoteRequestInput {
  return {
    PropertyId: propertyCode,
    PromoCode: codes.promoCode || null,
    HopGiftVoucherCode: codes.voucherCode || null,
    Rooms: items.map((item) => ({
      DateFrom: item.dateFrom,
      DateTo: item.dateTo,
      RoomTypeId: item.roomTypeId,
      RatePlanId: item.ratePlanId,
      NumberOfAdults: item.adults,
      NumberOfChildren: item.children,
      NumberOfInfants: item.infants,
      Services: item.services
        .filter((service) => service.Quantity > 0)
        .map((service) => ({ ServiceId: service.ServiceId, Quantity: service.Quantity })),
    })),
  };
}

export const reservationQuoteQueryOptions = (request: ReservationQuoteRequestInput) =>
  queryOptions({
    queryKey: ['reservationQuote', request],
    queryFn: async ({ signal }) =>
      bookingQuoteOf(await apiRequest<ReservationQuoteResponse>('Reservation/Quote', { body: request, signal })),
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    // The summary shows the search's lines meanwhile: no need to keep a guest waiting on retries.
    retry: 1,
  });

/** The basket's quote; undefined while it loads, offline or when it fails (the summary shows the search's lines). */
export function useReservationQuote(
  propertyCode: string,
  items: readonly BasketItem[],
  codes: { promoCode: string | null | undefined; voucherCode: string | null | undefined },
): BookingQuote | undefined {
  const quote = useQuery({
    ...reservationQuoteQueryOptions(quoteRequestOf(propertyCode, items, codes)),
    enabled: items.length > 0,
  });
  // A quote of rooms no longer in the basket (a step back) is not this basket's.
  return quote.data && quote.data.rooms.length === items.length && !quote.isError ? quote.data : undefined;
}
