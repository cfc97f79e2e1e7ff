import { paymentTypes, type PaymentType, type ReservationCreateRequest } from '../../contract/reservation';
import type { BookingConfigurationSettings } from '../../contract/property-definition';
import { validateBooker } from '../../domain/booker';
import { cardBrandName, cardMessages, inferCardType, securityCodeLength, validateCard } from '../../domain/card-types';
import {
  availablePaymentTypes,
  checkoutMessages,
  customTermsRequired,
  isCompanyInvoiceAllowed,
} from '../../domain/checkout';
import { isLeadGuestValid } from '../../domain/occupancy';
import { newPasswordProblem, passwordConfirmationProblem } from '../../domain/password';
import { isSameDayRestricted } from '../../domain/same-day';
import { validateSearchRequest, type SearchRules } from '../../domain/search-request';
import type { ModelState } from '../errors';
import type { SavedCardForPayment } from '../guest-accounts';

// The rules of Reservation/Create that need no prices: the booker, the terms, each room's
// dates, guests, lead guest and bed set-up, and the card or company details of the chosen
// payment method. Keys are the payload's field paths, so the answer is the 400 ModelState.

export interface BookingRequestContext {
  propertyId: number;
  timeZone: string;
  now: Date;
  searchRules: SearchRules;
  settings: BookingConfigurationSettings;
  /** The property accepts these card types (Property.CreditCards). */
  acceptedCardTypes: readonly string[];
  /** Bed set-ups named by the request's rooms that exist at the property. */
  roomConfigurationOptions: readonly { id: number; roomTypeId: number | null }[];
  countryKnown: boolean;
  /** The code of the request's CardDetails.CreditCardTypeId, when given and known. */
  chosenCardTypeCode: string | undefined;
  /** The request's AccountId names a company of the property. */
  companyKnown: boolean;
  /** A guest is signed in (the session, never the body, says who books). */
  signedIn: boolean;
  /** The signed-in guest's saved card named by CardDetails.CreditCardId, null when not theirs. */
  savedCard: SavedCardForPayment | null;
  /** The card gateway in use: a saved card's token only works at the gateway that made it. */
  cardGatewayName: string;
}

export const savedCardMessages = {
  signIn: 'Please sign in to pay with a saved card, or enter your card details.',
  notFound: 'We could not find this saved card on your account. Please choose another card or enter your card details.',
  unusable: 'This saved card can no longer be used. Please enter your card details.',
  expired: 'This saved card has expired. Please choose another card or enter your card details.',
} as const;

/** Password and ConfirmPassword ask for an account while booking; an empty pair asks for none. */
export function wantsAccount(request: Pick<ReservationCreateRequest, 'Password' | 'ConfirmPassword'>): boolean {
  return Boolean(request.Password) || Boolean(request.ConfirmPassword);
}

export function expiryYearOf(year: number | null | undefined): number | null {
  if (year === null || year === undefined || year === 0) return null;
  return year < 100 ? 2000 + year : year;
}

export function validateBookingRequest(request: ReservationCreateRequest, context: BookingRequestContext): ModelState {
  const modelState: ModelState = {};
  const add = (field: string, message: string) => void (modelState[field] ??= []).push(message);
  const today = context.searchRules.today;

  // The booker (docs/product.md, rules: personal details and address).
  const booker = request.Booker;
  const bookerProblems = validateBooker({
    firstName: booker.FirstName,
    lastName: booker.LastName,
    emailAddress: booker.Email,
    telephoneNumber: booker.Phone,
    street: booker.Street,
    postCode: booker.ZipCode,
    country: booker.CountryId,
  });
  if (!bookerProblems.CountryId && !context.countryKnown) bookerProblems.CountryId = 'Please choose your country.';
  for (const [field, message] of Object.entries(bookerProblems)) add(`Booker.${field}`, message);

  // Terms (the confirm rule, docs/product.md, booking flow).
  if (!request.AgreeToTermsAndConditions) add('AgreeToTermsAndConditions', checkoutMessages.terms);
  const customTerms = {
    hasCustomTermsAndConditions: context.settings.HasCustomTermsAndConditions,
    onlyUseCustomTermsAndConditionsForPayByCompanyInvoice:
      context.settings.OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice,
  };
  if (customTermsRequired(customTerms, request.PaymentType) && !request.HasAcceptedCustomTermsAndConditions) {
    add('HasAcceptedCustomTermsAndConditions', checkoutMessages.customTerms);
  }

  // An account while booking (signed-in guests have one already): checked before anything is booked.
  if (!context.signedIn && wantsAccount(request)) {
    const passwordProblem = newPasswordProblem(request.Password);
    if (passwordProblem) add('Password', passwordProblem);
    else {
      const confirmationProblem = passwordConfirmationProblem(request.Password, request.ConfirmPassword);
      if (confirmationProblem) add('ConfirmPassword', confirmationProblem);
    }
  }

  validateRooms(request, context, add);

  // The chosen payment method's own details.
  if (request.PaymentType === paymentTypes.PayByCard) validateCardDetails(request, context, today, add);
  if (request.PaymentType === paymentTypes.PayByCompanyInvoice) {
    if (!request.AccountId || !context.companyKnown) add('AccountId', checkoutMessages.company);
    if (!request.PONumber) add('PONumber', checkoutMessages.poNumber);
  }
  if (request.PaymentType === paymentTypes.PayByVoucher && !request.HopGiftVoucherCode)
    add('HopGiftVoucherCode', checkoutMessages.voucherNeeded);
  return modelState;
}

function validateRooms(
  request: ReservationCreateRequest,
  context: BookingRequestContext,
  add: (field: string, message: string) => void,
) {
  const rooms = request.Rooms;
  const guests = rooms.map((item) => ({
    adults: item.NumberOfAdults,
    children: item.NumberOfChildren,
    infants: item.NumberOfInfants,
  }));
  // The room count and each room's guests, as the search checks them (its keys are Rooms[i]...).
  const whole = validateSearchRequest(
    { propertyId: context.propertyId, dateFrom: rooms[0]!.DateFrom, dateTo: rooms[0]!.DateTo, rooms: guests },
    context.searchRules,
  );
  for (const [field, messages] of Object.entries(whole)) {
    if (field !== 'DateFrom' && field !== 'DateTo') for (const message of messages) add(field, message);
  }
  const settings = context.settings;
  const sameDay = {
    enabled: settings.SameDayBookingRestrictionEnabled,
    hour: settings.SameDayBookingRestrictionHour,
    minute: settings.SameDayBookingRestrictionMinute,
  };
  rooms.forEach((item, index) => {
    const label = `Room ${index + 1}`;
    // Each room's own dates: not in the past, inside the 36-month window, departure after arrival.
    const dates = validateSearchRequest(
      { propertyId: context.propertyId, dateFrom: item.DateFrom, dateTo: item.DateTo, rooms: [guests[index]!] },
      context.searchRules,
    );
    for (const field of ['DateFrom', 'DateTo'] as const)
      for (const message of dates[field] ?? []) add(`Rooms[${index}].${field}`, `${label}: ${lowerFirst(message)}`);
    if (isSameDayRestricted(sameDay, { dateFrom: item.DateFrom, now: context.now, timeZone: context.timeZone })) {
      add(`Rooms[${index}].DateFrom`, settings.SameDayBookingRestrictionMessage);
    }

    // Lead guest and bed set-up (docs/product.md, rules).
    const configurationRequired = settings.ShowRoomConfigurationQuestion;
    const leadGuest = { firstName: item.LeadGuest.FirstName, lastName: item.LeadGuest.LastName };
    if (!isLeadGuestValid(leadGuest, { roomConfigurationRequired: false, roomConfigurationId: null })) {
      if (!item.LeadGuest.FirstName.trim())
        add(`Rooms[${index}].LeadGuest.FirstName`, `${label}: please enter the lead guest's first name.`);
      if (!item.LeadGuest.LastName.trim())
        add(`Rooms[${index}].LeadGuest.LastName`, `${label}: please enter the lead guest's last name.`);
    }
    const configurationId = item.RoomConfigurationDropdownOptionId;
    if (
      !isLeadGuestValid(
        { firstName: 'x', lastName: 'x' },
        { roomConfigurationRequired: configurationRequired, roomConfigurationId: configurationId },
      )
    ) {
      add(
        `Rooms[${index}].RoomConfigurationDropdownOptionId`,
        `${label}: please choose how you would like the room set up.`,
      );
    } else if (configurationId !== null) {
      const option = context.roomConfigurationOptions.find((candidate) => candidate.id === configurationId);
      if (!option || (option.roomTypeId !== null && option.roomTypeId !== item.RoomTypeId)) {
        add(
          `Rooms[${index}].RoomConfigurationDropdownOptionId`,
          `${label}: this room set-up is not offered for the room you chose.`,
        );
      }
    }
  });
}

function validateCardDetails(
  request: ReservationCreateRequest,
  context: BookingRequestContext,
  today: string,
  add: (field: string, message: string) => void,
) {
  const card = request.CardDetails;
  // Whether a card is needed at all depends on the rooms' payment policies: checked once priced.
  if (!card) return;
  if (card.CreditCardId) return validateSavedCard(card.SecurityCode, context, today, add);
  const inferred = inferCardType(card.CardNumber);
  const problems = validateCard(
    {
      nameOnCard: card.NameOnCard,
      cardNumber: card.CardNumber,
      securityCode: card.SecurityCode,
      expiryMonth: card.ExpiryMonth,
      expiryYear: expiryYearOf(card.ExpiryYear),
      cardType: inferred,
    },
    today,
  );
  for (const [field, message] of Object.entries(problems)) add(`CardDetails.${field}`, message);
  if (problems.CardNumber || inferred === null) return;
  if (card.CreditCardTypeId && context.chosenCardTypeCode !== inferred) {
    add('CardDetails.CreditCardTypeId', 'The card number does not match the card type you chose.');
  }
  if (!context.acceptedCardTypes.includes(inferred))
    add('CardDetails.CardNumber', `Sorry, this hotel does not accept ${cardBrandName(inferred)} cards.`);
}

/** A saved card needs only its security code; it must be the signed-in guest's, from this gateway, unexpired and accepted here. */
function validateSavedCard(
  securityCode: string,
  context: BookingRequestContext,
  today: string,
  add: (field: string, message: string) => void,
) {
  const saved = context.savedCard;
  if (!context.signedIn) return add('CardDetails.CreditCardId', savedCardMessages.signIn);
  if (!saved) return add('CardDetails.CreditCardId', savedCardMessages.notFound);
  if (saved.gateway !== context.cardGatewayName) return add('CardDetails.CreditCardId', savedCardMessages.unusable);
  const expiry = `${saved.expiryYear}-${String(saved.expiryMonth).padStart(2, '0')}`;
  if (expiry < today.slice(0, 7)) add('CardDetails.CreditCardId', savedCardMessages.expired);
  else if (!context.acceptedCardTypes.includes(saved.cardType))
    add('CardDetails.CreditCardId', `Sorry, this hotel does not accept ${cardBrandName(saved.cardType)} cards.`);
  const codeLength = securityCodeLength(saved.cardType);
  if (!new RegExp(`^\\d{${codeLength}}$`).test(securityCode.trim()))
    add('CardDetails.SecurityCode', cardMessages.securityCode(codeLength));
}

/** After pricing: the chosen method must be one the checkout would offer for this booking. */
export function validatePaymentChoice(
  request: ReservationCreateRequest,
  context: {
    payByPaystack: boolean;
    settings: BookingConfigurationSettings;
    guestCanChoosePaymentMethod: boolean;
    ratePlansCanPayByCompanyInvoice: boolean[];
    amountToPay: number;
    /** The rooms' payment policies need a card (to pay now or later, or to guarantee the booking). */
    cardNeeded: boolean;
  },
): ModelState {
  const options = {
    payByPaystack: context.payByPaystack,
    enableUserChoiceOfPaymentMethod: context.settings.EnableUserChoiceOfPaymentMethod,
    guestCanChoosePaymentMethod: context.guestCanChoosePaymentMethod,
    enablePayByCompanyInvoice: context.settings.EnablePayByCompanyInvoice,
    ratePlansCanPayByCompanyInvoice: context.ratePlansCanPayByCompanyInvoice,
    amountToPay: context.amountToPay,
  };
  const allowed: readonly PaymentType[] = availablePaymentTypes(options);
  if (allowed.includes(request.PaymentType)) {
    // A card pays now, is charged later or guarantees the booking; only a plan that takes
    // nothing now and asks no guarantee books without one.
    if (request.PaymentType === paymentTypes.PayByCard && !request.CardDetails && context.cardNeeded)
      return { CardDetails: [checkoutMessages.cardDetails] };
    return {};
  }
  if (request.PaymentType === paymentTypes.PayByVoucher)
    return { HopGiftVoucherCode: [checkoutMessages.voucherMustCoverTotal] };
  if (context.amountToPay <= 0) return { PaymentType: [checkoutMessages.voucherCoversTotal] };
  if (request.PaymentType === paymentTypes.PayByCompanyInvoice && !isCompanyInvoiceAllowed(options))
    return { PaymentType: [checkoutMessages.companyInvoiceNotAllowed] };
  if (request.PaymentType === paymentTypes.PayByIndividualInvoice && options.enableUserChoiceOfPaymentMethod)
    return { PaymentType: [checkoutMessages.individualInvoiceNotAllowed] };
  return { PaymentType: [checkoutMessages.paymentType] };
}

const lowerFirst = (message: string) => message.charAt(0).toLowerCase() + message.slice(1);
