import { z } from 'zod';
import { paymentPlanTypeSchema } from './payment-schedule';
import { taxedPriceShape } from './taxes';

// The reservation calls (docs/product.md, API): POST Reservation/Create, GET Reservation/Status
// and POST Reservation/CheckVoucherCode (GET Reservation/Confirmation's booking view is in
// reservation-confirmation.ts). Amounts are major units
// (pounds, not pence); dates are calendar dates 'YYYY-MM-DD'. The request shapes only check
// types and sizes: what a field must contain (an email, a valid card, agreed terms) is checked
// by the rules of src/domain (booker.ts, card-types.ts, checkout.ts) on both sides, and comes
// back as 400 { Message, ModelState } keyed by these field paths ("Booker.Email",
// "Rooms[0].LeadGuest.FirstName", "CardDetails.CardNumber").

// --- Payment methods (docs/product.md, who may pay how) ------------------------------------

/** PaymentType on the wire. */
export const paymentTypes = {
  PayByCard: 0,
  PayByIndividualInvoice: 1,
  PayByVoucher: 2,
  PayByCompanyInvoice: 3,
  PayByPayStack: 4,
} as const;
export type PaymentTypeName = keyof typeof paymentTypes;
export type PaymentType = (typeof paymentTypes)[PaymentTypeName];
export const paymentTypeNames = Object.fromEntries(
  Object.entries(paymentTypes).map(([name, value]) => [value, name]),
) as Record<PaymentType, PaymentTypeName>;

export const paymentTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: 'Please choose how you would like to pay.',
});

/**
 * Where a reservation stands. PendingPayment: rooms held while the guest pays the payment
 * provider (until HoldExpiresAt); Confirmed: booked (paid, or payment due on invoice);
 * Expired: the provider payment was not completed in time and the rooms were released;
 * Cancelled: the guest cancelled the provider payment and the rooms were released.
 */
/** NoShow: the guest never came and the hotel marked it so (after the arrival day began). */
export const reservationStatusSchema = z.enum(['PendingPayment', 'Confirmed', 'Cancelled', 'Expired', 'NoShow']);
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;

/** Paid: settled (card, voucher, provider). Due: payable to the hotel (invoices). AwaitingPayment: at the provider. None: nothing was paid and nothing is due (expired, cancelled). */
export const paymentStatusSchema = z.enum(['Paid', 'Due', 'AwaitingPayment', 'None']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

// --- Shared pieces ------------------------------------------------------------------------

export const propertyMessage = { error: 'Please choose a property.' };
const propertyReference = z.union(
  [
    z.number(propertyMessage).int(propertyMessage).positive(propertyMessage),
    z.string(propertyMessage).trim().min(1, propertyMessage).max(64, propertyMessage),
  ],
  propertyMessage,
);
const stayDate = (label: string) => z.iso.date({ error: `${label} must be a real date like 2026-05-01.` });
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, { error: `${label} can be at most ${max} characters.` })
    .nullish()
    .transform((value) => value ?? '');
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : null));
const id = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a number.` })
    .positive({ error: `${label} must be a number.` });
const optionalId = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a number.` })
    .min(0, { error: `${label} must be a number.` })
    .nullish()
    .transform((value) => (value ? value : null));
const count = (noun: string) =>
  z
    .number({ error: `The number of ${noun} must be a whole number.` })
    .int({ error: `The number of ${noun} must be a whole number.` })
    .min(0, { error: `The number of ${noun} cannot be negative.` })
    .max(20, { error: `The number of ${noun} can be at most 20 per room.` });
const languageCode = z.string({ error: 'The language code must be text, like en.' }).min(2).max(10).default('en');

// --- POST /api/Reservation/Create ----------------------------------------------------------

/** Idempotency-Key header: one per checkout attempt, kept across retries and reloads (a UUID is ideal). */
export const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;
export const idempotencyKeyHeader = 'idempotency-key';

export const leadGuestSchema = z.object({
  FirstName: text('The lead guest first name', 100),
  LastName: text('The lead guest last name', 100),
  Email: optionalText('The lead guest email', 254),
  Phone: optionalText('The lead guest phone', 40),
});

export const reservationItemServiceSchema = z.object({
  ServiceId: id('The extra'),
  /** How many: counts only for PerQuantity extras (1 otherwise). */
  Quantity: z
    .number({ error: 'The quantity must be a whole number.' })
    .int({ error: 'The quantity must be a whole number.' })
    .min(1, { error: 'The quantity must be at least 1.' })
    .max(99, { error: 'The quantity can be at most 99.' })
    .default(1),
});

/** One room (a reservation item). */
export const reservationItemSchema = z.object({
  DateFrom: stayDate('The arrival date'),
  DateTo: stayDate('The departure date'),
  RoomTypeId: id('The room type'),
  /** The bed set-up chosen (RoomTypeConfiguration/Get); required when the property asks (ShowRoomConfigurationQuestion). */
  RoomConfigurationDropdownOptionId: optionalId('The room configuration'),
  RatePlanId: id('The rate plan'),
  /** Shown by the client; ignored by the server. */
  Promotion: z.unknown().optional(),
  NumberOfAdults: count('adults'),
  NumberOfChildren: count('children').default(0),
  NumberOfInfants: count('infants').default(0),
  LeadGuest: leadGuestSchema,
  Services: z.array(reservationItemServiceSchema).max(30).default([]),
  /** What the client showed; the server reprices every room and ignores this. */
  TotalCost: z.number().nullish(),
});
export type ReservationItemRequest = z.infer<typeof reservationItemSchema>;
export type ReservationItemRequestInput = z.input<typeof reservationItemSchema>;

/** Booker (payload form). City and StateOrCounty are null from the checkout form. */
export const bookerSchema = z.object({
  FirstName: text('The first name', 100),
  LastName: text('The last name', 100),
  Email: text('The email address', 254),
  Phone: text('The phone number', 40),
  Street: text('The street address', 200),
  City: optionalText('The city', 100),
  CountryId: optionalId('The country'),
  StateOrCounty: optionalText('The state or county', 100),
  OptInToReceiveUpdates: z.boolean().default(false),
  ZipCode: text('The post code', 20),
  /** The signed-in guest's id when loaded; informational until accounts exist. */
  IndividualId: optionalId('The guest account'),
});
export type BookerRequest = z.infer<typeof bookerSchema>;

/** Only when paying by card. The number and security code go to the gateway and nowhere else. */
export const cardDetailsSchema = z.object({
  /** A saved card of the signed-in guest (GET Account CreditCards): send it with SecurityCode only. */
  CreditCardId: optionalId('The saved card'),
  /** Keep the card (as a gateway token) for future bookings of the signed-in guest. */
  SaveCreditCardToIndividual: z.boolean().default(false),
  CardNumber: text('The card number', 30),
  NameOnCard: text('The name on the card', 100),
  EmailAddress: optionalText('The cardholder email', 254),
  /** StaticData creditcardtypes id; checked against the type the number belongs to. */
  CreditCardTypeId: optionalId('The card type'),
  ExpiryMonth: z
    .number({ error: 'Please choose the expiry month.' })
    .int({ error: 'Please choose the expiry month.' })
    .min(0)
    .max(12, { error: 'Please choose the expiry month.' })
    .nullish(),
  /** Four digits (2031); two (31) are read as 20xx. */
  ExpiryYear: z
    .number({ error: 'Please choose the expiry year.' })
    .int({ error: 'Please choose the expiry year.' })
    .min(0)
    .max(2099, { error: 'Please choose the expiry year.' })
    .nullish(),
  SecurityCode: text('The security code', 4),
});
export type CardDetailsRequest = z.infer<typeof cardDetailsSchema>;

export const browserDataSchema = z
  .object({
    ColorDepthInBits: z.number().nullish(),
    JavaScriptEnabled: z.boolean().nullish(),
    BrowserLanguage: z.string().max(40).nullish(),
    ScreenHeight: z.number().nullish(),
    ScreenWidth: z.number().nullish(),
    UserAgent: z.string().max(512).nullish(),
    TimezoneOffSet: z.number().nullish(),
  })
  .nullish();

/** A booking's rooms: one at least, 20 at most (Create's and Quote's). */
export const bookingRoomsOf = <Item extends z.ZodType>(item: Item) =>
  z
    .array(item, { error: 'Please choose at least one room.' })
    .min(1, { error: 'Please choose at least one room.' })
    .max(20, { error: 'You can book at most 20 rooms at once.' });

/**
 * The booking create payload, plus two fields the confirm rule needs (docs/product.md,
 * booking flow): AgreeToTermsAndConditions (must be true) and
 * HasAcceptedCustomTermsAndConditions (must be true when the property has custom terms and,
 * with OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice, when paying by company invoice).
 * Send with the header `Idempotency-Key`.
 */
export const reservationCreateRequestSchema = z.object({
  LanguageCode: languageCode,
  IsAppBooking: z.boolean().default(false),
  PropertyId: propertyReference,
  /** The whole stay: the first arrival and the last departure of the rooms (informational). */
  DateFrom: stayDate('The arrival date').nullish(),
  DateTo: stayDate('The departure date').nullish(),
  /** Special requests. */
  Notes: text('Your special requests', 2000),
  /** "Who referred you to us?" */
  Comment: text('Who referred you to us', 500),
  Booker: bookerSchema,
  CardDetails: cardDetailsSchema.nullish(),
  PaymentType: paymentTypeSchema,
  /** The company (Company/SearchCompanies AccountId), for PayByCompanyInvoice. */
  AccountId: optionalId('The company'),
  PONumber: optionalText('The PO number', 50),
  PromoCode: optionalText('The promo code', 50),
  /** A gift voucher to redeem against the total (CheckVoucherCode first). */
  HopGiftVoucherCode: optionalText('The gift voucher code', 50),
  Rooms: bookingRoomsOf(reservationItemSchema),
  BrowserData: browserDataSchema,
  AgreeToTermsAndConditions: z.boolean().default(false),
  HasAcceptedCustomTermsAndConditions: z.boolean().default(false),
  /**
   * Create an account while booking (the checkout form's `password`): with a
   * Password (and its ConfirmPassword) an account is registered for the booker's email after the
   * booking is made, and the confirmation email for the account is sent. The answer is the same
   * whether or not the address already has an account.
   */
  Password: z.string().max(256).nullish(),
  ConfirmPassword: z.string().max(256).nullish(),
});
export type ReservationCreateRequest = z.infer<typeof reservationCreateRequestSchema>;
export type ReservationCreateRequestInput = z.input<typeof reservationCreateRequestSchema>;

/**
 * 201 Created. A replay with the same Idempotency-Key and payload returns this same answer
 * (same status, same body) and books nothing again.
 * - Confirmed: go to /Book/:propertyCode/Confirmation/:ConfirmationToken.
 * - PendingPayment (PayByPayStack): send the browser to RedirectUrl; the provider returns it
 *   to /Book/:propertyCode/Status/:ConfirmationToken, whose page polls Reservation/Status.
 * Errors: 400 { Message, ModelState } (bad input, Idempotency-Key missing), 402 { Message }
 * (card declined: says why; nothing booked), 404 (property), 409 { Message } ("Sorry, your
 * selection is not available." - a room, an extra or the voucher's value ran out; nothing
 * booked), 422 { Message } (the Idempotency-Key was used for a different booking), 502
 * { Message } (the payment provider could not be reached; nothing booked).
 */
export const reservationCreateResponseSchema = z.object({
  Success: z.literal(true),
  Message: z.string(),
  ReferenceNumber: z.string(),
  /** Unguessable; opens the Status and Confirmation pages and calls. */
  ConfirmationToken: z.string(),
  Status: reservationStatusSchema,
  PaymentType: paymentTypeSchema,
  /** The payment provider's checkout page (PayByPayStack only), else null. */
  RedirectUrl: z.string().nullable(),
  /** Rooms + extras - voucher, repriced by the server. */
  TotalCost: z.number(),
  Currency: z.string(),
  /** When a PendingPayment hold ends (ISO instant), else null. */
  HoldExpiresAt: z.string().nullable(),
  /** The booking's taxes and fees, TotalCost with the added ones, and the part paid at the hotel. */
  ...taxedPriceShape,
  /** TotalWithTaxes - PayAtProperty: what the card is charged or the payment provider asks for (or the invoice bills). */
  PaidOnline: z.number(),
  /** Of PaidOnline, what is charged now (the rest by the payment schedule: later, or at the hotel). */
  ChargedNow: z.number(),
  PaymentPlan: paymentPlanTypeSchema,
});
export type ReservationCreateResponse = z.infer<typeof reservationCreateResponseSchema>;

// --- GET /api/Reservation/Status ----------------------------------------------------------

/** By reference number or by confirmation token (the Status page has the token). */
export const reservationStatusQuerySchema = z
  .object({
    propertyId: z.string().trim().min(1, propertyMessage).max(64),
    referenceNumber: z.string().trim().max(32).optional(),
    confirmationToken: z.string().trim().max(128).optional(),
  })
  .refine((query) => Boolean(query.referenceNumber || query.confirmationToken), {
    path: ['referenceNumber'],
    error: 'Please give the booking reference.',
  });
export type ReservationStatusQuery = z.infer<typeof reservationStatusQuerySchema>;

/**
 * Success is true only when the booking is confirmed; Message says where it stands in words a
 * guest reads (shown in a negative toast when Success is false). A pending provider payment is
 * checked with the provider first.
 */
export const reservationStatusResponseSchema = z.object({
  Success: z.boolean(),
  Message: z.string(),
  Status: reservationStatusSchema,
  ReferenceNumber: z.string(),
  HoldExpiresAt: z.string().nullable(),
});
export type ReservationStatusResponse = z.infer<typeof reservationStatusResponseSchema>;

// --- POST /api/Reservation/CheckVoucherCode -----------------------------------------------

/** Rooms as in Create; with rooms the discount is capped at their price (rooms + extras). */
export const checkVoucherCodeRequestSchema = z.object({
  PropertyId: propertyReference,
  LanguageCode: languageCode,
  VoucherCode: z
    .string({ error: 'Please enter your gift voucher code.' })
    .trim()
    .min(1, { error: 'Please enter your gift voucher code.' })
    .max(50, { error: 'The gift voucher code can be at most 50 characters.' }),
  PromoCode: optionalText('The promo code', 50),
  Rooms: z.array(reservationItemSchema).max(20).default([]),
});
export type CheckVoucherCodeRequest = z.infer<typeof checkVoucherCodeRequestSchema>;
export type CheckVoucherCodeRequestInput = z.input<typeof checkVoucherCodeRequestSchema>;

/**
 * IsValid with TotalDiscount (major units: what the voucher takes off these rooms) and a
 * Message; an invalid code has IsValid false, TotalDiscount 0 and the reason in Message.
 * ShowExperienceWarningMessage: the voucher is for an experience; the guest should contact the
 * hotel before spending it on a stay (the contact-us flag of the voucher check). Rate-limited (429).
 */
export const checkVoucherCodeResponseSchema = z.object({
  IsValid: z.boolean(),
  TotalDiscount: z.number(),
  Message: z.string(),
  ShowExperienceWarningMessage: z.boolean(),
});
export type CheckVoucherCodeResponse = z.infer<typeof checkVoucherCodeResponseSchema>;

// --- POST /api/Reservation/ExpireHolds (operators) -----------------------------------------

/** Releases the rooms of every provider payment hold past its time now (it also runs every minute). */
export const expireHoldsResponseSchema = z.object({ Expired: z.number().int() });
