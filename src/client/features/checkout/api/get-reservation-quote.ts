import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationQuoteRequestInput, ReservationQuoteResponse } from '../../../../contract/reservation-quote';
import { apiRequest } from '../../../api';
import type { BasketItem } from '../../../basket/basket';
import { bookingQuoteOf, type BookingQuote } from '../../../ui/booking-quote';

// POST /api/Reservation/Quote: what the booking will charge, priced by the server as Create
// prices it, with every tax and fee line (the extras' too, which the client cannot work out).
// The summary and checkout show it. A read: cached by its request (the basket's rooms, extras,
// promo code and voucher), so it is asked again when any of them changes. Amounts become
// minor units here, once (ui/booking-quote.ts).

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
