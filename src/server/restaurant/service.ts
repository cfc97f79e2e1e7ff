import type { FastifyBaseLogger } from 'fastify';
import type {
  Restaurant,
  RestaurantAvailabilityQuery,
  RestaurantSetup,
  RestaurantSetupQuery,
  TableBookingRequest,
  TableBookingResponse,
  TimeSlot,
} from '../../contract/restaurant';
import { localTimeIn } from '../../domain/same-day';
import { formatStayDate } from '../../domain/stay-dates';
import {
  findBookableSlot,
  isSlotPast,
  partySizeText,
  restaurantSlotsOn,
  tableBookingMessages,
  validateTableBooking,
  visitDateProblem,
  type RestaurantSchedule,
} from '../../domain/table-booking';
import type { Db } from '../db/client';
import { fieldError, notFound, validationError } from '../errors';
import type { MailOutbox } from '../mail/outbox';
import type { PropertyRecord, PropertyRepository } from '../properties/repository';
import { createPropertyService, type PropertyService } from '../properties/service';
import { generateTableBookingReference } from './booking-reference';
import {
  createRestaurantRepository,
  isUniqueViolation,
  tableBookingEmailKind,
  type RestaurantRepository,
  type RestaurantRow,
} from './repository';
import { tableBookingEmail } from './table-booking-email';
import { mailFromOf } from '../mail/sender';

// Restaurant table booking (docs/product.md, restaurant tables): the property's restaurants, their
// setup, the free slots of a day for a party, and Create, which takes the party's covers of
// the slot in one transaction with a conditional update — two guests racing for the last
// covers: one gets the table, the other Success false with an InfoMessage (the guest's app
// shows InfoMessage when Success is false). The confirmation email is queued in the same
// transaction and sent after the commit; mail never fails a booking.

export const tableBookingNotOfferedMessage = 'Table booking is not available online at this property.';
export const restaurantNotFoundMessage = 'Restaurant not found';

/** A table booking's outcome: booked, or the time went while the guest chose (their body says which). */
export interface TableBookingOutcome {
  outcome: 'booked' | 'slotTaken';
  body: TableBookingResponse;
}

export interface RestaurantServicesDeps {
  db: Db;
  properties: PropertyRepository;
  /** The app's one property service (its cache shared by every feature); built here when not given. */
  propertyService?: PropertyService;
  mailOutbox: MailOutbox;
  publicUrl: string;
  /** The From of guest emails; default "<property name>" <no-reply@PUBLIC_URL host>. */
  mailFrom: string | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}

const scheduleOf = (restaurant: RestaurantRow): RestaurantSchedule => ({
  openingPeriods: restaurant.openingPeriods,
  promotions: restaurant.promotions,
  slotIntervalMinutes: restaurant.slotIntervalMinutes,
  sittingMinutes: restaurant.sittingMinutes,
});

const isServiceActive = (property: PropertyRecord) => property.bookingConfiguration.RestaurantBooking.ServiceActive;

/** "£" for GBP, as en-GB writes it. */
function currencySymbolOf(currency: string): string {
  try {
    return (
      new Intl.NumberFormat('en-GB', { style: 'currency', currency })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency
    );
  } catch {
    return currency;
  }
}

export function createRestaurantServices(deps: RestaurantServicesDeps) {
  const repository = createRestaurantRepository(deps.db);
  const propertyService = deps.propertyService ?? createPropertyService(deps.properties);

  /** The property, when it takes table bookings online; 404 otherwise. */
  async function requireTableBookingProperty(ref: string | number): Promise<PropertyRecord> {
    const property = await propertyService.requireProperty(String(ref));
    if (!isServiceActive(property)) throw notFound(tableBookingNotOfferedMessage);
    return property;
  }

  async function requireRestaurant(property: PropertyRecord, restaurantId: number): Promise<RestaurantRow> {
    const restaurant = await repository.findRestaurant(property.id, restaurantId);
    if (!restaurant) throw notFound(restaurantNotFoundMessage);
    return restaurant;
  }

  async function listRestaurants(propertyRef: string): Promise<Restaurant[]> {
    const property = await propertyService.requireProperty(propertyRef);
    if (!isServiceActive(property)) return [];
    const rows = await repository.listRestaurants(property.id);
    return rows.map((row) => ({ Id: row.id, Name: row.name, Code: row.code, Description: row.description }));
  }

  async function getSetup(query: RestaurantSetupQuery): Promise<RestaurantSetup> {
    const property = await requireTableBookingProperty(query.propertyId);
    const restaurant = await requireRestaurant(property, query.restaurantId);
    return {
      MinOnlinePartySize: restaurant.minOnlinePartySize,
      MaxOnlinePartySize: restaurant.maxOnlinePartySize,
      CurrencySymbol: currencySymbolOf(property.currency),
      NoAvailabilityText: restaurant.noAvailabilityText,
    };
  }

  async function getAvailability(query: RestaurantAvailabilityQuery): Promise<TimeSlot[]> {
    const property = await requireTableBookingProperty(query.propertyId);
    const restaurant = await requireRestaurant(property, query.restaurantId);
    if (query.partySize < restaurant.minOnlinePartySize || query.partySize > restaurant.maxOnlinePartySize) {
      throw fieldError(
        'partySize',
        tableBookingMessages.partySize(restaurant.minOnlinePartySize, restaurant.maxOnlinePartySize),
      );
    }
    const now = localTimeIn(property.timeZone, deps.now());
    // Past days and days beyond the window have no free slots (the no-availability text).
    if (visitDateProblem(query.date, now.date)) return [];
    const coversLeft = await repository.coversLeftOn(restaurant.id, query.date);
    return restaurantSlotsOn(scheduleOf(restaurant), query.date)
      .filter((slot) => !isSlotPast(query.date, slot.time, now))
      .filter((slot) => (coversLeft.get(slot.time) ?? restaurant.coversPerSlot) >= query.partySize)
      .map((slot) => ({
        Time: slot.time,
        Promotions: slot.promotions,
        IsLeaveTimeRequired: slot.isLeaveTimeRequired,
        ...(slot.leaveTime ? { LeaveTime: slot.leaveTime } : {}),
      }));
  }

  async function createBooking(request: TableBookingRequest): Promise<TableBookingOutcome> {
    const property = await requireTableBookingProperty(request.PropertyId);
    const restaurant = request.RestaurantId
      ? await repository.findRestaurant(property.id, request.RestaurantId)
      : undefined;
    const now = localTimeIn(property.timeZone, deps.now());
    const problems = validateTableBooking(
      {
        restaurantId: request.RestaurantId,
        partySize: request.PartySize,
        visitDate: request.VisitDate,
        visitTime: request.VisitTime,
        email: request.Email,
        contactNumber: request.ContactNumber,
        identifier: request.Identifier,
        promotionId: request.PromotionId,
      },
      {
        restaurant: restaurant
          ? {
              ...scheduleOf(restaurant),
              minOnlinePartySize: restaurant.minOnlinePartySize,
              maxOnlinePartySize: restaurant.maxOnlinePartySize,
            }
          : null,
        now,
      },
    );
    if (Object.keys(problems).length > 0) throw validationError(problems);
    // Validation found the restaurant, the party size and a bookable slot.
    const slot = findBookableSlot(scheduleOf(restaurant!), request.VisitDate, request.VisitTime, now)!;
    const partySize = request.PartySize!;

    const booked = await bookWithFreshReference(async (reference) =>
      repository.transaction(async (tx) => {
        const taken = await tx.takeCovers(
          {
            restaurantId: restaurant!.id,
            visitDate: request.VisitDate,
            visitTime: slot.time,
            total: restaurant!.coversPerSlot,
          },
          partySize,
        );
        if (!taken) return null;
        const booking = {
          restaurantId: restaurant!.id,
          bookingReference: reference,
          visitDate: request.VisitDate,
          visitTime: slot.time,
          partySize,
          email: request.Email.trim(),
          contactNumber: request.ContactNumber.trim(),
          specialRequests: request.SpecialRequests,
          isReservation: request.IsReservation,
          identifier: request.Identifier.trim(),
          promotionId: request.PromotionId,
          isLeaveTimeRequired: slot.isLeaveTimeRequired,
          createdAt: deps.now(),
        };
        const bookingId = await tx.insertBooking(booking);
        await tx.enqueueConfirmationEmail(bookingId, deps.now());
        await tx.tableBookingEvent({
          property,
          restaurant: restaurant!,
          booking: { ...booking, cancelledAt: null },
          now: deps.now(),
        });
        return { bookingId, reference };
      }),
    );

    const when = `${formatStayDate(request.VisitDate, 'long')} at ${slot.time}`;
    if (!booked) {
      deps.log.info(
        { restaurantId: restaurant!.id, visitDate: request.VisitDate, visitTime: slot.time, partySize },
        'table booking: slot full',
      );
      return {
        outcome: 'slotTaken',
        body: {
          Success: false,
          BookingReference: null,
          InfoMessage: `Sorry, ${when} is no longer available for ${partySizeText(partySize)}. Please choose another time.`,
        },
      };
    }
    deps.mailOutbox.kick();
    deps.log.info({ restaurantId: restaurant!.id, bookingId: booked.bookingId }, 'table booked');
    return {
      outcome: 'booked',
      body: {
        Success: true,
        BookingReference: booked.reference,
        InfoMessage: `Your table for ${partySizeText(partySize)} at ${restaurant!.name} on ${when} is booked. We have emailed the details to ${request.Email.trim()}.`,
      },
    };
  }

  registerTableBookingEmail(deps, repository);

  return { listRestaurants, getSetup, getAvailability, createBooking };
}

export type RestaurantServices = ReturnType<typeof createRestaurantServices>;

/** The guest's confirmation of a table, written when the outbox sends it (after the commit). */
function registerTableBookingEmail(
  deps: Pick<RestaurantServicesDeps, 'mailOutbox' | 'publicUrl' | 'mailFrom' | 'properties'>,
  repository: Pick<RestaurantRepository, 'findBooking' | 'findRestaurantById'>,
): void {
  const fromOf = mailFromOf(deps);
  deps.mailOutbox.register(tableBookingEmailKind, async (payload) => {
    const booking = await repository.findBooking(Number(payload.bookingId));
    if (!booking) return null;
    const restaurant = await repository.findRestaurantById(booking.restaurantId);
    if (!restaurant) return null;
    const property = await deps.properties.findProperty(String(restaurant.propertyId));
    if (!property) return null;
    const countryName = await deps.properties.findCountryName(property.countryCode);
    const slot = restaurantSlotsOn(scheduleOf(restaurant), booking.visitDate).find((s) => s.time === booking.visitTime);
    const promotion =
      booking.promotionId === null ? null : (restaurant.promotions.find((p) => p.Id === booking.promotionId) ?? null);
    return tableBookingEmail({
      reference: booking.bookingReference,
      restaurantName: restaurant.name,
      propertyName: property.name,
      visitDate: booking.visitDate,
      visitTime: booking.visitTime,
      partySize: booking.partySize,
      leaveTime: booking.isLeaveTimeRequired ? (slot?.leaveTime ?? null) : null,
      promotion: promotion ? { Name: promotion.Name, Description: promotion.Description } : null,
      specialRequests: booking.specialRequests,
      stayReference: booking.isReservation ? booking.identifier : null,
      contact: {
        address: [property.street, property.city, property.postCode, countryName ?? property.countryCode]
          .filter((part) => part.trim() !== '')
          .join(', '),
        telephone: property.telephone,
        email: property.email,
        websiteUrl: property.websiteUrl,
      },
      to: booking.email,
      from: fromOf(property.name),
    });
  });
}

/** Runs `book` with a new reference; a reference already taken (a one in hundreds of millions clash) gets another try. */
async function bookWithFreshReference<T>(book: (reference: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await book(generateTableBookingReference());
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
