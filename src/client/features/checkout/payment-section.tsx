import { Controller, useFormContext } from 'react-hook-form';
import type { BookingConfiguration } from '../../../contract/property';
import { paymentTypes, type PaymentType } from '../../../contract/reservation';
import { checkoutMessages } from '../../../domain/checkout';
import type { MoneyDisplay } from '../../ui/display-currency';
import { cardPurposeText, nothingChargedToday } from '../../ui/payment-plan';
import { CardPayment } from './card-details';
import { CheckoutFieldError } from './checkout-field';
import type { CheckoutFormValues } from './checkout-form';
import { CompanyInvoiceDetails } from './company-invoice-details';
import type { CheckoutForm } from './use-checkout-form';
import { VoucherField } from './voucher-field';

// Payment: a gift voucher, then how to pay (card, invoice, company invoice, Paystack) and the
// details the chosen way needs. The card's words follow the rates' payment policy (the quote's
// schedule): paid now; a deposit today and the rest charged to the card later; nothing today
// with the card guaranteeing the booking; or, paid at the hotel with no guarantee, no card.

const paymentLabels: Record<PaymentType, string> = {
  [paymentTypes.PayByCard]: 'Card',
  [paymentTypes.PayByIndividualInvoice]: 'Invoice',
  [paymentTypes.PayByVoucher]: 'Gift voucher',
  [paymentTypes.PayByCompanyInvoice]: 'Company invoice',
  [paymentTypes.PayByPayStack]: 'Pay online with Paystack',
};

const paymentHints: Record<PaymentType, string> = {
  [paymentTypes.PayByCard]: 'Visa, Mastercard, American Express and more.',
  [paymentTypes.PayByIndividualInvoice]: 'Book now and pay the hotel later.',
  [paymentTypes.PayByVoucher]: 'Your gift voucher covers the whole booking.',
  [paymentTypes.PayByCompanyInvoice]: 'Charged to your company account, with your PO number.',
  [paymentTypes.PayByPayStack]: "You'll pay securely on Paystack's page, then come back here.",
};

export interface PaymentSectionProps {
  propertyId: number;
  propertyCode: string;
  giftProvider: BookingConfiguration['GiftServiceProvider'];
  checkout: Pick<
    CheckoutForm,
    | 'options'
    | 'paymentType'
    | 'voucher'
    | 'basketRooms'
    | 'values'
    | 'savedCards'
    | 'savedCard'
    | 'account'
    | 'currency'
    | 'plan'
    | 'cardAsked'
  >;
  /** Formats the amounts said over the card fields, as the summary shows them. */
  money: Pick<MoneyDisplay, 'formatMinor'>;
}

/** The card option when the booking is paid at the hotel and asks no card. */
const payAtHotelOption = { label: 'Pay at the hotel', hint: 'No card needed: you pay at the hotel.' };

export function PaymentSection({ propertyId, propertyCode, giftProvider, checkout, money }: PaymentSectionProps) {
  const { control, setValue } = useFormContext<CheckoutFormValues>();
  const { options, paymentType, cardAsked } = checkout;
  const noCard = (option: PaymentType) => option === paymentTypes.PayByCard && !cardAsked;
  const purpose = checkout.plan ? cardPurposeText(checkout.plan, money.formatMinor) : null;
  return (
    <fieldset className="sf-card checkout-section">
      <legend className="checkout-section__title">Payment</legend>
      <VoucherField
        propertyId={propertyId}
        currency={checkout.currency}
        basketRooms={checkout.basketRooms}
        code={checkout.values.voucherCode}
        onCode={(code) => setValue('voucherCode', code)}
        voucher={checkout.voucher}
        giftProvider={giftProvider}
      />
      {paymentType === paymentTypes.PayByVoucher ? (
        <p className="checkout-note checkout-note--positive">{checkoutMessages.voucherCoversTotal}</p>
      ) : (
        <Controller
          control={control}
          name="paymentType"
          render={({ field: payment, fieldState }) => (
            <div role="radiogroup" aria-labelledby="payment-method-title" className="payment-methods">
              <p id="payment-method-title" className="checkout-section__subtitle">
                How would you like to pay?
              </p>
              {options.map((option) => (
                <label
                  key={option}
                  className={`payment-method${paymentType === option ? ' payment-method--chosen' : ''}`}
                >
                  <input
                    type="radio"
                    name={payment.name}
                    value={option}
                    checked={paymentType === option}
                    onChange={() => payment.onChange(option)}
                  />
                  <span className="payment-method__text">
                    <strong>{noCard(option) ? payAtHotelOption.label : paymentLabels[option]}</strong>
                    <span>{noCard(option) ? payAtHotelOption.hint : paymentHints[option]}</span>
                  </span>
                </label>
              ))}
              <CheckoutFieldError message={fieldState.error?.message} />
            </div>
          )}
        />
      )}
      {paymentType === paymentTypes.PayByCard && cardAsked ? (
        <CardPayment
          savedCards={checkout.savedCards}
          savedCard={checkout.savedCard}
          canSaveCard={checkout.account !== null}
          purpose={purpose}
        />
      ) : null}
      {paymentType === paymentTypes.PayByCard && !cardAsked ? (
        <p className="checkout-note">{nothingChargedToday}. You pay at the hotel; no card is needed.</p>
      ) : null}
      {paymentType === paymentTypes.PayByCompanyInvoice ? <CompanyInvoiceDetails propertyCode={propertyCode} /> : null}
      {paymentType === paymentTypes.PayByPayStack ? (
        <p className="checkout-note">{paymentHints[paymentTypes.PayByPayStack]}</p>
      ) : null}
      {paymentType === paymentTypes.PayByIndividualInvoice ? (
        <p className="checkout-note">The hotel will send you an invoice; nothing is charged now.</p>
      ) : null}
    </fieldset>
  );
}
