import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCreateResponseSchema } from '../../../src/contract/reservation';
import { readMime, type ReceivedMail, type SmtpInbox } from '../fakes/smtp-inbox';
import type { TestApp } from '../harness';
import { bookWithLink, openLink } from '../precheckin/pre-check-in-fixture';
import { createBooking, demoBooking, demoClock, demoRoom, type DemoIds } from './demo-booking';
import { bookingSite, startDemoApp } from './demo-app';
import { manageBooking, postChange } from './manage-fixture';

// What Ada and the hotel read after she changes her booking: each change reaches both, says
// what changed, and a cancellation takes the stay out of Ada's calendar.

let inbox: SmtpInbox;
let t: TestApp;
let ids: DemoIds;
let clock = demoClock;

beforeAll(async () => {
  ({ t, ids, inbox } = await startDemoApp({ now: () => clock, smtp: true, config: bookingSite }));
});
afterAll(() => t?.close());

async function mailsAbout(reference: string, count: number): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = inbox.messages.filter((mail) => mail.raw.includes(reference));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const textOf = (mail: ReceivedMail) =>
  readMime(mail.raw).parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))!.body;
const subjectOf = (mail: ReceivedMail) => readMime(mail.raw).headers.subject ?? '';

/** Ada finds her booking from its reference and her email, as the manage-booking page does: its token. */
async function findAsAda(referenceNumber: string): Promise<string> {
  const res = await postChange(
    t.app,
    'Find',
    { PropertyId: 'DEMO', ReferenceNumber: referenceNumber, Email: 'ada@example.com' },
    null,
  );
  return res.json().ConfirmationToken as string;
}

describe('after a cancellation', () => {
  it("tells Ada with a calendar file that cancels her stay's event, and tells the hotel what it kept", async () => {
    const res = await createBooking(t.app, demoBooking(ids, { Rooms: [demoRoom(ids)] }));
    const booking = reservationCreateResponseSchema.parse(res.json());
    clock = new Date('2027-03-23T15:00:00Z');
    expect((await postChange(t.app, 'Cancel', { ConfirmationToken: booking.ConfirmationToken })).statusCode).toBe(200);
    // The outbox sends what is due by the same clock.
    const mails = await mailsAbout(booking.ReferenceNumber, 4);
    clock = demoClock;
    const toAda = mails.filter((mail) => mail.to.includes('ada@example.com'));
    const toHotel = mails.filter((mail) => mail.to.includes('stay@ashbury-hotels.example'));
    expect(toAda.map(subjectOf).sort()).toEqual([
      `Your booking at The Ashbury is cancelled (${booking.ReferenceNumber})`,
      `Your booking at The Ashbury is confirmed (${booking.ReferenceNumber})`,
    ]);
    expect(toHotel.map(subjectOf).sort()).toEqual([
      `Booking cancelled: ${booking.ReferenceNumber} (Lovelace)`,
      `New booking: ${booking.ReferenceNumber} (Lovelace)`,
    ]);

    const cancelled = toAda.find((mail) => subjectOf(mail).includes('cancelled'))!;
    expect(textOf(cancelled)).toContain('Cancellation fee kept: £129.00.');
    // The fee's share of the 20 % VAT in the price: 129 - 129 / 1.2.
    expect(textOf(cancelled)).toContain('Of which VAT 20 % (included): £21.50.');
    expect(textOf(cancelled)).toContain('Refunded: £129.00 to the original payment.');
    expect(textOf(cancelled)).toContain(
      `Manage your booking: https://book.example.com/Book/DEMO/Manage/${booking.ConfirmationToken}`,
    );
    const confirmed = toAda.find((mail) => subjectOf(mail).includes('confirmed'))!;
    const icsOf = (mail: ReceivedMail) =>
      readMime(mail.raw).parts.find((part) => part.headers['content-type']?.startsWith('text/calendar'))!.body;
    const uidOf = (ics: string) => /UID:(.+)\r?\n/.exec(ics)![1]!.trim();
    const cancelIcs = icsOf(cancelled);
    expect(cancelIcs).toContain('METHOD:CANCEL');
    expect(cancelIcs).toContain('STATUS:CANCELLED');
    expect(uidOf(cancelIcs)).toBe(uidOf(icsOf(confirmed)));

    const hotel = toHotel.find((mail) => subjectOf(mail).startsWith('Booking cancelled'))!;
    expect(textOf(hotel)).toContain('The whole booking was cancelled.');
    expect(textOf(hotel)).toContain('Cancellation fee kept: £129.00.');
  });

  it('answers the pre-check-in link of a cancelled booking with a clear message', async () => {
    const link = await bookWithLink(t.app, t.database.db, ids);
    const token = await findAsAda(link.referenceNumber);
    expect((await postChange(t.app, 'Cancel', { ConfirmationToken: token })).statusCode).toBe(200);
    const res = await openLink(t.app, link);
    expect(res.json()).toEqual({
      Success: false,
      Title: 'Warning',
      Message: 'This booking has been cancelled, so there is nothing to check in for.',
    });
  });
});

describe('pre-check-in after a room is cancelled', () => {
  it('shows only the rooms still booked', async () => {
    const link = await bookWithLink(t.app, t.database.db, ids, {
      Rooms: [demoRoom(ids), demoRoom(ids, { leadGuest: { FirstName: 'Charles', LastName: 'Babbage' } })],
    });
    const token = await findAsAda(link.referenceNumber);
    const second = (await manageBooking(t.app, token)).Rooms[1]!.ReservationItemId;
    expect(
      (await postChange(t.app, 'Cancel', { ConfirmationToken: token, ReservationItemIds: [second] })).statusCode,
    ).toBe(200);
    const opened = (await openLink(t.app, link)).json() as { ReservationItems: { ReservationItemId: number }[] };
    expect(opened.ReservationItems.map((item) => item.ReservationItemId)).not.toContain(second);
    expect(opened.ReservationItems).toHaveLength(1);
  });
});

describe('after a change of guests', () => {
  it('tells Ada and the hotel the new name', async () => {
    const res = await createBooking(t.app, demoBooking(ids));
    const booking = reservationCreateResponseSchema.parse(res.json());
    const room = (await manageBooking(t.app, booking.ConfirmationToken)).Rooms[0]!;
    const edit = await postChange(t.app, 'Guests', {
      ConfirmationToken: booking.ConfirmationToken,
      Rooms: [{ ReservationItemId: room.ReservationItemId, LeadGuest: { FirstName: 'Grace', LastName: 'Murray' } }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const mails = await mailsAbout(booking.ReferenceNumber, 4);
    const changed = mails.filter((mail) => subjectOf(mail).includes('changed'));
    expect(changed.map((mail) => mail.to[0]).sort()).toEqual(['ada@example.com', 'stay@ashbury-hotels.example']);
    for (const mail of changed) expect(textOf(mail)).toContain('Room 1: lead guest Grace Hopper is now Grace Murray.');
  });
});
