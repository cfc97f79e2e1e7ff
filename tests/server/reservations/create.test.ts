import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCreateResponseSchema } from '../../../src/contract/reservation';
import {
  reservationConfirmationSchema,
  type ReservationConfirmation,
} from '../../../src/contract/reservation-confirmation';
import { checkoutMessages } from '../../../src/domain/checkout';
import { giftVouchers } from '../../../src/server/db/schema/commerce';
import { properties } from '../../../src/server/db/schema/properties';
import { reservationItems, reservations } from '../../../src/server/db/schema/reservations';
import { services } from '../../../src/server/db/schema/services';
import type { TestApp } from '../harness';
import {
  addGiftVoucher,
  bookedRooms,
  createBooking,
  demoBooking,
  demoRoom,
  leaveRooms,
  reservationCount,
  voucherRemaining,
  weeknights,
  type DemoIds,
} from './demo-booking';
import { startDemoApp } from './demo-app';

// Ada books The Ashbury through POST /api/Reservation/Create, paying each way the checkout
// offers; the hotel's inventory, vouchers and extras move only when a booking is made.

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
});
afterAll(() => t?.close());

const db = () => t.database.db;

async function confirmationOf(token: string): Promise<ReservationConfirmation> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Reservation/Confirmation?propertyId=DEMO&confirmationToken=${token}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return reservationConfirmationSchema.parse(res.json());
}

async function booked(body: unknown, key?: string) {
  const res = await createBooking(t.app, body, key);
  expect(res.statusCode, res.body).toBe(201);
  return reservationCreateResponseSchema.parse(res.json());
}

/** The sandbox's card that is always declined. */
const declinedCard = {
  CardNumber: '4000000000000002',
  NameOnCard: 'Ada Lovelace',
  ExpiryMonth: 1,
  ExpiryYear: 2031,
  SecurityCode: '321',
};

/** What a refused booking (400) says is wrong, per field. */
async function refused(body: unknown): Promise<Record<string, string[]>> {
  const res = await createBooking(t.app, body);
  expect(res.statusCode).toBe(400);
  return (res.json() as { ModelState: Record<string, string[]> }).ModelState;
}

describe('paying by card', () => {
  it('books two weeknights in a Classic Double, charges £258 and keeps only the brand, last four and expiry', async () => {
    const before = await bookedRooms(db(), ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo);
    const body = await booked(demoBooking(ids));

    expect(body).toMatchObject({
      Success: true,
      Status: 'Confirmed',
      PaymentType: 0,
      RedirectUrl: null,
      TotalCost: 258,
      Currency: 'GBP',
      Message: 'Booking has been made successfully.',
    });
    expect(body.ReferenceNumber).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(body.ConfirmationToken.length).toBeGreaterThanOrEqual(40);
    expect(await bookedRooms(db(), ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo)).toEqual(
      before.map((n) => n + 1),
    );

    const confirmation = await confirmationOf(body.ConfirmationToken);
    expect(confirmation).toMatchObject({
      ReferenceNumber: body.ReferenceNumber,
      Status: 'Confirmed',
      PaymentStatus: 'Paid',
      Card: { CardType: 'visa', LastFourDigits: '4242', ExpiryMonth: 12, ExpiryYear: 2030 },
      PropertyName: 'The Ashbury',
      PropertyContact: { Telephone: '+44 1632 960 123', Email: 'stay@ashbury-hotels.example' },
      RoomsTotal: 258,
      TotalCost: 258,
      AmountPaid: 258,
      AmountDue: 0,
      Nights: 2,
      Booker: { FirstName: 'Ada', Email: 'ada@example.com', CountryName: 'United Kingdom' },
      Notes: 'A quiet room, please.',
    });
    expect(confirmation.Rooms).toHaveLength(1);
    expect(confirmation.Rooms[0]).toMatchObject({
      RoomTypeName: 'Classic Double',
      RatePlanName: 'Best Flexible Rate',
      RoomCost: 258,
      PerNightRate: 129,
      NumberOfAdults: 2,
    });
    expect(confirmation.Rooms[0]!.Guests[0]).toMatchObject({ FirstName: 'Grace', LastName: 'Hopper' });
    expect(confirmation.Rooms[0]!.RoomConfigurationName).toBeTruthy();

    // The card number and security code are nowhere in the stored booking.
    const [row] = await db().select().from(reservations).where(eq(reservations.referenceNumber, body.ReferenceNumber));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4242 4242 4242 4242');
    expect(row).toMatchObject({
      cardLast4: '4242',
      cardBrand: 'visa',
      paymentGateway: 'sandbox',
      total: 25800,
      amountPaid: 25800,
    });
    expect(row!.cardToken).toMatch(/^sandbox_card_/);
    expect(row!.confirmationTokenHash).not.toBe(body.ConfirmationToken);
  });

  it('declines a card, says why, and books nothing', async () => {
    const count = await reservationCount(db());
    const before = await bookedRooms(db(), ids.roomTypes.KING!, weeknights.dateFrom, weeknights.dateTo);
    const res = await createBooking(
      t.app,
      demoBooking(ids, {
        Rooms: [demoRoom(ids, { roomType: 'KING' })],
        CardDetails: declinedCard,
      }),
    );
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ Message: 'Your card was declined.' });

    const broke = await createBooking(
      t.app,
      demoBooking(ids, {
        CardDetails: {
          CardNumber: '4000000000009995',
          NameOnCard: 'Ada Lovelace',
          ExpiryMonth: 1,
          ExpiryYear: 2031,
          SecurityCode: '321',
        },
      }),
    );
    expect(broke.statusCode).toBe(402);
    expect(broke.json().Message).toBe('Your card has insufficient funds.');

    expect(await reservationCount(db())).toBe(count);
    expect(await bookedRooms(db(), ids.roomTypes.KING!, weeknights.dateFrom, weeknights.dateTo)).toEqual(before);
  });

  it('refuses card details that cannot be right before asking the gateway', async () => {
    const res = await createBooking(
      t.app,
      demoBooking(ids, {
        CardDetails: {
          CardNumber: '4242 4242 4242 4241',
          NameOnCard: '',
          ExpiryMonth: 2,
          ExpiryYear: 2027,
          SecurityCode: '12',
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    const { ModelState } = res.json() as { ModelState: Record<string, string[]> };
    expect(ModelState['CardDetails.CardNumber']).toEqual(['Please enter a valid card number.']);
    expect(ModelState['CardDetails.NameOnCard']).toEqual(['Please enter the name on the card.']);
    expect(ModelState['CardDetails.SecurityCode']).toEqual(['Please enter the 3-digit security code.']);
    // February 2027 is over by 3 March 2027.
    expect(ModelState['CardDetails.ExpiryYear']).toEqual(['This card has expired.']);
  });

  it('refuses a card type the hotel does not take', async () => {
    // The hotel stops taking American Express; 378282246310005 is a (Luhn-valid) Amex test number.
    const [{ cards }] = (await db()
      .select({ cards: sql<string>`credit_cards::text` })
      .from(properties)
      .where(eq(properties.code, 'DEMO'))) as [{ cards: string }];
    await db().execute(
      sql`update properties set credit_cards = '["visa","mastercard"]'::jsonb, updated_at = now() where code = 'DEMO'`,
    );
    try {
      const res = await createBooking(
        t.app,
        demoBooking(ids, {
          CardDetails: {
            CardNumber: '378282246310005',
            NameOnCard: 'Ada Lovelace',
            ExpiryMonth: 1,
            ExpiryYear: 2031,
            SecurityCode: '1234',
          },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().ModelState['CardDetails.CardNumber']).toEqual([
        'Sorry, this hotel does not accept American Express cards.',
      ]);
    } finally {
      await db().execute(sql`update properties set credit_cards = ${cards}::jsonb where code = 'DEMO'`);
    }
  });
});

describe('paying by invoice', () => {
  it('refuses an individual invoice to a guest who is not signed in, and books nothing', async () => {
    // Signed-in guests allowed to choose their payment method: tests/server/reservations/guest-accounts.test.ts.
    const count = await reservationCount(db());
    expect((await refused(demoBooking(ids, { PaymentType: 1, CardDetails: null }))).PaymentType).toEqual([
      checkoutMessages.individualInvoiceNotAllowed,
    ]);
    expect(await reservationCount(db())).toBe(count);
  });

  it('confirms a company invoice on the Corporate Rate with the company and PO number', async () => {
    const body = await booked(
      demoBooking(ids, {
        PaymentType: 3,
        CardDetails: null,
        AccountId: ids.companies['ACME-001']!,
        PONumber: 'PO-7731',
        Rooms: [demoRoom(ids, { ratePlan: 'CORP' })],
      }),
    );
    expect(body).toMatchObject({ Status: 'Confirmed', PaymentType: 3, TotalCost: 326 });
    expect(await confirmationOf(body.ConfirmationToken)).toMatchObject({
      PaymentStatus: 'Due',
      AmountDue: 326,
      Company: { AccountId: ids.companies['ACME-001'], Name: 'Acme Engineering Ltd' },
      PONumber: 'PO-7731',
    });
  });

  it('refuses a company invoice when a chosen rate plan does not allow it, and books nothing', async () => {
    const count = await reservationCount(db());
    const problems = await refused(
      demoBooking(ids, {
        PaymentType: 3,
        CardDetails: null,
        AccountId: ids.companies['ACME-001']!,
        PONumber: 'PO-7732',
        Rooms: [demoRoom(ids, { ratePlan: 'CORP' }), demoRoom(ids, { ratePlan: 'FLEX' })],
      }),
    );
    expect(problems).toEqual({
      PaymentType: ['Paying by company invoice is not available for the rates you chose.'],
    });
    expect(await reservationCount(db())).toBe(count);
  });

  it('needs the company and the PO number', async () => {
    const problems = await refused(
      demoBooking(ids, { PaymentType: 3, CardDetails: null, Rooms: [demoRoom(ids, { ratePlan: 'CORP' })] }),
    );
    expect(problems).toEqual({
      AccountId: ['Please choose your company.'],
      PONumber: ['Please enter your PO number.'],
    });
  });
});

describe('gift vouchers', () => {
  it('takes a £100 voucher off a card payment, and the voucher is spent', async () => {
    await addGiftVoucher(db(), ids.propertyId, 'GIFT-TEST-100', 100);
    const body = await booked(demoBooking(ids, { HopGiftVoucherCode: 'gift-test-100' }));
    expect(body.TotalCost).toBe(158);
    expect(await voucherRemaining(db(), 'GIFT-TEST-100')).toBe(0);
    expect(await confirmationOf(body.ConfirmationToken)).toMatchObject({
      VoucherDiscount: 100,
      RoomsTotal: 258,
      TotalCost: 158,
      AmountPaid: 158,
      GiftVoucherCode: 'GIFT-TEST-100',
    });

    expect(await refused(demoBooking(ids, { HopGiftVoucherCode: 'GIFT-TEST-100' }))).toEqual({
      HopGiftVoucherCode: ['Sorry, this gift voucher has already been used in full.'],
    });
  });

  it('pays the whole booking by a voucher that covers it, with nothing else to pay', async () => {
    await addGiftVoucher(db(), ids.propertyId, 'GIFT-TEST-500', 500);
    const body = await booked(
      demoBooking(ids, { PaymentType: 2, CardDetails: null, HopGiftVoucherCode: 'GIFT-TEST-500' }),
    );
    expect(body).toMatchObject({ Status: 'Confirmed', PaymentType: 2, TotalCost: 0 });
    expect(await voucherRemaining(db(), 'GIFT-TEST-500')).toBe(50000 - 25800);
    expect(await confirmationOf(body.ConfirmationToken)).toMatchObject({
      PaymentStatus: 'Paid',
      VoucherDiscount: 258,
      TotalCost: 0,
      AmountDue: 0,
    });
  });

  it('refuses PayByVoucher when the voucher does not cover the total, and a card when it does', async () => {
    await addGiftVoucher(db(), ids.propertyId, 'GIFT-TEST-50', 50);
    const short = await refused(
      demoBooking(ids, { PaymentType: 2, CardDetails: null, HopGiftVoucherCode: 'GIFT-TEST-50' }),
    );
    expect(short.HopGiftVoucherCode![0]).toMatch(/does not cover the whole booking/);
    expect(await voucherRemaining(db(), 'GIFT-TEST-50')).toBe(5000);

    await addGiftVoucher(db(), ids.propertyId, 'GIFT-TEST-900', 900);
    expect(await refused(demoBooking(ids, { HopGiftVoucherCode: 'GIFT-TEST-900' }))).toEqual({
      PaymentType: ['Your gift voucher covers the whole booking, so there is nothing else to pay.'],
    });
  });

  it('never spends a voucher below zero, even when bookings race for it', async () => {
    await addGiftVoucher(db(), ids.propertyId, 'GIFT-RACE-100', 100);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        createBooking(
          t.app,
          demoBooking(ids, { HopGiftVoucherCode: 'GIFT-RACE-100', Rooms: [demoRoom(ids, { roomType: 'TWIN' })] }),
        ),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    // Each booking either got the voucher's whole £100, or was refused (used up / balance changed).
    expect(statuses.every((status) => status === 201 || status === 400 || status === 409)).toBe(true);
    expect(await voucherRemaining(db(), 'GIFT-RACE-100')).toBe(0);
    const [voucher] = await db()
      .select({ id: giftVouchers.id })
      .from(giftVouchers)
      .where(eq(giftVouchers.code, 'GIFT-RACE-100'));
    const spent = await db()
      .select({ discount: reservations.voucherDiscount })
      .from(reservations)
      .where(eq(reservations.giftVoucherId, voucher!.id));
    expect(spent.reduce((sum, row) => sum + row.discount, 0)).toBe(10000);
    expect(spent).toHaveLength(1);
  });

  it('refuses an expired voucher', async () => {
    expect(await refused(demoBooking(ids, { HopGiftVoucherCode: 'GIFT-DEMO-EXPIRED' }))).toEqual({
      HopGiftVoucherCode: ['Sorry, this gift voucher has expired.'],
    });
  });
});

describe('the server prices', () => {
  it('ignores a tampered TotalCost and charges the real price', async () => {
    const body = await booked(demoBooking(ids, { Rooms: [demoRoom(ids, { totalCost: 1 })] }));
    expect(body.TotalCost).toBe(258);
    const [row] = await db()
      .select({ total: reservations.total })
      .from(reservations)
      .where(eq(reservations.referenceNumber, body.ReferenceNumber));
    expect(row!.total).toBe(25800);
  });

  it('prices extras by the service rule and counts limited extras', async () => {
    const [celebrateBefore] = await db()
      .select({ used: services.usedInventory })
      .from(services)
      .where(eq(services.id, ids.services.CELEBRATE!));
    const body = await booked(
      demoBooking(ids, {
        Rooms: [
          demoRoom(ids, {
            services: [
              { code: 'BREAKFAST' }, // 16.50 x 2 nights x 2 guests = 66
              { code: 'PARKING' }, // 15 x 2 nights = 30
              { code: 'CELEBRATE' }, // 32 + 12 per stay = 44
              { code: 'SPA', quantity: 2 }, // 35 x 2 sessions x 2 guests = 140
              { code: 'TEA', quantity: 3 }, // 29.50 x 3 = 88.50
            ],
          }),
        ],
      }),
    );
    expect(body.TotalCost).toBe(258 + 66 + 30 + 44 + 140 + 88.5);
    const confirmation = await confirmationOf(body.ConfirmationToken);
    expect(confirmation.ExtrasTotal).toBe(368.5);
    expect(
      Object.fromEntries(
        confirmation.Rooms[0]!.Services.map((s) => [s.Service.ServiceCode, [s.Quantity, s.TotalCost]]),
      ),
    ).toEqual({
      BREAKFAST: [1, 66],
      PARKING: [1, 30],
      CELEBRATE: [1, 44],
      SPA: [2, 140],
      TEA: [3, 88.5],
    });
    const [celebrateAfter] = await db()
      .select({ used: services.usedInventory })
      .from(services)
      .where(eq(services.id, ids.services.CELEBRATE!));
    expect(celebrateAfter!.used).toBe(celebrateBefore!.used + 1);
  });

  it('refuses an extra the chosen rate does not offer', async () => {
    const res = await createBooking(
      t.app,
      demoBooking(ids, { Rooms: [demoRoom(ids, { ratePlan: 'BB', services: [{ code: 'BREAKFAST' }] })] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState).toEqual({
      'Rooms[0].Services[0].ServiceId': ['Room 1: this extra is not available with the room and rate you chose.'],
    });
  });

  it('answers 409 when a limited extra has sold out, and books nothing', async () => {
    await db()
      .update(services)
      .set({ usedInventory: sql`${services.startingInventory}` })
      .where(eq(services.id, ids.services.CELEBRATE!));
    const count = await reservationCount(db());
    const res = await createBooking(
      t.app,
      demoBooking(ids, { Rooms: [demoRoom(ids, { services: [{ code: 'CELEBRATE' }] })] }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Message: 'Sorry, your selection is not available.' });
    expect(await reservationCount(db())).toBe(count);
    await db().update(services).set({ usedInventory: 0 }).where(eq(services.id, ids.services.CELEBRATE!));
  });
});

describe('replays with the same Idempotency-Key', () => {
  it('answer the first booking again and book nothing twice', async () => {
    const key = randomUUID();
    const request = demoBooking(ids, { Rooms: [demoRoom(ids, { roomType: 'FAMILY' })] });
    const before = await bookedRooms(db(), ids.roomTypes.FAMILY!, weeknights.dateFrom, weeknights.dateTo);
    const first = await createBooking(t.app, request, key);
    const second = await createBooking(t.app, request, key);
    const concurrent = await Promise.all([createBooking(t.app, request, key), createBooking(t.app, request, key)]);
    expect(first.statusCode).toBe(201);
    for (const replay of [second, ...concurrent]) {
      expect(replay.statusCode).toBe(201);
      expect(replay.json()).toEqual(first.json());
    }
    expect(await bookedRooms(db(), ids.roomTypes.FAMILY!, weeknights.dateFrom, weeknights.dateTo)).toEqual(
      before.map((n) => n + 1),
    );
    expect((await db().select().from(reservations).where(eq(reservations.idempotencyKey, key))).length).toBe(1);
  });

  it('refuse the same key for a different booking', async () => {
    const key = randomUUID();
    expect((await createBooking(t.app, demoBooking(ids), key)).statusCode).toBe(201);
    const other = await createBooking(t.app, demoBooking(ids, { Notes: 'A different request' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().Message).toMatch(/already used for a different booking/);
  });

  it('are required: no key, no booking', async () => {
    const count = await reservationCount(db());
    const res = await createBooking(t.app, demoBooking(ids), null);
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState['idempotency-key'][0]).toMatch(/Idempotency-Key header/);
    const short = await createBooking(t.app, demoBooking(ids), 'abc');
    expect(short.statusCode).toBe(400);
    expect(await reservationCount(db())).toBe(count);
  });

  it('after a decline, the same key may try again with another card', async () => {
    const key = randomUUID();
    const declined = await createBooking(
      t.app,
      demoBooking(ids, {
        CardDetails: declinedCard,
      }),
      key,
    );
    expect(declined.statusCode).toBe(402);
    const retried = await createBooking(t.app, demoBooking(ids), key);
    expect(retried.statusCode).toBe(201);
  });
});

describe('sold out', () => {
  it('answers 409 on nights with no rooms and changes nothing', async () => {
    // Every room type is sold out on today+10..12 (Saturday 13 to Monday 15 March).
    const count = await reservationCount(db());
    const res = await createBooking(
      t.app,
      demoBooking(ids, { Rooms: [demoRoom(ids, { dateFrom: '2027-03-12', dateTo: '2027-03-14' })] }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Message: 'Sorry, your selection is not available.' });
    expect(await reservationCount(db())).toBe(count);
    expect(await bookedRooms(db(), ids.roomTypes.CLASSIC!, '2027-03-12', '2027-03-13')).toEqual([0]);
  });

  it('gives the last room to one booking and 409 to the next', async () => {
    const stay = { dateFrom: '2027-04-06', dateTo: '2027-04-08' };
    await leaveRooms(db(), ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo, 1);
    expect(
      (await createBooking(t.app, demoBooking(ids, { Rooms: [demoRoom(ids, { roomType: 'SUITE', ...stay })] })))
        .statusCode,
    ).toBe(201);
    const late = await createBooking(
      t.app,
      demoBooking(ids, { Rooms: [demoRoom(ids, { roomType: 'SUITE', ...stay })] }),
    );
    expect(late.statusCode).toBe(409);
    expect(await bookedRooms(db(), ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo)).toEqual([1, 1]);
  });

  it('refuses two rooms when only one is left, taking neither', async () => {
    const stay = { dateFrom: '2027-04-13', dateTo: '2027-04-15' };
    await leaveRooms(db(), ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo, 1);
    const res = await createBooking(
      t.app,
      demoBooking(ids, {
        Rooms: [demoRoom(ids, { roomType: 'SUITE', ...stay }), demoRoom(ids, { roomType: 'SUITE', ...stay })],
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(await bookedRooms(db(), ids.roomTypes.SUITE!, stay.dateFrom, stay.dateTo)).toEqual([0, 0]);
  });
});

describe('bad input gets a clear 400 and changes nothing', () => {
  it('checks the booker, the terms and each room', async () => {
    const count = await reservationCount(db());
    const request = demoBooking(ids, {
      Booker: {
        FirstName: ' ',
        LastName: 'Lovelace',
        Email: 'ada@',
        Phone: '07700 900123',
        Street: '',
        CountryId: null,
        ZipCode: '',
      },
      AgreeToTermsAndConditions: false,
      HasAcceptedCustomTermsAndConditions: false,
      Rooms: [
        {
          ...demoRoom(ids, { adults: 3, leadGuest: { FirstName: '', LastName: 'Hopper' } }),
          RoomConfigurationDropdownOptionId: null,
        },
        demoRoom(ids, { dateFrom: '2027-03-01', dateTo: '2027-03-02' }),
      ],
    });
    const res = await createBooking(t.app, request);
    expect(res.statusCode).toBe(400);
    const { Message, ModelState } = res.json() as { Message: string; ModelState: Record<string, string[]> };
    expect(ModelState).toMatchObject({
      'Booker.FirstName': ['Please enter your first name.'],
      'Booker.Email': ['A valid email address is required'],
      'Booker.Phone': ['A valid phone number is required'],
      'Booker.Street': ['Please enter your street address.'],
      'Booker.CountryId': ['Please choose your country.'],
      'Booker.ZipCode': ['Please enter your post code.'],
      AgreeToTermsAndConditions: ['Please agree to the terms and conditions.'],
      HasAcceptedCustomTermsAndConditions: ['Please accept the booking terms.'],
      'Rooms[0].LeadGuest.FirstName': ["Room 1: please enter the lead guest's first name."],
      'Rooms[0].RoomConfigurationDropdownOptionId': ['Room 1: please choose how you would like the room set up.'],
      'Rooms[1].DateFrom': ['Room 2: your arrival date cannot be in the past.'],
    });
    expect(Message).toContain('A valid email address is required');
    expect(await reservationCount(db())).toBe(count);
  });

  it('checks that the guests fit the room and rate', async () => {
    const res = await createBooking(
      t.app,
      demoBooking(ids, { Rooms: [demoRoom(ids, { roomType: 'CLASSIC', adults: 2, children: 1 })] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState).toEqual({
      'Rooms[0].NumberOfAdults': ['Room 1: this room and rate take at most 2 guests.'],
    });
  });

  it('needs the promo code of a promotional rate', async () => {
    const res = await createBooking(t.app, demoBooking(ids, { Rooms: [demoRoom(ids, { ratePlan: 'SPRING' })] }));
    expect(res.statusCode).toBe(400);
    const withCode = await createBooking(
      t.app,
      demoBooking(ids, { PromoCode: 'spring', Rooms: [demoRoom(ids, { ratePlan: 'SPRING' })] }),
    );
    expect(withCode.statusCode, withCode.body).toBe(201);
  });

  it('answers 404 for an unknown property', async () => {
    const res = await createBooking(t.app, demoBooking(ids, { PropertyId: 'NOWHERE' }));
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/Reservation/Status', () => {
  it('says a confirmed booking has been made, by reference number or token', async () => {
    const body = await booked(demoBooking(ids));
    for (const query of [
      `referenceNumber=${body.ReferenceNumber.toLowerCase()}`,
      `confirmationToken=${body.ConfirmationToken}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/Reservation/Status?propertyId=DEMO&${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        Success: true,
        Message: 'Booking has been made successfully.',
        Status: 'Confirmed',
        ReferenceNumber: body.ReferenceNumber,
        HoldExpiresAt: null,
      });
    }
  });

  it('answers 404 for a booking it does not know', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Reservation/Status?propertyId=DEMO&referenceNumber=ZZZZZZZZ',
    });
    expect(res.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/Reservation/Confirmation?propertyId=DEMO&confirmationToken=not-a-token',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Message).toBe(
      'We could not find this booking. Please check the link in your confirmation email.',
    );
  });

  it('does not open a booking of one property through another', async () => {
    const body = await booked(demoBooking(ids));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Reservation/Confirmation?propertyId=DEMO-YORK&confirmationToken=${body.ConfirmationToken}`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('stored rooms', () => {
  it('keep each room with its lead guest, guests and price', async () => {
    const body = await booked(
      demoBooking(ids, {
        Rooms: [
          demoRoom(ids),
          demoRoom(ids, { roomType: 'TWIN', adults: 1, leadGuest: { FirstName: 'Alan', LastName: 'Turing' } }),
        ],
      }),
    );
    const [row] = await db()
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.referenceNumber, body.ReferenceNumber));
    const items = await db().select().from(reservationItems).where(eq(reservationItems.reservationId, row!.id));
    expect(items.map((item) => [item.position, item.leadGuestFirstName, item.adults])).toEqual(
      expect.arrayContaining([
        [0, 'Grace', 2],
        [1, 'Alan', 1],
      ]),
    );
  });
});
