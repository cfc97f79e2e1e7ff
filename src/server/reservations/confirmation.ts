import {
  paymentTypes,
  type PaymentStatus,
  type PaymentType,
  type ReservationStatusQuery,
  type ReservationStatusResponse,
} from '../../contract/reservation';
import type {
  ConfirmationRoom,
  ReservationConfirmation,
  ReservationConfirmationQuery,
} from '../../contract/reservation-confirmation';
import { toMajorUnits } from '../../domain/money';
import { nightsBetween } from '../../domain/stay-nights';
import { perNightRate } from '../../domain/pricing';
import { amountPaidOnline } from '../../domain/taxes';
import { bookedExtraView } from '../booked-extra-view';
import { notFound } from '../errors';
import { isPreCheckInOpen, preCheckInPathOf } from '../pre-check-in-link';
import type { PropertyRecord } from '../properties/repository';
import { requireProperty, type PropertyLookup } from '../properties/require-property';
import { hashConfirmationToken, isReferenceNumberShaped } from './booking-reference';
import { bookingTaxesToApi, roomTaxesToApi } from './booking-taxes';
import { bookingMadeMessage } from './create-steps/new-reservation';
import type { ProviderPayments } from './provider-payments';
import type { ReservationQueries, ReservationRow } from './repository';
import { statusNameOf } from '../shared/reservation-status';
import { bookingPaymentsToApi, isOpen } from '../shared/booking-payments';
import { bookerContactOf, keptCardSummaryOf } from '../shared/booking-fields';

// GET Reservation/Status and GET Reservation/Confirmation, and the booking summary the
// confirmation email is built from.

export const bookingNotFoundMessage =
  'We could not find this booking. Please check the link in your confirmation email.';

/** Where a booking stands, in words a guest reads. */
export function statusMessage(row: Pick<ReservationRow, 'status' | 'amountPaid' | 'cancelledAt'>): string {
  switch (row.status) {
    case 'confirmed':
      return bookingMadeMessage;
    case 'pending_payment':
      return 'We are waiting for your payment to be confirmed. This can take a moment.';
    case 'expired':
      return row.amountPaid > 0
        ? 'Your payment reached us after your rooms were released, and they have since been booked. The hotel will refund you in full; please contact them.'
        : 'Your payment was not completed in time, so your rooms have been released. Please make a new booking.';
    case 'no_show':
      return 'The hotel recorded that you did not arrive for this booking. Please contact them with any question.';
    case 'cancelled':
      return row.cancelledAt
        ? 'This booking has been cancelled.'
        : 'Your payment was cancelled, so your rooms have been released. Please make a new booking.';
  }
}

function paymentStatusOf(row: ReservationRow): PaymentStatus {
  if (row.status === 'pending_payment') return 'AwaitingPayment';
  const invoice =
    row.paymentType === paymentTypes.PayByIndividualInvoice || row.paymentType === paymentTypes.PayByCompanyInvoice;
  const billed = amountPaidOnline(row);
  // A no-show, like a cancellation, still owes its fee on an invoice.
  if ((row.status === 'cancelled' && row.cancelledAt) || row.status === 'no_show')
    return invoice && billed > 0 ? 'Due' : row.amountPaid > 0 ? 'Paid' : 'None';
  if (row.status !== 'confirmed') return row.amountPaid > 0 ? 'Paid' : 'None';
  return invoice && billed > 0 ? 'Due' : 'Paid';
}

type BookedItem = Awaited<ReturnType<ReservationQueries['listItems']>>[number];

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });
const countryNameOf = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

export function createConfirmationService(deps: {
  properties: PropertyLookup;
  repository: ReservationQueries;
  providerPayments: ProviderPayments;
  /** Signs the pre-check-in link. */
  secretKey: string;
  now: () => Date;
}) {
  const { repository } = deps;

  async function findBooking(
    property: PropertyRecord,
    by: { confirmationToken?: string | undefined; referenceNumber?: string | undefined },
  ) {
    if (by.confirmationToken)
      return repository.findByTokenHash(property.id, hashConfirmationToken(by.confirmationToken));
    if (by.referenceNumber && isReferenceNumberShaped(by.referenceNumber))
      return repository.findByReferenceNumber(property.id, by.referenceNumber);
    return undefined;
  }

  /** The summary of a booking (GET Confirmation, and the email). */
  async function describeBooking(row: ReservationRow, property: PropertyRecord): Promise<ReservationConfirmation> {
    const [items, company, countryName, payments] = await Promise.all([
      repository.listItems(row.id),
      row.companyId ? repository.findCompany(property.id, row.companyId) : undefined,
      row.bookerCountryId ? repository.findCountryName(row.bookerCountryId) : undefined,
      repository.listPayments(row.id),
    ]);
    const schedule = bookingPaymentsToApi(payments, row.currency);
    const money = (minor: number) => toMajorUnits(minor, row.currency);
    const paid = row.amountPaid;
    return {
      PropertyId: property.id,
      PropertyCode: property.code,
      PropertyName: property.name,
      PropertyContact: {
        Email: property.email,
        Telephone: property.telephone,
        WebsiteUrl: property.websiteUrl,
        Address: [property.street, property.city, property.postCode, countryNameOf(property.countryCode)]
          .filter((part) => part.trim() !== '')
          .join(', '),
        TimeZone: property.timeZone,
      },
      ReferenceNumber: row.referenceNumber,
      Status: statusNameOf[row.status],
      Message: statusMessage(row),
      PaymentType: row.paymentType as PaymentType,
      PaymentStatus:
        row.status === 'confirmed' && payments.some((part) => isOpen(part) && part.kind !== 'PropertyTaxes')
          ? 'Due'
          : paymentStatusOf(row),
      Card: keptCardSummaryOf(row),
      Company: company ? { AccountId: company.id, Name: company.name } : null,
      PONumber: row.poNumber,
      DateFrom: row.dateFrom,
      DateTo: row.dateTo,
      Nights: nightsBetween(row.dateFrom, row.dateTo),
      Booker: {
        ...bookerContactOf(row),
        CountryId: row.bookerCountryId,
        CountryName: countryName ?? null,
        ZipCode: row.bookerZipCode,
      },
      Rooms: items.map((item) => confirmationRoomOf(item, row.currency, money)),
      Notes: row.notes,
      Comment: row.comment,
      PromoCode: row.promoCode,
      GiftVoucherCode: row.giftVoucherCode,
      RoomsTotal: money(row.roomsTotal),
      ExtrasTotal: money(row.extrasTotal),
      VoucherDiscount: money(row.voucherDiscount),
      TotalCost: money(row.total),
      AmountPaid: money(paid),
      // A booking the guest cancelled may still owe its cancellation fee (on an invoice). Taxes
      // paid at the hotel are never due here: the hotel takes them at the stay.
      AmountDue: money(row.status === 'confirmed' || row.cancelledAt ? Math.max(0, amountPaidOnline(row) - paid) : 0),
      // The lines as sold, read from the booking (never worked out again).
      ...bookingTaxesToApi(row),
      PaymentPlan: row.paymentPlan,
      Guarantee: row.guarantee,
      ...schedule,
      Currency: row.currency,
      CreatedAt: row.createdAt.toISOString(),
      HoldExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
      PreCheckInPath: isPreCheckInOpen(row, property, deps.now())
        ? preCheckInPathOf(deps.secretKey, {
            propertyId: property.id,
            propertyCode: property.code,
            reservationId: row.id,
            referenceNumber: row.referenceNumber,
          })
        : null,
    };
  }

  return {
    describeBooking,

    async getConfirmation(query: ReservationConfirmationQuery): Promise<ReservationConfirmation> {
      const property = await requireProperty(deps.properties, query.propertyId);
      const row = await findBooking(property, { confirmationToken: query.confirmationToken });
      if (!row) throw notFound(bookingNotFoundMessage);
      return describeBooking(row, property);
    },

    /** Where a booking stands; a pending provider payment is checked with the provider (and an overdue hold expired) first. */
    async getStatus(query: ReservationStatusQuery): Promise<ReservationStatusResponse> {
      const property = await requireProperty(deps.properties, query.propertyId);
      let row = await findBooking(property, query);
      if (!row) throw notFound(bookingNotFoundMessage);
      if (row.status === 'pending_payment') {
        await deps.providerPayments.verifyPending(row);
        if (row.holdExpiresAt && row.holdExpiresAt < deps.now()) await deps.providerPayments.expireHolds();
        row = (await repository.findById(row.id)) ?? row;
      }
      return {
        Success: row.status === 'confirmed',
        Message: statusMessage(row),
        Status: statusNameOf[row.status],
        ReferenceNumber: row.referenceNumber,
        HoldExpiresAt: row.status === 'pending_payment' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
      };
    },
  };
}

export type ConfirmationService = ReturnType<typeof createConfirmationService>;

/** One room of the booking as the confirmation shows it. */
function confirmationRoomOf(item: BookedItem, currency: string, money: (minor: number) => number): ConfirmationRoom {
  const nights = nightsBetween(item.dateFrom, item.dateTo);
  return {
    ReservationItemId: item.id,
    DateFrom: item.dateFrom,
    DateTo: item.dateTo,
    Nights: nights,
    RoomTypeId: item.roomTypeId,
    RoomTypeName: item.roomTypeName,
    RatePlanId: item.ratePlanId,
    RatePlanName: item.ratePlanName,
    Policy: item.policy,
    Inclusions: item.inclusions,
    RoomConfigurationDropdownOptionId: item.roomConfigurationOptionId,
    RoomConfigurationName: item.roomConfigurationName,
    NumberOfAdults: item.adults,
    NumberOfChildren: item.children,
    NumberOfInfants: item.infants,
    Guests: item.guests.map((guest) => ({
      IndividualId: guest.individualId,
      FirstName: guest.firstName,
      LastName: guest.lastName,
      Email: guest.email,
      Phone: guest.phone,
    })),
    Services: item.services.map((extra) => bookedExtraView(item.id, extra, money)),
    RoomCost: money(item.roomTotal),
    ExtrasCost: money(item.extrasTotal),
    TotalCost: money(item.total),
    PerNightRate: money(perNightRate(item.roomTotal, nights)),
    ...roomTaxesToApi(item, currency),
  };
}
