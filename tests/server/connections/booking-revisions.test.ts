import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdApiKeySchema } from '../../../src/contract/admin-api-keys';
import { adminReservationSchema } from '../../../src/contract/admin-bookings';
import {
  acknowledgeRevisionResponseSchema,
  bookingRevisionsPageSchema,
  revisionBookingSchema,
  type BookingRevisionsPage,
} from '../../../src/contract/admin-connections';
import { changeDatesQuoteSchema } from '../../../src/contract/manage-booking';
import { reservationCreateResponseSchema } from '../../../src/contract/reservation';
import {
  createRevisionAlerts,
  registerRevisionAlertEmail,
  revisionAlertEmailKind,
} from '../../../src/server/booking-revisions/ack-alerts';
import { bookingRevisions, externalCodes } from '../../../src/server/db/schema/connections';
import { mailOutbox } from '../../../src/server/db/schema/mail';
import { createMailOutbox } from '../../../src/server/mail/outbox';
import { createMailTransport } from '../../../src/server/mail/transport';
import { adminGet, adminPost, guestBooks } from '../admin-bookings/admin-fixture';
import { readMime } from '../fakes/smtp-inbox';
import type { TestApp } from '../harness';
import { bookWithLink, loadReservation, save, savePayload, withGraceAndAlan } from '../precheckin/pre-check-in-fixture';
import { approvedCard } from '../../domain/card-fixture';
import {
  createBooking,
  demoBooking,
  demoClock,
  demoRoom,
  leaveRooms,
  tempDataDir,
  weeknights,
  type DemoIds,
} from '../reservations/demo-booking';
import { postChange } from '../reservations/manage-fixture';
import {
  balanceDueAt,
  bookWithDeposit,
  cards,
  chargeDue,
  importDepositHotel,
  payHotel,
} from '../reservations/payments/payments-fixture';
import { signInStaff, type SignedInStaffMember } from '../staff/staff-fixture';
import { answerSandboxPage, bookingSite, sandboxReferenceOf, startDemoApp } from '../reservations/demo-app';

// The Ashbury's channel manager reads its bookings as revisions: every event of a booking (made,
// changed, cancelled, a no-show, a payment taken or failed) is the whole booking as it then
// stands, numbered per booking, in the hotel's feed in the order the events committed. It pages
// through the feed, acknowledges what it took in, and the hotel hears by email of what it left.

let t: TestApp;
let ids: DemoIds;
let clock = demoClock;
let manager: SignedInStaffMember;
let dataDir: string;
const db = () => t.database.db;

const longer = { DateFrom: '2027-03-24', DateTo: '2027-03-27' };

beforeAll(async () => {
  dataDir = tempDataDir();
  ({ t, ids } = await startDemoApp({ now: () => clock, config: { DATA_DIR: dataDir, ...bookingSite } }));
  await leaveRooms(db(), ids.roomTypes.CLASSIC!, weeknights.dateFrom, longer.DateTo, 60);
  await at(demoClock);
});
afterAll(() => t?.close());

/** Moves the hotel's clock; the manager signs in again (a console session lasts an hour idle). */
async function at(when: Date) {
  clock = when;
  manager = await signInStaff(t, { role: 'manager', name: 'Mo Manager', now: () => clock });
}

/** A booking's revisions as kept, oldest first. */
async function revisionsOf(reference: string) {
  const rows = await db()
    .select()
    .from(bookingRevisions)
    .where(eq(bookingRevisions.referenceNumber, reference))
    .orderBy(asc(bookingRevisions.sequence));
  return rows.map((row) => ({ ...row, booking: revisionBookingSchema.parse(row.booking) }));
}

const statusesOf = async (reference: string) => (await revisionsOf(reference)).map((row) => row.status);
const minor = (major: number) => Math.round(major * 100);

async function feedPage(query: string, cookie = manager.cookie): Promise<BookingRevisionsPage> {
  const res = await adminGet(t.app, cookie, `/api/Admin/BookingRevisions?PropertyCode=DEMO&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return bookingRevisionsPageSchema.parse(res.json());
}

/** Every page from `first` on, `limit` at a time: the revision ids in the order answered. */
async function readWholeFeed(first: string, limit: number): Promise<number[]> {
  const seen: number[] = [];
  let page = await feedPage(`${first}&limit=${limit}`);
  for (;;) {
    expect(page.Items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.Items.map((item) => item.RevisionId));
    if (!page.HasMore) return seen;
    page = await feedPage(`${first}&limit=${limit}&cursor=${page.NextCursor}`);
  }
}

const acknowledge = (id: number, body?: object) =>
  adminPost(t.app, manager.cookie, `/api/Admin/BookingRevisions/${id}/Acknowledge?PropertyCode=DEMO`, body, null);

async function quoteDates(token: string) {
  const res = await postChange(t.app, 'ChangeDates/Quote', { ConfirmationToken: token, ...longer }, null);
  expect(res.statusCode, res.body).toBe(200);
  return changeDatesQuoteSchema.parse(res.json());
}

describe('a revision for every event of a booking', () => {
  it('writes the whole booking at each change, numbered 1..n, with New, Modified and Cancelled', async () => {
    await at(demoClock);
    const booked = await guestBooks(
      t.app,
      demoBooking(ids, {
        Rooms: [demoRoom(ids), demoRoom(ids, { leadGuest: { FirstName: 'Alan', LastName: 'Turing' } })],
      }),
    );
    const reference = booked.ReferenceNumber;
    const [made] = await revisionsOf(reference);
    expect(made).toMatchObject({ sequence: 1, status: 'New', acknowledgedAt: null, externalReference: null });
    expect(made!.booking).toMatchObject({
      PropertyCode: 'DEMO',
      ReferenceNumber: reference,
      Status: 'Confirmed',
      DateFrom: weeknights.dateFrom,
      DateTo: weeknights.dateTo,
      Currency: 'GBP',
      Booker: { FirstName: 'Ada', LastName: 'Lovelace', CountryCode: 'GB' },
      TotalCost: 516,
      AmountPaid: 516,
    });
    expect(JSON.stringify(made!.booking)).not.toMatch(/4242|card_token|CardNumber|SecurityCode/);
    const room = made!.booking.Rooms[0]!;
    expect(room).toMatchObject({
      Status: 'Booked',
      RoomTypeCode: 'CLASSIC',
      RatePlanCode: 'FLEX',
      RoomCost: 258,
      ExternalCodes: {},
      Nights: [
        { Date: '2027-03-24', Price: 129 },
        { Date: '2027-03-25', Price: 129 },
      ],
      Guests: [{ FirstName: 'Grace', LastName: 'Hopper' }],
    });
    expect(made!.booking.PaymentSchedule.map((part) => [part.Kind, part.State])).toEqual([['Full', 'Paid']]);

    // The channel manager's own codes for the Classic Double and the flexible rate.
    await db()
      .insert(externalCodes)
      .values([
        {
          propertyId: ids.propertyId,
          connection: 'siteminder',
          entity: 'room_type',
          entityId: ids.roomTypes.CLASSIC!,
          code: 'DBL',
        },
        {
          propertyId: ids.propertyId,
          connection: 'siteminder',
          entity: 'rate_plan',
          entityId: ids.ratePlans.FLEX!,
          code: 'BAR',
        },
      ]);

    // The guest stays a night longer (three nights on both rooms, charged to the booking's card).
    const priced = await quoteDates(booked.ConfirmationToken);
    const moved = await postChange(t.app, 'ChangeDates', {
      ConfirmationToken: booked.ConfirmationToken,
      ...longer,
      ExpectedDifference: priced.Difference,
      CardDetails: { SecurityCode: '123' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Prosecco and chocolates for the first room.
    const firstRoom = room.ReservationItemId;
    const secondRoom = made!.booking.Rooms[1]!.ReservationItemId;
    const extras = await postChange(t.app, 'Extras', {
      ConfirmationToken: booked.ConfirmationToken,
      Add: [{ ReservationItemId: firstRoom, ServiceId: ids.services.CELEBRATE!, Quantity: 1 }],
      PaymentMethod: 'Card',
      CardDetails: { ...approvedCard, CardNumber: '4242424242424242' },
    });
    expect(extras.statusCode, extras.body).toBe(200);
    const guests = await postChange(t.app, 'Guests', {
      ConfirmationToken: booked.ConfirmationToken,
      Rooms: [
        {
          ReservationItemId: firstRoom,
          LeadGuest: { FirstName: 'Grace', LastName: 'Hopper-Murray' },
          ArrivalTime: '19:30',
        },
      ],
      Notes: 'A cot, please.',
    });
    expect(guests.statusCode, guests.body).toBe(200);
    // The front desk corrects the booker's email.
    const booker = await adminPost(
      t.app,
      manager.cookie,
      `/api/Admin/Reservations/${reference}/Guest?PropertyCode=DEMO`,
      {
        FirstName: 'Ada',
        LastName: 'Lovelace',
        Email: 'ada.lovelace@example.com',
        Phone: '+44 7700 900123',
        Street: '12 St James Square',
        City: 'London',
        ZipCode: 'SW1Y 4JH',
      },
    );
    expect(booker.statusCode, booker.body).toBe(200);
    // The guest cancels the second room, then the hotel cancels the rest.
    const one = await postChange(t.app, 'Cancel', {
      ConfirmationToken: booked.ConfirmationToken,
      ReservationItemIds: [secondRoom],
    });
    expect(one.statusCode, one.body).toBe(200);
    const rest = await adminPost(
      t.app,
      manager.cookie,
      `/api/Admin/Reservations/${reference}/Cancel?PropertyCode=DEMO`,
      {
        WaiveFee: false,
      },
    );
    expect(rest.statusCode, rest.body).toBe(200);

    const revisions = await revisionsOf(reference);
    expect(revisions.map((row) => [row.sequence, row.status])).toEqual([
      [1, 'New'],
      [2, 'Modified'],
      [3, 'Modified'],
      [4, 'Modified'],
      [5, 'Modified'],
      [6, 'Modified'],
      [7, 'Cancelled'],
    ]);
    const positions = revisions.map((row) => row.feedPosition);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const [, dates, withExtras, withGuests, withBooker, oneCancelled, cancelled] = revisions.map((row) => row.booking);
    expect(dates!.DateTo).toBe('2027-03-27');
    expect(dates!.Rooms[0]!.Nights.map((night) => night.Date)).toEqual(['2027-03-24', '2027-03-25', '2027-03-26']);
    expect(dates!.Rooms[0]!.ExternalCodes).toEqual({ siteminder: { RoomTypeCode: 'DBL', RatePlanCode: 'BAR' } });
    for (const stay of dates!.Rooms)
      expect(stay.Nights.reduce((sum, night) => sum + minor(night.Price), 0)).toBe(minor(stay.RoomCost));
    expect(withExtras!.Rooms[0]!.Extras).toMatchObject([{ ServiceCode: 'CELEBRATE', Quantity: 1, TotalCost: 44 }]);
    expect(withGuests!.Rooms[0]).toMatchObject({ ArrivalTime: '19:30', Guests: [{ LastName: 'Hopper-Murray' }] });
    expect(withGuests!.Notes).toBe('A cot, please.');
    expect(withBooker!.Booker).toMatchObject({ Email: 'ada.lovelace@example.com', City: 'London' });
    expect(oneCancelled!.Rooms.map((stay) => stay.Status)).toEqual(['Booked', 'Cancelled']);
    expect(oneCancelled!.Status).toBe('Confirmed');
    expect(cancelled!.Status).toBe('Cancelled');
    expect(cancelled!.Rooms.map((stay) => stay.Status)).toEqual(['Cancelled', 'Cancelled']);
  });

  it('writes a NoShow when the hotel marks one', async () => {
    await at(demoClock);
    const booked = await guestBooks(t.app, demoBooking(ids));
    await at(new Date('2027-03-25T08:00:00Z'));
    const res = await adminPost(
      t.app,
      manager.cookie,
      `/api/Admin/Reservations/${booked.ReferenceNumber}/NoShow?PropertyCode=DEMO`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const revisions = await revisionsOf(booked.ReferenceNumber);
    expect(revisions.map((row) => [row.sequence, row.status])).toEqual([
      [1, 'New'],
      [2, 'NoShow'],
    ]);
    expect(revisions[1]!.booking).toMatchObject({ Status: 'NoShow', CancellationFees: 129 });
  });

  it('writes the guests and requests of a pre-check-in, and nothing for a save that changes nothing the feed shows', async () => {
    await at(demoClock);
    const link = await bookWithLink(t.app, db(), ids);
    const reservation = await loadReservation(t.app, link);
    const payload = withGraceAndAlan(
      savePayload(link, reservation, {
        Booker: { ...reservation.Booker!, City: 'London' },
        SpecialRequests: 'Arriving late, around 11pm.',
      }),
    );
    const saved = await save(t.app, payload);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ Success: true });
    const again = await save(t.app, payload);
    expect(again.json()).toMatchObject({ Success: true });

    const revisions = await revisionsOf(link.referenceNumber);
    expect(revisions.map((row) => row.status)).toEqual(['New', 'Modified']);
    expect(revisions[1]!.booking.Notes).toBe('Arriving late, around 11pm.');
    expect(revisions[1]!.booking.Rooms[0]!.Guests.map((guest) => guest.FirstName)).toEqual(['Grace', 'Alan']);
  });

  it('writes nothing while a provider payment is awaited, and New once it is paid', async () => {
    await at(demoClock);
    const res = await createBooking(
      t.app,
      demoBooking(ids, { PaymentType: 4, CardDetails: null, Rooms: [demoRoom(ids, { roomType: 'KING' })] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const pending = reservationCreateResponseSchema.parse(res.json());
    expect(pending.Status).toBe('PendingPayment');
    expect(await revisionsOf(pending.ReferenceNumber)).toEqual([]);
    const paid = await answerSandboxPage(t.app, sandboxReferenceOf(pending.RedirectUrl), 'pay');
    expect(paid.statusCode).toBe(303);
    const revisions = await revisionsOf(pending.ReferenceNumber);
    expect(revisions.map((row) => [row.sequence, row.status])).toEqual([[1, 'New']]);
    expect(revisions[0]!.booking).toMatchObject({
      Status: 'Confirmed',
      PaymentType: 4,
      RoomsTotal: 318,
      AmountPaid: 318,
    });
  });

  it('writes the balance charged to the kept card, and a charge that failed for good', async () => {
    await at(demoClock);
    const depositIds = await importDepositHotel(db(), demoClock.toISOString().slice(0, 10));
    const good = await bookWithDeposit(t.app, depositIds, cards.good);
    const declining = await bookWithDeposit(t.app, depositIds, cards.laterDeclined);
    expect(await chargeDue(t.app, balanceDueAt)).toMatchObject({ Charged: 1, Failed: 1 });

    const paid = await revisionsOf(good.ReferenceNumber);
    expect(paid.map((row) => row.status)).toEqual(['New', 'Modified']);
    const balanceOf = (booking: (typeof paid)[number]['booking']) =>
      booking.PaymentSchedule.find((part) => part.Kind === 'Balance')!.State;
    expect(balanceOf(paid[0]!.booking)).toBe('Due');
    expect(balanceOf(paid[1]!.booking)).toBe('Paid');
    expect(paid[1]!.booking).toMatchObject({ PropertyCode: payHotel, AmountPaid: 258 });
    const failed = await revisionsOf(declining.ReferenceNumber);
    expect(failed.map((row) => row.status)).toEqual(['New', 'Modified']);
    expect(balanceOf(failed[1]!.booking)).toBe('Failed');
  });

  it('writes nothing when the change rolls back (a declined card)', async () => {
    await at(demoClock);
    const booked = await guestBooks(t.app, demoBooking(ids));
    const before = await db().select({ id: bookingRevisions.id }).from(bookingRevisions);
    const declinedExtras = await postChange(t.app, 'Extras', {
      ConfirmationToken: booked.ConfirmationToken,
      Add: [
        {
          ReservationItemId: (await revisionsOf(booked.ReferenceNumber))[0]!.booking.Rooms[0]!.ReservationItemId,
          ServiceId: ids.services.CELEBRATE!,
          Quantity: 1,
        },
      ],
      PaymentMethod: 'Card',
      CardDetails: { ...approvedCard, CardNumber: '4000000000000002' },
    });
    expect(declinedExtras.statusCode, declinedExtras.body).toBe(402);
    const declinedBooking = await createBooking(
      t.app,
      demoBooking(ids, { CardDetails: { ...approvedCard, CardNumber: '4000 0000 0000 0002' } }),
    );
    expect(declinedBooking.statusCode).toBe(402);
    expect(await db().select({ id: bookingRevisions.id }).from(bookingRevisions)).toHaveLength(before.length);
    expect(await statusesOf(booked.ReferenceNumber)).toEqual(['New']);
  });
});

describe('the feed', () => {
  it('pages through what is not acknowledged, each once, in feed order', async () => {
    await at(demoClock);
    const expected = await db()
      .select({ id: bookingRevisions.id })
      .from(bookingRevisions)
      .where(and(eq(bookingRevisions.propertyId, ids.propertyId), isNull(bookingRevisions.acknowledgedAt)))
      .orderBy(asc(bookingRevisions.feedPosition));
    expect(expected.length).toBeGreaterThan(10);
    expect(await readWholeFeed('', 3)).toEqual(expected.map((row) => row.id));
    // The deposit hotel's revisions are its own feed's, never The Ashbury's.
    const page = await feedPage('since=0&limit=200');
    expect(page.Items.every((item) => item.Booking.PropertyCode === 'DEMO')).toBe(true);
  });

  it('hides what is acknowledged, keeps the first acknowledgement, and answers everything since a position or an instant', async () => {
    await at(demoClock);
    const booked = await guestBooks(t.app, demoBooking(ids));
    const [revision] = await revisionsOf(booked.ReferenceNumber);
    const id = revision!.id;

    clock = new Date(demoClock.getTime() + 60_000);
    const first = await acknowledge(id, { ExternalReference: 'CM-1001' });
    expect(first.statusCode, first.body).toBe(200);
    expect(acknowledgeRevisionResponseSchema.parse(first.json())).toEqual({
      RevisionId: id,
      ReferenceNumber: booked.ReferenceNumber,
      Sequence: 1,
      AcknowledgedAt: clock.toISOString(),
      ExternalReference: 'CM-1001',
    });
    clock = new Date(demoClock.getTime() + 120_000);
    const again = await acknowledge(id, { ExternalReference: 'CM-OTHER' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ AcknowledgedAt: first.json().AcknowledgedAt, ExternalReference: 'CM-1001' });
    const noBody = await acknowledge(id);
    expect(noBody.statusCode, noBody.body).toBe(200);
    const [kept] = await db().select().from(bookingRevisions).where(eq(bookingRevisions.id, id));
    // A member of staff acknowledged it, not an API key.
    expect(kept).toMatchObject({ externalReference: 'CM-1001', acknowledgedByKeyId: null });

    expect(await readWholeFeed('', 50)).not.toContain(id);
    const all = await readWholeFeed('since=0', 7);
    expect(all).toContain(id);
    const everything = await db()
      .select({ id: bookingRevisions.id })
      .from(bookingRevisions)
      .where(eq(bookingRevisions.propertyId, ids.propertyId))
      .orderBy(asc(bookingRevisions.feedPosition));
    expect(all).toEqual(everything.map((row) => row.id));
    const fromPosition = await feedPage(`since=${revision!.feedPosition - 1}&limit=1`);
    expect(fromPosition.Items[0]).toMatchObject({
      RevisionId: id,
      AcknowledgedAt: first.json().AcknowledgedAt,
      ExternalReference: 'CM-1001',
    });
    // Written at or after an instant: only the ones the later clocks of the no-show story wrote.
    const late = await readWholeFeed(`since=${encodeURIComponent('2027-03-25T00:00:00Z')}`, 50);
    const lateRows = await db()
      .select({ id: bookingRevisions.id, createdAt: bookingRevisions.createdAt })
      .from(bookingRevisions)
      .where(and(eq(bookingRevisions.propertyId, ids.propertyId), inArray(bookingRevisions.id, late)));
    expect(late.length).toBeGreaterThan(0);
    expect(lateRows.every((row) => row.createdAt >= new Date('2027-03-25T00:00:00Z'))).toBe(true);

    // The booking's page shows it acknowledged, with the channel manager's reference.
    const page = await adminGet(
      t.app,
      manager.cookie,
      `/api/Admin/Reservations/${booked.ReferenceNumber}?PropertyCode=DEMO`,
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(adminReservationSchema.parse(page.json()).Revisions).toEqual([
      {
        RevisionId: id,
        Sequence: 1,
        Status: 'New',
        CreatedAt: demoClock.toISOString(),
        AcknowledgedAt: first.json().AcknowledgedAt,
        ExternalReference: 'CM-1001',
        Overdue: false,
      },
    ]);
  });

  it('refuses a cursor it never gave, and a revision of no booking here', async () => {
    const bad = await adminGet(t.app, manager.cookie, '/api/Admin/BookingRevisions?PropertyCode=DEMO&cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ModelState).toHaveProperty('cursor');
    const unknown = await acknowledge(999_999);
    expect(unknown.statusCode).toBe(404);
    const signedOut = await adminGet(t.app, null, '/api/Admin/BookingRevisions?PropertyCode=DEMO');
    expect(signedOut.statusCode).toBe(401);
  });

  it('is in the API document, under Admin: connections', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(doc.paths['/api/Admin/BookingRevisions']?.get?.tags).toEqual(['Admin: connections']);
    expect(doc.paths['/api/Admin/BookingRevisions/{id}/Acknowledge']?.post?.tags).toEqual(['Admin: connections']);
  });

  it('loses and repeats nothing while bookings commit as it is read', async () => {
    await at(demoClock);
    // Twelve bookings that share no night of any room type: nothing but the feed orders them.
    const stays = ['CLASSIC', 'TWIN', 'KING'].flatMap((roomType) =>
      ['2027-04-05', '2027-04-06', '2027-04-07', '2027-04-08'].map((dateFrom) => ({
        roomType,
        dateFrom,
        dateTo: `2027-04-${String(Number(dateFrom.slice(8)) + 1).padStart(2, '0')}`,
      })),
    );
    for (const roomType of ['CLASSIC', 'TWIN', 'KING'])
      await leaveRooms(db(), ids.roomTypes[roomType]!, '2027-04-05', '2027-04-09', 20);
    const [latest] = await db()
      .select({ position: bookingRevisions.feedPosition })
      .from(bookingRevisions)
      .where(eq(bookingRevisions.propertyId, ids.propertyId))
      .orderBy(desc(bookingRevisions.feedPosition))
      .limit(1);
    const start = latest?.position ?? 0;

    let finished = false;
    const racing = Promise.all(
      stays.map((stay) =>
        createBooking(
          t.app,
          demoBooking(ids, {
            DateFrom: stay.dateFrom,
            DateTo: stay.dateTo,
            Rooms: [demoRoom(ids, stay)],
          }),
        ),
      ),
    ).finally(() => {
      finished = true;
    });
    const seen: number[] = [];
    let cursor: string | null = null;
    for (;;) {
      const doneBefore = finished;
      const page = await feedPage(`since=${start}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.Items.map((item) => item.RevisionId));
      cursor = page.NextCursor ?? cursor;
      if (doneBefore && !page.HasMore) break;
      // A system polling the feed, not a busy loop (PGlite would serve it before the bookings).
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const made = await racing;
    for (const res of made) expect(res.statusCode, res.body).toBe(201);

    const written = await db()
      .select({ id: bookingRevisions.id, position: bookingRevisions.feedPosition, status: bookingRevisions.status })
      .from(bookingRevisions)
      .where(and(eq(bookingRevisions.propertyId, ids.propertyId), gt(bookingRevisions.feedPosition, start)))
      .orderBy(asc(bookingRevisions.feedPosition));
    expect(written).toHaveLength(stays.length);
    expect(written.every((row) => row.status === 'New')).toBe(true);
    // Every position taken once, none skipped: a rolled-back change gives its position back.
    expect(written.map((row) => row.position)).toEqual(stays.map((_, i) => start + 1 + i));
    expect(seen).toEqual(written.map((row) => row.id));
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('revisions not acknowledged in time', () => {
  it('emails the hotel once, 30 minutes after, about the revisions left unacknowledged', async () => {
    // The Ashbury's owner connects its channel manager: an API key that reads bookings.
    const connectedAt = new Date('2027-03-26T09:00:00Z');
    await at(connectedAt);
    const owner = await signInStaff(t, { role: 'owner', name: 'Olive Owner', now: () => clock });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/ApiKeys?PropertyCode=DEMO',
      headers: { cookie: owner.cookie },
      payload: { Name: 'Channel manager', Connection: 'siteminder', Scopes: ['bookings:read'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const key = createdApiKeySchema.parse(made.json());
    const asChannelManager = { authorization: `Bearer ${key.Key}` };
    await leaveRooms(db(), ids.roomTypes.CLASSIC!, '2027-04-12', '2027-04-14', 20);
    const stay = {
      DateFrom: '2027-04-12',
      DateTo: '2027-04-14',
      Rooms: [demoRoom(ids, { dateFrom: '2027-04-12', dateTo: '2027-04-14' })],
    };
    const left = await guestBooks(t.app, demoBooking(ids, stay));
    const taken = await guestBooks(t.app, demoBooking(ids, stay));
    const [leftRevision] = await revisionsOf(left.ReferenceNumber);
    const [takenRevision] = await revisionsOf(taken.ReferenceNumber);
    // The channel manager reads the feed with its key and takes in one of the two.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/BookingRevisions?PropertyCode=DEMO&limit=200',
      headers: asChannelManager,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(bookingRevisionsPageSchema.parse(read.json()).Items.map((item) => item.RevisionId)).toEqual(
      expect.arrayContaining([leftRevision!.id, takenRevision!.id]),
    );
    const taking = await t.app.inject({
      method: 'POST',
      url: `/api/Admin/BookingRevisions/${takenRevision!.id}/Acknowledge?PropertyCode=DEMO`,
      headers: asChannelManager,
      payload: { ExternalReference: 'CM-2002' },
    });
    expect(taking.statusCode, taking.body).toBe(200);
    const [byKey] = await db().select().from(bookingRevisions).where(eq(bookingRevisions.id, takenRevision!.id));
    expect(byKey).toMatchObject({ acknowledgedByKeyId: key.Id, externalReference: 'CM-2002' });

    const outboxDir = join(dataDir, 'alerts');
    const mail = createMailOutbox({
      db: db(),
      transport: createMailTransport({ smtpUrl: undefined, outboxDir }),
      now: () => clock,
      log: t.app.log,
    });
    registerRevisionAlertEmail({
      db: db(),
      mailOutbox: mail,
      publicUrl: 'https://book.example.com',
      mailFrom: undefined,
      alertMinutes: 30,
    });
    const alerts = createRevisionAlerts({
      db: db(),
      mailOutbox: mail,
      alertMinutes: 30,
      now: () => clock,
      log: t.app.log,
    });
    const alertMails = () =>
      db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, revisionAlertEmailKind))
        .then((rows) => rows.filter((row) => (row.payload.revisionIds as number[]).includes(leftRevision!.id)));

    clock = new Date(connectedAt.getTime() + 29 * 60_000);
    await alerts.run();
    expect(await alertMails()).toHaveLength(0);

    await at(new Date(connectedAt.getTime() + 31 * 60_000));
    await alerts.run();
    await alerts.run();
    const queued = await alertMails();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toMatchObject({ propertyId: ids.propertyId });
    expect(queued[0]!.payload.revisionIds).not.toContain(takenRevision!.id);
    const [flagged] = await db().select().from(bookingRevisions).where(eq(bookingRevisions.id, leftRevision!.id));
    expect(flagged!.alertedAt).not.toBeNull();
    // Revisions from before the channel manager was connected were never its to acknowledge.
    const alertedBefore = await db()
      .select({ id: bookingRevisions.id })
      .from(bookingRevisions)
      .where(and(lt(bookingRevisions.createdAt, connectedAt), isNotNull(bookingRevisions.alertedAt)));
    expect(alertedBefore).toEqual([]);

    // The email, to the hotel's address, names the booking and links to its page.
    await mail.drain();
    await mail.close();
    const sent = await Promise.all(
      (await readdir(outboxDir))
        .filter((name) => name.endsWith('.eml'))
        .map((name) => readFile(join(outboxDir, name), 'utf8')),
    ).then((raws) =>
      raws.map(readMime).filter((message) => (message.headers.subject ?? '').includes('connected system')),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.to).toContain('stay@ashbury-hotels.example');
    const text = sent[0]!.parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))?.body ?? '';
    expect(text).toContain(left.ReferenceNumber);
    expect(text).not.toContain(taken.ReferenceNumber);
    expect(text).toContain(`https://book.example.com/Admin/DEMO/Bookings/${left.ReferenceNumber}`);

    // The booking's page says it was not acknowledged in time.
    const page = await adminGet(
      t.app,
      manager.cookie,
      `/api/Admin/Reservations/${left.ReferenceNumber}?PropertyCode=DEMO`,
    );
    expect(adminReservationSchema.parse(page.json()).Revisions).toMatchObject([
      { Sequence: 1, Status: 'New', AcknowledgedAt: null, Overdue: true },
    ]);
  });
});
