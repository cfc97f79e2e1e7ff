import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCreateResponseSchema } from '../../../src/contract/reservation';
import { mailOutbox } from '../../../src/server/db/schema/mail';
import { reservations } from '../../../src/server/db/schema/reservations';
import { readMime, type SmtpInbox } from '../fakes/smtp-inbox';
import { startTestApp, type TestApp } from '../harness';
import { createBooking, demoBooking, demoClock, demoRoom, tempDataDir, type DemoIds } from './demo-booking';
import { bookingSite, startDemoApp } from './demo-app';

// Once a booking is confirmed, Ada gets an email: what she booked, how to reach the hotel, a
// link to her confirmation page and the stay as a calendar file. Mail never holds up or
// fails a booking.

let inbox: SmtpInbox;
let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  ({ t, ids, inbox } = await startDemoApp({ smtp: true, config: bookingSite }));
});
afterAll(() => t?.close());

describe('the confirmation email', () => {
  it('arrives by SMTP with the booking, the hotel contact details, a link and an .ics of the stay', async () => {
    const res = await createBooking(
      t.app,
      demoBooking(ids, { Rooms: [demoRoom(ids, { services: [{ code: 'PARKING' }] })] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const booking = reservationCreateResponseSchema.parse(res.json());

    // Ada's confirmation, and the hotel's notice of the new booking.
    const mails = await inbox.waitFor(2);
    const mail = mails.find((received) => received.to.includes('ada@example.com'));
    expect(mail!.to).toEqual(['ada@example.com']);
    const notice = mails.find((received) => received.to.includes('stay@ashbury-hotels.example'));
    expect(readMime(notice!.raw).headers.subject).toBe(`New booking: ${booking.ReferenceNumber} (Lovelace)`);
    const { headers, parts } = readMime(mail!.raw);
    expect(headers.subject).toBe(`Your booking at The Ashbury is confirmed (${booking.ReferenceNumber})`);
    expect(headers['reply-to']).toBe('stay@ashbury-hotels.example');

    const text = parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))!.body;
    expect(text).toContain(`Booking reference: ${booking.ReferenceNumber}`);
    expect(text).toContain('Wednesday 24th March 2027 to Friday 26th March 2027 (2 nights)');
    expect(text).toContain('Room 1: Classic Double, Best Flexible Rate');
    expect(text).toContain('Secure parking: £30.00');
    expect(text).toContain('Total: £288.00');
    expect(text).toContain('Paid £288.00 by Visa ending 4242.');
    expect(text).toContain('Telephone: +44 1632 960 123');
    expect(text).toContain('12 West Park, Harrogate, HG1 1BJ, United Kingdom');
    expect(text).toContain(`https://book.example.com/Book/DEMO/Confirmation/${booking.ConfirmationToken}`);
    expect(text).toContain(
      `Manage booking (cancel, change or add extras): https://book.example.com/Book/DEMO/Manage/${booking.ConfirmationToken}`,
    );
    const html = parts.find((part) => part.headers['content-type']?.startsWith('text/html'))!.body;
    expect(html).toContain(`href="https://book.example.com/Book/DEMO/Confirmation/${booking.ConfirmationToken}"`);
    expect(html).toContain(`href="https://book.example.com/Book/DEMO/Manage/${booking.ConfirmationToken}"`);

    const calendar = parts.find((part) => part.headers['content-type']?.startsWith('text/calendar'))!;
    expect(calendar.headers['content-disposition']).toContain(`stay-${booking.ReferenceNumber}.ics`);
    const ics = calendar.body;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(ics).toContain('DTSTART;VALUE=DATE:20270324');
    expect(ics).toContain('DTEND;VALUE=DATE:20270326');
    expect(ics).toContain(`UID:${booking.ReferenceNumber}@book.example.com`);
    expect(ics).toMatch(/SUMMARY:Stay at The Ashbury \(/);
    expect(ics).toContain('END:VCALENDAR');

    // The card number never travels in mail.
    expect(mail!.raw).not.toContain('4242424242424242');
    expect(mail!.raw).not.toContain('4242 4242 4242 4242');
  });

  it('is not sent for a booking still waiting for its payment', async () => {
    const before = inbox.messages.length;
    const res = await createBooking(t.app, demoBooking(ids, { PaymentType: 4, CardDetails: null }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.referenceNumber, res.json().ReferenceNumber));
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, String(row!.id))),
    ).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.messages.length).toBe(before);
  });

  it('does not fail the booking when the mail server is down; it is kept to retry', async () => {
    // Same database, a server whose SMTP server refuses connections.
    const down = await startTestApp({
      database: t.database,
      now: () => demoClock,
      config: { SMTP_URL: 'smtp://127.0.0.1:1', DATA_DIR: tempDataDir() },
    });
    try {
      const res = await createBooking(down.app, demoBooking(ids));
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(eq(reservations.referenceNumber, res.json().ReferenceNumber));
      const deadline = Date.now() + 10_000;
      let queued: (typeof mailOutbox.$inferSelect)[] = [];
      while (Date.now() < deadline) {
        queued = await t.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.dedupeKey, String(row!.id)));
        if (queued[0]?.lastError) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ sentAt: null, attempts: 1 });
      expect(queued[0]!.lastError).toBeTruthy();
      expect(queued[0]!.nextAttemptAt.getTime()).toBeGreaterThan(demoClock.getTime());
    } finally {
      await down.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const dataDir = tempDataDir();
    const local = await startTestApp({ database: t.database, now: () => demoClock, config: { DATA_DIR: dataDir } });
    try {
      const res = await createBooking(local.app, demoBooking(ids));
      expect(res.statusCode).toBe(201);
      const outbox = join(dataDir, 'outbox');
      const deadline = Date.now() + 10_000;
      let files: string[] = [];
      while (Date.now() < deadline) {
        files = await readdir(outbox).catch(() => []);
        if (files.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // The guest's confirmation and the hotel's notice.
      while (Date.now() < deadline && files.length < 2) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        files = await readdir(outbox).catch(() => []);
      }
      expect(files).toHaveLength(2);
      expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
      const subjects = await Promise.all(
        files.map(async (file) => readMime(await readFile(join(outbox, file), 'utf8')).headers.subject),
      );
      expect(subjects.sort()).toEqual([
        `New booking: ${res.json().ReferenceNumber} (Lovelace)`,
        `Your booking at The Ashbury is confirmed (${res.json().ReferenceNumber})`,
      ]);
    } finally {
      await local.close();
    }
  });
});
