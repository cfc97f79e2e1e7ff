import type { FastifyBaseLogger } from 'fastify';
import type { ReservationCreateRequest } from '../../../contract/reservation';
import type { GuestAccounts, SignedInGuest } from '../../guest-accounts';
import type { CardGateway, CardOnFile } from '../../payments/card-gateway';
import type { PropertyRecord } from '../../properties/repository';
import { wantsAccount } from '../validate-request';
import type { ApprovedAuthorisation } from './commit';

// Step 7 of Reservation/Create, once the booking is committed: capture the card, keep a new
// card on the guest's account when asked, register the booker's account when asked, and wake
// the mail outbox. The booking stands whatever happens here; failures are logged for operators.

export interface CommittedBooking {
  request: ReservationCreateRequest;
  property: Pick<PropertyRecord, 'id'>;
  guest: SignedInGuest | null;
  referenceNumber: string;
  /** What the card was authorised for: the booking's amount paid online. */
  paidOnline: number;
  confirmed: boolean;
  authorisation: ApprovedAuthorisation | null;
  /** A new card (not a saved one) charged, which the guest asked to keep: the name on it. */
  newCardToKeep: { nameOnCard: string } | null;
}

export async function afterCommit(
  deps: {
    cardGateway: CardGateway;
    guestAccounts: Pick<GuestAccounts, 'saveCard' | 'registerWhileBooking'>;
    log: FastifyBaseLogger;
    mailQueued: () => void;
  },
  booking: CommittedBooking,
): Promise<void> {
  const { authorisation, guest, referenceNumber } = booking;
  if (authorisation) {
    await deps.cardGateway.capture(authorisation.authorisationId, booking.paidOnline).catch((error: unknown) => {
      // The booking stands on the authorisation; operators capture by hand from the log.
      deps.log.error({ err: error, referenceNumber }, 'card capture failed');
    });
  }
  if (guest && authorisation && booking.newCardToKeep)
    await keepCard(deps, guest, authorisation, booking.newCardToKeep.nameOnCard, referenceNumber);
  if (!guest && wantsAccount(booking.request))
    await registerBooker(deps, booking.request, booking.property, referenceNumber);
  if (booking.confirmed) deps.mailQueued();
}

/** The new card, as the approving gateway tokenised it, kept on the guest's account. */
async function keepCard(
  deps: { cardGateway: CardGateway; guestAccounts: Pick<GuestAccounts, 'saveCard'>; log: FastifyBaseLogger },
  guest: SignedInGuest,
  authorisation: CardOnFile,
  nameOnCard: string,
  referenceNumber: string,
) {
  const { token, cardType, lastFourDigits, expiryMonth, expiryYear } = authorisation;
  await deps.guestAccounts
    .saveCard(guest.individualId, {
      token,
      cardType,
      lastFourDigits,
      expiryMonth,
      expiryYear,
      gateway: deps.cardGateway.name,
      nameOnCard,
    })
    .catch((error: unknown) =>
      deps.log.error({ err: error, referenceNumber }, 'card could not be saved to the guest account'),
    );
}

/** An account for the booker, asked for while booking (validated before anything was booked). */
async function registerBooker(
  deps: { guestAccounts: Pick<GuestAccounts, 'registerWhileBooking'>; log: FastifyBaseLogger },
  request: ReservationCreateRequest,
  property: Pick<PropertyRecord, 'id'>,
  referenceNumber: string,
) {
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
    .catch((error: unknown) =>
      deps.log.error({ err: error, referenceNumber }, 'account could not be registered while booking'),
    );
}
