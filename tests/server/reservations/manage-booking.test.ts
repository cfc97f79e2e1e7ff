import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookingNotFoundMessage,
  cancelReservationResponseSchema,
  editGuestsResponseSchema,
} from '../../../src/contract/manage-booking';
import { mailOutbox } from '../../../src/server/db/schema/mail';
import { reservations } from '../../../src/server/db/schema/reservations';
import { ratePlans } from '../../../src/server/db/schema/rooms';
import { services } from '../../../src/server/db/schema/services';
import { addGiftVoucher, bookedRooms, demoRoom, voucherRemaining, weeknights } from './demo-booking';
import { companyInvoice, expectInventoryInvariant, manageBooking, postChange, manageStory } from './manage-fixture';

// Ada manages her booking at The Ashbury after making it: she finds it by reference and
// email, reads what she may do and what it costs, cancels a room or the whole stay, and
// fixes a guest's name. The Best Flexible Rate is free to cancel until 2pm (London) the day
// before arrival, then the first night is kept; the inventory invariant holds after each step.

// Plenty of Classic Doubles: most stories here book the same two weeknights.
const story = manageStory([weeknights]);

const twoRooms = () => ({
  Rooms: [demoRoom(story.ids), demoRoom(story.ids, { leadGuest: { FirstName: 'Charles', LastName: 'Babbage' } })],
});

/** Finding a booking as the manage-booking page does: by its hotel, its reference and the booker's email. */
const find = (ReferenceNumber: string, Email = 'ada@example.com', PropertyId = 'DEMO') =>
  postChange(story.t.app, 'Find', { PropertyId, ReferenceNumber, Email }, null);

describe('finding a booking', () => {
  it('opens the booking from its reference and the booker email, in any case and with spaces', async () => {
    const booking = await story.book();
    const res = await find(` ${booking.ReferenceNumber.toLowerCase()} `, ' ADA@Example.com ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ConfirmationToken: booking.ConfirmationToken });
  });

  it('answers a wrong email, an unknown reference and an unknown hotel the same neutral way', async () => {
    const booking = await story.book();
    const answers = await Promise.all([
      find(booking.ReferenceNumber, 'eve@example.com'),
      find('ZZZZZZZZ'),
      find(booking.ReferenceNumber, 'ada@example.com', 'NOPE'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Message: bookingNotFoundMessage });
    }
  });

  it('limits guesses at one reference, whatever the address', async () => {
    const booking = await story.book();
    const statuses: number[] = [];
    for (let guess = 0; guess < 9; guess++) {
      const res = await find(booking.ReferenceNumber, `guess${guess}@example.com`);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 429]);
    const right = await find(booking.ReferenceNumber);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('refuses a missing email with the 400 shape', async () => {
    const res = await postChange(story.t.app, 'Find', { PropertyId: 'DEMO', ReferenceNumber: 'ABCDEFGH' }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'Please enter the email address you booked with.',
      ModelState: { Email: ['Please enter the email address you booked with.'] },
    });
  });
});

describe('reading a booking to manage', () => {
  it('says each room may be cancelled for free until 2pm the day before, and what would be refunded', async () => {
    const booking = await story.book(twoRooms());
    const managed = await manageBooking(story.t.app, booking.ConfirmationToken);
    expect(managed).toMatchObject({
      ReferenceNumber: booking.ReferenceNumber,
      Status: 'Confirmed',
      ConfirmationToken: booking.ConfirmationToken,
      AmountRefunded: 0,
      CancellationFeesCharged: 0,
    });
    expect(managed.Actions).toEqual({
      CanCancel: true,
      CancellationFee: 0,
      CancellationFeeTaxes: [],
      RefundAmount: 516,
      // The refund's share of the 20 % VAT inside the price: 516 x 20 / 120.
      RefundTaxes: [
        { Code: 'VAT', Name: 'VAT', Kind: 'Tax', Amount: 86, Included: true, PayableAtProperty: false, Percent: 20 },
      ],
      FreeCancellationUntil: '2027-03-23T14:00:00.000Z',
      FreeCancellationUntilText: '2:00pm on Tuesday 23 March 2027',
      CanChangeDates: true,
      CanAddExtras: true,
      CanEditGuests: true,
      // Paid in full: no card kept for later, nothing failed to pay.
      CanReplaceCard: false,
      CanPayBalance: false,
      Reason: null,
    });
    expect(managed.Rooms[0]).toMatchObject({
      Status: 'Booked',
      CancellationPolicyText:
        'Free cancellation until 2:00pm on Tuesday 23 March 2027; after that the first night is charged (£129.00).',
      Actions: { CanCancel: true, CancellationFee: 0, RefundAmount: 258 },
    });
  });

  it('keeps the first night from one minute past the free period', async () => {
    const booking = await story.book();
    story.clock = new Date('2027-03-23T13:59:00Z');
    expect((await manageBooking(story.t.app, booking.ConfirmationToken)).Actions).toMatchObject({
      CancellationFee: 0,
      RefundAmount: 258,
    });
    story.clock = new Date('2027-03-23T14:01:00Z');
    expect((await manageBooking(story.t.app, booking.ConfirmationToken)).Actions).toMatchObject({
      CanCancel: true,
      CancellationFee: 129,
      RefundAmount: 129,
      FreeCancellationUntil: null,
    });
  });

  it('answers an unknown token with 404', async () => {
    const res = await story.t.app.inject({ method: 'GET', url: '/api/Reservation/Manage?token=not-a-token' });
    expect(res.statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('cancels one room of two for free: its nights back on sale, the room refunded, the other room kept', async () => {
    const booking = await story.book(twoRooms());
    const before = await bookedRooms(story.db(), story.ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo);
    const managed = await manageBooking(story.t.app, booking.ConfirmationToken);
    const second = managed.Rooms[1]!.ReservationItemId;
    const key = randomUUID();

    const res = await postChange(
      story.t.app,
      'Cancel',
      { ConfirmationToken: booking.ConfirmationToken, ReservationItemIds: [second] },
      key,
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = cancelReservationResponseSchema.parse(res.json());
    expect(answer).toMatchObject({ CancelledReservationItemIds: [second], CancellationFee: 0, RefundAmount: 258 });
    expect(answer.Booking).toMatchObject({
      Status: 'Confirmed',
      TotalCost: 258,
      AmountPaid: 258,
      AmountRefunded: 258,
      AmountDue: 0,
    });
    expect(answer.Booking.Rooms.map((room) => room.Status)).toEqual(['Booked', 'Cancelled']);
    expect(await bookedRooms(story.db(), story.ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo)).toEqual(
      before.map((n) => n - 1),
    );
    await expectInventoryInvariant(story.db(), story.baseline);

    // The same request again: the first answer, nothing released twice.
    const replay = await postChange(
      story.t.app,
      'Cancel',
      { ConfirmationToken: booking.ConfirmationToken, ReservationItemIds: [second] },
      key,
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({
      CancelledReservationItemIds: [second],
      CancellationFee: 0,
      RefundAmount: 258,
    });
    expect(await bookedRooms(story.db(), story.ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo)).toEqual(
      before.map((n) => n - 1),
    );

    // A different change under that key is refused; the room cannot be cancelled twice.
    const other = await postChange(story.t.app, 'Cancel', { ConfirmationToken: booking.ConfirmationToken }, key);
    expect(other.statusCode).toBe(422);
    const twice = await postChange(story.t.app, 'Cancel', {
      ConfirmationToken: booking.ConfirmationToken,
      ReservationItemIds: [second],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ Message: 'This room has already been cancelled.' });
  });

  it('cancels the whole booking after the free period, keeps the first night and says so everywhere', async () => {
    const booking = await story.book({ Rooms: [demoRoom(story.ids, { services: [{ code: 'CELEBRATE' }] })] });
    story.clock = new Date('2027-03-23T15:00:00Z');
    const res = await postChange(story.t.app, 'Cancel', { ConfirmationToken: booking.ConfirmationToken });
    expect(res.statusCode, res.body).toBe(200);
    const answer = cancelReservationResponseSchema.parse(res.json());
    // £258 room + £44 Prosecco; the first night (£129) kept.
    expect(answer).toMatchObject({ CancellationFee: 129, RefundAmount: 173 });
    expect(answer.Booking).toMatchObject({
      Status: 'Cancelled',
      Message: 'This booking has been cancelled.',
      CancellationFeesCharged: 129,
      AmountRefunded: 173,
      TotalCost: 129,
    });
    expect(answer.Booking.Actions).toMatchObject({
      CanCancel: false,
      CanEditGuests: false,
      Reason: 'This booking has been cancelled.',
    });
    await expectInventoryInvariant(story.db(), story.baseline);

    const status = await story.t.app.inject({
      method: 'GET',
      url: `/api/Reservation/Status?propertyId=DEMO&referenceNumber=${booking.ReferenceNumber}`,
    });
    expect(status.json()).toMatchObject({
      Success: false,
      Status: 'Cancelled',
      Message: 'This booking has been cancelled.',
    });
    const confirmation = await story.t.app.inject({
      method: 'GET',
      url: `/api/Reservation/Confirmation?propertyId=DEMO&confirmationToken=${booking.ConfirmationToken}`,
    });
    expect(confirmation.json()).toMatchObject({ Status: 'Cancelled', PaymentStatus: 'Paid' });
    // Still findable, to read what happened.
    const found = await find(booking.ReferenceNumber);
    expect(found.statusCode).toBe(200);
  });

  it('restores a gift voucher in proportion to what is not kept', async () => {
    await addGiftVoucher(story.db(), story.ids.propertyId, 'MANAGE-100', 100);
    const booking = await story.book({ HopGiftVoucherCode: 'MANAGE-100' });
    expect(await voucherRemaining(story.db(), 'MANAGE-100')).toBe(0);
    story.clock = new Date('2027-03-23T15:00:00Z');
    const res = await postChange(story.t.app, 'Cancel', { ConfirmationToken: booking.ConfirmationToken });
    // £258 stay, £100 voucher, £129 kept: half the stay goes back, so half the voucher (£50) and £79 of the £158 paid.
    expect(res.json()).toMatchObject({ CancellationFee: 129, RefundAmount: 79 });
    expect(await voucherRemaining(story.db(), 'MANAGE-100')).toBe(5000);
    await expectInventoryInvariant(story.db(), story.baseline);
  });

  it('records the fee for the invoice of a company booking, refunding nothing', async () => {
    const booking = await story.book(companyInvoice(story.ids));
    // Corporate: free until 6pm on the arrival day.
    story.clock = new Date('2027-03-24T18:01:00Z');
    const res = await postChange(story.t.app, 'Cancel', { ConfirmationToken: booking.ConfirmationToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      CancellationFee: 163,
      RefundAmount: 0,
      Booking: { Status: 'Cancelled', PaymentStatus: 'Due', AmountDue: 163, CancellationFeesCharged: 163 },
    });
    await expectInventoryInvariant(story.db(), story.baseline);
  });

  it('keeps the whole stay of a non-refundable rate, even weeks ahead', async () => {
    const booking = await story.book({ Rooms: [demoRoom(story.ids, { ratePlan: 'NRF' })] });
    const managed = await manageBooking(story.t.app, booking.ConfirmationToken);
    expect(managed.Rooms[0]!.CancellationPolicyText).toBe(
      'Non-refundable: the whole stay is charged from the moment of booking.',
    );
    const res = await postChange(story.t.app, 'Cancel', { ConfirmationToken: booking.ConfirmationToken });
    expect(res.json()).toMatchObject({ RefundAmount: 0, Booking: { Status: 'Cancelled' } });
    expect(res.json().CancellationFee).toBe(managed.TotalCost);
    await expectInventoryInvariant(story.db(), story.baseline);
  });

  it('refuses a room of another booking and a missing key, changing nothing', async () => {
    const mine = await story.book();
    const theirs = await story.book();
    const theirRoom = (await manageBooking(story.t.app, theirs.ConfirmationToken)).Rooms[0]!.ReservationItemId;
    const wrong = await postChange(story.t.app, 'Cancel', {
      ConfirmationToken: mine.ConfirmationToken,
      ReservationItemIds: [theirRoom],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      Message: 'Please choose a room of this booking.',
      ModelState: { ReservationItemIds: ['Please choose a room of this booking.'] },
    });
    const keyless = await postChange(story.t.app, 'Cancel', { ConfirmationToken: mine.ConfirmationToken }, null);
    expect(keyless.statusCode).toBe(400);
    expect((await manageBooking(story.t.app, mine.ConfirmationToken)).Status).toBe('Confirmed');
    expect((await manageBooking(story.t.app, theirs.ConfirmationToken)).Status).toBe('Confirmed');
  });
});

describe('extras after booking', () => {
  const usedCelebrations = async () =>
    (
      await story
        .db()
        .select({ used: services.usedInventory })
        .from(services)
        .where(eq(services.id, story.ids.services.CELEBRATE!))
    )[0]!.used;

  it('quotes an extra without taking it, then adds it paid by card, and removes it again while cancelling is free', async () => {
    const booking = await story.book();
    const room = (await manageBooking(story.t.app, booking.ConfirmationToken)).Rooms[0]!;
    const add = {
      ConfirmationToken: booking.ConfirmationToken,
      Add: [{ ReservationItemId: room.ReservationItemId, ServiceId: story.ids.services.CELEBRATE!, Quantity: 1 }],
    };
    const used = await usedCelebrations();

    const quote = await postChange(story.t.app, 'Extras/Quote', add, null);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toEqual({
      Lines: [
        {
          ReservationItemId: room.ReservationItemId,
          ServiceId: story.ids.services.CELEBRATE,
          ServiceName: 'Prosecco and chocolates',
          Quantity: 1,
          TotalCost: 44,
        },
      ],
      Difference: 44,
    });
    expect(await usedCelebrations()).toBe(used);

    const key = randomUUID();
    const paidByCard = {
      ...add,
      PaymentMethod: 'Card',
      CardDetails: {
        CardNumber: '4242424242424242',
        NameOnCard: 'Ada Lovelace',
        ExpiryMonth: 12,
        ExpiryYear: 2030,
        SecurityCode: '123',
      },
    };
    const res = await postChange(story.t.app, 'Extras', paidByCard, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Difference: 44,
      Booking: { ExtrasTotal: 44, TotalCost: 302, AmountPaid: 302, AmountDue: 0 },
    });
    expect(await usedCelebrations()).toBe(used + 1);
    const replay = await postChange(story.t.app, 'Extras', paidByCard, key);
    expect(replay.json()).toMatchObject({ Difference: 44, Booking: { TotalCost: 302 } });
    expect(await usedCelebrations()).toBe(used + 1);
    await expectInventoryInvariant(story.db(), story.baseline);

    const [extra] = (await manageBooking(story.t.app, booking.ConfirmationToken)).Rooms[0]!.Extras;
    expect(extra).toMatchObject({
      ServiceName: 'Prosecco and chocolates',
      TotalCost: 44,
      AddedAfterBooking: true,
      PaidAtHotel: false,
      CanRemove: true,
    });
    const extraId = extra!.ReservationItemServiceId;
    const removed = await postChange(story.t.app, 'Extras', {
      ConfirmationToken: booking.ConfirmationToken,
      Remove: [extraId],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      Difference: -44,
      Booking: { ExtrasTotal: 0, TotalCost: 258, AmountPaid: 258 },
    });
    expect(await usedCelebrations()).toBe(used);
    await expectInventoryInvariant(story.db(), story.baseline);
  });

  it('takes nothing when the card declines, the extra is not offered, or the last one is gone', async () => {
    const booking = await story.book({
      PaymentType: 3,
      CardDetails: null,
      AccountId: story.ids.companies['ACME-001']!,
      PONumber: 'PO-2',
      Rooms: [demoRoom(story.ids, { ratePlan: 'CORP' })],
    });
    const room = (await manageBooking(story.t.app, booking.ConfirmationToken)).Rooms[0]!;
    const used = await usedCelebrations();
    const celebrate = {
      ConfirmationToken: booking.ConfirmationToken,
      Add: [{ ReservationItemId: room.ReservationItemId, ServiceId: story.ids.services.CELEBRATE!, Quantity: 1 }],
    };

    const declined = await postChange(story.t.app, 'Extras', {
      ...celebrate,
      CardDetails: {
        CardNumber: '4000000000000002',
        NameOnCard: 'Ada Lovelace',
        ExpiryMonth: 12,
        ExpiryYear: 2030,
        SecurityCode: '123',
      },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ Message: 'Your card was declined.' });
    expect(await usedCelebrations()).toBe(used);

    const breakfast = await postChange(story.t.app, 'Extras', {
      ConfirmationToken: booking.ConfirmationToken,
      Add: [{ ReservationItemId: room.ReservationItemId, ServiceId: story.ids.services.BREAKFAST!, Quantity: 1 }],
      PaymentMethod: 'PayAtHotel',
    });
    expect(breakfast.statusCode).toBe(400);
    expect(breakfast.json().ModelState).toEqual({
      'Add[0].ServiceId': ['This extra is not available with this room and rate.'],
    });

    await story
      .db()
      .update(services)
      .set({ startingInventory: used })
      .where(eq(services.id, story.ids.services.CELEBRATE!));
    try {
      const gone = await postChange(story.t.app, 'Extras', { ...celebrate, PaymentMethod: 'PayAtHotel' });
      expect(gone.statusCode).toBe(409);
      expect(gone.json()).toEqual({ Message: 'Sorry, your selection is not available.' });
    } finally {
      await story
        .db()
        .update(services)
        .set({ startingInventory: 20 })
        .where(eq(services.id, story.ids.services.CELEBRATE!));
    }

    // An invoice booking may put it on the bill.
    const onBill = await postChange(story.t.app, 'Extras', { ...celebrate, PaymentMethod: 'PayAtHotel' });
    expect(onBill.statusCode, onBill.body).toBe(200);
    expect(onBill.json()).toMatchObject({ Difference: 44, Booking: { ExtrasTotal: 44, AmountDue: 163 * 2 + 44 } });
    await expectInventoryInvariant(story.db(), story.baseline);
  });

  it('refuses the hotel bill for a booking paid by card', async () => {
    const booking = await story.book();
    const room = (await manageBooking(story.t.app, booking.ConfirmationToken)).Rooms[0]!;
    const res = await postChange(story.t.app, 'Extras', {
      ConfirmationToken: booking.ConfirmationToken,
      Add: [{ ReservationItemId: room.ReservationItemId, ServiceId: story.ids.services.PARKING!, Quantity: 1 }],
      PaymentMethod: 'PayAtHotel',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState).toEqual({ PaymentMethod: ['Extras for this booking are paid by card.'] });
  });
});

describe('guests and requests', () => {
  /** Ada books, then edits her room's lead guest and arrival time (and `more` of the booking): the booking and the answer. */
  async function editRoom(lead: { FirstName: string; LastName: string }, arrivalTime: string, more: object = {}) {
    const booking = await story.book();
    const room = (await manageBooking(story.t.app, booking.ConfirmationToken)).Rooms[0]!;
    const res = await postChange(story.t.app, 'Guests', {
      ConfirmationToken: booking.ConfirmationToken,
      Rooms: [{ ReservationItemId: room.ReservationItemId, LeadGuest: lead, ArrivalTime: arrivalTime }],
      ...more,
    });
    return { booking, res };
  }

  it("fixes a lead guest's name, the arrival time and the requests, at no cost", async () => {
    const { res } = await editRoom({ FirstName: 'Grace', LastName: 'Hopper-Murray' }, '19:30', {
      Notes: 'A cot, please.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { Booking } = editGuestsResponseSchema.parse(res.json());
    expect(Booking.Rooms[0]).toMatchObject({
      ArrivalTime: '19:30',
      Guests: [{ FirstName: 'Grace', LastName: 'Hopper-Murray' }],
    });
    expect(Booking).toMatchObject({ Notes: 'A cot, please.', TotalCost: 258 });
  });

  it('refuses an empty name with the 400 shape and changes nothing', async () => {
    const { booking, res } = await editRoom({ FirstName: '  ', LastName: 'Hopper' }, '10:00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: "Please enter the lead guest's first name.",
      ModelState: { 'Rooms[0].LeadGuest.FirstName': ["Please enter the lead guest's first name."] },
    });
    const after = (await manageBooking(story.t.app, booking.ConfirmationToken)).Rooms[0]!;
    expect(after).toMatchObject({ ArrivalTime: null, Guests: [{ FirstName: 'Grace', LastName: 'Hopper' }] });
  });
});

describe('the emails a change sends', () => {
  it('queues the guest cancellation and the hotel notice in the transaction of the cancel, and a hotel notice of every new booking', async () => {
    const booking = await story.book();
    const res = await postChange(story.t.app, 'Cancel', { ConfirmationToken: booking.ConfirmationToken });
    expect(res.statusCode).toBe(200);
    const [row] = await story
      .db()
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.referenceNumber, booking.ReferenceNumber));
    const queued = await story.db().select({ kind: mailOutbox.kind, payload: mailOutbox.payload }).from(mailOutbox);
    const mine = queued.filter((mail) => mail.payload.reservationId === row!.id);
    expect(mine.map((mail) => [mail.kind, mail.payload.change ?? null]).sort()).toEqual([
      ['reservation-change-guest', 'cancel'],
      ['reservation-confirmation', null],
      ['reservation-hotel-notice', 'cancel'],
      ['reservation-hotel-notice', 'new'],
    ]);
  });
});

describe('the definition file', () => {
  it('gives Bed & Breakfast the flexible rate it derives from its policy', async () => {
    const plans = await story
      .db()
      .select({ code: ratePlans.code, cancellation: ratePlans.cancellation })
      .from(ratePlans)
      .where(eq(ratePlans.propertyId, story.ids.propertyId));
    const byCode = Object.fromEntries(plans.map((plan) => [plan.code, plan.cancellation]));
    expect(byCode.FLEX).toEqual({ FreeUntilDaysBefore: 1, FreeUntilTime: '14:00', Fee: { Type: 'FirstNight' } });
    expect(byCode.BB).toEqual(byCode.FLEX);
    expect(byCode.CORP).toEqual({ FreeUntilDaysBefore: 0, FreeUntilTime: '18:00', Fee: { Type: 'FirstNight' } });
  });
});
