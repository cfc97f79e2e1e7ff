import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { bookingConfigurationSettingsSchema, preCheckInConfigurationSchema } from '../../contract/property-definition';
import {
  invalidPreCheckInLinkMessage,
  preCheckInSavedMessage,
  type PreCheckInGetResponse,
  type PreCheckInItem,
  type PreCheckInNotice,
  type PreCheckInQuery,
  type PreCheckInReservation,
  type PreCheckInSaveBody,
  type PreCheckInSaveResponse,
} from '../../contract/pre-check-in';
import { inferCardType, validateCard } from '../../domain/card-types';
import { toMajorUnits } from '../../domain/money';
import { guestCountOf } from '../../domain/pre-check-in';
import { todayIn } from '../../domain/same-day';
import { bookedExtraView } from '../booked-extra-view';
import { AppError, selectionNotAvailable, validationError, type ModelState } from '../errors';
import type { GuestAccounts } from '../guest-accounts';
import type { CardGateway, CardOnFile } from '../payments/card-gateway';
import { isPreCheckInCode, isPreCheckInOpen } from '../pre-check-in-link';
import type { PropertyRecord } from '../properties/repository';
import type { PropertyLookup } from '../properties/require-property';
import { isServiceOfferedWith, planSave, type SavePlan, type SaveSnapshot } from './plan-save';
import type { PreCheckInQueries, PreCheckInRepository, ReservationRow } from './repository';

// GET PreCheckIn/Get and POST PreCheckIn/Save. A link opens a booking only with the right
// code for that property and reference, while the booking is confirmed and its stay has not
// ended; every other link gets the same notice, so a guesser learns nothing about which part
// was wrong. A save runs in ONE transaction on the locked booking: booker, guests, set-up,
// requests, extras (inventory by conditional update, repriced by src/domain/pricing), card.

export const invalidLinkNotice: PreCheckInNotice = {
  Success: false,
  Title: 'Warning',
  Message: invalidPreCheckInLinkMessage,
};
export const cancelledBookingNotice: PreCheckInNotice = {
  Success: false,
  Title: 'Warning',
  Message: 'This booking has been cancelled, so there is nothing to check in for.',
};
export const preCheckInKeyConflictMessage =
  'This Idempotency-Key was already used for different check-in details. Send the new details with a new key.';
const savedCardUnavailableMessage = 'This saved card cannot be used for this booking. Please enter your card details.';

/** Who is looking, when signed in (guest accounts). */
export interface Viewer {
  individualId: number;
}

export interface PreCheckInServiceDeps {
  properties: PropertyLookup;
  repository: PreCheckInRepository;
  cardGateway: CardGateway;
  /** Saved cards of the signed-in booker; absent when accounts are not wired. */
  guestAccounts?: Pick<GuestAccounts, 'savedCardsOf' | 'savedCardOf'> | undefined;
  secretKey: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The submission as far as it decides the save: card number and security code left out (never hashed, never kept). */
function submissionFingerprint(body: PreCheckInSaveBody): string {
  const card = body.CardDetails ? { ...body.CardDetails, CardNumber: undefined, SecurityCode: undefined } : null;
  return createHash('sha256')
    .update(JSON.stringify({ ...body, CardDetails: card }))
    .digest('hex');
}

class InvalidLink extends Error {}

export function createPreCheckInService(deps: PreCheckInServiceDeps) {
  const { repository } = deps;

  /** The booking a link opens, or null (with no hint why, unless the guest cancelled it). */
  async function openBooking(
    propertyRef: string,
    referenceNumber: string,
    code: string,
  ): Promise<{ property: PropertyRecord; row: ReservationRow } | 'cancelled' | null> {
    const property = await deps.properties.findProperty(propertyRef);
    if (!property) return null;
    const row = await repository.findByReferenceNumber(property.id, referenceNumber);
    if (!row) return null;
    if (
      !isPreCheckInCode(
        deps.secretKey,
        { propertyId: property.id, reservationId: row.id, referenceNumber: row.referenceNumber },
        code,
      )
    )
      return null;
    // The code is right, so the guest may be told their own booking's state.
    if (row.status === 'cancelled' && row.cancelledAt) return 'cancelled';
    if (!isPreCheckInOpen(row, property, deps.now())) return null;
    return { property, row };
  }

  async function describe(
    property: PropertyRecord,
    row: ReservationRow,
    viewer: Viewer | null,
  ): Promise<PreCheckInReservation> {
    const settings = bookingConfigurationSettingsSchema.parse(property.bookingConfiguration);
    const viewerIsBooker =
      viewer !== null && row.bookerIndividualId !== null && viewer.individualId === row.bookerIndividualId;
    const [items, company, options, services, savedCards] = await Promise.all([
      repository.listItems(row.id),
      row.companyId ? repository.findCompany(property.id, row.companyId) : undefined,
      repository.listRoomConfigurationOptions(property.id),
      repository.listServices(property.id),
      viewerIsBooker && deps.guestAccounts ? deps.guestAccounts.savedCardsOf(viewer.individualId) : Promise.resolve([]),
    ]);
    const money = (minor: number) => toMajorUnits(minor, row.currency);
    const reservationItems: PreCheckInItem[] = items.map((item) => {
      const count = guestCountOf({ NumberOfAdults: item.adults, NumberOfChildren: item.children });
      const guests = item.guests.map((guest) => ({
        IndividualId: guest.individualId,
        FirstName: guest.firstName,
        LastName: guest.lastName,
        Email: guest.email,
        Phone: guest.phone,
      }));
      if (guests.length === 0)
        guests.push({
          IndividualId: null,
          FirstName: item.leadGuestFirstName,
          LastName: item.leadGuestLastName,
          Email: null,
          Phone: null,
        });
      while (guests.length < count)
        guests.push({ IndividualId: null, FirstName: '', LastName: '', Email: null, Phone: null });
      const configurationOptions = options.filter(
        (option) => option.roomTypeId === null || option.roomTypeId === item.roomTypeId,
      );
      return {
        ReservationItemId: item.id,
        DateOfArrival: item.dateFrom,
        DateOfDeparture: item.dateTo,
        RoomTypeId: item.roomTypeId,
        RoomType: item.roomTypeName,
        RatePlanId: item.ratePlanId,
        RatePlan: item.ratePlanName,
        Policy: item.policy,
        RoomConfiguration:
          item.roomConfigurationOptionId !== null
            ? {
                Id: item.roomConfigurationOptionId,
                Name:
                  item.roomConfigurationName ??
                  configurationOptions.find((option) => option.id === item.roomConfigurationOptionId)?.name ??
                  '',
              }
            : null,
        ShowRoomConfigurationQuestion: settings.ShowRoomConfigurationQuestion,
        RoomConfigurationOptions: configurationOptions.map((option) => ({ Id: option.id, Name: option.name })),
        NumberOfAdults: item.adults,
        NumberOfChildren: item.children,
        NumberOfInfants: item.infants,
        Guests: guests,
        Services: item.services.map((extra) => bookedExtraView(item.id, extra, money)),
        HasSelectableServices: services.some((service) => isServiceOfferedWith(service, item)),
      };
    });
    return {
      PropertyId: property.id,
      ReferenceNumber: row.referenceNumber,
      IsReservation: true,
      EntityId: row.id,
      SpecialRequests: row.notes,
      TotalAccommodationPrice: money(row.roomsTotal),
      TotalServicesPrice: money(row.extrasTotal),
      Currency: row.currency,
      NumberOfAdults: items.reduce((sum, item) => sum + item.adults, 0),
      NumberOfChildren: items.reduce((sum, item) => sum + item.children, 0),
      NumberOfInfants: items.reduce((sum, item) => sum + item.infants, 0),
      CardOnFile:
        row.cardBrand && row.cardLast4
          ? {
              CardType: row.cardBrand,
              LastFourDigits: row.cardLast4,
              ExpiryMonth: row.cardExpiryMonth ?? 0,
              ExpiryYear: row.cardExpiryYear ?? 0,
            }
          : null,
      CreditCards: savedCards.map((card) => ({
        CreditCardId: card.creditCardId,
        CardType: card.cardType,
        LastFourDigits: card.lastFourDigits,
        ExpiryMonth: card.expiryMonth,
        ExpiryYear: card.expiryYear,
        NameOnCard: card.nameOnCard,
      })),
      Booker: {
        IndividualId: row.bookerIndividualId,
        FirstName: row.bookerFirstName,
        LastName: row.bookerLastName,
        Email: row.bookerEmail,
        Phone: row.bookerPhone,
        Street: row.bookerStreet,
        City: row.bookerCity,
        CountryId: row.bookerCountryId,
        StateOrCounty: row.bookerStateOrCounty,
        ZipCode: row.bookerZipCode,
      },
      Company: company ? { Name: company.name, AccountId: company.id } : null,
      ReservationItems: reservationItems,
      CompletedAt: row.preCheckInCompletedAt?.toISOString() ?? null,
    };
  }

  async function snapshotOf(queries: PreCheckInQueries, row: ReservationRow): Promise<SaveSnapshot> {
    const [items, services, options] = await Promise.all([
      queries.listItems(row.id),
      queries.listServices(row.propertyId),
      queries.listRoomConfigurationOptions(row.propertyId),
    ]);
    return { row, items, services, options };
  }

  /** The card the submission puts on file: a saved card of the signed-in booker, or a new card tokenised now. */
  async function cardToKeep(
    body: PreCheckInSaveBody,
    property: PropertyRecord,
    row: ReservationRow,
    viewer: Viewer | null,
  ): Promise<(CardOnFile & { gateway: string }) | null> {
    const card = body.CardDetails;
    if (!card) return null;
    if (card.CreditCardId) {
      const isBooker =
        viewer !== null && row.bookerIndividualId !== null && viewer.individualId === row.bookerIndividualId;
      const saved =
        isBooker && deps.guestAccounts
          ? await deps.guestAccounts.savedCardOf(viewer.individualId, card.CreditCardId)
          : null;
      if (!saved) throw validationError({ 'CardDetails.CreditCardId': [savedCardUnavailableMessage] });
      return {
        token: saved.token,
        cardType: saved.cardType,
        lastFourDigits: saved.lastFourDigits,
        expiryMonth: saved.expiryMonth,
        expiryYear: saved.expiryYear,
        gateway: saved.gateway,
      };
    }
    if (!card.CardNumber) return null;
    const cardType = inferCardType(card.CardNumber);
    const expiryYear = card.ExpiryYear && card.ExpiryYear < 100 ? 2000 + card.ExpiryYear : (card.ExpiryYear ?? null);
    const problems = validateCard(
      {
        nameOnCard: card.NameOnCard,
        cardNumber: card.CardNumber,
        securityCode: card.SecurityCode,
        expiryMonth: card.ExpiryMonth,
        expiryYear,
        cardType,
      },
      todayIn(property.timeZone, deps.now()),
    );
    const modelState: ModelState = {};
    for (const [field, message] of Object.entries(problems)) modelState[`CardDetails.${field}`] = [message];
    if (!problems.CardNumber && cardType && !property.creditCards.includes(cardType))
      modelState['CardDetails.CardNumber'] = ['Sorry, this hotel does not accept this card type.'];
    if (Object.keys(modelState).length > 0 || !cardType) throw validationError(modelState);
    const result = await deps.cardGateway.tokenise({
      number: card.CardNumber,
      nameOnCard: card.NameOnCard,
      expiryMonth: card.ExpiryMonth ?? 0,
      expiryYear: expiryYear ?? 0,
      securityCode: card.SecurityCode,
      cardType,
    });
    if (!result.saved) throw new AppError('payment-declined', result.declineReason);
    return {
      token: result.token,
      cardType: result.cardType,
      lastFourDigits: result.lastFourDigits,
      expiryMonth: result.expiryMonth,
      expiryYear: result.expiryYear,
      gateway: deps.cardGateway.name,
    };
  }

  async function apply(
    queries: PreCheckInQueries,
    row: ReservationRow,
    plan: SavePlan,
    card: (CardOnFile & { gateway: string }) | null,
    now: Date,
  ) {
    // Extras' inventory first, in service id order (the order booking takes them in): one
    // unit per room that newly has the extra.
    const takes = plan.items.flatMap((item) => item.added.map((service) => service.serviceId)).sort((a, b) => a - b);
    for (const serviceId of takes) if (!(await queries.takeService(serviceId))) throw selectionNotAvailable();

    for (const item of plan.items) {
      await queries.replaceGuests(item.itemId, item.guests);
      for (const change of item.raised)
        await queries.updateItemService(change.rowId, { quantity: change.quantity, total: change.total });
      for (const service of item.added) await queries.insertItemService({ reservationItemId: item.itemId, ...service });
      await queries.updateItem(item.itemId, {
        leadGuestFirstName: item.leadGuest.firstName,
        leadGuestLastName: item.leadGuest.lastName,
        ...(item.configuration
          ? { roomConfigurationOptionId: item.configuration.id, roomConfigurationName: item.configuration.name }
          : {}),
        extrasTotal: item.extrasTotal,
        total: item.roomTotal + item.extrasTotal,
      });
    }
    await queries.updateReservation(row.id, {
      ...(plan.booker ?? {}),
      notes: plan.notes,
      extrasTotal: plan.extrasTotal,
      total: plan.total,
      ...(card
        ? {
            cardToken: card.token,
            cardBrand: card.cardType,
            cardLast4: card.lastFourDigits,
            cardExpiryMonth: card.expiryMonth,
            cardExpiryYear: card.expiryYear,
          }
        : {}),
      preCheckInCompletedAt: now,
      updatedAt: now,
    });
  }

  return {
    async getReservation(query: PreCheckInQuery, viewer: Viewer | null): Promise<PreCheckInGetResponse> {
      const opened = await openBooking(query.propertyId, query.referenceNumber, query.hash);
      if (opened === 'cancelled') return cancelledBookingNotice;
      if (!opened) return invalidLinkNotice;
      return describe(opened.property, opened.row, viewer);
    },

    async save(
      body: PreCheckInSaveBody,
      idempotencyKey: string | null,
      viewer: Viewer | null,
    ): Promise<PreCheckInSaveResponse> {
      const opened = await openBooking(String(body.PropertyId), body.ReferenceNumber, body.Code);
      if (opened === 'cancelled') return { Success: false, Message: cancelledBookingNotice.Message };
      if (!opened || opened.row.id !== body.EntityId) return { Success: false, Message: invalidPreCheckInLinkMessage };
      const { property, row } = opened;
      const fingerprint = submissionFingerprint(body);
      const replay = (earlier: { requestFingerprint: string; responseBody: Record<string, unknown> }) => {
        if (earlier.requestFingerprint !== fingerprint) throw new AppError('key-reused', preCheckInKeyConflictMessage);
        return earlier.responseBody as PreCheckInSaveResponse;
      };
      if (idempotencyKey) {
        const earlier = await repository.findSave(row.id, idempotencyKey);
        if (earlier) return replay(earlier);
      }

      const rules = {
        flags: preCheckInConfigurationSchema.parse(property.preCheckInConfiguration),
        showRoomConfigurationQuestion: bookingConfigurationSettingsSchema.parse(property.bookingConfiguration)
          .ShowRoomConfigurationQuestion,
        countryKnown: body.Booker?.CountryId ? await repository.countryExists(body.Booker.CountryId) : true,
      };
      // Everything the guest can get wrong, before the card gateway is asked anything.
      const first = planSave(body, await snapshotOf(repository, row), rules);
      if (Object.keys(first.modelState).length > 0) throw validationError(first.modelState);
      const card = await cardToKeep(body, property, row, viewer);

      const response: PreCheckInSaveResponse = { Success: true, Message: preCheckInSavedMessage };
      try {
        return await repository.transaction(async (tx) => {
          const locked = await tx.lockReservation(row.id);
          if (!locked || !isPreCheckInOpen(locked, property, deps.now())) throw new InvalidLink();
          // A twin of this submission may have saved while this one waited for the lock.
          if (idempotencyKey) {
            const earlier = await tx.findSave(row.id, idempotencyKey);
            if (earlier) return replay(earlier);
          }
          const { modelState, plan } = planSave(body, await snapshotOf(tx, locked), rules);
          if (Object.keys(modelState).length > 0) throw validationError(modelState);
          const now = deps.now();
          await apply(tx, locked, plan, card, now);
          if (idempotencyKey)
            await tx.insertSave({
              reservationId: row.id,
              submissionKey: idempotencyKey,
              requestFingerprint: fingerprint,
              responseBody: response,
              createdAt: now,
            });
          return response;
        });
      } catch (error) {
        if (error instanceof InvalidLink) return { Success: false, Message: invalidPreCheckInLinkMessage };
        throw error;
      }
    },
  };
}

export type PreCheckInService = ReturnType<typeof createPreCheckInService>;
