import { IonSpinner } from '../../ui/ion-spinner';
import { Link } from '@tanstack/react-router';
import { chevronDownOutline, lockClosedOutline } from 'ionicons/icons';
import { FormProvider } from 'react-hook-form';
import type { BookingConfiguration, Property } from '../../../contract/property';
import { paymentTypes } from '../../../contract/reservation';
import { customTermsRequired } from '../../../domain/checkout';
import { BookingSummary } from '../../ui/booking-summary';
import { useMoneyDisplay, type MoneyDisplay } from '../../ui/display-currency';
import { useDocumentTitle } from '../../ui/document-title';
import { useMediaQuery } from '../../ui/media-query';
import { laterAmounts, nothingChargedToday, type PaymentPlanView } from '../../ui/payment-plan';
import { AdditionalInfoSection } from './additional-info-section';
import { BillingAddressSection } from './billing-address-section';
import { CreateAccountSection } from './create-account-section';
import { PaymentSection } from './payment-section';
import { TermsSection } from './terms-section';
import { useCheckoutForm } from './use-checkout-form';
import { YourDetailsSection } from './your-details-section';
import './checkout.css';
import { Icon } from '../../ui/icon';

// Checkout (docs/product.md, pages, booking flow and rules): your details, billing address, payment (card, invoice,
// company invoice, payment provider, gift voucher), additional information and terms, with the
// booking summary beside the form (on a phone: folded at the top). Confirm follows the confirm
// rule exactly; one Idempotency-Key per attempt makes a double tap or a retry book once. Beside
// it, what the card is charged today (nothing, for a booking paid at the hotel), what later
// and what at the hotel, as the rates' payment policies have it.

export interface CheckoutPageProps {
  property: Property;
  bookingConfig: BookingConfiguration;
}

export const wideCheckoutQuery = '(min-width: 992px)';

/** What the amount beside Confirm is: charged now, or billed on the hotel's invoice. */
function payNowLabel(paymentType: number | null): string {
  return paymentType === paymentTypes.PayByIndividualInvoice || paymentType === paymentTypes.PayByCompanyInvoice
    ? 'To pay by invoice'
    : 'Pay now';
}

export function CheckoutPage({ property, bookingConfig }: CheckoutPageProps) {
  useDocumentTitle('Checkout', property.PropertyName);
  const money = useMoneyDisplay(property);
  const wide = useMediaQuery(wideCheckoutQuery);
  const checkout = useCheckoutForm(property, bookingConfig);
  const { basket, items, totals, voucher, account, paymentType, canConfirm, creating } = checkout;
  const propertyCode = property.PropertyCode;

  if (items.length === 0) {
    return (
      <section className="checkout-empty" aria-labelledby="checkout-title">
        <h1 id="checkout-title">Checkout</h1>
        <p>Your basket is empty.</p>
        <Link to="/Book/$propertyCode" params={{ propertyCode }} className="sf-button sf-button--primary">
          Search for rooms
        </Link>
      </section>
    );
  }

  const summary = (
    <BookingSummary
      items={items}
      servicesOf={checkout.servicesOf}
      voucherDiscountMinor={voucher?.discountMinor ?? 0}
      voucherCode={voucher?.code}
      money={money}
      quote={checkout.quote}
      titleId="checkout-summary-title"
      title="Your booking"
    />
  );
  return (
    <div className="checkout">
      <header className="checkout__header">
        <h1 className="checkout__title">Checkout</h1>
        <p className="checkout__secure">
          <Icon icon={lockClosedOutline} /> Secure booking with {property.PropertyName}
        </p>
        {basket.search ? (
          <Link
            to="/Book/$propertyCode/Rooms-And-Rates"
            params={{ propertyCode }}
            search={basket.search}
            className="sf-text-button checkout__change"
          >
            Change rooms or extras
          </Link>
        ) : null}
      </header>
      {wide ? null : (
        <details className="checkout__summary-fold">
          <summary>
            <span>Your booking</span>
            <strong>{money.formatMinor(totals.total)}</strong>
            <Icon icon={chevronDownOutline} />
          </summary>
          {summary}
        </details>
      )}
      <div className="checkout__layout">
        <FormProvider {...checkout.form}>
          <form
            className="checkout__form"
            noValidate
            onSubmit={(event) => void checkout.confirm(event)}
            aria-label="Checkout"
          >
            <YourDetailsSection
              propertyName={property.PropertyName}
              account={account}
              accountKnown={checkout.accountKnown}
            />
            {checkout.accountKnown && !account ? <CreateAccountSection /> : null}
            <BillingAddressSection />
            <PaymentSection
              propertyId={property.PropertyId}
              propertyCode={propertyCode}
              giftProvider={bookingConfig.GiftServiceProvider}
              checkout={checkout}
              money={money}
            />
            <AdditionalInfoSection />
            <TermsSection
              property={property}
              bookingConfig={bookingConfig}
              showCustomTerms={customTermsRequired(checkout.customTerms, paymentType)}
            />
            <div className="checkout__confirm">
              {checkout.plan &&
              checkout.plan.type !== 'PayNow' &&
              (paymentType === paymentTypes.PayByCard || paymentType === null) ? (
                <ScheduledAmounts plan={checkout.plan} total={totals.total} money={money} />
              ) : (
                <dl className="checkout__confirm-amounts">
                  <div className="checkout__confirm-total">
                    <dt>{payNowLabel(paymentType)}</dt>
                    <dd>{money.formatMinor(totals.payNow)}</dd>
                  </div>
                  {totals.payAtProperty > 0 ? (
                    <>
                      <div>
                        <dt>Pay at the hotel</dt>
                        <dd>{money.formatMinor(totals.payAtProperty)}</dd>
                      </div>
                      <div>
                        <dt>Total</dt>
                        <dd>{money.formatMinor(totals.total)}</dd>
                      </div>
                    </>
                  ) : null}
                </dl>
              )}
              <button
                type="submit"
                className="sf-button sf-button--primary checkout__confirm-button"
                disabled={!canConfirm}
                aria-busy={creating}
              >
                {creating ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
                <span>
                  {creating
                    ? 'Booking…'
                    : paymentType === paymentTypes.PayByPayStack
                      ? 'Confirm and pay'
                      : 'Confirm booking'}
                </span>
              </button>
              {!canConfirm && !creating ? (
                <p className="checkout__confirm-hint">
                  Fill in your details, billing address and payment, and agree to the terms to confirm.
                </p>
              ) : null}
            </div>
          </form>
        </FormProvider>
        {wide ? <aside className="checkout__aside">{summary}</aside> : null}
      </div>
    </div>
  );
}

/**
 * Beside Confirm, for rates not all paid now: what the card is charged today (or that nothing
 * is), what later, what at the hotel, and the total. The amounts are the quote's schedule's.
 */
function ScheduledAmounts({
  plan,
  total,
  money,
}: {
  plan: PaymentPlanView;
  total: number;
  money: Pick<MoneyDisplay, 'formatMinor'>;
}) {
  const { cardLaterMinor, atHotelMinor } = laterAmounts(plan);
  return (
    <>
      {plan.dueNowMinor > 0 ? null : <p className="checkout__confirm-nothing">{nothingChargedToday}</p>}
      <dl className="checkout__confirm-amounts">
        {plan.dueNowMinor > 0 ? (
          <div className="checkout__confirm-total">
            <dt>Pay now</dt>
            <dd>{money.formatMinor(plan.dueNowMinor)}</dd>
          </div>
        ) : null}
        {cardLaterMinor > 0 ? (
          <div>
            <dt>Charged to your card later</dt>
            <dd>{money.formatMinor(cardLaterMinor)}</dd>
          </div>
        ) : null}
        {atHotelMinor > 0 ? (
          <div>
            <dt>Pay at the hotel</dt>
            <dd>{money.formatMinor(atHotelMinor)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Total</dt>
          <dd>{money.formatMinor(total)}</dd>
        </div>
      </dl>
    </>
  );
}
