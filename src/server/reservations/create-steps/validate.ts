import type { BookingConfigurationSettings } from '../../../contract/property-definition';
import type { ReservationCreateRequest } from '../../../contract/reservation';
import { validationError } from '../../errors';
import type { SignedInGuest } from '../../guest-accounts';
import type { PropertyRecord } from '../../properties/repository';
import { searchRulesOf } from '../../properties/search-rules';
import type { PaymentPlan } from '../../../domain/payment-schedule';
import type { PricedBooking } from '../price-booking';
import { validateBookingRequest, validatePaymentChoice } from '../validate-request';
import type { BookingInputs } from './load-inputs';

// Steps 2 and 4 of Reservation/Create: what needs no prices (booker, terms, rooms, card or
// company details) before pricing, and the payment method the prices allow after it. Either
// answers 400 with every problem found, before anything is booked.

type ValidatedProperty = Pick<
  PropertyRecord,
  | 'id'
  | 'timeZone'
  | 'adultMaximumOccupancy'
  | 'childMaximumOccupancy'
  | 'enableChildrenSearch'
  | 'enableInfantSearch'
  | 'creditCards'
  | 'payByPaystack'
>;

export function checkBookingRequest(
  request: ReservationCreateRequest,
  context: {
    property: ValidatedProperty;
    settings: BookingConfigurationSettings;
    now: Date;
    today: string;
    guest: SignedInGuest | null;
    inputs: Pick<
      BookingInputs,
      'configurationOptions' | 'countryKnown' | 'chosenCardTypeCode' | 'company' | 'savedCard'
    >;
    cardGatewayName: string;
  },
): void {
  const { property, settings, inputs } = context;
  const problems = validateBookingRequest(request, {
    propertyId: property.id,
    timeZone: property.timeZone,
    now: context.now,
    searchRules: searchRulesOf(property, settings, context.today),
    settings,
    acceptedCardTypes: property.creditCards,
    roomConfigurationOptions: inputs.configurationOptions,
    countryKnown: inputs.countryKnown,
    chosenCardTypeCode: inputs.chosenCardTypeCode,
    companyKnown: inputs.company !== undefined,
    signedIn: context.guest !== null,
    savedCard: inputs.savedCard,
    cardGatewayName: context.cardGatewayName,
  });
  if (Object.keys(problems).length > 0) throw validationError(problems);
}

export function checkPaymentChoice(
  request: ReservationCreateRequest,
  context: {
    property: ValidatedProperty;
    settings: BookingConfigurationSettings;
    guest: SignedInGuest | null;
    priced: PricedBooking;
    /** What the guest pays online: nothing left (a voucher covers it) allows paying by voucher alone. */
    amountToPay: number;
    /** How it is paid (a plan taking nothing now with no guarantee needs no card). */
    payments: Pick<PaymentPlan, 'dueNow' | 'guarantee'>;
  },
): void {
  const problems = validatePaymentChoice(request, {
    payByPaystack: context.property.payByPaystack,
    settings: context.settings,
    guestCanChoosePaymentMethod: context.guest?.canChoosePaymentMethod ?? false,
    ratePlansCanPayByCompanyInvoice: context.priced.items.map((item) => item.canPayByCompanyInvoice),
    amountToPay: context.amountToPay,
    cardNeeded: context.payments.guarantee === 'Card' || context.payments.dueNow > 0,
  });
  if (Object.keys(problems).length > 0) throw validationError(problems);
}
