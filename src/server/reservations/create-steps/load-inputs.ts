import {
  paymentTypes,
  type ReservationCreateRequest,
  type ReservationItemRequest,
} from '../../../contract/reservation';
import type { GuestAccounts, SignedInGuest } from '../../guest-accounts';
import type { PropertyRecord } from '../../properties/repository';
import { priceBooking, type PricedBooking, type RoomToPrice, type StayAriSource } from '../price-booking';
import type { ReservationQueries } from '../repository';

// Step 1 of Reservation/Create: every read the checks need, at once — an earlier answer under
// this key, what validation looks up, the server's prices (kept, not thrown, until the request
// is known valid), the voucher and the saved card chosen.

export type PriceAttempt<Room extends RoomToPrice = ReservationItemRequest> =
  { priced: PricedBooking<Room> } | { error: unknown };

export interface BookingInputs {
  earlier: Awaited<ReturnType<ReservationQueries['findByIdempotencyKey']>>;
  configurationOptions: Awaited<ReturnType<ReservationQueries['listRoomConfigurationOptions']>>;
  countryKnown: boolean;
  chosenCardTypeCode: string | undefined;
  company: Awaited<ReturnType<ReservationQueries['findCompany']>>;
  pricing: PriceAttempt;
  voucher: Awaited<ReturnType<ReservationQueries['findGiftVoucher']>>;
  savedCard: Awaited<ReturnType<GuestAccounts['savedCardOf']>>;
}

export type BookingInputQueries = Pick<
  ReservationQueries,
  | 'findByIdempotencyKey'
  | 'listRoomConfigurationOptions'
  | 'findCountryName'
  | 'findCreditCardTypeCode'
  | 'findCompany'
  | 'findGiftVoucher'
  | 'listServices'
>;

/** The card details when paying by card (a new card, or a saved one by CreditCardId). */
export const cardDetailsOf = (request: ReservationCreateRequest) =>
  request.PaymentType === paymentTypes.PayByCard ? request.CardDetails : null;

export async function loadBookingInputs(
  deps: { repository: BookingInputQueries; ari: StayAriSource; guestAccounts: Pick<GuestAccounts, 'savedCardOf'> },
  booking: {
    request: ReservationCreateRequest;
    idempotencyKey: string;
    property: PropertyRecord;
    guest: SignedInGuest | null;
  },
): Promise<BookingInputs> {
  const { repository } = deps;
  const { request, property, guest } = booking;
  const card = cardDetailsOf(request);
  const savedCardId = card?.CreditCardId ?? null;
  const configurationIds = request.Rooms.flatMap((item) =>
    item.RoomConfigurationDropdownOptionId ? [item.RoomConfigurationDropdownOptionId] : [],
  );
  const [earlier, configurationOptions, countryName, chosenCardTypeCode, company, pricing, voucher, savedCard] =
    await Promise.all([
      repository.findByIdempotencyKey(property.id, booking.idempotencyKey),
      repository.listRoomConfigurationOptions(property.id, configurationIds),
      request.Booker.CountryId ? repository.findCountryName(request.Booker.CountryId) : undefined,
      card?.CreditCardTypeId ? repository.findCreditCardTypeCode(card.CreditCardTypeId) : undefined,
      request.AccountId ? repository.findCompany(property.id, request.AccountId) : undefined,
      priceBooking({ ari: deps.ari, repository }, property, request).then(
        (priced): PriceAttempt => ({ priced }),
        (error: unknown): PriceAttempt => ({ error }),
      ),
      request.HopGiftVoucherCode ? repository.findGiftVoucher(property.id, request.HopGiftVoucherCode) : undefined,
      savedCardId && guest ? deps.guestAccounts.savedCardOf(guest.individualId, savedCardId) : null,
    ]);
  return {
    earlier,
    configurationOptions,
    countryKnown: countryName !== undefined,
    chosenCardTypeCode,
    company,
    pricing,
    voucher,
    savedCard,
  };
}
