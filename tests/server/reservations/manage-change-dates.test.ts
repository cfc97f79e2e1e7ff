import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { changeDatesQuoteSchema, changeDatesResponseSchema } from '../../../src/contract/manage-booking';
import { mailOutbox } from '../../../src/server/db/schema/mail';
import { bookedRooms, demoRoom, leaveRooms, weeknights } from './demo-booking';
import {
  companyInvoice,
  expectInventoryInvariant,
  inventorySnapshot,
  manageBooking,
  type InventorySnapshot,
  postChange,
  manageStory,
} from './manage-fixture';

// Ada moves her stay at The Ashbury: she sees what the new dates cost before she agrees, the
// difference goes on her card, back to it, or on the company's invoice, and the nights move
// with her (the old ones back on sale, the new ones taken) or nothing moves at all.

// Wednesday 24 to Friday 26 March, and a week later.
const longer = { DateFrom: '2027-03-24', DateTo: '2027-03-27' };
const later = { dateFrom: '2027-03-31', dateTo: '2027-04-02' };

const story = manageStory([{ dateFrom: weeknights.dateFrom, dateTo: '2027-03-27' }, later]);
const classic = () => story.ids.roomTypes.CLASSIC!;

async function quote(token: string, dates: { DateFrom: string; DateTo: string }, extra: object = {}) {
  const res = await postChange(
    story.t.app,
    'ChangeDates/Quote',
    { ConfirmationToken: token, ...dates, ...extra },
    null,
  );
  expect(res.statusCode, res.body).toBe(200);
  return changeDatesQuoteSchema.parse(res.json());
}

const bookingCard = { SecurityCode: '123' };

/** Asks to move the booking to `dates` for `difference`, the card on file confirmed by `card` when given. */
const changeDates = (
  token: string,
  dates: { DateFrom: string; DateTo: string },
  difference: number,
  card?: typeof bookingCard,
) =>
  postChange(story.t.app, 'ChangeDates', {
    ConfirmationToken: token,
    ...dates,
    ExpectedDifference: difference,
    ...(card ? { CardDetails: card } : {}),
  });

/** A refused change moved no night and left Ada's booking as she made it: two weeknights, paid. */
async function expectUnchanged(token: string, before: InventorySnapshot) {
  expect(await inventorySnapshot(story.db())).toEqual(before);
  expect(await manageBooking(story.t.app, token)).toMatchObject({
    DateFrom: weeknights.dateFrom,
    DateTo: weeknights.dateTo,
    TotalCost: 258,
    AmountPaid: 258,
  });
}

describe('quoting new dates', () => {
  it('prices the same room and rate on the new dates without changing anything', async () => {
    const booking = await story.book();
    const before = await inventorySnapshot(story.db());
    const answer = await quote(booking.ConfirmationToken, longer);
    expect(answer).toMatchObject({ Available: true, Message: null, OldTotal: 258, PaymentNeeded: 'BookingCard' });
    expect(answer.Rooms).toHaveLength(1);
    expect(answer.Rooms[0]).toMatchObject({
      RoomTypeId: classic(),
      RatePlanId: story.ids.ratePlans.FLEX!,
      SameAvailable: true,
      OldRoomCost: 258,
      Choices: [],
    });
    expect(answer.NewTotal).toBeGreaterThan(answer.OldTotal);
    expect(answer.Difference).toBe(answer.NewTotal - answer.OldTotal);
    expect(await inventorySnapshot(story.db())).toEqual(before);
  });

  it("offers what search would when the room's type is sold out on the new dates", async () => {
    const booking = await story.book();
    const gone = { dateFrom: '2027-04-14', dateTo: '2027-04-16' };
    await leaveRooms(story.db(), classic(), gone.dateFrom, gone.dateTo, 0);
    const answer = await quote(booking.ConfirmationToken, { DateFrom: gone.dateFrom, DateTo: gone.dateTo });
    expect(answer).toMatchObject({ Available: false, Message: 'Sorry, your selection is not available.' });
    expect(answer.Rooms[0]).toMatchObject({ SameAvailable: false, NewRoomCost: null });
    expect(answer.Rooms[0]!.Choices.length).toBeGreaterThan(0);
    expect(answer.Rooms[0]!.Choices.every((choice) => choice.RoomTypeId !== classic())).toBe(true);

    // Choosing one of them prices it.
    const choice = answer.Rooms[0]!.Choices[0]!;
    const chosen = await quote(
      booking.ConfirmationToken,
      { DateFrom: gone.dateFrom, DateTo: gone.dateTo },
      {
        Rooms: [
          {
            ReservationItemId: answer.Rooms[0]!.ReservationItemId,
            RoomTypeId: choice.RoomTypeId,
            RatePlanId: choice.RatePlanId,
          },
        ],
      },
    );
    expect(chosen).toMatchObject({
      Available: true,
      Rooms: [{ RoomTypeId: choice.RoomTypeId, NewRoomCost: choice.RoomCost }],
    });
  });

  it('refuses a departure before the arrival with the 400 shape', async () => {
    const booking = await story.book();
    const res = await postChange(
      story.t.app,
      'ChangeDates/Quote',
      { ConfirmationToken: booking.ConfirmationToken, DateFrom: '2027-03-27', DateTo: '2027-03-25' },
      null,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'Your departure date must be after your arrival date.',
      ModelState: { DateTo: ['Your departure date must be after your arrival date.'] },
    });
  });

  it('is not offered for a non-refundable rate', async () => {
    const booking = await story.book({ Rooms: [demoRoom(story.ids, { ratePlan: 'NRF' })] });
    const before = await inventorySnapshot(story.db());
    const managed = await manageBooking(story.t.app, booking.ConfirmationToken);
    expect(managed.Actions).toMatchObject({
      CanChangeDates: false,
      Reason: 'This rate cannot be changed or refunded.',
    });
    const res = await postChange(
      story.t.app,
      'ChangeDates/Quote',
      { ConfirmationToken: booking.ConfirmationToken, ...longer },
      null,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Message: 'This rate cannot be changed or refunded.' });
    const change = await changeDates(booking.ConfirmationToken, longer, 0);
    expect(change.statusCode).toBe(409);
    expect(await inventorySnapshot(story.db())).toEqual(before);
    await expectInventoryInvariant(story.db(), story.baseline);
  });
});

describe('changing dates', () => {
  it("charges a longer stay to the booking's card, moves the nights, and answers a replay the same", async () => {
    const booking = await story.book();
    expect((await manageBooking(story.t.app, booking.ConfirmationToken)).Actions.CanChangeDates).toBe(true);
    const priced = await quote(booking.ConfirmationToken, longer);
    const before = await bookedRooms(story.db(), classic(), longer.DateFrom, longer.DateTo);
    const key = randomUUID();
    const body = {
      ConfirmationToken: booking.ConfirmationToken,
      ...longer,
      ExpectedDifference: priced.Difference,
      CardDetails: bookingCard,
    };

    const res = await postChange(story.t.app, 'ChangeDates', body, key);
    expect(res.statusCode, res.body).toBe(200);
    const answer = changeDatesResponseSchema.parse(res.json());
    expect(answer.Difference).toBe(priced.Difference);
    expect(answer.Booking).toMatchObject({
      DateFrom: longer.DateFrom,
      DateTo: longer.DateTo,
      TotalCost: priced.NewTotal,
      AmountPaid: priced.NewTotal,
      AmountDue: 0,
    });
    expect(answer.Booking.Rooms[0]).toMatchObject({ DateFrom: longer.DateFrom, DateTo: longer.DateTo });
    // Two nights held already, the third taken now.
    expect(await bookedRooms(story.db(), classic(), longer.DateFrom, longer.DateTo)).toEqual([
      before[0],
      before[1],
      before[2]! + 1,
    ]);
    await expectInventoryInvariant(story.db(), story.baseline);

    const replay = await postChange(story.t.app, 'ChangeDates', body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ Difference: priced.Difference, Booking: { AmountPaid: priced.NewTotal } });
    expect(await bookedRooms(story.db(), classic(), longer.DateFrom, longer.DateTo)).toEqual([
      before[0],
      before[1],
      before[2]! + 1,
    ]);

    // Guest and hotel are told what changed.
    const mails = await story.db().select().from(mailOutbox);
    const told = mails.filter(
      (mail) =>
        (mail.payload as { reservationId?: number }).reservationId !== undefined && mail.dedupeKey.endsWith(`:${key}`),
    );
    expect(told.map((mail) => mail.kind).sort()).toEqual(['reservation-change-guest', 'reservation-hotel-notice']);
    const lines = (told[0]!.payload as { lines: string[] }).lines.join('\n');
    expect(lines).toContain(
      'Dates changed: from Wed 24th Mar 2027 to Fri 26th Mar 2027, now Wed 24th Mar 2027 to Sat 27th Mar 2027.',
    );
    expect(lines).toContain(`Price difference: £${priced.Difference.toFixed(2)}`);
  });

  it('moves a stay a week later: old nights back on sale, new ones taken', async () => {
    const booking = await story.book();
    const oldBefore = await bookedRooms(story.db(), classic(), weeknights.dateFrom, weeknights.dateTo);
    const newBefore = await bookedRooms(story.db(), classic(), later.dateFrom, later.dateTo);
    const dates = { DateFrom: later.dateFrom, DateTo: later.dateTo };
    const priced = await quote(booking.ConfirmationToken, dates);
    const res = await changeDates(booking.ConfirmationToken, dates, priced.Difference, bookingCard);
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookedRooms(story.db(), classic(), weeknights.dateFrom, weeknights.dateTo)).toEqual(
      oldBefore.map((n) => n - 1),
    );
    expect(await bookedRooms(story.db(), classic(), later.dateFrom, later.dateTo)).toEqual(newBefore.map((n) => n + 1));
    await expectInventoryInvariant(story.db(), story.baseline);
  });

  it('refunds a shorter stay, never below what the policy would keep now', async () => {
    const booking = await story.book({ DateTo: '2027-03-27', Rooms: [demoRoom(story.ids, { dateTo: '2027-03-27' })] });
    const shorter = { DateFrom: '2027-03-24', DateTo: '2027-03-26' };
    const priced = await quote(booking.ConfirmationToken, shorter);
    expect(priced).toMatchObject({ NewTotal: 258, PaymentNeeded: 'None' });
    expect(priced.Difference).toBeLessThan(0);
    const res = await changeDates(booking.ConfirmationToken, shorter, priced.Difference);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Booking: { TotalCost: 258, AmountPaid: 258, AmountRefunded: -priced.Difference, AmountDue: 0 },
    });
    await expectInventoryInvariant(story.db(), story.baseline);

    // After 2pm the day before, the policy keeps the first night: the one night still booked covers it, so the other is refunded.
    const late = await story.book();
    story.clock = new Date('2027-03-23T15:00:00Z');
    const oneNight = { DateFrom: '2027-03-24', DateTo: '2027-03-25' };
    const latePrice = await quote(late.ConfirmationToken, oneNight);
    const lateRes = await changeDates(late.ConfirmationToken, oneNight, latePrice.Difference);
    expect(lateRes.statusCode, lateRes.body).toBe(200);
    expect(lateRes.json()).toMatchObject({
      Booking: { TotalCost: 129, AmountPaid: 129, AmountRefunded: 129, CancellationFeesCharged: 0 },
    });
    await expectInventoryInvariant(story.db(), story.baseline);
  });

  it("adds a longer stay to the company's invoice", async () => {
    const booking = await story.book(companyInvoice(story.ids));
    const priced = await quote(booking.ConfirmationToken, longer);
    expect(priced.PaymentNeeded).toBe('Invoice');
    const res = await changeDates(booking.ConfirmationToken, longer, priced.Difference);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Booking: { TotalCost: priced.NewTotal, AmountPaid: 0, AmountDue: priced.NewTotal, PaymentStatus: 'Due' },
    });
    await expectInventoryInvariant(story.db(), story.baseline);
  });

  it('takes nothing when the card declines the difference', async () => {
    const booking = await story.book();
    const priced = await quote(booking.ConfirmationToken, longer);
    const before = await inventorySnapshot(story.db());
    // No security code typed for the card on file: the gateway declines.
    const res = await changeDates(booking.ConfirmationToken, longer, priced.Difference);
    expect(res.statusCode).toBe(402);
    await expectUnchanged(booking.ConfirmationToken, before);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await story.t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/Reservation/ChangeDates/Quote', '/api/Reservation/ChangeDates']),
    );
    expect(Object.keys(doc.paths['/api/Reservation/ChangeDates'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '402', '409']),
    );
  });

  it('refuses a price the guest did not agree to, changing nothing', async () => {
    const booking = await story.book();
    const priced = await quote(booking.ConfirmationToken, longer);
    const before = await inventorySnapshot(story.db());
    const res = await changeDates(booking.ConfirmationToken, longer, priced.Difference - 1, bookingCard);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      Message: 'The price of this change has changed. Please check the new price and confirm again.',
    });
    await expectUnchanged(booking.ConfirmationToken, before);
  });

  it('answers 409 and changes nothing when the new nights sell out between the quote and the change', async () => {
    const booking = await story.book();
    const stay = { dateFrom: '2027-04-20', dateTo: '2027-04-22' };
    await leaveRooms(story.db(), classic(), stay.dateFrom, stay.dateTo, 1);
    const dates = { DateFrom: stay.dateFrom, DateTo: stay.dateTo };
    const priced = await quote(booking.ConfirmationToken, dates);
    expect(priced.Available).toBe(true);
    // Someone else books the last room.
    await story.book({ DateFrom: stay.dateFrom, DateTo: stay.dateTo, Rooms: [demoRoom(story.ids, stay)] });
    const before = await inventorySnapshot(story.db());
    const res = await changeDates(booking.ConfirmationToken, dates, priced.Difference, bookingCard);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Message: 'Sorry, your selection is not available.' });
    await expectUnchanged(booking.ConfirmationToken, before);
    await expectInventoryInvariant(story.db(), story.baseline);
  });
});
