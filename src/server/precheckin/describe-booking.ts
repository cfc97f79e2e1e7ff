import type { PreCheckInItem, PreCheckInReservation } from '../../contract/pre-check-in';
import { toMajorUnits } from '../../domain/money';
import { guestCountOf } from '../../domain/pre-check-in';
import { bookedExtraView } from '../booked-extra-view';
import type { PropertyRecord } from '../properties/repository';
import { bookerContactOf, keptCardSummaryOf } from '../shared/booking-fields';
import { isServiceOfferedWith } from './plan-save';
import type { PreCheckInQueries, ReservationRow, ServiceRecord } from './repository';
import type { PreCheckInServiceDeps, Viewer } from './service-deps';

// PreCheckIn/Get: the booking as the pre-check-in form fills in, with the booker's saved cards
// when the booker is the one signed in.

type BookedItem = Awaited<ReturnType<PreCheckInQueries['listItems']>>[number];
type ConfigurationOption = Awaited<ReturnType<PreCheckInQueries['listRoomConfigurationOptions']>>[number];

export async function describePreCheckIn(
  deps: Pick<PreCheckInServiceDeps, 'repository' | 'guestAccounts'>,
  property: PropertyRecord,
  row: ReservationRow,
  viewer: Viewer | null,
): Promise<PreCheckInReservation> {
  const settings = property.bookingConfiguration;
  const viewerIsBooker =
    viewer !== null && row.bookerIndividualId !== null && viewer.individualId === row.bookerIndividualId;
  const [items, company, options, services, savedCards] = await Promise.all([
    deps.repository.listItems(row.id),
    row.companyId ? deps.repository.findCompany(property.id, row.companyId) : undefined,
    deps.repository.listRoomConfigurationOptions(property.id),
    deps.repository.listServices(property.id),
    viewerIsBooker && deps.guestAccounts ? deps.guestAccounts.savedCardsOf(viewer.individualId) : Promise.resolve([]),
  ]);
  const money = (minor: number) => toMajorUnits(minor, row.currency);
  const reservationItems = items.map((item) => preCheckInItemOf(item, { settings, options, services, money }));
  return {
    PropertyId: property.id,
    ReferenceNumber: row.referenceNumber,
    IsReservation: true,
    EntityId: row.id,
    SpecialRequests: row.notes,
    TotalAccommodationPrice: money(row.roomsTotal),
    TotalServicesPrice: money(row.extrasTotal),
    Currency: row.currency,
    NumberOfAdults: items.reduce((sum, item) => sum + item.adults, 0),
    NumberOfChildren: items.reduce((sum, item) => sum + item.children, 0),
    NumberOfInfants: items.reduce((sum, item) => sum + item.infants, 0),
    CardOnFile: keptCardSummaryOf(row),
    CreditCards: savedCards.map((card) => ({
      CreditCardId: card.creditCardId,
      CardType: card.cardType,
      LastFourDigits: card.lastFourDigits,
      ExpiryMonth: card.expiryMonth,
      ExpiryYear: card.expiryYear,
      NameOnCard: card.nameOnCard,
    })),
    Booker: {
      IndividualId: row.bookerIndividualId,
      ...bookerContactOf(row),
      CountryId: row.bookerCountryId,
      StateOrCounty: row.bookerStateOrCounty,
      ZipCode: row.bookerZipCode,
    },
    Company: company ? { Name: company.name, AccountId: company.id } : null,
    ReservationItems: reservationItems,
    CompletedAt: row.preCheckInCompletedAt?.toISOString() ?? null,
  };
}

/** One room as the pre-check-in form shows it: every guest place filled, set-up choices, extras. */
function preCheckInItemOf(
  item: BookedItem,
  context: {
    settings: { ShowRoomConfigurationQuestion: boolean };
    options: ConfigurationOption[];
    services: ServiceRecord[];
    money: (minor: number) => number;
  },
): PreCheckInItem {
  const { settings, options, services, money } = context;
  const count = guestCountOf({ NumberOfAdults: item.adults, NumberOfChildren: item.children });
  const guests = item.guests.map((guest) => ({
    IndividualId: guest.individualId,
    FirstName: guest.firstName,
    LastName: guest.lastName,
    Email: guest.email,
    Phone: guest.phone,
  }));
  if (guests.length === 0)
    guests.push({
      IndividualId: null,
      FirstName: item.leadGuestFirstName,
      LastName: item.leadGuestLastName,
      Email: null,
      Phone: null,
    });
  while (guests.length < count)
    guests.push({ IndividualId: null, FirstName: '', LastName: '', Email: null, Phone: null });
  const configurationOptions = options.filter(
    (option) => option.roomTypeId === null || option.roomTypeId === item.roomTypeId,
  );
  return {
    ReservationItemId: item.id,
    DateOfArrival: item.dateFrom,
    DateOfDeparture: item.dateTo,
    RoomTypeId: item.roomTypeId,
    RoomType: item.roomTypeName,
    RatePlanId: item.ratePlanId,
    RatePlan: item.ratePlanName,
    Policy: item.policy,
    RoomConfiguration:
      item.roomConfigurationOptionId !== null
        ? {
            Id: item.roomConfigurationOptionId,
            Name:
              item.roomConfigurationName ??
              configurationOptions.find((option) => option.id === item.roomConfigurationOptionId)?.name ??
              '',
          }
        : null,
    ShowRoomConfigurationQuestion: settings.ShowRoomConfigurationQuestion,
    RoomConfigurationOptions: configurationOptions.map((option) => ({ Id: option.id, Name: option.name })),
    NumberOfAdults: item.adults,
    NumberOfChildren: item.children,
    NumberOfInfants: item.infants,
    Guests: guests,
    Services: item.services.map((extra) => bookedExtraView(item.id, extra, money)),
    HasSelectableServices: services.some((service) => isServiceOfferedWith(service, item)),
  };
}
