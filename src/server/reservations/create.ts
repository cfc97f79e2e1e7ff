import type { FastifyBaseLogger } from 'fastify';
import {
  paymentTypes,
  type ReservationCreateRequest,
  type ReservationCreateResponse,
} from '../../contract/reservation';
import { todayIn } from '../../domain/same-day';
import { AppError } from '../errors';
import type { GuestAccounts, SignedInGuest } from '../guest-accounts';
import type { CardGateway } from '../payments/card-gateway';
import type { PaymentProvider } from '../payments/payment-provider';
import type { PropertyRecord } from '../properties/repository';
import { requireProperty, type PropertyLookup } from '../properties/require-property';
import {
  confirmationTokenOf,
  generateConfirmationNonce,
  generateProviderReference,
  generateReferenceNumber,
} from './booking-reference';
import { afterCommit } from './create-steps/after-commit';
import { cardChargeOf, commitBooking, type ApprovedAuthorisation } from './create-steps/commit';
import { cardDetailsOf, loadBookingInputs } from './create-steps/load-inputs';
import { chargesNow, newReservation, newReservationItems, type BookingNames } from './create-steps/new-reservation';
import { priceWithVoucher } from './create-steps/price';
import { openProviderCheckout } from './create-steps/provider-checkout';
import { replayOf, requestFingerprint } from './create-steps/replay';
import { checkBookingRequest, checkPaymentChoice } from './create-steps/validate';
import type { StayAriSource } from './price-booking';
import type { ReservationRepository } from './repository';
import { IdempotencyKeyTaken } from './repository-errors';

// POST Reservation/Create, as the steps in create-steps/: load every input at once (and an
// earlier answer under the Idempotency-Key), validate, price with the voucher, check the
// payment choice, name the booking (and open the provider's page), commit it in one
// transaction with the card's authorisation, then capture, keep the card, register the
// booker and send the mail. The booker's account is the session's (never the body's): it may
// pay with its saved cards, keep the new card, and choose an individual invoice when allowed.

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

export function createReservationCreator(deps: CreateReservationDeps) {
  const { repository } = deps;

  /** The answer of the booking committed under this key first, if any. */
  async function firstUnderKey(
    request: ReservationCreateRequest,
    propertyId: number,
    idempotencyKey: string,
  ): Promise<ReservationCreateResponse | null> {
    const first = await repository.findByIdempotencyKey(propertyId, idempotencyKey);
    return first ? replayOf(first, requestFingerprint(request), deps.secretKey) : null;
  }

  async function book(
    request: ReservationCreateRequest,
    idempotencyKey: string,
    property: PropertyRecord,
    guest: SignedInGuest | null,
  ): Promise<ReservationCreateResponse> {
    const settings = property.bookingConfiguration;
    const now = deps.now();
    const today = todayIn(property.timeZone, now);

    const fingerprint = requestFingerprint(request);
    const inputs = await loadBookingInputs(deps, { request, idempotencyKey, property, guest });
    if (inputs.earlier) return replayOf(inputs.earlier, fingerprint, deps.secretKey);
    checkBookingRequest(request, {
      property,
      settings,
      now,
      today,
      guest,
      inputs,
      cardGatewayName: deps.cardGateway.name,
    });
    const price = await priceWithVoucher(deps, {
      request,
      property,
      today,
      now,
      pricing: inputs.pricing,
      voucher: inputs.voucher,
    });
    checkPaymentChoice(request, {
      property,
      settings,
      guest,
      priced: price.priced,
      amountToPay: price.paidOnline,
      payments: price.payments,
    });

    // The one amount money moves by now: the provider's page, the card's authorisation and
    // capture. The rest of the schedule is paid later or at the hotel.
    const dueNow = chargesNow(request) ? price.payments.dueNow : price.paidOnline;
    const names = await nameBooking(request, property, dueNow, now);
    const { row, body } = newReservation({
      request,
      property,
      guest,
      company: inputs.company,
      voucher: inputs.voucher,
      price,
      names,
      idempotencyKey,
      fingerprint,
      now,
    });
    const charge = cardChargeOf(request, inputs.savedCard);
    let authorisation: ApprovedAuthorisation | null;
    try {
      authorisation = await commitBooking(deps, {
        row,
        items: newReservationItems(price.priced, inputs.configurationOptions),
        priced: price.priced,
        voucherDiscount: price.voucherDiscount,
        today,
        charge,
        payments: chargesNow(request) ? price.payments : null,
        payment: {
          amount: dueNow,
          currency: property.currency,
          reference: names.referenceNumber,
          description: `${property.name} booking ${names.referenceNumber}`,
        },
        now,
      });
    } catch (error) {
      // A concurrent request with the same key committed first: its answer is ours.
      if (error instanceof IdempotencyKeyTaken) {
        const first = await firstUnderKey(request, property.id, idempotencyKey);
        if (first) return first;
      }
      throw error;
    }

    const card = cardDetailsOf(request);
    await afterCommit(deps, {
      request,
      property,
      guest,
      referenceNumber: names.referenceNumber,
      paidOnline: dueNow,
      confirmed: row.status === 'confirmed',
      authorisation,
      newCardToKeep:
        card?.SaveCreditCardToIndividual && charge && 'newCard' in charge
          ? { nameOnCard: card.NameOnCard.trim() }
          : null,
    });
    return body;
  }

  /** The booking's reference and confirmation token; paid through the provider, its checkout page (for `amount`) and hold. */
  async function nameBooking(
    request: ReservationCreateRequest,
    property: PropertyRecord,
    amount: number,
    now: Date,
  ): Promise<BookingNames> {
    const referenceNumber = generateReferenceNumber();
    const confirmationNonce = generateConfirmationNonce();
    const confirmationToken = confirmationTokenOf(deps.secretKey, confirmationNonce);
    const names = { referenceNumber, confirmationNonce, confirmationToken };
    // Nothing to pay now (a voucher, or a plan paid at the hotel): no provider page.
    if (request.PaymentType !== paymentTypes.PayByPayStack || amount <= 0) {
      return { ...names, providerReference: null, providerName: null, redirectUrl: null, holdExpiresAt: null };
    }
    const providerReference = generateProviderReference(referenceNumber);
    const holdExpiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
    const email = request.Booker.Email.trim();
    const redirectUrl = await openProviderCheckout(deps, {
      property,
      email,
      amount,
      referenceNumber,
      providerReference,
      confirmationToken,
    });
    return { ...names, providerReference, providerName: deps.paymentProvider.name, redirectUrl, holdExpiresAt };
  }

  return {
    /** `guest` is the session's signed-in guest (GuestAccounts.signedInGuest), null when nobody is signed in. */
    async createReservation(
      request: ReservationCreateRequest,
      idempotencyKey: string,
      guest: SignedInGuest | null,
    ): Promise<ReservationCreateResponse> {
      const property = await requireProperty(deps.properties, String(request.PropertyId));
      try {
        return await book(request, idempotencyKey, property, guest);
      } catch (error) {
        // The same request, sent twice at once, can see its twin's rooms as taken: when the twin
        // committed under this key, its answer is the answer.
        if (error instanceof AppError && error.code === 'not-available') {
          const first = await firstUnderKey(request, property.id, idempotencyKey);
          if (first) return first;
        }
        throw error;
      }
    },
  };
}

export type ReservationCreator = ReturnType<typeof createReservationCreator>;
