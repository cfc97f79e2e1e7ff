import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invalidPreCheckInLinkMessage, type PreCheckInSaveRequest } from '../../../src/contract/pre-check-in';
import type { PreCheckInConfiguration } from '../../../src/contract/property-definition';
import { properties } from '../../../src/server/db/schema/properties';
import { reservations } from '../../../src/server/db/schema/reservations';
import { roomConfigurationOptions } from '../../../src/server/db/schema/rooms';
import type { TestApp } from '../harness';
import { demoClock, demoRoom, leaveRooms, weeknights, type DemoIds } from '../reservations/demo-booking';
import {
  alan,
  bookingState,
  bookWithLink,
  grace,
  leaveServiceStock,
  loadReservation,
  noFieldsRequired,
  save,
  savePayload,
  serviceUsed,
  setPreCheckInConfiguration,
  withGraceAndAlan,
  type PreCheckInLink,
} from './pre-check-in-fixture';
import { startDemoApp } from '../reservations/demo-app';

// Ada completes her pre-check-in before arriving at The Ashbury: her address, who shares the
// room, a late-arrival note, and a few extras. The Ashbury asks for names, email, phone and
// the full address (its pre-check-in configuration); every flag is honoured by the server.

let t: TestApp;
let ids: DemoIds;
let demoConfiguration: PreCheckInConfiguration;

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  // Plenty of Classic Doubles: every story here books the same two weeknights.
  await leaveRooms(t.database.db, ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo, 40);
  const [row] = await t.database.db
    .select({ configuration: properties.preCheckInConfiguration })
    .from(properties)
    .where(eq(properties.code, 'DEMO'));
  demoConfiguration = row!.configuration;
});
afterEach(() => setPreCheckInConfiguration(t.database.db, demoConfiguration));
afterAll(() => t?.close());

/** Ada's complete, valid check-in: City filled in, both guests named with email and phone. */
async function completeCheckIn(
  link: PreCheckInLink,
  changes: Partial<PreCheckInSaveRequest> = {},
): Promise<PreCheckInSaveRequest> {
  const reservation = await loadReservation(t.app, link);
  return withGraceAndAlan(
    savePayload(link, reservation, {
      Booker: { ...reservation.Booker!, City: 'London' },
      SpecialRequests: 'Arriving late, around 11pm.',
      ...changes,
    }),
  );
}

const withServices = (
  payload: PreCheckInSaveRequest,
  services: { ServiceId: number; Quantity?: number }[],
): PreCheckInSaveRequest => ({
  ...payload,
  ReservationItems: payload.ReservationItems.map((item, index) =>
    index === 0 ? { ...item, Services: services } : item,
  ),
});

describe('saving a pre-check-in', () => {
  it('saves the booker, guests, requests and new extras in one go; the extras are priced and counted against stock', async () => {
    const link = await bookWithLink(t.app, t.database.db, ids, {
      Rooms: [demoRoom(ids, { services: [{ code: 'PARKING' }] })],
    });
    const celebrateUsed = await serviceUsed(t.database.db, ids.services.CELEBRATE!);
    const payload = withServices(await completeCheckIn(link), [
      { ServiceId: ids.services.PARKING! },
      { ServiceId: ids.services.TEA!, Quantity: 2 },
      { ServiceId: ids.services.CELEBRATE! },
    ]);

    const res = await save(t.app, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Success: true, Message: 'Thank you, your check-in details have been saved.' });

    const after = await loadReservation(t.app, link);
    expect(after.Booker).toMatchObject({ FirstName: 'Ada', City: 'London' });
    expect(after.SpecialRequests).toBe('Arriving late, around 11pm.');
    expect(after.ReservationItems[0]!.Guests).toEqual([grace, alan]);
    // Parking £30 as booked, afternoon tea 2 x £29.50, Prosecco and chocolates £44.
    expect(after.TotalServicesPrice).toBe(133);
    expect(
      after.ReservationItems[0]!.Services.map((service) => [service.ServiceId, service.Quantity, service.TotalCost]),
    ).toEqual([
      [ids.services.PARKING, 1, 30],
      [ids.services.TEA, 2, 59],
      [ids.services.CELEBRATE, 1, 44],
    ]);
    expect(after.CompletedAt).toBe(demoClock.toISOString());
    const state = await bookingState(t.database.db, link.reservationId);
    expect(state.total).toBe(25800 + 13300);
    expect(state.items[0]!.total).toBe(25800 + 13300);
    expect(Object.fromEntries(state.extras.map((extra) => [extra.serviceId, extra.addedAt]))).toEqual({
      [ids.services.PARKING!]: 'booking',
      [ids.services.TEA!]: 'pre_check_in',
      [ids.services.CELEBRATE!]: 'pre_check_in',
    });
    expect(await serviceUsed(t.database.db, ids.services.CELEBRATE!)).toBe(celebrateUsed + 1);
  });

  it('changes nothing more when the same submission comes again, with its key or without one', async () => {
    const link = await bookWithLink(t.app, t.database.db, ids);
    const payload = withServices(await completeCheckIn(link), [
      { ServiceId: ids.services.CELEBRATE! },
      { ServiceId: ids.services.SPA!, Quantity: 2 },
    ]);
    const key = randomUUID();
    const first = await save(t.app, payload, key);
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = await bookingState(t.database.db, link.reservationId);
    const celebrateUsed = await serviceUsed(t.database.db, ids.services.CELEBRATE!);

    const replay = await save(t.app, payload, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const again = await save(t.app, payload, null);
    expect(again.statusCode, again.body).toBe(200);
    const andAgain = await save(t.app, payload, randomUUID());
    expect(andAgain.statusCode, andAgain.body).toBe(200);

    expect(await bookingState(t.database.db, link.reservationId)).toEqual(afterFirst);
    expect(await serviceUsed(t.database.db, ids.services.CELEBRATE!)).toBe(celebrateUsed);
    // Spa: £35 per person per session, two adults, two sessions.
    expect(afterFirst.extrasTotal).toBe(4400 + 14000);
  });

  it('refuses a key sent again with different details (422), keeping the first save', async () => {
    const link = await bookWithLink(t.app, t.database.db, ids);
    const payload = await completeCheckIn(link);
    const key = randomUUID();
    expect((await save(t.app, payload, key)).statusCode).toBe(200);
    const res = await save(t.app, { ...payload, SpecialRequests: 'Something else entirely.' }, key);
    expect(res.statusCode).toBe(422);
    expect((await loadReservation(t.app, link)).SpecialRequests).toBe('Arriving late, around 11pm.');
  });

  it('keeps extras booked with the room: more is fine, fewer or none is refused', async () => {
    const link = await bookWithLink(t.app, t.database.db, ids, {
      Rooms: [demoRoom(ids, { services: [{ code: 'TEA', quantity: 2 }] })],
    });
    const payload = await completeCheckIn(link);
    const before = await bookingState(t.database.db, link.reservationId);

    const removed = await save(t.app, withServices(payload, []));
    expect(removed.statusCode).toBe(400);
    expect(removed.json().ModelState['ReservationItems[0].Services']).toEqual([
      'Room 1: Afternoon tea is booked with your room and cannot be removed here. Please contact the hotel.',
    ]);
    const fewer = await save(t.app, withServices(payload, [{ ServiceId: ids.services.TEA!, Quantity: 1 }]));
    expect(fewer.statusCode).toBe(400);
    expect(Object.keys(fewer.json().ModelState)).toEqual(['ReservationItems[0].Services[0].Quantity']);
    expect(await bookingState(t.database.db, link.reservationId)).toEqual(before);

    const more = await save(t.app, withServices(payload, [{ ServiceId: ids.services.TEA!, Quantity: 3 }]));
    expect(more.statusCode, more.body).toBe(200);
    const after = await bookingState(t.database.db, link.reservationId);
    expect(after.extras).toEqual([{ serviceId: ids.services.TEA, quantity: 3, total: 8850, addedAt: 'booking' }]);
    expect(after.total).toBe(before.total + 2950);
  });

  it('gives the last Prosecco to the first guest who asks; the second is told it is gone and nothing of theirs is saved', async () => {
    const first = await bookWithLink(t.app, t.database.db, ids);
    const second = await bookWithLink(t.app, t.database.db, ids);
    const firstPayload = withServices(await completeCheckIn(first), [{ ServiceId: ids.services.CELEBRATE! }]);
    const secondPayload = withServices(await completeCheckIn(second), [{ ServiceId: ids.services.CELEBRATE! }]);
    await leaveServiceStock(t.database.db, ids.services.CELEBRATE!, 1);
    const used = await serviceUsed(t.database.db, ids.services.CELEBRATE!);
    const secondBefore = await bookingState(t.database.db, second.reservationId);

    expect((await save(t.app, firstPayload)).statusCode).toBe(200);
    const res = await save(t.app, secondPayload);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Message: 'Sorry, your selection is not available.' });

    expect(await serviceUsed(t.database.db, ids.services.CELEBRATE!)).toBe(used + 1);
    expect(await bookingState(t.database.db, second.reservationId)).toEqual(secondBefore);
    expect((await loadReservation(t.app, second)).CompletedAt).toBeNull();
  });

  it('puts a new card on file (tokenised, never charged) and says why a declined card was refused', async () => {
    const link = await bookWithLink(t.app, t.database.db, ids);
    const payload = await completeCheckIn(link);
    const card = {
      CardNumber: '5555 5555 5555 4444',
      NameOnCard: 'Ada Lovelace',
      ExpiryMonth: 11,
      ExpiryYear: 2031,
      SecurityCode: '321',
    };

    const declined = await save(t.app, { ...payload, CardDetails: { ...card, CardNumber: '4000 0000 0000 0002' } });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ Message: 'Your card was declined.' });
    expect((await loadReservation(t.app, link)).CompletedAt).toBeNull();

    const badCard = await save(t.app, { ...payload, CardDetails: { ...card, SecurityCode: '' } });
    expect(badCard.statusCode).toBe(400);
    expect(Object.keys(badCard.json().ModelState)).toEqual(['CardDetails.SecurityCode']);

    const res = await save(t.app, { ...payload, CardDetails: card });
    expect(res.statusCode, res.body).toBe(200);
    const after = await loadReservation(t.app, link);
    expect(after.CardOnFile).toEqual({
      CardType: 'mastercard',
      LastFourDigits: '4444',
      ExpiryMonth: 11,
      ExpiryYear: 2031,
    });
    const [row] = await t.database.db
      .select({ token: reservations.cardToken, paid: reservations.amountPaid })
      .from(reservations)
      .where(eq(reservations.id, link.reservationId));
    expect(row!.token).toMatch(/^sandbox_card_/);
    expect(row!.paid).toBe(25800);
  });

  it('accepts a saved card only from the signed-in booker', async () => {
    const link = await bookWithLink(t.app, t.database.db, ids);
    const res = await save(t.app, { ...(await completeCheckIn(link)), CardDetails: { CreditCardId: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState).toEqual({
      'CardDetails.CreditCardId': ['This saved card cannot be used for this booking. Please enter your card details.'],
    });
  });

  it('refuses a bed set-up of another room type and a room of another booking', async () => {
    const link = await bookWithLink(t.app, t.database.db, ids);
    const other = await bookWithLink(t.app, t.database.db, ids);
    const payload = await completeCheckIn(link);
    const [suiteOption] = await t.database.db
      .select({ id: roomConfigurationOptions.id })
      .from(roomConfigurationOptions)
      .where(eq(roomConfigurationOptions.roomTypeId, ids.roomTypes.SUITE!));
    const wrongSetUp = await save(t.app, {
      ...payload,
      ReservationItems: [{ ...payload.ReservationItems[0]!, RoomConfigurationDropdownOptionId: suiteOption!.id }],
    });
    expect(wrongSetUp.statusCode).toBe(400);
    expect(Object.keys(wrongSetUp.json().ModelState)).toEqual([
      'ReservationItems[0].RoomConfigurationDropdownOptionId',
    ]);

    const otherRoom = (await loadReservation(t.app, other)).ReservationItems[0]!.ReservationItemId;
    const wrongRoom = await save(t.app, {
      ...payload,
      ReservationItems: [{ ...payload.ReservationItems[0]!, ReservationItemId: otherRoom }],
    });
    expect(wrongRoom.statusCode).toBe(400);
    expect(Object.keys(wrongRoom.json().ModelState)).toEqual(['ReservationItems[0].ReservationItemId']);
  });

  it("saves nothing through a link that is not this booking's", async () => {
    const link = await bookWithLink(t.app, t.database.db, ids);
    const payload = await completeCheckIn(link);
    const before = await bookingState(t.database.db, link.reservationId);
    const forged = await save(t.app, { ...payload, Code: `${link.code.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ Success: false, Message: invalidPreCheckInLinkMessage });
    const otherEntity = await save(t.app, { ...payload, EntityId: link.reservationId + 1000 });
    expect(otherEntity.json()).toEqual({ Success: false, Message: invalidPreCheckInLinkMessage });
    expect(await bookingState(t.database.db, link.reservationId)).toEqual(before);
  });
});

describe("the property's pre-check-in configuration", () => {
  // Ada sends everything blank except the lead guest's name: each flag alone names exactly the fields it requires.
  const personFlags = {
    FirstNameRequired: 'FirstName',
    LastNameRequired: 'LastName',
    EmailRequired: 'Email',
    PhoneRequired: 'Phone',
  } as const;
  const addressFlags = {
    CountryRequired: 'CountryId',
    StreetRequired: 'Street',
    CityRequired: 'City',
    StateOrCountyRequired: 'StateOrCounty',
    PostCodeRequired: 'ZipCode',
  } as const;
  const blankBooker = {
    IndividualId: null,
    FirstName: '',
    LastName: '',
    Email: '',
    Phone: '',
    Street: '',
    City: '',
    CountryId: null,
    StateOrCounty: '',
    ZipCode: '',
  };
  const namesOnly = { IndividualId: null, FirstName: 'Grace', LastName: 'Hopper', Email: null, Phone: null };
  const blankGuest = { IndividualId: null, FirstName: '', LastName: '', Email: null, Phone: null };

  async function blankSubmission(link: PreCheckInLink): Promise<PreCheckInSaveRequest> {
    const payload = savePayload(link, await loadReservation(t.app, link), { Booker: blankBooker });
    return {
      ...payload,
      ReservationItems: payload.ReservationItems.map((item) => ({ ...item, Guests: [namesOnly, blankGuest] })),
    };
  }

  it.each(Object.entries(personFlags))(
    '%s alone requires that detail of the booker and of every guest',
    async (flag, field) => {
      const link = await bookWithLink(t.app, t.database.db, ids);
      const payload = await blankSubmission(link);
      await setPreCheckInConfiguration(t.database.db, { ...noFieldsRequired, [flag]: true });
      const res = await save(t.app, payload);
      expect(res.statusCode).toBe(400);
      const namedLead = field === 'FirstName' || field === 'LastName';
      expect(Object.keys(res.json().ModelState).sort()).toEqual(
        [
          `Booker.${field}`,
          ...(namedLead ? [] : [`ReservationItems[0].Guests[0].${field}`]),
          `ReservationItems[0].Guests[1].${field}`,
        ].sort(),
      );
      if (field === 'Email')
        expect(res.json().ModelState['Booker.Email']).toEqual(['A valid email address is required']);
      if (field === 'Phone')
        expect(res.json().ModelState['ReservationItems[0].Guests[1].Phone']).toEqual([
          'A valid phone number is required',
        ]);
    },
  );

  it.each(Object.entries(addressFlags))("%s alone requires that part of the booker's address", async (flag, field) => {
    const link = await bookWithLink(t.app, t.database.db, ids);
    const payload = await blankSubmission(link);
    await setPreCheckInConfiguration(t.database.db, { ...noFieldsRequired, [flag]: true });
    const res = await save(t.app, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().ModelState)).toEqual([`Booker.${field}`]);
  });

  it('with nothing required, a blank submission saves, and blank booker names and email keep what the hotel has', async () => {
    const link = await bookWithLink(t.app, t.database.db, ids);
    await setPreCheckInConfiguration(t.database.db, noFieldsRequired);
    const res = await save(t.app, await blankSubmission(link));
    expect(res.statusCode, res.body).toBe(200);
    const after = await loadReservation(t.app, link);
    expect(after.Booker).toMatchObject({
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
      Street: '',
      CountryId: null,
    });
    expect(after.ReservationItems[0]!.Guests).toEqual([
      { ...namesOnly, Email: null, Phone: null },
      { ...blankGuest, Email: null, Phone: null },
    ]);
  });

  it('still refuses a malformed email or phone that was not required', async () => {
    const link = await bookWithLink(t.app, t.database.db, ids);
    await setPreCheckInConfiguration(t.database.db, noFieldsRequired);
    const payload = await blankSubmission(link);
    const res = await save(t.app, { ...payload, Booker: { ...blankBooker, Email: 'not-an-email', Phone: '01234' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().ModelState).sort()).toEqual(['Booker.Email', 'Booker.Phone']);
  });
});
