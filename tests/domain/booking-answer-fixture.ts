import type { ManageActions, ManageRoom } from '../../src/contract/manage-booking';
import type { ConfirmationRoom, ReservationConfirmation } from '../../src/contract/reservation-confirmation';

// A booking and its rooms as the API answers for them: on the confirmation, and on the manage
// page with what the guest may do with them.

/** Two weeknights in a Classic Double on Best Flexible Rate for two adults, £258, no taxes; `fields` changed. */
export function confirmationRoom(fields: Partial<ConfirmationRoom> = {}): ConfirmationRoom {
  return {
    ReservationItemId: 1,
    DateFrom: '2027-03-24',
    DateTo: '2027-03-26',
    Nights: 2,
    RoomTypeId: 1,
    RoomTypeName: 'Classic Double',
    RatePlanId: 1,
    RatePlanName: 'Best Flexible Rate',
    Policy: '',
    Inclusions: [],
    RoomConfigurationDropdownOptionId: null,
    RoomConfigurationName: null,
    NumberOfAdults: 2,
    NumberOfChildren: 0,
    NumberOfInfants: 0,
    Guests: [{ IndividualId: null, FirstName: 'Grace', LastName: 'Hopper', Email: null, Phone: null }],
    Services: [],
    RoomCost: 258,
    ExtrasCost: 0,
    TotalCost: 258,
    PerNightRate: 129,
    Taxes: [],
    TotalWithTaxes: 258,
    PayAtProperty: 0,
    ...fields,
  };
}

/** Nothing may be done and nothing would be charged or given back; `fields` changed. */
export function manageActions(fields: Partial<ManageActions> = {}): ManageActions {
  return {
    CanCancel: false,
    CancellationFee: 0,
    CancellationFeeTaxes: [],
    RefundAmount: 0,
    RefundTaxes: [],
    FreeCancellationUntil: null,
    FreeCancellationUntilText: null,
    CanChangeDates: false,
    CanAddExtras: false,
    CanEditGuests: false,
    CanReplaceCard: false,
    CanPayBalance: false,
    Reason: null,
    ...fields,
  };
}

/** The confirmation's room, still booked, with no extras and nothing it may do; `fields` changed. */
export function manageRoom(fields: Partial<ManageRoom> = {}): ManageRoom {
  return {
    ...confirmationRoom(),
    Status: 'Booked',
    CancelledAt: null,
    CancellationFeeCharged: 0,
    CancellationPolicyText: '',
    ArrivalTime: null,
    Actions: manageActions(),
    Extras: [],
    ...fields,
  };
}

/** Ada's booking at The Ashbury of the confirmation's room, paid in full by card; `fields` changed. */
export function confirmedBooking(fields: Partial<ReservationConfirmation> = {}): ReservationConfirmation {
  return {
    PropertyId: 1,
    PropertyCode: 'DEMO',
    PropertyName: 'The Ashbury',
    PropertyContact: {
      Email: 'stay@ashbury-hotels.example',
      Telephone: null,
      WebsiteUrl: null,
      Address: 'Harrogate',
      TimeZone: 'Europe/London',
    },
    ReferenceNumber: 'ABCD2345',
    Status: 'Confirmed',
    Message: 'Booking has been made successfully.',
    PaymentType: 0,
    PaymentStatus: 'Paid',
    Card: { CardType: 'visa', LastFourDigits: '4242', ExpiryMonth: 12, ExpiryYear: 2030 },
    Company: null,
    PONumber: null,
    DateFrom: '2027-03-24',
    DateTo: '2027-03-26',
    Nights: 2,
    Booker: {
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
      Phone: '',
      Street: '',
      City: null,
      CountryId: null,
      CountryName: null,
      ZipCode: '',
    },
    Rooms: [confirmationRoom()],
    Notes: '',
    Comment: '',
    PromoCode: null,
    GiftVoucherCode: null,
    RoomsTotal: 258,
    ExtrasTotal: 0,
    VoucherDiscount: 0,
    TotalCost: 258,
    AmountPaid: 258,
    AmountDue: 0,
    Taxes: [],
    TotalWithTaxes: 258,
    PayAtProperty: 0,
    PaidOnline: 258,
    PaymentPlan: 'PayNow',
    Guarantee: 'Card',
    PaymentSchedule: [],
    BalanceDue: 0,
    Currency: 'GBP',
    CreatedAt: '2027-03-03T12:00:00.000Z',
    HoldExpiresAt: null,
    PreCheckInPath: null,
    ...fields,
  };
}
