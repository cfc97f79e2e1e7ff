import type { ReservationCreateRequest, ReservationItemRequest } from '../../../contract/reservation';
import { bookingTotal } from '../../../domain/pricing';
import { amountPaidOnline } from '../../../domain/taxes';
import { planPayments, type PaymentPlan } from '../../../domain/payment-schedule';
import { AppError, validationError } from '../../errors';
import type { PropertyRecord } from '../../properties/repository';
import { priceBooking, type PricedBooking, type RoomToPrice, type StayAriSource } from '../price-booking';
import type { GiftVoucherRow, ReservationQueries } from '../repository';
import { voucherDiscountFor, type VoucherDiscount } from '../vouchers';
import type { PriceAttempt } from './load-inputs';

// Step 3 of Reservation/Create: the server's prices (never the client's), then the voucher,
// the total, the taxes added on top of it and what the guest pays online: the one amount the
// card is authorised and captured for, and the payment provider asked for. Reservation/Quote
// runs this same step on its rooms (no booker, no card), so it answers what Create charges.

export interface BookingPrice<Room extends RoomToPrice = ReservationItemRequest> {
  priced: PricedBooking<Room>;
  voucherDiscount: number;
  /** Rooms + extras - voucher (included taxes inside). */
  total: number;
  /** The lines not included in the prices, paid online or at the hotel. */
  taxesAdded: number;
  /** The lines paid at the hotel. */
  payAtProperty: number;
  /** total + taxesAdded - payAtProperty: what the booking's payment covers (or the invoice bills). */
  paidOnline: number;
  /** When and how `paidOnline` is paid (the rooms' payment policies), and the taxes paid at the hotel. */
  payments: PaymentPlan;
}

/** The booking's payment plan: each room by its rate plan's policy, the voucher paying the earliest parts. */
export function planBookingPayments(
  priced: Pick<PricedBooking<RoomToPrice>, 'items'>,
  voucherDiscount: number,
  at: { now: Date; timeZone: string },
): PaymentPlan {
  return planPayments(
    priced.items.map((item) => ({
      policy: item.paymentPolicy,
      dateFrom: item.request.DateFrom,
      roomTotal: item.roomTotal,
      extrasTotal: item.extrasTotal,
      addedOnline: item.taxes.total - item.taxes.price - item.taxes.payAtProperty,
      firstNight: item.firstNight,
    })),
    at,
    {
      voucher: voucherDiscount,
      atPropertyTaxes: priced.items.reduce((sum, item) => sum + item.taxes.payAtProperty, 0),
    },
  );
}

export async function priceWithVoucher<Room extends RoomToPrice = ReservationItemRequest>(
  deps: {
    ari: StayAriSource;
    repository: Pick<ReservationQueries, 'listServices'>;
    expireHolds: () => Promise<number>;
  },
  booking: {
    request: Pick<ReservationCreateRequest, 'PromoCode' | 'HopGiftVoucherCode'> & { Rooms: readonly Room[] };
    property: Pick<PropertyRecord, 'id' | 'currency' | 'updatedAt' | 'taxes' | 'timeZone'>;
    today: string;
    now: Date;
    pricing: PriceAttempt<Room>;
    voucher: GiftVoucherRow | undefined;
  },
): Promise<BookingPrice<Room>> {
  const { request, property, pricing } = booking;
  let priced: PricedBooking<Room>;
  if ('priced' in pricing) priced = pricing.priced;
  else if (
    pricing.error instanceof AppError &&
    pricing.error.code === 'not-available' &&
    (await deps.expireHolds()) > 0
  ) {
    // Sold out? Rooms held by unpaid provider bookings past their time came back: price again.
    priced = await priceBooking(deps, property, request);
  } else throw pricing.error;
  const voucherUse: VoucherDiscount = request.HopGiftVoucherCode
    ? voucherDiscountFor(booking.voucher, {
        subtotal: priced.subtotal,
        currency: property.currency,
        today: booking.today,
      })
    : { usable: true, discount: 0 };
  if (!voucherUse.usable) throw validationError({ HopGiftVoucherCode: [voucherUse.message] });
  const voucherDiscount = voucherUse.discount;
  const total = bookingTotal({ rooms: priced.roomsTotal, extras: priced.extrasTotal, voucherDiscount });
  // The voucher is a means of payment: the lines stay those of the prices as sold.
  const taxesAdded = priced.taxes.total - priced.taxes.price;
  const payAtProperty = priced.taxes.payAtProperty;
  return {
    priced,
    voucherDiscount,
    total,
    taxesAdded,
    payAtProperty,
    paidOnline: amountPaidOnline({ total, taxesAdded, payAtProperty }),
    payments: planBookingPayments(priced, voucherDiscount, { now: booking.now, timeZone: property.timeZone }),
  };
}
