import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, firstAnswer, id, instant, keeps, mayName, ownedBy, updatedAt } from './columns';
import { companies, giftVouchers } from './commerce';
import { properties } from './properties';
import { ratePlans, roomConfigurationOptions, roomTypes } from './rooms';
import { services } from './services';
import { countries } from './static-data';
import { paymentKinds } from '../../../contract/payment-schedule';
import type { PaymentPolicy } from '../../../domain/payment-schedule';
import type { TaxLine } from '../../../domain/taxes';

// A booking and its rooms. Amounts are integer minor units of `currency`. Card numbers and
// security codes are never stored: only the gateway's token, the brand, last four and expiry.

// no_show: the guest never came; the hotel marked it after the arrival day began and kept the
// policy's fee (the rooms hold no nights any more).
export const reservationStatuses = ['pending_payment', 'confirmed', 'cancelled', 'expired', 'no_show'] as const;
export type ReservationStatusCode = (typeof reservationStatuses)[number];

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    propertyId: keeps('property_id', () => properties.id),
    // Short and readable, for the guest and the front desk (e.g. "K7M2QX9P").
    referenceNumber: text('reference_number').notNull(),
    // SHA-256 (hex) of the confirmation token; the token itself is derived from the secret key
    // and `confirmationNonce`, so a copy of the database alone opens no booking.
    confirmationTokenHash: text('confirmation_token_hash').notNull(),
    confirmationNonce: text('confirmation_nonce').notNull(),
    status: text('status', { enum: reservationStatuses }).notNull(),
    // Until when a pending provider payment holds the rooms.
    holdExpiresAt: instant('hold_expires_at'),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    languageCode: text('language_code').notNull().default('en'),
    isAppBooking: boolean('is_app_booking').notNull().default(false),

    bookerFirstName: text('booker_first_name').notNull(),
    bookerLastName: text('booker_last_name').notNull(),
    bookerEmail: text('booker_email').notNull(),
    bookerPhone: text('booker_phone').notNull(),
    bookerStreet: text('booker_street').notNull(),
    bookerCity: text('booker_city'),
    bookerCountryId: mayName('booker_country_id', () => countries.id),
    bookerStateOrCounty: text('booker_state_or_county'),
    bookerZipCode: text('booker_zip_code').notNull(),
    bookerOptInToReceiveUpdates: boolean('booker_opt_in_to_receive_updates').notNull().default(false),
    bookerIndividualId: integer('booker_individual_id'),

    companyId: mayName('company_id', () => companies.id),
    poNumber: text('po_number'),
    // PaymentType of the API: 0 card, 1 individual invoice, 2 voucher, 3 company invoice, 4 provider.
    paymentType: integer('payment_type').notNull(),
    notes: text('notes').notNull().default(''),
    comment: text('comment').notNull().default(''),
    promoCode: text('promo_code'),
    giftVoucherId: mayName('gift_voucher_id', () => giftVouchers.id),
    giftVoucherCode: text('gift_voucher_code'),

    roomsTotal: integer('rooms_total').notNull(),
    extrasTotal: integer('extras_total').notNull(),
    voucherDiscount: integer('voucher_discount').notNull().default(0),
    // rooms + extras - voucher
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    // Taxes and fees as sold (the sum of the rooms' lines): a later change of the property's
    // taxes never rewrites them. Added lines are on top of `total`; of those, the ones paid at
    // the hotel are `pay_at_property`, the rest were charged online with `total`.
    taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default([]),
    taxesAdded: integer('taxes_added').notNull().default(0),
    payAtProperty: integer('pay_at_property').notNull().default(0),

    // Idempotent create: the key is unique per property; a replay with the same fingerprint
    // gets `responseStatus` and `responseBody` back (the body without the token, re-derived).
    idempotencyKey: text('idempotency_key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),

    // Payment: card (gateway authorisation), provider (Paystack reference), or nothing yet.
    paymentGateway: text('payment_gateway'),
    paymentReference: text('payment_reference'),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpiryMonth: integer('card_expiry_month'),
    cardExpiryYear: integer('card_expiry_year'),
    providerReference: text('provider_reference'),
    amountPaid: integer('amount_paid').notNull().default(0),
    paidAt: instant('paid_at'),
    // How the booking is paid (its rooms' policies together): PayNow, Deposit or PayAtProperty;
    // the parts and where each stands are its booking_payments. 'Card': the card above is kept
    // to charge later parts and fees; 'None': nothing guarantees the booking.
    paymentPlan: text('payment_plan', { enum: ['PayNow', 'Deposit', 'PayAtProperty'] })
      .notNull()
      .default('PayNow'),
    guarantee: text('guarantee', { enum: ['Card', 'None'] })
      .notNull()
      .default('Card'),

    confirmedAt: instant('confirmed_at'),
    // The guest cancelled the whole booking (status 'cancelled'); fees kept for cancelled
    // rooms, and money given back so far, in minor units.
    cancelledAt: instant('cancelled_at'),
    cancellationFees: integer('cancellation_fees').notNull().default(0),
    // When the hotel marked the booking a no-show (status 'no_show').
    noShowAt: instant('no_show_at'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    // Pre-check-in (docs/product.md, pre-check-in): when the guest last saved it, and when the pre-arrival
    // email with the link was queued (the outbox's dedupe key makes that once per booking).
    preCheckInCompletedAt: instant('pre_check_in_completed_at'),
    preArrivalMailQueuedAt: instant('pre_arrival_mail_queued_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservations_reference_number').on(t.referenceNumber),
    uniqueIndex('reservations_confirmation_token_hash').on(t.confirmationTokenHash),
    uniqueIndex('reservations_property_idempotency_key').on(t.propertyId, t.idempotencyKey),
    uniqueIndex('reservations_provider_reference').on(t.providerReference),
    // The hold sweeper's scan.
    index('reservations_pending_holds')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending_payment'`),
    check('reservations_payment_type', sql`${t.paymentType} BETWEEN 0 AND 4`),
    check(
      'reservations_amounts',
      sql`${t.roomsTotal} >= 0 AND ${t.extrasTotal} >= 0 AND ${t.voucherDiscount} >= 0 AND ${t.total} >= 0 AND ${t.amountPaid} >= 0`,
    ),
  ],
);

// One row per room of a booking.
export const reservationItems = pgTable(
  'reservation_items',
  {
    id: id(),
    reservationId: ownedBy('reservation_id', () => reservations.id),
    // The room's place in the booking (0-based), as the guest ordered them.
    position: integer('position').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    roomTypeId: keeps('room_type_id', () => roomTypes.id),
    ratePlanId: keeps('rate_plan_id', () => ratePlans.id),
    // Re-importing a property may drop a bed set-up; the booking keeps its name.
    roomConfigurationOptionId: mayName('room_configuration_option_id', () => roomConfigurationOptions.id),
    roomConfigurationName: text('room_configuration_name'),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    leadGuestFirstName: text('lead_guest_first_name').notNull(),
    leadGuestLastName: text('lead_guest_last_name').notNull(),
    roomTotal: integer('room_total').notNull(),
    extrasTotal: integer('extras_total').notNull(),
    total: integer('total').notNull(),
    // The room's taxes and fees as sold (see reservations.tax_lines).
    taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default([]),
    // The rate plan's payment policy as sold (a later change of the plan never rewrites it).
    paymentPolicy: jsonb('payment_policy').$type<PaymentPolicy>().notNull().default({ type: 'PayNow' }),
    // A cancelled room holds no nights and no extras; the fee kept is recorded with it.
    status: text('status', { enum: ['booked', 'cancelled'] })
      .notNull()
      .default('booked'),
    cancelledAt: instant('cancelled_at'),
    cancellationFee: integer('cancellation_fee').notNull().default(0),
    // 'HH:mm', when the guest expects to arrive.
    arrivalTime: text('arrival_time'),
  },
  (t) => [
    index('reservation_items_reservation').on(t.reservationId),
    check('reservation_items_guests', sql`${t.adults} >= 0 AND ${t.children} >= 0 AND ${t.infants} >= 0`),
    check('reservation_items_stay', sql`${t.dateTo} > ${t.dateFrom}`),
  ],
);

// The guests of a room, the lead guest first (pre-check-in adds and completes them).
export const reservationItemGuests = pgTable(
  'reservation_item_guests',
  {
    id: id(),
    reservationItemId: ownedBy('reservation_item_id', () => reservationItems.id),
    position: integer('position').notNull(),
    individualId: integer('individual_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
  },
  (t) => [index('reservation_item_guests_item').on(t.reservationItemId)],
);

// Extras booked with a room, priced when booked.
export const reservationItemServices = pgTable(
  'reservation_item_services',
  {
    id: id(),
    reservationItemId: ownedBy('reservation_item_id', () => reservationItems.id),
    serviceId: keeps('service_id', () => services.id),
    quantity: integer('quantity').notNull(),
    total: integer('total').notNull(),
    // Where the guest added it: while booking, at pre-check-in, or managing the booking after.
    addedAt: text('added_at', { enum: ['booking', 'pre_check_in', 'manage'] })
      .notNull()
      .default('booking'),
    // Added to the bill at the hotel rather than paid by card when added.
    payAtHotel: boolean('pay_at_hotel').notNull().default(false),
  },
  (t) => [
    index('reservation_item_services_item').on(t.reservationItemId),
    check('reservation_item_services_quantity', sql`${t.quantity} >= 1`),
  ],
);

// Saved pre-check-in submissions: a Save sent again (a retry, or a queued offline save sent
// twice) with the same key gets the first answer and changes nothing more.
export const preCheckInSaves = pgTable(
  'pre_check_in_saves',
  {
    id: id(),
    reservationId: ownedBy('reservation_id', () => reservations.id),
    submissionKey: text('submission_key').notNull(),
    ...firstAnswer(),
  },
  (t) => [uniqueIndex('pre_check_in_saves_reservation_key').on(t.reservationId, t.submissionKey)],
);

// The changes made to a booking after it, by the guest (Cancel, ChangeDates, Extras, Guests) or
// by the hotel's staff (staff_*: cancel, no-show, resent confirmation, guest details): a request
// sent again under the same Idempotency-Key gets the first answer and changes nothing more.
export const reservationChanges = pgTable(
  'reservation_changes',
  {
    id: id(),
    reservationId: ownedBy('reservation_id', () => reservations.id),
    kind: text('kind', {
      enum: [
        'cancel',
        'change_dates',
        'extras',
        'guests',
        'staff_cancel',
        'staff_no_show',
        'staff_resend_confirmation',
        'staff_guest_details',
        'staff_charge_payment',
        'staff_payment_at_desk',
        'staff_waive_payment',
        'pay_balance',
        'replace_card',
      ],
    }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    // The money moved: charged (positive) or refunded (negative), minor units.
    amount: integer('amount').notNull().default(0),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reservation_changes_reservation_key').on(t.reservationId, t.idempotencyKey)],
);

export const bookingPaymentStates = ['due', 'paid', 'failed', 'waived', 'refunded'] as const;
export type BookingPaymentState = (typeof bookingPaymentStates)[number];

// A booking's payment schedule: each part, when and how it is paid, and where it stands.
// Written in the booking's transaction; a part paid with the booking is 'paid' at once. The
// charge job claims an automatic part that is due (locked_until, SKIP LOCKED: one server at a
// time) and charges the kept card under charge_key, the gateway's idempotency key, which
// changes only once a decline is recorded: a charge made before a crash is found again, never
// made twice. Amounts are minor units of the booking's currency.
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: id(),
    reservationId: ownedBy('reservation_id', () => reservations.id),
    // One of the kinds the API names.
    kind: text('kind', { enum: paymentKinds }).notNull(),
    // now: with the booking; automatic: the kept card at due_at; at_property: at the hotel.
    collect: text('collect', { enum: ['now', 'automatic', 'at_property'] }).notNull(),
    due: date('due', { mode: 'string' }).notNull(),
    dueAt: instant('due_at'),
    amount: integer('amount').notNull(),
    state: text('state', { enum: bookingPaymentStates }).notNull(),
    // The job's claim and retries.
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    lockedUntil: instant('locked_until'),
    chargeKey: text('charge_key'),
    // Who took the money and their id for it (an authorisation, a provider reference), or 'desk'.
    gateway: text('gateway'),
    paymentReference: text('payment_reference'),
    paidAt: instant('paid_at'),
    failedAt: instant('failed_at'),
    failureReason: text('failure_reason'),
    refunded: integer('refunded').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('booking_payments_reservation').on(t.reservationId),
    // The charge job's scan.
    index('booking_payments_due')
      .on(t.dueAt)
      .where(sql`${t.state} = 'due' AND ${t.collect} = 'automatic'`),
    uniqueIndex('booking_payments_charge_key').on(t.chargeKey),
    check('booking_payments_amounts', sql`${t.amount} >= 0 AND ${t.refunded} >= 0 AND ${t.refunded} <= ${t.amount}`),
  ],
);
