import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { RoomTypeOffer } from '../src/contract/availability';
import type { Country, Property } from '../src/contract/property';
import { adaContact } from '../tests/domain/booker-fixture';
import { approvedCard } from '../tests/domain/card-fixture';
import { hotelDate } from './hotel-dates';

// A stay booked through the API as checkout would book it, for specs whose story starts after
// the booking (managing it, pre-check-in): Classic Doubles for two at the Best Flexible Rate
// (or the rate plan asked for), paid by the sandbox's approving card (or the card asked for).

/** Ada as the booker of a Reservation/Create request, at `email`, her country found in `countries`. */
export function adaAsBooker(countries: readonly Country[], email: string, lastName = 'Lovelace') {
  return {
    ...adaContact,
    LastName: lastName,
    Email: email,
    City: null,
    CountryId: countries.find((country) => country.Code === 'GB')!.CountryId,
    StateOrCounty: null,
    OptInToReceiveUpdates: false,
    ZipCode: 'SW1Y 4JH',
  };
}

export interface BookedByApi {
  referenceNumber: string;
  confirmationToken: string;
  stay: { DateFrom: string; DateTo: string };
}

/**
 * Books one Classic Double per lead guest for two nights from `start` days after today,
 * booked by Ada at `email`, each room with the extras named in `extras`.
 */
export async function bookByApi(
  request: APIRequestContext,
  booking: {
    start: number;
    email: string;
    leads: readonly { FirstName: string; LastName: string }[];
    extras?: readonly string[];
    /** The rate plan's code; the Best Flexible Rate (FLEX) unless given. */
    ratePlanCode?: string;
    /** Another sandbox card number than the approving one. */
    cardNumber?: string;
    /** The booker's last name, when it is not Lovelace. */
    bookerLastName?: string;
    /** The booking's notes to the hotel. */
    notes?: string;
  },
): Promise<BookedByApi> {
  const property = (await (await request.get('/api/Property/DEMO')).json()) as Property;
  const stay = { DateFrom: hotelDate(property, booking.start), DateTo: hotelDate(property, booking.start + 2) };
  const guests = { NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 };
  const search = await request.post('/api/Availability/Search', {
    data: { PropertyId: 'DEMO', LanguageCode: 'en', ...stay, Rooms: booking.leads.map(() => guests) },
  });
  expect(search.ok()).toBe(true);
  const roomType = ((await search.json()) as { RoomTypes: RoomTypeOffer[] }).RoomTypes.find(
    (offer) => offer.Name === 'Classic Double',
  )!;
  const ratePlan = roomType.RatePlans.find((plan) => plan.RatePlanCode === (booking.ratePlanCode ?? 'FLEX'))!;
  const services = await extrasNamed(request, booking.extras ?? [], {
    roomTypeId: roomType.RoomTypeId,
    ratePlanId: ratePlan.RatePlanId,
    ...stay,
  });
  const countries = (await (await request.get('/api/StaticData/en/countries')).json()) as Country[];
  const options = (await (
    await request.get(`/api/RoomTypeConfiguration/Get?propertyId=DEMO&roomTypeId=${roomType.RoomTypeId}`)
  ).json()) as { RoomConfigurationDropdownOptionId: number }[];
  const created = await request.post('/api/Reservation/Create', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      LanguageCode: 'en',
      IsAppBooking: false,
      PropertyId: 'DEMO',
      ...stay,
      Notes: booking.notes ?? '',
      Comment: '',
      Booker: adaAsBooker(countries, booking.email, booking.bookerLastName),
      // A card that stays in date whatever day the suite runs on (the server checks expiry by its clock).
      CardDetails: {
        ...approvedCard,
        ExpiryYear: new Date().getFullYear() + 3,
        ...(booking.cardNumber ? { CardNumber: booking.cardNumber } : {}),
      },
      PaymentType: 0,
      Rooms: booking.leads.map((lead) => ({
        ...stay,
        RoomTypeId: roomType.RoomTypeId,
        RoomConfigurationDropdownOptionId: options[0]?.RoomConfigurationDropdownOptionId ?? null,
        RatePlanId: ratePlan.RatePlanId,
        ...guests,
        LeadGuest: lead,
        Services: services.map((service) => ({ ServiceId: service.ServiceId, Quantity: 1 })),
        TotalCost: null,
      })),
      BrowserData: { JavaScriptEnabled: true, UserAgent: 'e2e' },
      AgreeToTermsAndConditions: true,
      HasAcceptedCustomTermsAndConditions: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { ReferenceNumber, ConfirmationToken } = (await created.json()) as {
    ReferenceNumber: string;
    ConfirmationToken: string;
  };
  return { referenceNumber: ReferenceNumber, confirmationToken: ConfirmationToken, stay };
}

async function extrasNamed(
  request: APIRequestContext,
  names: readonly string[],
  room: { roomTypeId: number; ratePlanId: number; DateFrom: string; DateTo: string },
): Promise<{ ServiceId: number; ServiceName: string }[]> {
  if (names.length === 0) return [];
  const offered = (await (
    await request.get(
      `/api/Service/Get?propertyId=DEMO&roomTypeId=${room.roomTypeId}&ratePlanId=${room.ratePlanId}&dateOfArrival=${room.DateFrom}&dateOfDeparture=${room.DateTo}&languageCode=en`,
    )
  ).json()) as { Services: { ServiceId: number; ServiceName: string }[] };
  return names.map((name) => offered.Services.find((service) => service.ServiceName === name)!);
}
