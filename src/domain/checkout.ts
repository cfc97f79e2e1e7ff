import { paymentTypes, type PaymentType } from '../contract/reservation';
import { isBookerAddressValid, isBookerPersonalValid, type BookerForm } from './booker';
import { isCardComplete, type CardForm } from './card-types';

// The checkout's rules (docs/product.md, booking flow and who may pay how): which payment
// methods a booking may use, when
// custom terms must be accepted, and when the booking can be confirmed. The checkout enables
// Confirm with `canConfirmBooking`; Reservation/Create refuses what it would not enable.

/** What the property's configuration and the chosen rooms allow. */
export interface PaymentOptionsInput {
  /** Property.PayByPaystack: the payment provider is offered. */
  payByPaystack: boolean;
  /** Booking configuration EnableUserChoiceOfPaymentMethod: the guest may choose an invoice instead of paying now. */
  enableUserChoiceOfPaymentMethod: boolean;
  /** The signed-in guest's CanChoosePaymentMethod (set by operators); false when nobody is signed in. */
  guestCanChoosePaymentMethod: boolean;
  /** Booking configuration EnablePayByCompanyInvoice. */
  enablePayByCompanyInvoice: boolean;
  /** CanPayByCompanyInvoice of the rate plan of every room in the basket. */
  ratePlansCanPayByCompanyInvoice: readonly boolean[];
  /** Rooms + extras - voucher: 0 when a gift voucher covers the whole booking. */
  amountToPay: number;
}

/**
 * docs/product.md, who may pay how: company invoice only when EnablePayByCompanyInvoice is on and every chosen
 * rate plan has CanPayByCompanyInvoice.
 */
export function isCompanyInvoiceAllowed(
  input: Pick<PaymentOptionsInput, 'enablePayByCompanyInvoice' | 'ratePlansCanPayByCompanyInvoice'>,
): boolean {
  return (
    input.enablePayByCompanyInvoice &&
    input.ratePlansCanPayByCompanyInvoice.length > 0 &&
    input.ratePlansCanPayByCompanyInvoice.every(Boolean)
  );
}

/**
 * docs/product.md, who may pay how: an individual invoice only when the property enables
 * EnableUserChoiceOfPaymentMethod and the signed-in guest has CanChoosePaymentMethod.
 */
export function isIndividualInvoiceAllowed(
  input: Pick<PaymentOptionsInput, 'enableUserChoiceOfPaymentMethod' | 'guestCanChoosePaymentMethod'>,
): boolean {
  return input.enableUserChoiceOfPaymentMethod && input.guestCanChoosePaymentMethod;
}

/**
 * The payment methods the checkout offers, in the order shown. A voucher that covers the whole
 * total leaves only PayByVoucher (nothing else to pay). Otherwise: card always; the payment
 * provider when the property has it; an individual invoice under its rule (property
 * setting and the signed-in guest's permission); a company invoice under its own rule.
 */
export function availablePaymentTypes(input: PaymentOptionsInput): PaymentType[] {
  if (input.amountToPay <= 0) return [paymentTypes.PayByVoucher];
  const types: PaymentType[] = [paymentTypes.PayByCard];
  if (input.payByPaystack) types.push(paymentTypes.PayByPayStack);
  if (isIndividualInvoiceAllowed(input)) types.push(paymentTypes.PayByIndividualInvoice);
  if (isCompanyInvoiceAllowed(input)) types.push(paymentTypes.PayByCompanyInvoice);
  return types;
}

export interface CustomTermsConfiguration {
  hasCustomTermsAndConditions: boolean;
  onlyUseCustomTermsAndConditionsForPayByCompanyInvoice: boolean;
}

/** Custom terms are shown (and must be accepted): always, or only for company invoice when so configured. */
export function customTermsRequired(
  configuration: CustomTermsConfiguration,
  paymentType: PaymentType | null | undefined,
): boolean {
  if (!configuration.hasCustomTermsAndConditions) return false;
  return (
    !configuration.onlyUseCustomTermsAndConditionsForPayByCompanyInvoice ||
    paymentType === paymentTypes.PayByCompanyInvoice
  );
}

/** docs/product.md, rules and messages: invoice details count as captured when both the PO number and the company are set. */
export function areInvoiceDetailsCaptured(invoice: {
  poNumber: string | null | undefined;
  companyId: number | null | undefined;
}): boolean {
  return (invoice.poNumber ?? '').trim().length > 0 && (invoice.companyId ?? 0) > 0;
}

export interface ConfirmBookingInput {
  booker: BookerForm;
  paymentType: PaymentType | null | undefined;
  card: CardForm;
  /**
   * A saved card of the signed-in guest chosen instead of a new one: the gateway holds
   * its number, name and expiry, so only its security code (in `card`) is needed.
   */
  savedCardId?: number | null;
  invoice: { poNumber: string | null | undefined; companyId: number | null | undefined };
  agreeToTermsAndConditions: boolean;
  hasAcceptedCustomTermsAndConditions: boolean;
  customTerms: CustomTermsConfiguration;
  /** A create call is in flight. */
  isCreating: boolean;
}

/**
 * docs/product.md, the booking flow: the payment method is satisfied by a complete card (or a saved card with its
 * security code), captured company invoice details, an invoice or the payment provider chosen,
 * or a voucher covering the total.
 */
export function isPaymentSatisfied(
  input: Pick<ConfirmBookingInput, 'paymentType' | 'card' | 'invoice' | 'savedCardId'>,
): boolean {
  switch (input.paymentType) {
    case paymentTypes.PayByCard:
      return input.savedCardId ? (input.card.securityCode ?? '').trim().length > 0 : isCardComplete(input.card);
    case paymentTypes.PayByCompanyInvoice:
      return areInvoiceDetailsCaptured(input.invoice);
    case paymentTypes.PayByIndividualInvoice:
    case paymentTypes.PayByPayStack:
    case paymentTypes.PayByVoucher:
      return true;
    default:
      return false;
  }
}

/**
 * docs/product.md, the booking flow, "The booking can be confirmed only when": the booker's personal and address
 * details are valid; the payment method is satisfied; terms are agreed; custom terms are
 * accepted where required; and no booking is being created.
 */
export function canConfirmBooking(input: ConfirmBookingInput): boolean {
  return (
    isBookerPersonalValid(input.booker) &&
    isBookerAddressValid(input.booker) &&
    isPaymentSatisfied(input) &&
    input.agreeToTermsAndConditions &&
    (!customTermsRequired(input.customTerms, input.paymentType) || input.hasAcceptedCustomTermsAndConditions) &&
    !input.isCreating
  );
}

export const checkoutMessages = {
  terms: 'Please agree to the terms and conditions.',
  customTerms: 'Please accept the booking terms.',
  paymentType: 'This payment method is not available for this booking.',
  companyInvoiceNotAllowed: 'Paying by company invoice is not available for the rates you chose.',
  individualInvoiceNotAllowed:
    'Paying by invoice is only available to signed-in guests whose account allows choosing the payment method.',
  company: 'Please choose your company.',
  poNumber: 'Please enter your PO number.',
  cardDetails: 'Please enter your card details.',
  voucherMustCoverTotal:
    'Your gift voucher does not cover the whole booking. Please choose another way to pay the rest.',
  voucherCoversTotal: 'Your gift voucher covers the whole booking, so there is nothing else to pay.',
  voucherNeeded: 'Please enter your gift voucher code to pay by voucher.',
} as const;
