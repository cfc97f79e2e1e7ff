import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCreateResponseSchema } from '../../../src/contract/reservation';
import { reservationConfirmationSchema } from '../../../src/contract/reservation-confirmation';
import { reservationItems, reservations } from '../../../src/server/db/schema/reservations';
import type { TestApp } from '../harness';
import { touristTaxShown, vatDefinition, vatShown } from '../../domain/tax-line-fixture';
import { createBooking, demoBooking, demoRoom, importLisbonCopy, loadPropertyIds } from '../reservations/demo-booking';
import { startDemoApp } from '../reservations/demo-app';
import { loadReservation, save, savePayload, type PreCheckInLink } from './pre-check-in-fixture';

// Extras added at pre-check-in bring their own taxes, as extras added from the manage-booking
// page do: in Lisbon (6 % VAT included, 23 % on parking; a tourist tax of EUR 4 per adult per
// night paid at the hotel) the room's and the booking's kept lines gain the parking's VAT and
// the confirmation shows them; at a hotel adding its VAT on top, what is owed online grows by
// the parking and its VAT.

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  ({ t } = await startDemoApp());
});
afterAll(() => t?.close());

/** Three nights (Wednesday to Saturday) in the Balcony King for two adults and a child, no extras; with its pre-check-in link. */
async function bookWithLink(propertyCode: string) {
  const ids = await loadPropertyIds(db(), propertyCode);
  const dates = { dateFrom: '2027-03-24', dateTo: '2027-03-27' };
  const res = await createBooking(
    t.app,
    demoBooking(ids, {
      PropertyId: propertyCode,
      DateFrom: dates.dateFrom,
      DateTo: dates.dateTo,
      Rooms: [demoRoom(ids, { roomType: 'BALCONY', ratePlan: 'FLEX', ...dates, adults: 2, children: 1 })],
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const created = reservationCreateResponseSchema.parse(res.json());
  const confirmation = await confirmationOf(propertyCode, created.ConfirmationToken);
  const [, , code, referenceNumber, hash] = confirmation.PreCheckInPath!.split('/');
  const [row] = await db()
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.referenceNumber, created.ReferenceNumber));
  const link: PreCheckInLink = {
    path: confirmation.PreCheckInPath!,
    propertyCode: code!,
    referenceNumber: referenceNumber!,
    code: hash!,
    reservationId: row!.id,
  };
  return { ids, created, link };
}

async function confirmationOf(propertyCode: string, token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Reservation/Confirmation?propertyId=${propertyCode}&confirmationToken=${token}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return reservationConfirmationSchema.parse(res.json());
}

const guest = (FirstName: string) => ({
  IndividualId: null,
  FirstName,
  LastName: 'Lovelace',
  Email: `${FirstName.toLowerCase()}@example.com`,
  Phone: '+44 7700 900123',
});

/** The guest's check-in with parking added to the room. */
async function checkInWithParking(link: PreCheckInLink, parkingId: number) {
  const payload = savePayload(link, await loadReservation(t.app, link));
  payload.ReservationItems = payload.ReservationItems.map((item) => ({
    ...item,
    Guests: [guest('Ada'), guest('Byron'), guest('Annabella')],
    Services: [{ ServiceId: parkingId, Quantity: 1 }],
  }));
  return payload;
}

async function stored(reservationId: number) {
  const [row] = await db().select().from(reservations).where(eq(reservations.id, reservationId));
  const [item] = await db().select().from(reservationItems).where(eq(reservationItems.reservationId, reservationId));
  return { row: row!, item: item! };
}

/** Included VAT of a gross price (minor units), rounded once, half up. */
const vatOf = (gross: number, percent: number) => Math.round((gross * percent) / (100 + percent));

describe('extras added at pre-check-in', () => {
  it('in Lisbon, add the parking VAT at 23 % to the room and the booking; the tourist tax stays as sold', async () => {
    const { ids, created, link } = await bookWithLink('DEMO-LISBON');
    const before = await stored(link.reservationId);
    const rooms = before.item.roomTotal;
    expect(before.item.taxLines).toEqual([
      expect.objectContaining({ code: 'VAT', percent: 6000, base: rooms, amount: vatOf(rooms, 6) }),
      expect.objectContaining({ code: 'TOURIST-TAX', guestNights: 6, amount: 2400 }),
    ]);

    const payload = await checkInWithParking(link, ids.services.PARKING!);
    const res = await save(t.app, payload);
    expect(res.statusCode, res.body).toBe(200);

    // Parking: EUR 20 a day, three days, VAT at 23 % inside.
    const parking = 6000;
    const lines = [
      expect.objectContaining({ code: 'VAT', percent: 6000, base: rooms, amount: vatOf(rooms, 6) }),
      expect.objectContaining({ code: 'TOURIST-TAX', guestNights: 6, amount: 2400 }),
      expect.objectContaining({ code: 'VAT', percent: 23000, base: parking, amount: vatOf(parking, 23) }),
    ];
    const after = await stored(link.reservationId);
    expect(after.item).toMatchObject({ total: rooms + parking, extrasTotal: parking });
    expect(after.item.taxLines).toEqual(lines);
    expect(after.row.taxLines).toEqual(lines);
    expect(after.row).toMatchObject({
      total: rooms + parking,
      taxesAdded: 2400,
      payAtProperty: 2400,
      amountPaid: before.row.amountPaid,
    });

    const shown = [vatShown(vatOf(rooms, 6) / 100, 6), touristTaxShown(24), vatShown(vatOf(parking, 23) / 100, 23)];
    const confirmation = await confirmationOf('DEMO-LISBON', created.ConfirmationToken);
    expect(confirmation.Taxes).toEqual(shown);
    expect(confirmation.Rooms[0]!.Taxes).toEqual(shown);
    expect(confirmation).toMatchObject({
      TotalCost: (rooms + parking) / 100,
      TotalWithTaxes: (rooms + parking + 2400) / 100,
      PayAtProperty: 24,
    });

    // The same check-in sent again changes nothing: the parking's VAT is not counted twice.
    const again = await save(t.app, payload);
    expect(again.statusCode, again.body).toBe(200);
    const replayed = await stored(link.reservationId);
    expect(replayed.item.taxLines).toEqual(lines);
    expect(replayed.row).toMatchObject({ total: rooms + parking, taxesAdded: 2400, payAtProperty: 2400 });
  });

  it('at a hotel adding its VAT on top, owe the parking and its VAT online', async () => {
    await importLisbonCopy(db(), {
      Code: 'TEST-ON-TOP',
      Name: 'The Alfama on Top',
      PricesShown: 'BeforeTaxes',
      Taxes: [vatDefinition(6, { ExtraRates: { PARKING: 23 }, Included: false })],
    });
    const { ids, created, link } = await bookWithLink('TEST-ON-TOP');
    const before = await stored(link.reservationId);
    const rooms = before.item.roomTotal;
    const roomVat = Math.round((rooms * 6) / 100);
    expect(before.row).toMatchObject({ taxesAdded: roomVat, payAtProperty: 0, amountPaid: rooms + roomVat });

    const res = await save(t.app, await checkInWithParking(link, ids.services.PARKING!));
    expect(res.statusCode, res.body).toBe(200);

    const parking = 6000;
    const parkingVat = Math.round((parking * 23) / 100);
    const after = await stored(link.reservationId);
    expect(after.item.taxLines).toEqual([
      expect.objectContaining({ code: 'VAT', percent: 6000, base: rooms, amount: roomVat }),
      expect.objectContaining({ code: 'VAT', percent: 23000, base: parking, amount: parkingVat }),
    ]);
    // Pre-check-in keeps the card for the stay without charging it: the parking and its VAT are owed.
    expect(after.row).toMatchObject({
      total: rooms + parking,
      taxesAdded: roomVat + parkingVat,
      payAtProperty: 0,
      amountPaid: before.row.amountPaid,
    });
    const confirmation = await confirmationOf('TEST-ON-TOP', created.ConfirmationToken);
    expect(confirmation).toMatchObject({
      TotalWithTaxes: (rooms + roomVat + parking + parkingVat) / 100,
      PaidOnline: (rooms + roomVat + parking + parkingVat) / 100,
      AmountPaid: (rooms + roomVat) / 100,
      AmountDue: (parking + parkingVat) / 100,
    });
  });
});
