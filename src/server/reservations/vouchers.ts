import type { CheckVoucherCodeRequest, CheckVoucherCodeResponse } from '../../contract/reservation';
import { formatMoney, toMajorUnits } from '../../domain/money';
import { todayIn } from '../../domain/same-day';
import { requireProperty, type PropertyLookup } from '../properties/require-property';
import { priceBooking, type StayAriSource } from './price-booking';
import type { GiftVoucherRow, ReservationQueries } from './repository';

// Gift vouchers (the API's HopGiftVoucherCode): what one takes off a booking, and POST
// Reservation/CheckVoucherCode. The value is redeemed only by Reservation/Create, in its
// transaction, never below zero.

export const voucherMessages = {
  notFound: 'Sorry, this gift voucher code is not valid.',
  expired: 'Sorry, this gift voucher has expired.',
  usedUp: 'Sorry, this gift voucher has already been used in full.',
  wrongCurrency: (voucherCurrency: string, currency: string) =>
    `Sorry, this gift voucher is in ${voucherCurrency} and cannot be used for a booking in ${currency}.`,
  experience: 'This voucher is for an experience at the hotel. Please contact us before using it towards a stay.',
  changed: "Your gift voucher's balance has changed. Please check the voucher again.",
} as const;

export type VoucherDiscount = { usable: true; discount: number } | { usable: false; message: string };

/** What the voucher takes off a booking of `subtotal` (rooms + extras, minor units): all of it, or what remains on the voucher. */
export function voucherDiscountFor(
  voucher: GiftVoucherRow | undefined,
  booking: { subtotal: number; currency: string; today: string },
): VoucherDiscount {
  if (!voucher) return { usable: false, message: voucherMessages.notFound };
  if (voucher.expiresOn !== null && voucher.expiresOn < booking.today)
    return { usable: false, message: voucherMessages.expired };
  if (voucher.remaining <= 0) return { usable: false, message: voucherMessages.usedUp };
  if (voucher.currency !== booking.currency)
    return { usable: false, message: voucherMessages.wrongCurrency(voucher.currency, booking.currency) };
  return { usable: true, discount: Math.min(voucher.remaining, booking.subtotal) };
}

export function createVoucherService(deps: {
  properties: PropertyLookup;
  repository: ReservationQueries;
  ari: StayAriSource;
  now: () => Date;
}) {
  return {
    async checkVoucherCode(request: CheckVoucherCodeRequest): Promise<CheckVoucherCodeResponse> {
      const property = await requireProperty(deps.properties, String(request.PropertyId));
      const voucher = await deps.repository.findGiftVoucher(property.id, request.VoucherCode);
      // Without rooms the whole remaining value is on offer; with rooms, at most their price.
      const subtotal =
        request.Rooms.length > 0
          ? (
              await priceBooking({ ari: deps.ari, repository: deps.repository }, property, {
                Rooms: request.Rooms,
                PromoCode: request.PromoCode,
              })
            ).subtotal
          : Number.MAX_SAFE_INTEGER;
      const result = voucherDiscountFor(voucher, {
        subtotal,
        currency: property.currency,
        today: todayIn(property.timeZone, deps.now()),
      });
      if (!result.usable)
        return { IsValid: false, TotalDiscount: 0, Message: result.message, ShowExperienceWarningMessage: false };
      const money = formatMoney(toMajorUnits(result.discount, property.currency), property.currency);
      const covers = request.Rooms.length > 0 && result.discount >= subtotal;
      const message = covers
        ? `Your gift voucher covers the whole booking (${money}).`
        : request.Rooms.length > 0
          ? `Your gift voucher takes ${money} off your booking.`
          : `Your gift voucher has ${money} to spend.`;
      const experience = voucher?.isExperience ?? false;
      return {
        IsValid: true,
        TotalDiscount: toMajorUnits(result.discount, property.currency),
        Message: experience ? `${message} ${voucherMessages.experience}` : message,
        ShowExperienceWarningMessage: experience,
      };
    },
  };
}
