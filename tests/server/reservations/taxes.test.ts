import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCreateResponseSchema, type ReservationCreateResponse } from '../../../src/contract/reservation';
import {
  reservationConfirmationSchema,
  type ReservationConfirmation,
} from '../../../src/contract/reservation-confirmation';
import { properties } from '../../../src/server/db/schema/properties';
import { reservationItems, reservations } from '../../../src/server/db/schema/reservations';
import type { FakePaystack } from '../fakes/paystack';
import { readMime, type SmtpInbox } from '../fakes/smtp-inbox';
import { startTestApp, type TestApp } from '../harness';
import { touristTaxShown, vatShown } from '../../domain/tax-line-fixture';
import {
  austinChanges,
  createBooking,
  demoBooking,
  demoClock,
  demoRoom,
  importLisbonCopy,
  loadPropertyIds,
  tempDataDir,
  type DemoIds,
} from './demo-booking';
import { bookingSite, startDemoApp } from './demo-app';

// A booking is sold with its taxes and fees: each room's lines and the booking's are kept as
// sold, the card (or the payment provider) is charged what is paid online and nothing paid at
// the hotel, and the confirmation and its email show the lines. The demo's Lisbon hotel has
// 6 % VAT included (23 % on its parking) and a tourist tax of EUR 4 per adult per night paid at
// the hotel; The Ashbury has 20 % VAT included.

let inbox: SmtpInbox;
let paystack: FakePaystack;
let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  ({ t, ids, inbox, paystack } = await startDemoApp({ smtp: true, paystack: true, config: bookingSite }));
});
afterAll(() => t?.close());

const db = () => t.database.db;

/** Three nights (Wednesday to Saturday) in Lisbon's Balcony King for two adults and a child, with parking. */
async function lisbonBooking(overrides: Parameters<typeof demoBooking>[1] = {}, propertyCode = 'DEMO-LISBON') {
  const lisbon = await loadPropertyIds(db(), propertyCode);
  return demoBooking(lisbon, {
    PropertyId: propertyCode,
    DateFrom: '2027-03-24',
    DateTo: '2027-03-27',
    Rooms: [
      demoRoom(lisbon, {
        roomType: 'BALCONY',
        ratePlan: 'FLEX',
        dateFrom: '2027-03-24',
        dateTo: '2027-03-27',
        adults: 2,
        children: 1,
        services: [{ code: 'PARKING' }],
      }),
    ],
    ...overrides,
  });
}

async function booked(body: unknown, key?: string): Promise<ReservationCreateResponse> {
  const res = await createBooking(t.app, body, key);
  expect(res.statusCode, res.body).toBe(201);
  return reservationCreateResponseSchema.parse(res.json());
}

async function confirmationOf(propertyCode: string, token: string, app = t.app): Promise<ReservationConfirmation> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/Reservation/Confirmation?propertyId=${propertyCode}&confirmationToken=${token}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return reservationConfirmationSchema.parse(res.json());
}

async function storedBooking(referenceNumber: string) {
  const [row] = await db().select().from(reservations).where(eq(reservations.referenceNumber, referenceNumber));
  const items = await db().select().from(reservationItems).where(eq(reservationItems.reservationId, row!.id));
  return { row: row!, items };
}

// Lisbon, Wednesday 24 to Saturday 27 March 2027 (after the low season): the Balcony King at
// EUR 169 for two adults, EUR 15 for the child, EUR 20 more on the Friday: 184 + 184 + 204.
const lisbonRooms = 572;
const lisbonParking = 60; // EUR 20 a day, three days
const lisbonTotal = lisbonRooms + lisbonParking;
const lisbonLines = [
  // 6 % of 572 included: 572 x 6 / 106 = 32.377...
  vatShown(32.38, 6),
  // 23 % of the parking's 60 included: 60 x 23 / 123 = 11.219...
  vatShown(11.22, 23),
  // EUR 4 x 2 adults x 3 nights (the child is not counted), paid at the hotel.
  touristTaxShown(24),
];

describe('a booking in Lisbon', () => {
  let body: ReservationCreateResponse;

  beforeAll(async () => {
    body = await booked(await lisbonBooking());
  });

  it('answers the create with its lines: VAT included at 6 % and 23 %, the tourist tax to pay at the hotel', () => {
    expect(body).toMatchObject({
      Status: 'Confirmed',
      Currency: 'EUR',
      TotalCost: lisbonTotal,
      TotalWithTaxes: lisbonTotal + 24,
      PayAtProperty: 24,
      PaidOnline: lisbonTotal,
    });
    expect(body.Taxes).toEqual(lisbonLines);
  });

  it('keeps the lines with the booking and its room, and charges the card the stay price only', async () => {
    const { row, items } = await storedBooking(body.ReferenceNumber);
    expect(row).toMatchObject({
      total: lisbonTotal * 100,
      taxesAdded: 2400,
      payAtProperty: 2400,
      // The tourist tax is not charged: the hotel takes it at the stay.
      amountPaid: lisbonTotal * 100,
    });
    expect(row.taxLines.map((line) => [line.code, line.percent, line.amount, line.payableAtProperty])).toEqual([
      ['VAT', 6000, 3238, false],
      ['VAT', 23000, 1122, false],
      ['TOURIST-TAX', null, 2400, true],
    ]);
    expect(row.taxLines.find((line) => line.code === 'TOURIST-TAX')).toMatchObject({ nights: 3, guestNights: 6 });
    expect(items).toHaveLength(1);
    expect(items[0]!.taxLines).toEqual(row.taxLines);
  });

  it('shows the lines on the confirmation, for the booking and its room', async () => {
    const confirmation = await confirmationOf('DEMO-LISBON', body.ConfirmationToken);
    expect(confirmation).toMatchObject({
      TotalCost: lisbonTotal,
      AmountPaid: lisbonTotal,
      AmountDue: 0,
      TotalWithTaxes: lisbonTotal + 24,
      PayAtProperty: 24,
      PaidOnline: lisbonTotal,
    });
    expect(confirmation.Taxes).toEqual(lisbonLines);
    expect(confirmation.Rooms[0]).toMatchObject({
      RoomCost: lisbonRooms,
      ExtrasCost: lisbonParking,
      TotalCost: lisbonTotal,
      TotalWithTaxes: lisbonTotal + 24,
      PayAtProperty: 24,
    });
    expect(confirmation.Rooms[0]!.Taxes).toEqual(lisbonLines);
  });

  it('lists the lines in the confirmation email, with what was paid now and what is left for the hotel', async () => {
    const deadline = Date.now() + 20_000;
    let mail = inbox.messages.find((received) => received.raw.includes(body.ReferenceNumber));
    while (!mail && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mail = inbox.messages.find(
        (received) => received.to.includes('ada@example.com') && received.raw.includes(body.ReferenceNumber),
      );
    }
    const { parts } = readMime(mail!.raw);
    const text = parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))!.body;
    expect(text).toContain('Total: €632.00\nVAT 6 % (included): €32.38\nVAT 23 % (included): €11.22\n');
    expect(text).toContain('Tourist tax: €24.00, paid at the hotel\n');
    expect(text).toContain('Total with taxes: €656.00\nPaid now: €632.00\nTo pay at the hotel: €24.00\n');
    expect(text).toContain('Paid €632.00 by Visa ending 4242.');
    const html = parts.find((part) => part.headers['content-type']?.startsWith('text/html'))!.body;
    expect(html).toContain('Tourist tax, paid at the hotel');
    expect(html).toContain('To pay at the hotel');
  });

  it('answers a replay under the same key with the same lines, booking nothing twice', async () => {
    const request = await lisbonBooking({ Notes: 'Replayed' });
    const key = `taxes-replay-${Date.now()}`;
    const first = await createBooking(t.app, request, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await createBooking(t.app, request, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ Taxes: lisbonLines, PaidOnline: lisbonTotal, PayAtProperty: 24 });
  });

  it('keeps the lines as sold when the hotel changes its taxes later', async () => {
    const before = await confirmationOf('DEMO-LISBON', body.ConfirmationToken);

    // The hotel re-imports its file with VAT at 13 % and no tourist tax.
    await importLisbonCopy(db(), {
      Taxes: [
        {
          Code: 'VAT',
          Name: 'VAT',
          Kind: 'Tax',
          Calculation: 'Percent',
          Percent: 13,
          AppliesTo: ['Rooms', 'Extras'],
          Included: true,
        },
      ],
    });
    const [stored] = await db()
      .select({ taxes: properties.taxes })
      .from(properties)
      .where(eq(properties.code, 'DEMO-LISBON'));
    expect(stored!.taxes).toMatchObject([{ Code: 'VAT', Percent: 13 }]);

    // A server that has never seen the old taxes answers the booking as it was sold.
    const fresh = await startTestApp({
      database: t.database,
      now: () => demoClock,
      config: { DATA_DIR: tempDataDir() },
    });
    try {
      const after = await confirmationOf('DEMO-LISBON', body.ConfirmationToken, fresh.app);
      expect(after.Taxes).toEqual(lisbonLines);
      expect(after.Rooms[0]!.Taxes).toEqual(lisbonLines);
      expect(after).toMatchObject({
        TotalWithTaxes: before.TotalWithTaxes,
        PayAtProperty: 24,
        PaidOnline: before.PaidOnline,
      });
      // A new booking is sold with the new taxes.
      const res = await createBooking(fresh.app, await lisbonBooking());
      expect(res.statusCode, res.body).toBe(201);
      expect(reservationCreateResponseSchema.parse(res.json())).toMatchObject({
        TotalWithTaxes: lisbonTotal,
        PayAtProperty: 0,
        Taxes: [{ Code: 'VAT', Percent: 13, Amount: 72.71, Included: true }],
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('a booking paid through the payment provider', () => {
  it('asks the payment provider for the stay price only, and confirms on that payment', async () => {
    // Lisbon's taxes at a hotel taking payments through the provider.
    await importLisbonCopy(db(), { Code: 'TEST-PORTO', Name: 'Porto Ribeira', PayByPaystack: true });
    const res = await createBooking(t.app, await lisbonBooking({ PaymentType: 4, CardDetails: null }, 'TEST-PORTO'));
    expect(res.statusCode, res.body).toBe(201);
    const pending = reservationCreateResponseSchema.parse(res.json());
    expect(pending).toMatchObject({ Status: 'PendingPayment', PaidOnline: lisbonTotal, PayAtProperty: 24 });
    const { row } = await storedBooking(pending.ReferenceNumber);
    expect(paystack.transactions.get(row.providerReference!)).toMatchObject({ amount: lisbonTotal * 100 });
    paystack.pay(row.providerReference!);
    const { body: event, signature } = paystack.chargeSuccessEvent(row.providerReference!);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/Payments/Paystack/Webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: event,
    });
    expect(hook.statusCode).toBe(200);
    expect((await storedBooking(pending.ReferenceNumber)).row).toMatchObject({
      status: 'confirmed',
      amountPaid: lisbonTotal * 100,
    });
  });
});

describe('a booking at The Ashbury', () => {
  it('shows the 20 % VAT included and charges exactly as before', async () => {
    const body = await booked(demoBooking(ids));
    const vat = {
      Code: 'VAT',
      Name: 'VAT',
      Kind: 'Tax',
      Amount: 43,
      Included: true,
      PayableAtProperty: false,
      Percent: 20,
    };
    expect(body).toMatchObject({
      TotalCost: 258,
      TotalWithTaxes: 258,
      PayAtProperty: 0,
      PaidOnline: 258,
      Taxes: [vat],
    });
    const { row } = await storedBooking(body.ReferenceNumber);
    expect(row).toMatchObject({ total: 25_800, amountPaid: 25_800, taxesAdded: 0, payAtProperty: 0 });
    const confirmation = await confirmationOf('DEMO', body.ConfirmationToken);
    expect(confirmation).toMatchObject({ TotalCost: 258, AmountPaid: 258, AmountDue: 0, TotalWithTaxes: 258 });
    expect(confirmation.Taxes).toEqual([vat]);
  });
});

describe('a hotel whose tax is added on top of its prices', () => {
  it('charges the card the total with the tax', async () => {
    // An American-style hotel: 14.75 % hotel occupancy tax added to the room price, paid online.
    await importLisbonCopy(db(), austinChanges(['Rooms'], ['USD', 'GBP', 'EUR']));
    const austinIds = await loadPropertyIds(db(), 'TEST-AUSTIN');
    const body = await booked(
      demoBooking(austinIds, {
        PropertyId: 'TEST-AUSTIN',
        Rooms: [demoRoom(austinIds, { roomType: 'PATIO', ratePlan: 'FLEX', services: [{ code: 'PARKING' }] })],
      }),
    );
    // Two nights at USD 139, parking USD 40 (not taxed): 14.75 % of 278 = 41.005, rounded half up.
    expect(body).toMatchObject({
      Currency: 'USD',
      TotalCost: 318,
      TotalWithTaxes: 359.01,
      PayAtProperty: 0,
      PaidOnline: 359.01,
      Taxes: [{ Code: 'HOT', Amount: 41.01, Included: false, PayableAtProperty: false, Percent: 14.75 }],
    });
    const { row, items } = await storedBooking(body.ReferenceNumber);
    expect(row).toMatchObject({ total: 31_800, taxesAdded: 4101, payAtProperty: 0, amountPaid: 35_901 });
    expect(items[0]!.taxLines).toMatchObject([{ code: 'HOT', percent: 14750, base: 27_800, amount: 4101 }]);
    const confirmation = await confirmationOf('TEST-AUSTIN', body.ConfirmationToken);
    expect(confirmation).toMatchObject({
      AmountPaid: 359.01,
      AmountDue: 0,
      TotalWithTaxes: 359.01,
      PaidOnline: 359.01,
    });
  });
});
