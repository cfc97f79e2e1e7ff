import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCreateResponseSchema, type ReservationCreateRequestInput } from '../../../src/contract/reservation';
import {
  reservationQuoteResponseSchema,
  type ReservationQuoteRequestInput,
  type ReservationQuoteResponse,
} from '../../../src/contract/reservation-quote';
import { reservationItems, reservations } from '../../../src/server/db/schema/reservations';
import { roomTaxesToApi } from '../../../src/server/reservations/booking-taxes';
import { startTestApp, type TestApp } from '../harness';
import {
  addGiftVoucher,
  bookedRooms,
  austinChanges,
  createBooking,
  demoBooking,
  demoClock,
  demoRoom,
  importLisbonCopy,
  leaveRooms,
  loadPropertyIds,
  reservationCount,
} from './demo-booking';

// Reservation/Quote answers what Reservation/Create will charge, line by line, before the guest
// confirms: the booking summary and checkout show it. It books, holds and spends nothing.

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp({ now: () => demoClock });
});
afterAll(async () => {
  await t?.close();
});

const stay = { dateFrom: '2027-03-24', dateTo: '2027-03-27' };

/** Three nights in Lisbon's Balcony King for two adults and a child, with parking. */
async function lisbonBooking(
  propertyCode = 'DEMO-LISBON',
  overrides: Partial<ReservationCreateRequestInput> = {},
): Promise<ReservationCreateRequestInput> {
  const ids = await loadPropertyIds(db(), propertyCode);
  return demoBooking(ids, {
    PropertyId: propertyCode,
    DateFrom: stay.dateFrom,
    DateTo: stay.dateTo,
    Rooms: [
      demoRoom(ids, {
        roomType: 'BALCONY',
        ratePlan: 'FLEX',
        ...stay,
        adults: 2,
        children: 1,
        services: [{ code: 'PARKING' }],
      }),
    ],
    ...overrides,
  });
}

/** The quote of a create payload: its rooms (without lead guest, bed set-up or total), promo and voucher. */
function quoteOf(booking: ReservationCreateRequestInput): ReservationQuoteRequestInput {
  return {
    PropertyId: booking.PropertyId,
    PromoCode: booking.PromoCode ?? null,
    HopGiftVoucherCode: booking.HopGiftVoucherCode ?? null,
    Rooms: booking.Rooms.map((room) => ({
      DateFrom: room.DateFrom,
      DateTo: room.DateTo,
      RoomTypeId: room.RoomTypeId,
      RatePlanId: room.RatePlanId,
      NumberOfAdults: room.NumberOfAdults,
      NumberOfChildren: room.NumberOfChildren,
      NumberOfInfants: room.NumberOfInfants,
      Services: room.Services,
    })),
  };
}

const askQuote = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/Reservation/Quote', payload: body as object });

async function quoted(body: unknown): Promise<ReservationQuoteResponse> {
  const res = await askQuote(body);
  expect(res.statusCode, res.body).toBe(200);
  return reservationQuoteResponseSchema.parse(res.json());
}

async function bookAndRead(body: ReservationCreateRequestInput) {
  const res = await createBooking(t.app, body);
  expect(res.statusCode, res.body).toBe(201);
  const created = reservationCreateResponseSchema.parse(res.json());
  const [row] = await db().select().from(reservations).where(eq(reservations.referenceNumber, created.ReferenceNumber));
  const items = await db()
    .select()
    .from(reservationItems)
    .where(eq(reservationItems.reservationId, row!.id))
    .orderBy(reservationItems.position);
  return { created, row: row!, items };
}

describe('a quote for three nights in Lisbon with parking', () => {
  it("names the lines Create then keeps and charges: VAT 6 % and the parking's 23 %, the tourist tax at the hotel", async () => {
    const booking = await lisbonBooking();
    const quote = await quoted(quoteOf(booking));
    // 184 + 184 + 204 for the room, EUR 20 a day of parking; the VAT inside, the tourist tax on top.
    expect(quote).toMatchObject({
      Currency: 'EUR',
      RoomsTotal: 572,
      ExtrasTotal: 60,
      VoucherDiscount: 0,
      Total: 632,
      TotalWithTaxes: 656,
      PayAtProperty: 24,
      PaidOnline: 632,
    });
    expect(quote.Taxes.map((line) => [line.Code, line.Percent, line.Amount])).toEqual([
      ['VAT', 6, 32.38],
      ['VAT', 23, 11.22],
      ['TOURIST-TAX', null, 24],
    ]);
    expect(quote.Rooms).toEqual([
      { TotalCost: 572, ExtrasTotal: 60, Taxes: quote.Taxes, TotalWithTaxes: 656, PayAtProperty: 24 },
    ]);

    const { created, row, items } = await bookAndRead(booking);
    expect(created).toMatchObject({
      TotalCost: quote.Total,
      Taxes: quote.Taxes,
      TotalWithTaxes: quote.TotalWithTaxes,
      PayAtProperty: quote.PayAtProperty,
      PaidOnline: quote.PaidOnline,
    });
    // What the card was charged, and each room's kept lines.
    expect(row.amountPaid).toBe(quote.PaidOnline * 100);
    expect(items.map((item) => roomTaxesToApi({ total: item.total, taxLines: item.taxLines }, 'EUR'))).toEqual(
      quote.Rooms.map(({ Taxes, TotalWithTaxes, PayAtProperty }) => ({ Taxes, TotalWithTaxes, PayAtProperty })),
    );
  });

  it('takes no room and books nothing', async () => {
    const booking = await lisbonBooking();
    const roomTypeId = booking.Rooms[0]!.RoomTypeId;
    const before = await bookedRooms(db(), roomTypeId, stay.dateFrom, stay.dateTo);
    const count = await reservationCount(db());
    await quoted(quoteOf(booking));
    await quoted(quoteOf(booking));
    expect(await bookedRooms(db(), roomTypeId, stay.dateFrom, stay.dateTo)).toEqual(before);
    expect(await reservationCount(db())).toBe(count);
  });

  it('takes a gift voucher off the total as Create does, without spending it, and keeps the lines', async () => {
    const ids = await loadPropertyIds(db(), 'DEMO-LISBON');
    await addGiftVoucher(db(), ids.propertyId, 'LISBON-50', 50, { currency: 'EUR' });
    const booking = await lisbonBooking('DEMO-LISBON', { HopGiftVoucherCode: 'LISBON-50' });
    const quote = await quoted(quoteOf(booking));
    await quoted(quoteOf(booking));
    expect(quote).toMatchObject({ VoucherDiscount: 50, Total: 582, TotalWithTaxes: 606, PaidOnline: 582 });
    expect(quote.Taxes.map((line) => line.Amount)).toEqual([32.38, 11.22, 24]);
    const { created, row } = await bookAndRead(booking);
    expect(created).toMatchObject({ TotalCost: quote.Total, PaidOnline: quote.PaidOnline, Taxes: quote.Taxes });
    expect(row.voucherDiscount).toBe(5000);
  });
});

describe('a quote where a tax is added on top, extras included', () => {
  it('charges the tax on the extras too, as Create does', async () => {
    await importLisbonCopy(db(), austinChanges(['Rooms', 'Extras']));
    const booking = await lisbonBooking('TEST-AUSTIN');
    const quote = await quoted(quoteOf(booking));
    // 14.75 % of 572 + 60 = 93.22, on top of the price and paid online.
    expect(quote).toMatchObject({ Currency: 'USD', Total: 632, TotalWithTaxes: 725.22, PaidOnline: 725.22 });
    const { created, row } = await bookAndRead(booking);
    expect(created).toMatchObject({ TotalWithTaxes: quote.TotalWithTaxes, PaidOnline: quote.PaidOnline });
    expect(row.amountPaid).toBe(72_522);
  });
});

describe('a quote and its limits', () => {
  it('naming a gift voucher is limited like CheckVoucherCode, 10 a minute, so it is no faster way to guess codes', async () => {
    const booking = await lisbonBooking('DEMO-LISBON', {});
    const ask = (body: object, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/Reservation/Quote', payload: body, remoteAddress: ip });
    const guesses: number[] = [];
    for (let i = 0; i < 11; i++)
      guesses.push((await ask({ ...quoteOf(booking), HopGiftVoucherCode: `GUESS-${i}` }, '10.8.8.8')).statusCode);
    expect(guesses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(guesses[10]).toBe(429);
    // Without a voucher the summary may ask again as the guest changes extras.
    const plain: number[] = [];
    for (let i = 0; i < 12; i++) plain.push((await ask(quoteOf(booking), '10.8.8.9')).statusCode);
    expect(plain.every((status) => status === 200)).toBe(true);
  });
});

describe('a quote that cannot be priced', () => {
  it('answers 400 with the ModelState of the rooms and extras', async () => {
    const booking = await lisbonBooking();
    const res = await askQuote({
      ...quoteOf(booking),
      Rooms: [{ ...quoteOf(booking).Rooms[0], NumberOfAdults: 'two', Services: [{ ServiceId: 999_999 }] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Message: expect.any(String),
      ModelState: { 'Rooms[0].NumberOfAdults': [expect.any(String)] },
    });

    const unknownExtra = await askQuote({
      ...quoteOf(booking),
      Rooms: [{ ...quoteOf(booking).Rooms[0], Services: [{ ServiceId: 999_999, Quantity: 1 }] }],
    });
    expect(unknownExtra.statusCode).toBe(400);
    expect(unknownExtra.json()).toMatchObject({
      ModelState: {
        'Rooms[0].Services[0].ServiceId': ['Room 1: this extra is not available with the room and rate you chose.'],
      },
    });

    const noRooms = await askQuote({ PropertyId: 'DEMO-LISBON', Rooms: [] });
    expect(noRooms.statusCode).toBe(400);
    expect(noRooms.json()).toMatchObject({ ModelState: { Rooms: ['Please choose at least one room.'] } });
  });

  it('answers 409 when the room is sold out', async () => {
    const booking = await lisbonBooking();
    await leaveRooms(db(), booking.Rooms[0]!.RoomTypeId, stay.dateFrom, stay.dateTo, 0);
    const res = await askQuote(quoteOf(booking));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Message: 'Sorry, your selection is not available.' });
  });
});
