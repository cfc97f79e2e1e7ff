// Payment cards (docs/product.md, rules): the card type a number belongs to, the Luhn check, and when
// the card part of the checkout form is complete and plausible. The client shows these as the
// guest types; Reservation/Create applies the same rules before anything reaches a gateway.

/** Codes as credit_card_types (StaticData creditcardtypes) names them. */
export const cardTypes = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'troy'] as const;
export type CardType = (typeof cardTypes)[number];

/** How each card type is named to guests: on pages, in emails and in messages. */
export const cardBrandNames: Readonly<Record<CardType, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  troy: 'Troy',
};

const isCardType = (code: string): code is CardType => (cardTypes as readonly string[]).includes(code);

/** The brand name of a card type code ('amex' -> 'American Express'); undefined for a code that is not one (callers choose their fallback). */
export function cardBrandName(type: CardType): string;
export function cardBrandName(type: string): string | undefined;
export function cardBrandName(type: string): string | undefined {
  return isCardType(type) ? cardBrandNames[type] : undefined;
}

/**
 * "Visa ending 4242": a card kept with a booking or saved to an account, as guests and staff
 * read it, by brand and last four only. The one wording of it, wherever a card is named.
 */
export function savedCardLabel(card: { CardType: string; LastFourDigits: string }): string {
  return `${cardBrandName(card.CardType.toLowerCase()) ?? 'Card'} ending ${card.LastFourDigits}`;
}

/** Spaces and dashes a guest types between groups of digits are not part of the number. */
export function normaliseCardNumber(number: string | null | undefined): string {
  return (number ?? '').replace(/[\s-]/g, '');
}

const startsWithin = (digits: string, length: number, from: number, to: number) => {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= from && prefix <= to;
};

/**
 * The card type from the number's prefix (IIN ranges), or null when unknown or too short to
 * tell. docs/product.md, rules: 4 visa; 34, 37 amex; 51-55 mastercard; 6011 discover; 62 unionpay;
 * 9792 troy. Also: mastercard's 2221-2720 series; discover's 644-649 and 65; diners 300-305,
 * 36, 38, 39; jcb 3528-3589. More specific prefixes are checked first (6011 before 62 ...).
 */
export function inferCardType(number: string | null | undefined): CardType | null {
  const digits = normaliseCardNumber(number);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('9792')) return 'troy';
  if (digits.startsWith('4')) return 'visa';
  if (digits.startsWith('34') || digits.startsWith('37')) return 'amex';
  if (startsWithin(digits, 2, 51, 55) || startsWithin(digits, 4, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('6011') || startsWithin(digits, 3, 644, 649) || digits.startsWith('65')) return 'discover';
  if (digits.startsWith('62')) return 'unionpay';
  if (startsWithin(digits, 4, 3528, 3589)) return 'jcb';
  if (
    startsWithin(digits, 3, 300, 305) ||
    digits.startsWith('36') ||
    digits.startsWith('38') ||
    digits.startsWith('39')
  )
    return 'diners';
  return null;
}

/** The Luhn (mod 10) check digit test of a 12-19 digit card number. */
export function passesLuhn(number: string | null | undefined): boolean {
  const digits = normaliseCardNumber(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** American Express prints a 4-digit code on the front; every other type a 3-digit one on the back. */
export function securityCodeLength(cardType: CardType | null): number {
  return cardType === 'amex' ? 4 : 3;
}

/** The last four digits, the only part of a number ever shown or stored. */
export function lastFourDigits(number: string | null | undefined): string {
  return normaliseCardNumber(number).slice(-4);
}

/** The card fields of the checkout form. */
export interface CardForm {
  nameOnCard: string | null | undefined;
  cardNumber: string | null | undefined;
  securityCode: string | null | undefined;
  /** 1-12; 0 or null when not chosen */
  expiryMonth: number | null | undefined;
  /** four digits; 0 or null when not chosen */
  expiryYear: number | null | undefined;
  /** the card type chosen or inferred; null when unknown */
  cardType: CardType | string | null | undefined;
}

const filled = (value: string | null | undefined) => (value ?? '').trim().length > 0;

/**
 * docs/product.md, rules and messages: the card is valid when name, number, cvv, expiry month, expiry year and card
 * type are set (month and year not zero). This is what enables Confirm; `validateCard` says
 * what is wrong in detail.
 */
export function isCardComplete(card: CardForm): boolean {
  return (
    filled(card.nameOnCard) &&
    filled(card.cardNumber) &&
    filled(card.securityCode) &&
    (card.expiryMonth ?? 0) !== 0 &&
    (card.expiryYear ?? 0) !== 0 &&
    filled(card.cardType ?? '')
  );
}

/** Field -> messages, keyed by the CardDetails field names of the create payload. */
export type CardProblems = Partial<
  Record<'NameOnCard' | 'CardNumber' | 'SecurityCode' | 'ExpiryMonth' | 'ExpiryYear' | 'CreditCardTypeId', string>
>;

export const cardMessages = {
  nameOnCard: 'Please enter the name on the card.',
  cardNumber: 'Please enter a valid card number.',
  unknownType: 'We could not recognise this card number. Please check it.',
  securityCode: (length: number) => `Please enter the ${length}-digit security code.`,
  expiryMonth: 'Please choose the expiry month.',
  expiryYear: 'Please choose the expiry year.',
  expired: 'This card has expired.',
} as const;

/**
 * Everything the guest can get wrong on the card before it reaches the gateway. `today` is
 * 'YYYY-MM-DD' (a card is good through the last day of its expiry month).
 */
export function validateCard(card: CardForm, today: string): CardProblems {
  const problems: CardProblems = {};
  if (!filled(card.nameOnCard)) problems.NameOnCard = cardMessages.nameOnCard;
  const type = inferCardType(card.cardNumber);
  if (!passesLuhn(card.cardNumber)) problems.CardNumber = cardMessages.cardNumber;
  else if (type === null) problems.CardNumber = cardMessages.unknownType;
  const codeLength = securityCodeLength(type);
  if (!new RegExp(`^\\d{${codeLength}}$`).test((card.securityCode ?? '').trim()))
    problems.SecurityCode = cardMessages.securityCode(codeLength);
  const month = card.expiryMonth ?? 0;
  const year = card.expiryYear ?? 0;
  if (!Number.isInteger(month) || month < 1 || month > 12) problems.ExpiryMonth = cardMessages.expiryMonth;
  if (!Number.isInteger(year) || year < 2000 || year > 2099) problems.ExpiryYear = cardMessages.expiryYear;
  if (!problems.ExpiryMonth && !problems.ExpiryYear) {
    const expiry = `${year}-${String(month).padStart(2, '0')}`;
    if (expiry < today.slice(0, 7)) problems.ExpiryYear = cardMessages.expired;
  }
  return problems;
}
