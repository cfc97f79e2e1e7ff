import type { ManageActions, ManageRoom } from '../../src/contract/manage-booking';
import type { ConfirmationRoom } from '../../src/contract/reservation-confirmation';

// A room of a booking as the API answers for it: on the confirmation, and on the manage page
// with what the guest may do with it.

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
