import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxReportSchema } from '../../../src/contract/admin-reports';
import {
  cancelReservationResponseSchema,
  changeDatesQuoteSchema,
  changeDatesResponseSchema,
  type ManageReservation,
} from '../../../src/contract/manage-booking';
import { reservationCreateResponseSchema } from '../../../src/contract/reservation';
import { properties } from '../../../src/server/db/schema/properties';
import { reservationItems, reservations } from '../../../src/server/db/schema/reservations';
import { ratePlans, roomTypes } from '../../../src/server/db/schema/rooms';
import { services } from '../../../src/server/db/schema/services';
import { startTestApp, type TestApp } from '../harness';
import { signInStaff } from '../staff/staff-fixture';
import { approvedCard } from '../../domain/card-fixture';
import { createBooking, demoBooking, demoClock, demoRoom, loadDemoIds, tempDataDir } from './demo-booking';
import { manageBooking, postChange } from './manage-fixture';

// Taxes after the booking, in Lisbon (6 % VAT included, 23 % on parking; a tourist tax of EUR 4
// per adult per night paid at the hotel): a change of dates taxes the room again, an extra added
// later brings its own VAT, a cancellation keeps the fee's share of VAT and gives the rest back,
// and the hotel's tax report adds up what was kept.

let t: TestApp;
let clock = demoClock;
let lisbon: Awaited<ReturnType<typeof lisbonIds>>;

async function lisbonIds() {
  const db = t.database.db;
  const [property] = await db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'DEMO-LISBON'));
  const byCode = (rows: { id: number; code: string }[]) => Object.fromEntries(rows.map((row) => [row.code, row.id]));
  return {
    ...(await loadDemoIds(db)),
    propertyId: property!.id,
    roomTypes: byCode(
      await db
        .select({ id: roomTypes.id, code: roomTypes.code })
        .from(roomTypes)
        .where(eq(roomTypes.propertyId, property!.id)),
    ),
    ratePlans: byCode(
      await db
        .select({ id: ratePlans.id, code: ratePlans.code })
        .from(ratePlans)
        .where(eq(ratePlans.propertyId, property!.id)),
    ),
    services: byCode(
      await db
        .select({ id: services.id, code: services.code })
        .from(services)
        .where(eq(services.propertyId, property!.id)),
    ),
    configurations: {},
  };
}

beforeAll(async () => {
  t = await startTestApp({
    now: () => clock,
    config: { DATA_DIR: tempDataDir(), PUBLIC_URL: 'https://book.example.com' },
  });
  lisbon = await lisbonIds();
});
afterAll(() => t?.close());

/** The Balcony King on the Flexible Rate for two adults and a child, Monday to Thursday (EUR 184 a night). */
async function bookLisbon(dateFrom: string, dateTo: string) {
  const res = await createBooking(
    t.app,
    demoBooking(lisbon, {
      PropertyId: 'DEMO-LISBON',
      DateFrom: dateFrom,
      DateTo: dateTo,
      Rooms: [demoRoom(lisbon, { roomType: 'BALCONY', ratePlan: 'FLEX', dateFrom, dateTo, adults: 2, children: 1 })],
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return reservationCreateResponseSchema.parse(res.json());
}

/** Included VAT of a gross price (minor units), rounded once, half up. */
const vatOf = (gross: number, percent: number) => Math.round((gross * percent) / (100 + percent));
const share = (amount: number, part: number, whole: number) => Math.round((amount * part) / whole);
const line = (Code: string, Amount: number, Percent: number | null) => ({
  Code,
  Name: Code === 'VAT' ? 'VAT' : 'Tourist tax',
  Kind: 'Tax',
  Amount,
  Included: Code === 'VAT',
  PayableAtProperty: Code !== 'VAT',
  Percent,
});

async function stored(reference: string) {
  const db = t.database.db;
  const [row] = await db.select().from(reservations).where(eq(reservations.referenceNumber, reference));
  const items = await db.select().from(reservationItems).where(eq(reservationItems.reservationId, row!.id));
  return { row: row!, item: items[0]! };
}

describe('a Lisbon booking after it is made', () => {
  let token: string;
  let reference: string;
  let managed: ManageReservation;

  it('shows the lines kept with it: VAT inside the price, the tourist tax for the two adults paid at the hotel', async () => {
    const booking = await bookLisbon('2027-04-12', '2027-04-15');
    token = booking.ConfirmationToken;
    reference = booking.ReferenceNumber;
    managed = await manageBooking(t.app, token);
    expect(managed.TotalCost).toBe(552);
    expect(managed.Taxes).toEqual([line('VAT', 31.25, 6), line('TOURIST-TAX', 24, null)]);
    expect(managed).toMatchObject({ TotalWithTaxes: 576, PayAtProperty: 24 });
    expect(managed.Rooms[0]).toMatchObject({ TotalWithTaxes: 576, PayAtProperty: 24 });
  });

  it('taxes the room again when its dates change: four nights of VAT and tourist tax', async () => {
    const dates = { DateFrom: '2027-04-19', DateTo: '2027-04-23' };
    const quoteRes = await postChange(t.app, 'ChangeDates/Quote', { ConfirmationToken: token, ...dates });
    expect(quoteRes.statusCode, quoteRes.body).toBe(200);
    const quote = changeDatesQuoteSchema.parse(quoteRes.json());
    expect(quote).toMatchObject({
      Difference: 184,
      NewTotal: 736,
      TaxesDifference: 0,
      TotalWithTaxes: 768,
      PayAtProperty: 32,
    });
    expect(quote.Taxes).toEqual([line('VAT', vatOf(73600, 6) / 100, 6), line('TOURIST-TAX', 32, null)]);

    const res = await postChange(t.app, 'ChangeDates', {
      ConfirmationToken: token,
      ...dates,
      ExpectedDifference: quote.Difference,
      CardDetails: { SecurityCode: '123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const booking = changeDatesResponseSchema.parse(res.json()).Booking;
    expect(booking.Taxes).toEqual(quote.Taxes);
    expect(booking).toMatchObject({ TotalCost: 736, TotalWithTaxes: 768, PayAtProperty: 32 });
    expect(booking.Rooms[0]).toMatchObject({ Taxes: quote.Taxes, TotalWithTaxes: 768 });

    const { row, item } = await stored(reference);
    expect(item.taxLines).toEqual([
      expect.objectContaining({ code: 'VAT', percent: 6000, base: 73600, nights: 4, amount: vatOf(73600, 6) }),
      expect.objectContaining({ code: 'TOURIST-TAX', nights: 4, guestNights: 8, amount: 3200 }),
    ]);
    expect(row).toMatchObject({ taxLines: item.taxLines, taxesAdded: 3200, payAtProperty: 3200, amountPaid: 73600 });
  });

  it('adds the VAT of an extra added later at its own rate, keeping the nights as sold', async () => {
    const res = await postChange(t.app, 'Extras', {
      ConfirmationToken: token,
      Add: [
        { ReservationItemId: managed.Rooms[0]!.ReservationItemId, ServiceId: lisbon.services.PARKING!, Quantity: 1 },
      ],
      PaymentMethod: 'Card',
      CardDetails: approvedCard,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { row, item } = await stored(reference);
    expect(item.total).toBe(81600); // EUR 20 of parking a day, four days
    expect(item.taxLines).toEqual([
      expect.objectContaining({ code: 'VAT', percent: 6000, base: 73600, amount: vatOf(73600, 6) }),
      expect.objectContaining({ code: 'TOURIST-TAX', amount: 3200 }),
      expect.objectContaining({ code: 'VAT', percent: 23000, base: 8000, amount: vatOf(8000, 23) }),
    ]);
    expect(row).toMatchObject({ taxesAdded: 3200, payAtProperty: 3200, amountPaid: 81600 });
    managed = await manageBooking(t.app, token);
    expect(managed).toMatchObject({ TotalCost: 816, TotalWithTaxes: 848, PayAtProperty: 32 });
  });

  it('cancelled on the arrival day, keeps the first night with its share of VAT and gives back the rest', async () => {
    clock = new Date('2027-04-19T09:00:00Z');
    const quote = (await manageBooking(t.app, token)).Actions;
    const fee = 18400;
    const vat6 = vatOf(73600, 6);
    const vat23 = vatOf(8000, 23);
    const kept = [line('VAT', share(vat6, fee, 81600) / 100, 6), line('VAT', share(vat23, fee, 81600) / 100, 23)];
    const refunded = [
      line('VAT', (vat6 - share(vat6, fee, 81600)) / 100, 6),
      line('VAT', (vat23 - share(vat23, fee, 81600)) / 100, 23),
    ];
    expect(quote).toMatchObject({ CanCancel: true, CancellationFee: 184, RefundAmount: 632 });
    expect(quote.CancellationFeeTaxes).toEqual(kept);
    expect(quote.RefundTaxes).toEqual(refunded);

    const res = await postChange(t.app, 'Cancel', { ConfirmationToken: token });
    expect(res.statusCode, res.body).toBe(200);
    const answer = cancelReservationResponseSchema.parse(res.json());
    // What was charged online (816) less the fee kept (184, its VAT inside): nothing of the
    // tourist tax, which was never charged.
    expect(answer).toMatchObject({ CancellationFee: 184, RefundAmount: 632 });
    expect(answer.CancellationFeeTaxes).toEqual(kept);
    expect(answer.RefundTaxes).toEqual(refunded);
    expect(answer.Booking).toMatchObject({
      Status: 'Cancelled',
      AmountRefunded: 632,
      TotalWithTaxes: 184,
      PayAtProperty: 0,
    });
    expect(answer.Booking.Taxes).toEqual(kept);
    expect(answer.Booking.Rooms[0]).toMatchObject({ Status: 'Cancelled', Taxes: kept, TotalWithTaxes: 184 });

    const { row, item } = await stored(reference);
    expect(item.taxLines.map((l) => [l.code, l.percent, l.amount])).toEqual([
      ['VAT', 6000, share(vat6, fee, 81600)],
      ['VAT', 23000, share(vat23, fee, 81600)],
    ]);
    expect(row).toMatchObject({
      total: 18400,
      taxesAdded: 0,
      payAtProperty: 0,
      amountPaid: 18400,
      amountRefunded: 63200,
    });
  });
});

describe("the hotel's tax report", () => {
  it('adds up the kept lines per month of arrival and tax: nights, guest-nights, base, tax, online and at the hotel', async () => {
    clock = demoClock;
    await bookLisbon('2027-05-10', '2027-05-13');
    const manager = await signInStaff(t, { role: 'manager', property: 'DEMO-LISBON', now: () => clock });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: manager.cookie } });

    const may = await get('/api/Admin/Reports/Taxes?PropertyCode=DEMO-LISBON&From=2027-05-01&To=2027-05-31');
    expect(may.statusCode, may.body).toBe(200);
    const report = taxReportSchema.parse(may.json());
    expect(report.Rows).toEqual([
      {
        Month: '2027-05',
        Currency: 'EUR',
        Code: 'TOURIST-TAX',
        Name: 'Tourist tax',
        Kind: 'Tax',
        Percent: null,
        Included: false,
        Nights: 3,
        GuestNights: 6,
        TaxableBase: 0,
        TaxAmount: 24,
        CollectedOnline: 0,
        CollectedAtHotel: 24,
      },
      {
        Month: '2027-05',
        Currency: 'EUR',
        Code: 'VAT',
        Name: 'VAT',
        Kind: 'Tax',
        Percent: 6,
        Included: true,
        Nights: 3,
        GuestNights: 0,
        TaxableBase: 552,
        TaxAmount: 31.25,
        CollectedOnline: 31.25,
        CollectedAtHotel: 0,
      },
    ]);

    // April: the cancelled booking counts only the VAT of the fee it kept, and no tourist tax.
    const april = taxReportSchema.parse(
      (await get('/api/Admin/Reports/Taxes?PropertyCode=DEMO-LISBON&From=2027-04-01&To=2027-04-30')).json(),
    );
    expect(april.Rows.map((row) => [row.Code, row.Percent, row.TaxAmount, row.CollectedAtHotel])).toEqual([
      ['VAT', 6, share(vatOf(73600, 6), 18400, 81600) / 100, 0],
      ['VAT', 23, share(vatOf(8000, 23), 18400, 81600) / 100, 0],
    ]);

    const csv = await get('/api/Admin/Reports/Taxes.csv?PropertyCode=DEMO-LISBON&From=2027-05-01&To=2027-05-31');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')).toEqual([
      'Month,Currency,Tax code,Tax,Kind,Percent,Included,Nights,Guest-nights,Taxable base,Tax amount,Collected online,Collected at hotel',
      '2027-05,EUR,TOURIST-TAX,Tourist tax,Tax,,No,3,6,0.00,24.00,0.00,24.00',
      '2027-05,EUR,VAT,VAT,Tax,6,Yes,3,0,552.00,31.25,31.25,0.00',
      '',
    ]);

    const bookings = await get(
      '/api/Admin/Reservations.csv?PropertyCode=DEMO-LISBON&StayFrom=2027-05-01&StayTo=2027-05-31',
    );
    expect(bookings.statusCode).toBe(200);
    const [header, first] = bookings.body.split('\r\n');
    const cells = Object.fromEntries(header!.split(',').map((title, i) => [title, first!.split(',')[i]]));
    expect(cells).toMatchObject({
      Total: '552.00',
      'Taxes included': '31.25',
      'Taxes added': '24.00',
      'Paid at hotel': '24.00',
      'Total with taxes': '576.00',
    });

    const elsewhere = await get('/api/Admin/Reports/Taxes?PropertyCode=DEMO&From=2027-05-01&To=2027-05-31');
    expect(elsewhere.statusCode).toBe(403);
    const backwards = await get('/api/Admin/Reports/Taxes?PropertyCode=DEMO-LISBON&From=2027-05-31&To=2027-05-01');
    expect(backwards.statusCode).toBe(400);
  });
});
