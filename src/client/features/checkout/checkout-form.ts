import type { SavedCreditCard, UserProfile } from '../../../contract/account';
import { paymentTypes, type PaymentType, type ReservationCreateRequestInput } from '../../../contract/reservation';
import type { Property } from '../../../contract/property';
import { validateBooker, type BookerForm } from '../../../domain/booker';
import {
  cardMessages,
  inferCardType,
  normaliseCardNumber,
  securityCodeLength,
  validateCard,
  type CardForm,
  type CardType,
} from '../../../domain/card-types';
import {
  canConfirmBooking,
  checkoutMessages,
  customTermsRequired,
  type ConfirmBookingInput,
  type CustomTermsConfiguration,
} from '../../../domain/checkout';
import { toMajorUnits } from '../../../domain/money';
import { newPasswordProblem, passwordConfirmationProblem } from '../../../domain/password';
import type { Basket, CheckedVoucher, CheckoutDraft } from '../../basket/basket';

// The checkout form: its values (the persisted draft plus the fields that are never stored:
// card number, security code, the account password and the saved-card choice), the field
// problems shown to the guest, and the create payload built from it.

export interface CheckoutFormValues extends CheckoutDraft {
  /** Only in the open form: never persisted. */
  cardNumber: string;
  /** Only in the open form: never persisted. */
  securityCode: string;
  /** The signed-in guest's saved card to pay with; null for a new card. Only in the open form. */
  savedCardId: number | null;
  /** Keep the new card for future bookings (signed in only). Only in the open form. */
  saveCardForFutureUse: boolean;
  /** Create an account while booking (signed out only). Only in the open form. */
  createAccount: boolean;
  /** Only in the open form: never persisted. */
  password: string;
  /** Only in the open form: never persisted. */
  confirmPassword: string;
}

/** The fields of the open form that are never written anywhere. */
const unstoredDefaults = {
  cardNumber: '',
  securityCode: '',
  savedCardId: null,
  saveCardForFutureUse: false,
  createAccount: false,
  password: '',
  confirmPassword: '',
} as const;

export function emptyCheckoutDraft(): CheckoutDraft {
  return {
    firstName: '',
    lastName: '',
    emailAddress: '',
    telephoneNumber: '',
    street: '',
    country: 0,
    postCode: '',
    optInToReceiveUpdates: false,
    specialRequests: '',
    comment: '',
    agreeToTermsAndConditions: false,
    hasAcceptedCustomTermsAndConditions: false,
    paymentType: null,
    poNumber: '',
    company: null,
    nameOnCard: '',
    cardHolderEmail: '',
    expiryMonth: 0,
    expiryYear: 0,
    voucherCode: '',
  };
}

export function checkoutFormDefaults(draft: CheckoutDraft | null): CheckoutFormValues {
  return { ...emptyCheckoutDraft(), ...draft, ...unstoredDefaults };
}

/** The values that may be stored: everything but the card, the password and the saved-card choice. */
export function draftOf(values: CheckoutFormValues): CheckoutDraft {
  const {
    cardNumber: _cardNumber,
    securityCode: _securityCode,
    savedCardId: _savedCardId,
    saveCardForFutureUse: _saveCardForFutureUse,
    createAccount: _createAccount,
    password: _password,
    confirmPassword: _confirmPassword,
    ...draft
  } = values;
  return draft;
}

/** The booker fields an account fills in. */
export type ProfileField = 'firstName' | 'lastName' | 'emailAddress' | 'telephoneNumber';

/**
 * The signed-in guest's details for the booker fields the guest has left empty: what they
 * already typed is theirs and stays.
 */
export function profilePrefill(
  values: Pick<CheckoutFormValues, ProfileField>,
  profile: Pick<UserProfile, 'Firstname' | 'Lastname' | 'EmailAddress' | 'Telephone'>,
): Partial<Record<ProfileField, string>> {
  const fromProfile: Record<ProfileField, string> = {
    firstName: profile.Firstname,
    lastName: profile.Lastname,
    emailAddress: profile.EmailAddress,
    telephoneNumber: profile.Telephone,
  };
  const prefill: Partial<Record<ProfileField, string>> = {};
  for (const field of Object.keys(fromProfile) as ProfileField[]) {
    const saved = (fromProfile[field] ?? '').trim();
    if (saved !== '' && values[field].trim() === '') prefill[field] = saved;
  }
  return prefill;
}

/** `today` is 'YYYY-MM-DD'; a card is good through the last day of its expiry month. */
export function isSavedCardExpired(card: Pick<SavedCreditCard, 'ExpiryMonth' | 'ExpiryYear'>, today: string): boolean {
  return `${card.ExpiryYear}-${String(card.ExpiryMonth).padStart(2, '0')}` < today.slice(0, 7);
}

/** The saved cards this booking can use: not expired, and of a type the hotel accepts. */
export function usableSavedCards(
  cards: readonly SavedCreditCard[],
  rules: Pick<CheckoutRules, 'today' | 'acceptedCards'>,
): SavedCreditCard[] {
  return cards.filter(
    (card) =>
      !isSavedCardExpired(card, rules.today) &&
      (rules.acceptedCards.length === 0 || rules.acceptedCards.some((accepted) => accepted.Code === card.CardType)),
  );
}

/** The saved card chosen, when it is still one of the guest's usable cards. */
export function chosenSavedCard(
  values: Pick<CheckoutFormValues, 'savedCardId'>,
  savedCards: readonly SavedCreditCard[],
): SavedCreditCard | null {
  if (values.savedCardId === null) return null;
  return savedCards.find((card) => card.CreditCardId === values.savedCardId) ?? null;
}

export function bookerFormOf(values: CheckoutFormValues): BookerForm {
  return values;
}

export function cardFormOf(values: CheckoutFormValues): CardForm {
  return {
    nameOnCard: values.nameOnCard,
    cardNumber: values.cardNumber,
    securityCode: values.securityCode,
    expiryMonth: values.expiryMonth,
    expiryYear: values.expiryYear,
    cardType: inferCardType(values.cardNumber),
  };
}

/**
 * docs/product.md, the booking flow, "Copying booker details to the card": if the card name is empty, it becomes
 * the booker's full name and the cardholder email the booker's email.
 */
export function copyBookerToCard(
  values: Pick<CheckoutFormValues, 'firstName' | 'lastName' | 'emailAddress' | 'nameOnCard' | 'cardHolderEmail'>,
): { nameOnCard: string; cardHolderEmail: string } {
  if (values.nameOnCard.trim() !== '')
    return { nameOnCard: values.nameOnCard, cardHolderEmail: values.cardHolderEmail };
  return {
    nameOnCard: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
    cardHolderEmail: values.emailAddress.trim(),
  };
}

export type CheckoutField = keyof CheckoutFormValues;

export interface CheckoutRules {
  customTerms: CustomTermsConfiguration;
  /** 'YYYY-MM-DD' for card expiry. */
  today: string;
  acceptedCards: Property['CreditCards'];
  /** A guest is signed in: the create-account part does not apply. */
  signedIn?: boolean;
  /** The signed-in guest's usable saved cards (usableSavedCards). */
  savedCards?: readonly SavedCreditCard[];
  /**
   * The booking asks for a card (the default). Not when it is paid at the hotel and guaranteed
   * by nothing: nothing is charged today and no card is kept, so none is asked (asksNoCard).
   */
  cardAsked?: boolean;
}

/** Field -> the message to show, for every problem the guest can fix in the form. */
export function checkoutProblems(
  values: CheckoutFormValues,
  rules: CheckoutRules,
): Partial<Record<CheckoutField, string>> {
  const problems: Partial<Record<CheckoutField, string>> = {};
  const booker = validateBooker(values);
  if (booker.FirstName) problems.firstName = booker.FirstName;
  if (booker.LastName) problems.lastName = booker.LastName;
  if (booker.Email) problems.emailAddress = booker.Email;
  if (booker.Phone) problems.telephoneNumber = booker.Phone;
  if (booker.Street) problems.street = booker.Street;
  if (booker.CountryId) problems.country = booker.CountryId;
  if (booker.ZipCode) problems.postCode = booker.ZipCode;

  const savedCard = chosenSavedCard(values, rules.savedCards ?? []);
  // Paid at the hotel with no guarantee, "by card" takes no card: no details to check.
  const byCard = values.paymentType === paymentTypes.PayByCard && rules.cardAsked !== false;
  if (byCard && savedCard) {
    // The gateway holds the rest of a saved card: only its security code is asked.
    const length = securityCodeLength(savedCard.CardType as CardType);
    if (!new RegExp(`^\\d{${length}}$`).test(values.securityCode.trim()))
      problems.securityCode = cardMessages.securityCode(length);
  } else if (byCard) {
    const card = validateCard(cardFormOf(values), rules.today);
    if (card.NameOnCard) problems.nameOnCard = card.NameOnCard;
    if (card.CardNumber) problems.cardNumber = card.CardNumber;
    if (card.SecurityCode) problems.securityCode = card.SecurityCode;
    if (card.ExpiryMonth) problems.expiryMonth = card.ExpiryMonth;
    if (card.ExpiryYear) problems.expiryYear = card.ExpiryYear;
    const type = inferCardType(values.cardNumber);
    if (
      !problems.cardNumber &&
      type &&
      rules.acceptedCards.length > 0 &&
      !rules.acceptedCards.some((card) => card.Code === type)
    ) {
      problems.cardNumber = `Sorry, this hotel does not accept ${type} cards. Please use another card.`;
    }
  }
  if (values.paymentType === paymentTypes.PayByCompanyInvoice) {
    if (!values.company) problems.company = checkoutMessages.company;
    if (values.poNumber.trim() === '') problems.poNumber = checkoutMessages.poNumber;
  }
  if (values.paymentType === null) problems.paymentType = 'Please choose how you would like to pay.';
  if (values.createAccount && !rules.signedIn) {
    const password = newPasswordProblem(values.password);
    if (password) problems.password = password;
    const confirmation = passwordConfirmationProblem(values.password, values.confirmPassword);
    if (confirmation) problems.confirmPassword = confirmation;
  }
  if (!values.agreeToTermsAndConditions) problems.agreeToTermsAndConditions = checkoutMessages.terms;
  if (
    customTermsRequired(rules.customTerms, values.paymentType as PaymentType | null) &&
    !values.hasAcceptedCustomTermsAndConditions
  ) {
    problems.hasAcceptedCustomTermsAndConditions = checkoutMessages.customTerms;
  }
  return problems;
}

export interface CreateRequestContext {
  propertyId: number;
  /** The property's currency: the basket keeps prices in its minor units, the request takes major units. */
  currency: string;
  basket: Basket;
  voucher: CheckedVoucher | null;
  acceptedCards: Property['CreditCards'];
  browser: ReservationCreateRequestInput['BrowserData'];
  /** The signed-in guest, or null/absent when signed out. */
  account?: UserProfile | null;
  /** The signed-in guest's usable saved cards (usableSavedCards). */
  savedCards?: readonly SavedCreditCard[];
  /** The booking asks for a card (the default); when not, paying "by card" sends none. */
  cardAsked?: boolean;
}

function cardDetailsOf(
  values: CheckoutFormValues,
  context: CreateRequestContext,
): NonNullable<ReservationCreateRequestInput['CardDetails']> {
  const savedCard = context.account ? chosenSavedCard(values, context.savedCards ?? context.account.CreditCards) : null;
  if (savedCard) {
    // Contract: a saved card goes as its id with the security code only.
    return {
      CreditCardId: savedCard.CreditCardId,
      SaveCreditCardToIndividual: false,
      CardNumber: '',
      NameOnCard: '',
      EmailAddress: values.cardHolderEmail.trim() || null,
      CreditCardTypeId: null,
      ExpiryMonth: null,
      ExpiryYear: null,
      SecurityCode: values.securityCode.trim(),
    };
  }
  const cardType = inferCardType(values.cardNumber);
  return {
    CreditCardId: null,
    SaveCreditCardToIndividual: Boolean(context.account) && values.saveCardForFutureUse,
    CardNumber: normaliseCardNumber(values.cardNumber),
    NameOnCard: values.nameOnCard.trim(),
    EmailAddress: values.cardHolderEmail.trim() || null,
    CreditCardTypeId: context.acceptedCards.find((card) => card.Code === cardType)?.CreditCardTypeId ?? null,
    ExpiryMonth: values.expiryMonth,
    ExpiryYear: values.expiryYear,
    SecurityCode: values.securityCode.trim(),
  };
}

/** The booking create payload of the form and the basket. */
export function createRequestOf(
  values: CheckoutFormValues,
  paymentType: PaymentType,
  context: CreateRequestContext,
): ReservationCreateRequestInput {
  const items = context.basket.items;
  const dates = items.flatMap((item) => [item.dateFrom, item.dateTo]).sort();
  const createAccount = values.createAccount && !context.account;
  return {
    LanguageCode: 'en',
    IsAppBooking: false,
    PropertyId: context.propertyId,
    DateFrom: dates[0] ?? null,
    DateTo: dates[dates.length - 1] ?? null,
    Notes: values.specialRequests.trim(),
    Comment: values.comment.trim(),
    Booker: {
      FirstName: values.firstName.trim(),
      LastName: values.lastName.trim(),
      Email: values.emailAddress.trim(),
      Phone: values.telephoneNumber.trim(),
      Street: values.street.trim(),
      City: null,
      CountryId: values.country || null,
      StateOrCounty: null,
      OptInToReceiveUpdates: values.optInToReceiveUpdates,
      ZipCode: values.postCode.trim(),
      IndividualId: context.account?.IndividualId ?? null,
    },
    // Paid at the hotel with no guarantee: PayByCard with no card at all.
    CardDetails:
      paymentType === paymentTypes.PayByCard && context.cardAsked !== false ? cardDetailsOf(values, context) : null,
    PaymentType: paymentType,
    AccountId: paymentType === paymentTypes.PayByCompanyInvoice ? (values.company?.AccountId ?? null) : null,
    PONumber: paymentType === paymentTypes.PayByCompanyInvoice ? values.poNumber.trim() : null,
    PromoCode: context.basket.search?.promo ?? null,
    HopGiftVoucherCode: context.voucher?.code ?? null,
    Rooms: items.map((item) => {
      // A room whose lead guest was not named is the booker's own.
      const named = item.leadGuest.firstName.trim() !== '' && item.leadGuest.lastName.trim() !== '';
      return {
        DateFrom: item.dateFrom,
        DateTo: item.dateTo,
        RoomTypeId: item.roomTypeId,
        RoomConfigurationDropdownOptionId: item.roomConfiguration,
        RatePlanId: item.ratePlanId,
        Promotion: item.promotion,
        NumberOfAdults: item.adults,
        NumberOfChildren: item.children,
        NumberOfInfants: item.infants,
        LeadGuest: {
          FirstName: named ? item.leadGuest.firstName.trim() : values.firstName.trim(),
          LastName: named ? item.leadGuest.lastName.trim() : values.lastName.trim(),
          Email: null,
          Phone: null,
        },
        Services: item.services
          .filter((service) => service.Quantity > 0)
          .map((service) => ({ ServiceId: service.ServiceId, Quantity: service.Quantity })),
        TotalCost: toMajorUnits(item.roomTotalMinor, context.currency),
      };
    }),
    BrowserData: context.browser,
    AgreeToTermsAndConditions: values.agreeToTermsAndConditions,
    HasAcceptedCustomTermsAndConditions: values.hasAcceptedCustomTermsAndConditions,
    Password: createAccount ? values.password : null,
    ConfirmPassword: createAccount ? values.confirmPassword : null,
  };
}

/**
 * The booking flow's rule (docs/product.md; the domain's canConfirmBooking) for the open form. A booking that asks
 * no card (paid at the hotel, guaranteed by nothing) is paid "by card" with no card details: its
 * payment is then checked as a method that takes no details is (the payment provider's), and
 * every other condition (details, address, terms, custom terms) as it is.
 */
export function checkoutCanConfirm(
  values: CheckoutFormValues,
  context: Pick<ConfirmBookingInput, 'paymentType' | 'savedCardId' | 'customTerms' | 'isCreating'> & {
    cardAsked: boolean;
  },
): boolean {
  const noCard = !context.cardAsked && context.paymentType === paymentTypes.PayByCard;
  return canConfirmBooking({
    booker: values,
    paymentType: noCard ? paymentTypes.PayByPayStack : context.paymentType,
    card: cardFormOf(values),
    savedCardId: context.savedCardId,
    invoice: { poNumber: values.poNumber, companyId: values.company?.AccountId ?? null },
    agreeToTermsAndConditions: values.agreeToTermsAndConditions,
    hasAcceptedCustomTermsAndConditions: values.hasAcceptedCustomTermsAndConditions,
    customTerms: context.customTerms,
    isCreating: context.isCreating,
  });
}

/** What the server wants to know of the browser (3-D Secure style data; no fingerprinting beyond it). */
export function browserData(): ReservationCreateRequestInput['BrowserData'] {
  return {
    ColorDepthInBits: window.screen.colorDepth,
    JavaScriptEnabled: true,
    BrowserLanguage: navigator.language,
    ScreenHeight: window.screen.height,
    ScreenWidth: window.screen.width,
    UserAgent: navigator.userAgent.slice(0, 512),
    TimezoneOffSet: new Date().getTimezoneOffset(),
  };
}
