import { describe, expect, it } from 'vitest';
import { paymentTypes } from '../../src/contract/reservation';
import {
  availablePaymentTypes,
  canConfirmBooking,
  customTermsRequired,
  isCompanyInvoiceAllowed,
  isIndividualInvoiceAllowed,
  isPaymentSatisfied,
  type ConfirmBookingInput,
} from '../../src/domain/checkout';
import { bookingTotal } from '../../src/domain/pricing';
import { adaBooker } from './booker-fixture';
import { adaCard } from './card-fixture';

const ready: ConfirmBookingInput = {
  booker: adaBooker,
  paymentType: paymentTypes.PayByCard,
  card: adaCard,
  invoice: { poNumber: null, companyId: null },
  agreeToTermsAndConditions: true,
  hasAcceptedCustomTermsAndConditions: false,
  customTerms: { hasCustomTermsAndConditions: false, onlyUseCustomTermsAndConditionsForPayByCompanyInvoice: false },
  isCreating: false,
};

describe('canConfirmBooking', () => {
  it('confirms a complete booking', () => {
    expect(canConfirmBooking(ready)).toBe(true);
  });

  it('needs valid booker personal and address details', () => {
    expect(canConfirmBooking({ ...ready, booker: { ...ready.booker, emailAddress: 'ada@' } })).toBe(false);
    expect(canConfirmBooking({ ...ready, booker: { ...ready.booker, postCode: '' } })).toBe(false);
  });

  it('needs the payment method satisfied', () => {
    expect(canConfirmBooking({ ...ready, card: { ...ready.card, securityCode: '' } })).toBe(false);
    expect(canConfirmBooking({ ...ready, paymentType: paymentTypes.PayByCompanyInvoice })).toBe(false);
    expect(
      canConfirmBooking({
        ...ready,
        paymentType: paymentTypes.PayByCompanyInvoice,
        invoice: { poNumber: 'PO-1', companyId: 3 },
      }),
    ).toBe(true);
    expect(
      canConfirmBooking({
        ...ready,
        paymentType: paymentTypes.PayByIndividualInvoice,
        card: { ...ready.card, cardNumber: '' },
      }),
    ).toBe(true);
    expect(
      canConfirmBooking({ ...ready, paymentType: paymentTypes.PayByPayStack, card: { ...ready.card, cardNumber: '' } }),
    ).toBe(true);
    expect(canConfirmBooking({ ...ready, paymentType: null })).toBe(false);
  });

  it('needs the terms agreed, and custom terms where required', () => {
    expect(canConfirmBooking({ ...ready, agreeToTermsAndConditions: false })).toBe(false);
    const custom = { hasCustomTermsAndConditions: true, onlyUseCustomTermsAndConditionsForPayByCompanyInvoice: false };
    expect(canConfirmBooking({ ...ready, customTerms: custom })).toBe(false);
    expect(canConfirmBooking({ ...ready, customTerms: custom, hasAcceptedCustomTermsAndConditions: true })).toBe(true);
  });

  it('is off while a booking is being created (a double tap books once)', () => {
    expect(canConfirmBooking({ ...ready, isCreating: true })).toBe(false);
  });
});

describe('custom terms', () => {
  it('apply always, or only to company invoice when so configured', () => {
    const onlyCompany = {
      hasCustomTermsAndConditions: true,
      onlyUseCustomTermsAndConditionsForPayByCompanyInvoice: true,
    };
    expect(customTermsRequired(onlyCompany, paymentTypes.PayByCard)).toBe(false);
    expect(customTermsRequired(onlyCompany, paymentTypes.PayByCompanyInvoice)).toBe(true);
    expect(
      customTermsRequired({ ...onlyCompany, hasCustomTermsAndConditions: false }, paymentTypes.PayByCompanyInvoice),
    ).toBe(false);
  });
});

describe('payment methods offered', () => {
  const options = {
    payByPaystack: true,
    enableUserChoiceOfPaymentMethod: true,
    guestCanChoosePaymentMethod: true,
    enablePayByCompanyInvoice: true,
    ratePlansCanPayByCompanyInvoice: [true, true],
    amountToPay: 25800,
  };

  it('offers company invoice only when enabled and every chosen rate plan allows it', () => {
    expect(isCompanyInvoiceAllowed(options)).toBe(true);
    expect(isCompanyInvoiceAllowed({ ...options, ratePlansCanPayByCompanyInvoice: [true, false] })).toBe(false);
    expect(isCompanyInvoiceAllowed({ ...options, enablePayByCompanyInvoice: false })).toBe(false);
    expect(isCompanyInvoiceAllowed({ ...options, ratePlansCanPayByCompanyInvoice: [] })).toBe(false);
  });

  it('lists card, provider, invoice and company invoice as the property allows', () => {
    expect(availablePaymentTypes(options)).toEqual([
      paymentTypes.PayByCard,
      paymentTypes.PayByPayStack,
      paymentTypes.PayByIndividualInvoice,
      paymentTypes.PayByCompanyInvoice,
    ]);
    expect(
      availablePaymentTypes({
        ...options,
        payByPaystack: false,
        enableUserChoiceOfPaymentMethod: false,
        enablePayByCompanyInvoice: false,
      }),
    ).toEqual([paymentTypes.PayByCard]);
  });

  it('offers an individual invoice only to a signed-in guest allowed to choose, at a property that lets guests choose', () => {
    expect(availablePaymentTypes(options)).toContain(paymentTypes.PayByIndividualInvoice);
    expect(availablePaymentTypes({ ...options, guestCanChoosePaymentMethod: false })).toEqual([
      paymentTypes.PayByCard,
      paymentTypes.PayByPayStack,
      paymentTypes.PayByCompanyInvoice,
    ]);
    expect(availablePaymentTypes({ ...options, enableUserChoiceOfPaymentMethod: false })).not.toContain(
      paymentTypes.PayByIndividualInvoice,
    );
    expect(
      isIndividualInvoiceAllowed({ enableUserChoiceOfPaymentMethod: true, guestCanChoosePaymentMethod: true }),
    ).toBe(true);
    expect(
      isIndividualInvoiceAllowed({ enableUserChoiceOfPaymentMethod: true, guestCanChoosePaymentMethod: false }),
    ).toBe(false);
    expect(
      isIndividualInvoiceAllowed({ enableUserChoiceOfPaymentMethod: false, guestCanChoosePaymentMethod: true }),
    ).toBe(false);
  });

  it('leaves only the voucher when it covers the whole total', () => {
    const total = bookingTotal({ rooms: 25800, extras: 3000, voucherDiscount: 28800 });
    expect(total).toBe(0);
    expect(availablePaymentTypes({ ...options, amountToPay: total })).toEqual([paymentTypes.PayByVoucher]);
    expect(
      isPaymentSatisfied({ paymentType: paymentTypes.PayByVoucher, card: ready.card, invoice: ready.invoice }),
    ).toBe(true);
  });
});
