import type { ReservationQuoteRequest, ReservationQuoteResponse } from '../../contract/reservation-quote';
import { paymentPlanToApi, type PaymentPolicy } from '../../domain/payment-schedule';
import { toMajorUnits } from '../../domain/money';
import { todayIn } from '../../domain/same-day';
import { taxesToApi } from '../../domain/taxes';
import { requireProperty, type PropertyLookup } from '../properties/require-property';
import { bookingTaxesToApi } from './booking-taxes';
import { priceWithVoucher } from './create-steps/price';
import { priceBooking, type StayAriSource } from './price-booking';
import type { ReservationQueries } from './repository';

// POST Reservation/Quote: what Reservation/Create would charge for these rooms now, by Create's
// own pricing steps (priceBooking, then priceWithVoucher) and nothing else: no transaction, no
// night or extra taken, no voucher value spent. Its lines are those Create keeps.

export function createQuoteService(deps: {
  properties: PropertyLookup;
  repository: Pick<ReservationQueries, 'listServices' | 'findGiftVoucher'>;
  ari: StayAriSource;
  /** Releases expired provider holds (as Create does before answering sold out). */
  expireHolds: () => Promise<number>;
  now: () => Date;
}) {
  return {
    async quoteReservation(request: ReservationQuoteRequest): Promise<ReservationQuoteResponse> {
      const property = await requireProperty(deps.properties, String(request.PropertyId));
      const [pricing, voucher] = await Promise.all([
        priceBooking(deps, property, request).then(
          (priced) => ({ priced }),
          (error: unknown) => ({ error }),
        ),
        request.HopGiftVoucherCode
          ? deps.repository.findGiftVoucher(property.id, request.HopGiftVoucherCode)
          : undefined,
      ]);
      const price = await priceWithVoucher(deps, {
        request,
        property,
        today: todayIn(property.timeZone, deps.now()),
        now: deps.now(),
        pricing,
        voucher,
      });
      const currency = property.currency;
      const major = (amount: number) => toMajorUnits(amount, currency);
      return {
        Currency: currency,
        Rooms: price.priced.items.map((item) => ({
          TotalCost: major(item.roomTotal),
          ExtrasTotal: major(item.extrasTotal),
          ...taxesToApi(item.taxes, currency),
        })),
        RoomsTotal: major(price.priced.roomsTotal),
        ExtrasTotal: major(price.priced.extrasTotal),
        VoucherDiscount: major(price.voucherDiscount),
        Total: major(price.total),
        // As Create answers and keeps them.
        ...bookingTaxesToApi({
          total: price.total,
          taxLines: price.priced.taxes.lines,
          taxesAdded: price.taxesAdded,
          payAtProperty: price.payAtProperty,
          currency,
        }),
        Payment: paymentPlanToApi(price.payments, soleDepositPolicy(price.priced.items), currency),
      };
    },
  };
}

/** The deposit rule to name ("30 % deposit today") when every room has the same policy. */
function soleDepositPolicy(items: readonly { paymentPolicy: PaymentPolicy }[]): PaymentPolicy | null {
  const first = items[0]?.paymentPolicy ?? null;
  return first && items.every((item) => JSON.stringify(item.paymentPolicy) === JSON.stringify(first)) ? first : null;
}
