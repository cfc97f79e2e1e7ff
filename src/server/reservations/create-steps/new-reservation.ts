import {
  paymentTypes,
  type ReservationCreateRequest,
  type ReservationCreateResponse,
} from '../../../contract/reservation';
import { toMajorUnits } from '../../../domain/money';
import type { SignedInGuest } from '../../guest-accounts';
import type { PropertyRecord } from '../../properties/repository';
import { hashConfirmationToken } from '../booking-reference';
import { bookingTaxesToApi } from '../booking-taxes';
import type { GiftVoucherRow, NewReservation, NewReservationItem } from '../repository';
import type { PricedBooking } from '../price-booking';
import type { BookingPrice } from './price';

// Step 5 of Reservation/Create: the booking as it will be stored, and the answer the guest
// gets (stored with it for a replay under the same Idempotency-Key). Pure: no I/O.

export const bookingMadeMessage = 'Booking has been made successfully.';
export const completePaymentMessage =
  'Please complete your payment with the payment provider. Your rooms are held until then.';

/** Paid by card or through the payment provider: the rooms' payment policies apply. */
export const chargesNow = (request: Pick<ReservationCreateRequest, 'PaymentType'>) =>
  request.PaymentType === paymentTypes.PayByCard || request.PaymentType === paymentTypes.PayByPayStack;

/** What the booking is called and, paid through the provider, where the guest pays and until when. */
export interface BookingNames {
  referenceNumber: string;
  confirmationNonce: string;
  confirmationToken: string;
  /** Provider payments only: */
  providerReference: string | null;
  providerName: string | null;
  redirectUrl: string | null;
  holdExpiresAt: Date | null;
}

export function newReservation(booking: {
  request: ReservationCreateRequest;
  property: Pick<PropertyRecord, 'id' | 'currency'>;
  guest: SignedInGuest | null;
  company: { id: number } | undefined;
  voucher: GiftVoucherRow | undefined;
  price: BookingPrice;
  names: BookingNames;
  idempotencyKey: string;
  fingerprint: string;
  now: Date;
}): { row: NewReservation; body: ReservationCreateResponse } {
  const { request, property, price, names, now } = booking;
  const provider = names.providerName !== null;
  const status = provider ? ('pending_payment' as const) : ('confirmed' as const);
  const byCompany = request.PaymentType === paymentTypes.PayByCompanyInvoice;
  const voucherUsed = price.voucherDiscount > 0;
  const taxes = {
    total: price.total,
    taxLines: price.priced.taxes.lines,
    taxesAdded: price.taxesAdded,
    payAtProperty: price.payAtProperty,
    currency: property.currency,
  };
  const body: ReservationCreateResponse = {
    Success: true,
    Message: provider ? completePaymentMessage : bookingMadeMessage,
    ReferenceNumber: names.referenceNumber,
    ConfirmationToken: names.confirmationToken,
    Status: provider ? 'PendingPayment' : 'Confirmed',
    PaymentType: request.PaymentType,
    RedirectUrl: names.redirectUrl,
    TotalCost: toMajorUnits(price.total, property.currency),
    Currency: property.currency,
    HoldExpiresAt: names.holdExpiresAt?.toISOString() ?? null,
    ...bookingTaxesToApi(taxes),
    ChargedNow: chargesNow(request) ? toMajorUnits(price.payments.dueNow, property.currency) : 0,
    PaymentPlan: price.payments.type,
  };
  const row: NewReservation = {
    propertyId: property.id,
    referenceNumber: names.referenceNumber,
    confirmationTokenHash: hashConfirmationToken(names.confirmationToken),
    confirmationNonce: names.confirmationNonce,
    status,
    holdExpiresAt: names.holdExpiresAt,
    dateFrom: price.priced.dateFrom,
    dateTo: price.priced.dateTo,
    languageCode: request.LanguageCode,
    isAppBooking: request.IsAppBooking,
    bookerFirstName: request.Booker.FirstName.trim(),
    bookerLastName: request.Booker.LastName.trim(),
    bookerEmail: request.Booker.Email.trim(),
    bookerPhone: request.Booker.Phone.trim(),
    bookerStreet: request.Booker.Street.trim(),
    bookerCity: request.Booker.City,
    bookerCountryId: request.Booker.CountryId,
    bookerStateOrCounty: request.Booker.StateOrCounty,
    bookerZipCode: request.Booker.ZipCode.trim(),
    bookerOptInToReceiveUpdates: request.Booker.OptInToReceiveUpdates,
    bookerIndividualId: booking.guest?.individualId ?? null,
    companyId: byCompany ? (booking.company?.id ?? null) : null,
    poNumber: byCompany ? request.PONumber : null,
    paymentType: request.PaymentType,
    notes: request.Notes.trim(),
    comment: request.Comment.trim(),
    promoCode: request.PromoCode,
    giftVoucherId: voucherUsed ? (booking.voucher?.id ?? null) : null,
    giftVoucherCode: voucherUsed ? (booking.voucher?.code ?? null) : null,
    roomsTotal: price.priced.roomsTotal,
    extrasTotal: price.priced.extrasTotal,
    voucherDiscount: price.voucherDiscount,
    total: price.total,
    currency: property.currency,
    // The lines as sold: a later change of the property's taxes never rewrites them.
    taxLines: taxes.taxLines,
    taxesAdded: taxes.taxesAdded,
    payAtProperty: taxes.payAtProperty,
    idempotencyKey: booking.idempotencyKey,
    requestFingerprint: booking.fingerprint,
    responseStatus: 201,
    // The token is re-derived on replay, never stored.
    responseBody: { ...body, ConfirmationToken: '' },
    paymentGateway: names.providerName,
    providerReference: names.providerReference,
    // Invoices are billed by the hotel: only a card or the provider follows the rooms' policies.
    paymentPlan: chargesNow(request) ? price.payments.type : 'PayNow',
    guarantee: chargesNow(request) ? price.payments.guarantee : 'None',
    confirmedAt: status === 'confirmed' ? now : null,
    createdAt: now,
    updatedAt: now,
  };
  return { row, body };
}

/** The booking's rooms as stored: dates, room, rate, bed set-up, guests, prices, taxes and extras. */
export function newReservationItems(
  priced: PricedBooking,
  configurationOptions: readonly { id: number; name: string }[],
): NewReservationItem[] {
  return priced.items.map((item) => {
    const request = item.request;
    const configuration = configurationOptions.find(
      (option) => option.id === request.RoomConfigurationDropdownOptionId,
    );
    return {
      position: item.index,
      dateFrom: request.DateFrom,
      dateTo: request.DateTo,
      roomTypeId: request.RoomTypeId,
      ratePlanId: request.RatePlanId,
      roomConfigurationOptionId: configuration?.id ?? null,
      roomConfigurationName: configuration?.name ?? null,
      adults: request.NumberOfAdults,
      children: request.NumberOfChildren,
      infants: request.NumberOfInfants,
      leadGuest: {
        firstName: request.LeadGuest.FirstName.trim(),
        lastName: request.LeadGuest.LastName.trim(),
        email: request.LeadGuest.Email,
        phone: request.LeadGuest.Phone,
      },
      roomTotal: item.roomTotal,
      extrasTotal: item.extrasTotal,
      total: item.total,
      taxLines: item.taxes.lines,
      paymentPolicy: item.paymentPolicy,
      services: item.services,
    };
  });
}
