import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidPreCheckInLinkMessage } from '../../../src/contract/pre-check-in';
import { reservationConfirmationSchema } from '../../../src/contract/reservation-confirmation';
import { serviceResponseSchema } from '../../../src/contract/services';
import { reservations } from '../../../src/server/db/schema/reservations';
import { readMime, type SmtpInbox } from '../fakes/smtp-inbox';
import type { TestApp } from '../harness';
import {
  createBooking,
  demoBooking,
  demoClock,
  demoRoom,
  leaveRooms,
  weeknights,
  type DemoIds,
} from '../reservations/demo-booking';
import { bookWithLink, loadReservation, openLink, type PreCheckInLink } from './pre-check-in-fixture';
import { bookingSite, startDemoApp } from '../reservations/demo-app';

// Ada booked two weeknights at The Ashbury. Her confirmation page and email carry a
// pre-check-in link; only that exact link opens her booking, and every other link gets the
// same polite notice, whichever part was wrong.

const invalidNotice = { Success: false, Title: 'Warning', Message: invalidPreCheckInLinkMessage };

let inbox: SmtpInbox;
let t: TestApp;
let ids: DemoIds;
let now = demoClock;
let ada: PreCheckInLink;

beforeAll(async () => {
  ({ t, ids, inbox } = await startDemoApp({ now: () => now, smtp: true, config: bookingSite }));
  // Plenty of Classic Doubles: every story here books the same two weeknights.
  await leaveRooms(t.database.db, ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo, 40);
  ada = await bookWithLink(t.app, t.database.db, ids, { Rooms: [demoRoom(ids, { services: [{ code: 'PARKING' }] })] });
});
afterAll(() => t?.close());

describe('the pre-check-in link', () => {
  it('is in the confirmation email, in the text and as a link in the HTML', async () => {
    const mail = (await inbox.waitFor(1)).find(
      (candidate) => candidate.to.includes('ada@example.com') && candidate.raw.includes(ada.referenceNumber),
    )!;
    const { parts } = readMime(mail.raw);
    const text = parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))!.body;
    expect(text).toContain(`Save time at arrival, complete your pre-check-in: https://book.example.com${ada.path}`);
    const html = parts.find((part) => part.headers['content-type']?.startsWith('text/html'))!.body;
    expect(html).toContain(`<a href="https://book.example.com${ada.path}"`);
  });

  it("opens Ada's booking: booker, room, guests (the lead guest first, one per adult), extras and totals", async () => {
    const reservation = await loadReservation(t.app, ada);
    expect(reservation.ReferenceNumber).toBe(ada.referenceNumber);
    expect(reservation.EntityId).toBe(ada.reservationId);
    expect(reservation.Booker).toMatchObject({
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
      ZipCode: 'SW1Y 4JH',
    });
    expect(reservation.SpecialRequests).toBe('A quiet room, please.');
    expect(reservation.TotalAccommodationPrice).toBe(258);
    expect(reservation.TotalServicesPrice).toBe(30);
    expect(reservation.Currency).toBe('GBP');
    expect(reservation.NumberOfAdults).toBe(2);
    expect(reservation.CardOnFile).toMatchObject({ CardType: 'visa', LastFourDigits: '4242' });
    expect(reservation.CreditCards).toEqual([]);
    expect(reservation.CompletedAt).toBeNull();
    const [room] = reservation.ReservationItems;
    expect(room).toMatchObject({
      DateOfArrival: '2027-03-24',
      DateOfDeparture: '2027-03-26',
      RoomType: 'Classic Double',
      RatePlan: 'Best Flexible Rate',
      ShowRoomConfigurationQuestion: true,
    });
    expect(room!.RoomConfiguration?.Id).toBe(ids.configurations[ids.roomTypes.CLASSIC!]);
    expect(room!.RoomConfigurationOptions.map((option) => option.Id)).toContain(room!.RoomConfiguration!.Id);
    expect(room!.Guests.map((guest) => [guest.FirstName, guest.LastName])).toEqual([
      ['Grace', 'Hopper'],
      ['', ''],
    ]);
    expect(room!.Services).toEqual([
      expect.objectContaining({ ServiceId: ids.services.PARKING, Quantity: 1, TotalCost: 30 }),
    ]);
    expect(room!.HasSelectableServices).toBe(true);
  });

  it("answers the same notice for an altered code, another booking's reference, another property or an unknown one", async () => {
    const other = await bookWithLink(t.app, t.database.db, ids);
    const flipped = `${ada.code.slice(0, -1)}${ada.code.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      { ...ada, code: flipped },
      { ...ada, code: ada.code.slice(0, 20) },
      { ...ada, referenceNumber: other.referenceNumber },
      { ...other, code: ada.code },
      { ...ada, propertyCode: 'DEMO-YORK' },
      { ...ada, propertyCode: 'NOWHERE' },
      { ...ada, referenceNumber: 'ZZZZZZZZ' },
    ];
    for (const attempt of attempts) {
      const res = await openLink(t.app, attempt);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(invalidNotice);
    }
    // The property may be named by its id too.
    expect((await loadReservation(t.app, { ...ada, propertyCode: String(ids.propertyId) })).EntityId).toBe(
      ada.reservationId,
    );
  });

  it('stops opening a booking that is no longer confirmed', async () => {
    const cancelled = await bookWithLink(t.app, t.database.db, ids);
    await t.database.db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(eq(reservations.id, cancelled.reservationId));
    expect((await openLink(t.app, cancelled)).json()).toEqual(invalidNotice);
  });

  it('works through the departure day and not after; the confirmation page then offers no link', async () => {
    const res = await createBooking(t.app, demoBooking(ids));
    const token = (res.json() as { ConfirmationToken: string }).ConfirmationToken;
    now = new Date('2027-03-26T22:30:00Z'); // 22:30 on departure day in Harrogate
    expect((await loadReservation(t.app, ada)).EntityId).toBe(ada.reservationId);
    now = new Date('2027-03-27T00:30:00Z');
    expect((await openLink(t.app, ada)).json()).toEqual(invalidNotice);
    const confirmation = reservationConfirmationSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/Reservation/Confirmation?propertyId=DEMO&confirmationToken=${token}`,
        })
      ).json(),
    );
    expect(confirmation.PreCheckInPath).toBeNull();
    now = demoClock;
  });

  it('offers the extras of a booked room through Service/GetReservationItemServices, and only for its own property', async () => {
    const room = (await loadReservation(t.app, ada)).ReservationItems[0]!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Service/GetReservationItemServices?propertyId=DEMO&reservationItemId=${room.ReservationItemId}&languageCode=en`,
    });
    expect(res.statusCode).toBe(200);
    const offered = serviceResponseSchema.parse(res.json());
    expect(offered.Nights).toBe(2);
    expect(offered.Services.map((service) => service.ServiceCode)).toEqual(
      expect.arrayContaining(['BREAKFAST', 'PARKING', 'CELEBRATE', 'DOG', 'SPA', 'TEA']),
    );
    expect(offered.InventoryPerServiceId[String(ids.services.CELEBRATE)]).toMatchObject({ StartingInventory: 20 });

    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/Service/GetReservationItemServices?propertyId=DEMO-YORK&reservationItemId=${room.ReservationItemId}`,
    });
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/Service/GetReservationItemServices?propertyId=DEMO&reservationItemId=999999`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: 'We could not find this room of your booking.' });
  });

  it('slows down anyone trying links at speed (429)', async () => {
    let status = 200;
    for (let attempt = 0; attempt < 40 && status === 200; attempt++)
      status = (await openLink(t.app, { ...ada, code: `guess${attempt}` }, '192.0.2.7')).statusCode;
    expect(status).toBe(429);
  });
});
