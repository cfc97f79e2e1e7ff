import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { bookingConfigurationSettingsSchema } from '../../contract/property-definition';
import { paymentTypes, type ReservationCreateRequest, type ReservationCreateResponse } from '../../contract/reservation';
import { inferCardType, normaliseCardNumber, type CardType } from '../../domain/card-types';
import { toMajorUnits } from '../../domain/money';
import { bookingTotal } from '../../domain/pricing';
import { todayIn } from '../../domain/same-day';
import { AppError, selectionNotAvailable, validationError } from '../errors';
import type { GuestAccounts, SavedCardForPayment, SignedInGuest } from '../guest-accounts';
import type { CardAuthorisation, CardGateway, CardOnFile } from '../payments/card-gateway';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider';
import type { PropertyRecord } from '../properties/repository';
import { requireProperty, type PropertyLookup } from '../properties/require-property';
import {
  confirmationTokenOf,
  generateConfirmationNonce,
  generateProviderReference,
  generateReferenceNumber,
  hashConfirmationToken,
} from './booking-reference';
import { priceBooking, type PricedBooking, type StayAriSource } from './price-booking';
import { isDatabaseUnreachable } from '../db/connection-errors';
import { postgresErrorOf, type NewReservation, type ReservationRepository, type ReservationRow } from './repository';
import { expiryYearOf, validateBookingRequest, validatePaymentChoice, wantsAccount } from './validate-request';
import { voucherDiscountFor, voucherMessages, type VoucherDiscount } from './vouchers';

// POST Reservation/Create as step functions: replay check, validation, repricing, voucher,
// payment choice, then ONE transaction that inserts the booking (claiming its Idempotency-Key
// first, so a concurrent duplicate waits on the unique index and then reads this answer),
// takes every night of every room, the extras' inventory and the voucher's value by
// conditional updates in a fixed order, and authorises the card. Anything short rolls it all
// back: nothing is booked. The card is captured and the email sent after the commit.
// The booker's account is the session's (never the body's): it may pay with its saved cards,
// keep the new card, and choose an individual invoice when allowed. A guest who is not signed
// in may ask for an account while booking; it is registered after the commit.

export interface CreateReservationDeps {
  properties: PropertyLookup;
  repository: ReservationRepository;
  ari: StayAriSource;
  cardGateway: CardGateway;
  guestAccounts: GuestAccounts;
  paymentProvider: PaymentProvider;
  secretKey: string;
  publicUrl: string;
  holdMinutes: number;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Releases expired provider holds; answers how many. */
  expireHolds: () => Promise<number>;
  /** After a commit that queued an email. */
  mailQueued: () => void;
}

export interface CreateReservationResult {
  statusCode: 201;
  body: ReservationCreateResponse;
}

export const bookingMadeMessage = 'Booking has been made successfully.';
export const completePaymentMessage = 'Please complete your payment with the payment provider. Your rooms are held until then.';
export const idempotencyConflictMessage =
  'This Idempotency-Key was already used for a different booking. Start a new checkout attempt (with a new key) to make another booking.';
export const providerUnreachableMessage = 'We could not reach the payment provider, so nothing has been booked. Please try again in a moment.';

/**
 * The request as far as it decides the booking: card number, security code and password left
 * out (never hashed, never kept); only whether an account was asked for counts.
 */
export function requestFingerprint(request: ReservationCreateRequest): string {
  const { BrowserData: _browserData, CardDetails, Password: _password, ConfirmPassword: _confirmPassword, ...rest } = request;
  const card = CardDetails ? { ...CardDetails, CardNumber: undefined, SecurityCode: undefined } : null;
  return createHash('sha256')
    .update(JSON.stringify({ ...rest, CardDetails: card, ...(wantsAccount(request) ? { WantsAccount: true } : {}) }))
    .digest('hex');
}

/** Thrown inside the transaction when a night has too few rooms, so the caller may free expired holds and try once more. */
class RoomsSoldOut extends Error {}

export function createReservationCreator(deps: CreateReservationDeps) {
  const { repository } = deps;

  function replayOf(row: ReservationRow, fingerprint: string): CreateReservationResult {
    if (row.requestFingerprint !== fingerprint || row.responseBody === null) throw new AppError(422, idempotencyConflictMessage);
    const body = row.responseBody as ReservationCreateResponse;
    return { statusCode: 201, body: { ...body, ConfirmationToken: confirmationTokenOf(deps.secretKey, row.confirmationNonce) } };
  }

  return {
    /** `guest` is the session's signed-in guest (GuestAccounts.signedInGuest), null when nobody is signed in. */
    async createReservation(request: ReservationCreateRequest, idempotencyKey: string, guest: SignedInGuest | null): Promise<CreateReservationResult> {
      const property = await requireProperty(deps.properties, String(request.PropertyId));
      try {
        return await book(request, idempotencyKey, property, guest);
      } catch (error) {
        // The same request, sent twice at once, can see its twin's rooms as taken: when the twin
        // committed under this key, its answer is the answer.
        if (error instanceof AppError && error.statusCode === 409) {
          const first = await repository.findByIdempotencyKey(property.id, idempotencyKey);
          if (first) return replayOf(first, requestFingerprint(request));
        }
        throw error;
      }
    },
  };

  async function book(request: ReservationCreateRequest, idempotencyKey: string, property: PropertyRecord, guest: SignedInGuest | null): Promise<CreateReservationResult> {
    const fingerprint = requestFingerprint(request);
    const settings = bookingConfigurationSettingsSchema.parse(property.bookingConfiguration);
    const now = deps.now();
    const today = todayIn(property.timeZone, now);

    // Every read the checks need, at once: an earlier answer under this key, what validation
    // looks up, the server's prices (kept, not thrown, until the request is known valid) and
    // the voucher.
    const card = request.PaymentType === paymentTypes.PayByCard ? request.CardDetails : null;
    const savedCardId = card?.CreditCardId ?? null;
    const configurationIds = request.Rooms.flatMap((item) => (item.RoomConfigurationDropdownOptionId ? [item.RoomConfigurationDropdownOptionId] : []));
    const price = () => priceBooking({ ari: deps.ari, repository }, property, request);
    const [earlier, configurationOptions, countryName, chosenCardTypeCode, company, pricing, voucher, savedCard] = await Promise.all([
      repository.findByIdempotencyKey(property.id, idempotencyKey),
      repository.listRoomConfigurationOptions(property.id, configurationIds),
      request.Booker.CountryId ? repository.findCountryName(request.Booker.CountryId) : undefined,
      card?.CreditCardTypeId ? repository.findCreditCardTypeCode(card.CreditCardTypeId) : undefined,
      request.AccountId ? repository.findCompany(property.id, request.AccountId) : undefined,
      price().then(
        (priced) => ({ priced }),
        (error: unknown) => ({ error }),
      ),
      request.HopGiftVoucherCode ? repository.findGiftVoucher(property.id, request.HopGiftVoucherCode) : undefined,
      savedCardId && guest ? deps.guestAccounts.savedCardOf(guest.individualId, savedCardId) : null,
    ]);
    if (earlier) return replayOf(earlier, fingerprint);

    // 1. What needs no prices: booker, terms, rooms, card or company details.
    const problems = validateBookingRequest(request, {
      propertyId: property.id,
      timeZone: property.timeZone,
      now,
      searchRules: {
        today,
        maxNumberOfRoomsOnBooking: settings.MaxNumberOfRoomsOnBooking,
        adultMaximumOccupancy: property.adultMaximumOccupancy,
        childMaximumOccupancy: property.childMaximumOccupancy,
        enableChildrenSearch: property.enableChildrenSearch,
        enableInfantSearch: property.enableInfantSearch,
      },
      settings,
      acceptedCardTypes: property.creditCards,
      roomConfigurationOptions: configurationOptions,
      countryKnown: countryName !== undefined,
      chosenCardTypeCode,
      companyKnown: company !== undefined,
      signedIn: guest !== null,
      savedCard,
      cardGatewayName: deps.cardGateway.name,
    });
    if (Object.keys(problems).length > 0) throw validationError(problems);

    // 2. The server's prices, then the voucher, then the payment method those allow.
    let priced: PricedBooking;
    if ('priced' in pricing) priced = pricing.priced;
    else if (pricing.error instanceof AppError && pricing.error.statusCode === 409 && (await deps.expireHolds()) > 0) {
      // Sold out? Rooms held by unpaid provider bookings past their time came back: price again.
      priced = await price();
    } else throw pricing.error;
    const voucherUse: VoucherDiscount = request.HopGiftVoucherCode
      ? voucherDiscountFor(voucher, { subtotal: priced.subtotal, currency: property.currency, today })
      : { usable: true, discount: 0 };
    if (!voucherUse.usable) throw validationError({ HopGiftVoucherCode: [voucherUse.message] });
    const voucherDiscount = voucherUse.discount;
    const total = bookingTotal({ rooms: priced.roomsTotal, extras: priced.extrasTotal, voucherDiscount });
    const paymentProblems = validatePaymentChoice(request, {
      payByPaystack: property.payByPaystack,
      settings,
      guestCanChoosePaymentMethod: guest?.canChoosePaymentMethod ?? false,
      ratePlansCanPayByCompanyInvoice: priced.items.map((item) => item.canPayByCompanyInvoice),
      amountToPay: total,
    });
    if (Object.keys(paymentProblems).length > 0) throw validationError(paymentProblems);

    // 3. The booking's names and, for the payment provider, its checkout page (before the
    // transaction: no network call while inventory rows are locked; an unused page is harmless).
    const referenceNumber = generateReferenceNumber();
    const nonce = generateConfirmationNonce();
    const token = confirmationTokenOf(deps.secretKey, nonce);
    const provider = request.PaymentType === paymentTypes.PayByPayStack;
    const providerReference = provider ? generateProviderReference(referenceNumber) : null;
    const holdExpiresAt = provider ? new Date(now.getTime() + deps.holdMinutes * 60_000) : null;
    let redirectUrl: string | null = null;
    if (provider) {
      const callbackPath = `/Book/${encodeURIComponent(property.code)}/Status/${token}`;
      try {
        const checkout = await deps.paymentProvider.initialize({
          email: request.Booker.Email.trim(),
          amount: total,
          currency: property.currency,
          reference: providerReference!,
          // The sandbox page is ours: a relative path works on any host the guest used.
          callbackUrl: deps.paymentProvider.name === 'sandbox' ? callbackPath : `${deps.publicUrl}${callbackPath}`,
          metadata: { booking_reference: referenceNumber, property: property.code },
        });
        redirectUrl = checkout.authorizationUrl;
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log.error({ err: error, referenceNumber }, 'payment provider initialize failed');
        throw new AppError(502, providerUnreachableMessage);
      }
    }

    const status = provider ? ('pending_payment' as const) : ('confirmed' as const);
    const money = (minor: number) => toMajorUnits(minor, property.currency);
    const body: ReservationCreateResponse = {
      Success: true,
      Message: provider ? completePaymentMessage : bookingMadeMessage,
      ReferenceNumber: referenceNumber,
      ConfirmationToken: token,
      Status: provider ? 'PendingPayment' : 'Confirmed',
      PaymentType: request.PaymentType,
      RedirectUrl: redirectUrl,
      TotalCost: money(total),
      Currency: property.currency,
      HoldExpiresAt: holdExpiresAt?.toISOString() ?? null,
    };

    const row: NewReservation = {
      propertyId: property.id,
      referenceNumber,
      confirmationTokenHash: hashConfirmationToken(token),
      confirmationNonce: nonce,
      status,
      holdExpiresAt,
      dateFrom: priced.dateFrom,
      dateTo: priced.dateTo,
      languageCode: request.LanguageCode,
      isAppBooking: request.IsAppBooking,
      bookerFirstName: request.Booker.FirstName.trim(),
      bookerLastName: request.Booker.LastName.trim(),
      bookerEmail: request.Booker.Email.trim(),
      bookerPhone: request.Booker.Phone.trim(),
      bookerStreet: request.Booker.Street.trim(),
      bookerCity: request.Booker.City,
      bookerCountryId: request.Booker.CountryId,
      bookerStateOrCounty: request.Booker.StateOrCounty,
      bookerZipCode: request.Booker.ZipCode.trim(),
      bookerOptInToReceiveUpdates: request.Booker.OptInToReceiveUpdates,
      bookerIndividualId: guest?.individualId ?? null,
      companyId: request.PaymentType === paymentTypes.PayByCompanyInvoice ? (company?.id ?? null) : null,
      poNumber: request.PaymentType === paymentTypes.PayByCompanyInvoice ? request.PONumber : null,
      paymentType: request.PaymentType,
      notes: request.Notes.trim(),
      comment: request.Comment.trim(),
      promoCode: request.PromoCode,
      giftVoucherId: voucherDiscount > 0 ? (voucher?.id ?? null) : null,
      giftVoucherCode: voucherDiscount > 0 ? (voucher?.code ?? null) : null,
      roomsTotal: priced.roomsTotal,
      extrasTotal: priced.extrasTotal,
      voucherDiscount,
      total,
      currency: property.currency,
      idempotencyKey,
      requestFingerprint: fingerprint,
      responseStatus: 201,
      // The token is re-derived on replay, never stored.
      responseBody: { ...body, ConfirmationToken: '' },
      paymentGateway: provider ? deps.paymentProvider.name : null,
      providerReference,
      confirmedAt: status === 'confirmed' ? now : null,
      createdAt: now,
      updatedAt: now,
    };

    // A saved card was checked above (the guest's, this gateway's): only its token is charged.
    const chargedSavedCard: SavedCardForPayment | null = card && savedCardId ? savedCard : null;
    const cardType = card && !chargedSavedCard ? inferCardType(card.CardNumber) : null;
    let authorisation: Extract<CardAuthorisation, { approved: true }> | null = null;
    // Set when all that is left is COMMIT: only then can a lost connection hide a kept booking.
    let committing = false;
    const commitBooking = () =>
      repository.transaction(async (tx) => {
        committing = false;
        const reservationId = await tx.insertReservation(row);
        await tx.insertItems(reservationId, itemsToInsert(priced, configurationOptions));
        if (await tx.takeRoomNights(priced.roomNights)) throw new RoomsSoldOut();
        if ((await tx.takeServices(priced.serviceUses)) !== null) throw selectionNotAvailable();
        if (row.giftVoucherId && voucherDiscount > 0 && !(await tx.redeemVoucher(row.giftVoucherId, voucherDiscount, today))) {
          throw new AppError(409, voucherMessages.changed);
        }
        if (card && (cardType || chargedSavedCard)) {
          const payment = { amount: total, currency: property.currency, reference: referenceNumber, description: `${property.name} booking ${referenceNumber}` };
          const result = chargedSavedCard
            ? await deps.cardGateway.authoriseSaved({ ...payment, card: chargedSavedCard, securityCode: card.SecurityCode.trim() })
            : await deps.cardGateway.authorise({
                ...payment,
                card: {
                  number: normaliseCardNumber(card.CardNumber),
                  nameOnCard: card.NameOnCard.trim(),
                  expiryMonth: card.ExpiryMonth ?? 0,
                  expiryYear: expiryYearOf(card.ExpiryYear) ?? 0,
                  securityCode: card.SecurityCode.trim(),
                  cardType: cardType as CardType,
                },
              });
          // A decline rolls back everything taken above: nothing is booked.
          if (!result.approved) throw new AppError(402, result.declineReason);
          authorisation = result;
          await tx.updateReservation(reservationId, {
            paymentGateway: deps.cardGateway.name,
            paymentReference: result.authorisationId,
            cardToken: result.token,
            cardBrand: result.cardType,
            cardLast4: result.lastFourDigits,
            cardExpiryMonth: result.expiryMonth,
            cardExpiryYear: result.expiryYear,
            amountPaid: total,
            paidAt: now,
          });
        }
        if (status === 'confirmed') await tx.enqueueConfirmationEmail(reservationId, now);
        committing = true;
        return reservationId;
      });

    const approved = () => authorisation as Extract<CardAuthorisation, { approved: true }> | null;
    for (let attempt = 0; ; attempt++) {
      try {
        await commitBooking();
        break;
      } catch (error) {
        if (committing && isDatabaseUnreachable(error)) {
          // The connection went at COMMIT. PostgreSQL kept all of the booking or none of it;
          // when only the answer to COMMIT was lost, the booking is there, under its key.
          const outcome = await repository.findByIdempotencyKey(property.id, idempotencyKey).then(
            (kept) => (kept?.referenceNumber === referenceNumber ? ('kept' as const) : ('absent' as const)),
            () => 'unknown' as const,
          );
          if (outcome === 'kept') break;
          if (outcome === 'unknown') {
            // Voiding could leave a kept booking unpaid: the authorisation lapses unless captured.
            const pending = approved();
            if (pending) deps.log.error({ referenceNumber, authorisationId: pending.authorisationId }, 'booking outcome unknown (database unreachable): card authorisation left uncaptured');
            throw error;
          }
        }
        const lostAuthorisation = approved();
        if (lostAuthorisation) {
          // Approved, then the commit failed: give the guest's money back at once.
          authorisation = null;
          await deps.cardGateway.voidAuthorisation(lostAuthorisation.authorisationId).catch((voidError: unknown) => {
            deps.log.error({ err: voidError, referenceNumber }, 'card authorisation could not be voided');
          });
        }
        const failure = postgresErrorOf(error);
        const constraint = failure?.code === '23505' ? failure.constraint : null;
        if (constraint === 'reservations_property_idempotency_key') {
          // A concurrent request with the same key committed first: its answer is ours.
          const first = await repository.findByIdempotencyKey(property.id, idempotencyKey);
          if (first) return replayOf(first, fingerprint);
        }
        // Two bookings drew the same reference (1 in ~10^12): the client's retry gets a new one.
        if (constraint === 'reservations_reference_number') throw new AppError(503, 'Please try again in a moment.');
        // The CHECK on inventory is the last guard; reaching it still means "sold out".
        if (failure?.code === '23514' && /^(room_inventory|services|gift_vouchers)_/.test(failure.constraint)) throw selectionNotAvailable();
        if (error instanceof RoomsSoldOut) {
          // Rooms held by unpaid provider bookings past their time come back first.
          if (attempt === 0 && (await deps.expireHolds()) > 0) continue;
          throw selectionNotAvailable();
        }
        throw error;
      }
    }

    const captured = approved();
    if (captured) {
      await deps.cardGateway.capture(captured.authorisationId, total).catch((error: unknown) => {
        // The booking stands on the authorisation; operators capture by hand from the log.
        deps.log.error({ err: error, referenceNumber }, 'card capture failed');
      });
    }
    if (guest && captured && card?.SaveCreditCardToIndividual && !chargedSavedCard) {
      await keepCard(guest, captured, card.NameOnCard.trim(), referenceNumber);
    }
    if (!guest && wantsAccount(request)) await registerBooker(request, property, referenceNumber);
    if (status === 'confirmed') deps.mailQueued();
    return { statusCode: 201, body };
  }

  /** The new card, as the approving gateway tokenised it, kept on the guest's account. The booking stands either way. */
  async function keepCard(guest: SignedInGuest, authorisation: CardOnFile, nameOnCard: string, referenceNumber: string) {
    const { token, cardType, lastFourDigits, expiryMonth, expiryYear } = authorisation;
    await deps.guestAccounts
      .saveCard(guest.individualId, { token, cardType, lastFourDigits, expiryMonth, expiryYear, gateway: deps.cardGateway.name, nameOnCard })
      .catch((error: unknown) => deps.log.error({ err: error, referenceNumber }, 'card could not be saved to the guest account'));
  }

  /** An account for the booker, asked for while booking (validated before anything was booked). The booking stands either way. */
  async function registerBooker(request: ReservationCreateRequest, property: PropertyRecord, referenceNumber: string) {
    await deps.guestAccounts
      .registerWhileBooking({
        propertyId: property.id,
        email: request.Booker.Email.trim(),
        password: request.Password ?? '',
        firstName: request.Booker.FirstName.trim(),
        lastName: request.Booker.LastName.trim(),
        telephone: request.Booker.Phone.trim(),
        languageCode: request.LanguageCode,
      })
      .catch((error: unknown) => deps.log.error({ err: error, referenceNumber }, 'account could not be registered while booking'));
  }
}

export type ReservationCreator = ReturnType<typeof createReservationCreator>;

function itemsToInsert(priced: PricedBooking, configurationOptions: readonly { id: number; name: string }[]) {
  return priced.items.map((item) => {
    const request = item.request;
    const configuration = configurationOptions.find((option) => option.id === request.RoomConfigurationDropdownOptionId);
    return {
      position: item.index,
      dateFrom: request.DateFrom,
      dateTo: request.DateTo,
      roomTypeId: request.RoomTypeId,
      ratePlanId: request.RatePlanId,
      roomConfigurationOptionId: configuration?.id ?? null,
      roomConfigurationName: configuration?.name ?? null,
      adults: request.NumberOfAdults,
      children: request.NumberOfChildren,
      infants: request.NumberOfInfants,
      leadGuest: {
        firstName: request.LeadGuest.FirstName.trim(),
        lastName: request.LeadGuest.LastName.trim(),
        email: request.LeadGuest.Email,
        phone: request.LeadGuest.Phone,
      },
      roomTotal: item.roomTotal,
      extrasTotal: item.extrasTotal,
      total: item.total,
      services: item.services,
    };
  });
}
