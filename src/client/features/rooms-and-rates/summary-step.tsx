import { Link } from '@tanstack/react-router';
import type { BasketItem } from '../../basket/basket';
import { BookingSummary } from '../../ui/booking-summary';
import type { MoneyDisplay } from '../../ui/display-currency';
import { useReservationQuote } from '../checkout/api/get-reservation-quote';
import { useServicesOf } from '../checkout/api/get-services';
import { editLeadGuest } from './guest-step-actions';

// The booking summary step (docs/product.md, booking flow): every room, its guests, rate and extras, the taxes
// and the total as the server quotes them; on to Checkout from here.

export function SummaryStep({
  propertyCode,
  items,
  promoCode,
  money,
}: {
  propertyCode: string;
  items: readonly BasketItem[];
  /** The search's promo code: the quote prices its rates. */
  promoCode: string | null | undefined;
  money: MoneyDisplay;
}) {
  const withServices = items.filter((item) => item.services.length > 0);
  const services = useServicesOf(propertyCode, withServices);
  const servicesOf = (item: BasketItem) => services[withServices.indexOf(item)]?.data?.Services;
  const quote = useReservationQuote(propertyCode, items, { promoCode, voucherCode: null });
  return (
    <div className="sf-card guest-step">
      <BookingSummary
        items={items}
        servicesOf={servicesOf}
        voucherDiscountMinor={0}
        money={money}
        quote={quote}
        titleId="summary-step-title"
        title="Your rooms"
      />
      <p className="guest-step__edit">
        {items.map((item) => (
          <button
            key={item.roomId}
            type="button"
            className="sf-text-button"
            onClick={() => editLeadGuest(item.roomNumber)}
          >
            Edit room {item.roomNumber} guest
          </button>
        ))}
      </p>
      <Link
        to="/Book/$propertyCode/Checkout/{-$confirmationToken}"
        params={{ propertyCode }}
        className="sf-button sf-button--primary guest-step__checkout"
      >
        Continue to checkout
      </Link>
    </div>
  );
}
