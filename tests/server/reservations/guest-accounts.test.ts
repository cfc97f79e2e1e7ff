import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCreateResponseSchema, type ReservationCreateRequestInput } from '../../../src/contract/reservation';
import { reservationConfirmationSchema } from '../../../src/contract/reservation-confirmation';
import { checkoutMessages } from '../../../src/domain/checkout';
import { passwordsDoNotMatchMessage, passwordTooWeakMessage } from '../../../src/domain/password';
import { individuals, savedCards } from '../../../src/server/db/schema/accounts';
import { reservations } from '../../../src/server/db/schema/reservations';
import { savedCardMessages } from '../../../src/server/reservations/validate-request';
import {
  keepSandboxCard,
  logIn,
  postAccount,
  signUpAndLogIn,
  subjectOf,
  waitForAccountLink,
} from '../accounts/account-fixture';
import type { SmtpInbox } from '../fakes/smtp-inbox';
import type { TestApp } from '../harness';
import { approvedCard } from '../../domain/card-fixture';
import { bookedRooms, demoBooking, demoRoom, reservationCount, type DemoIds } from './demo-booking';
import { startDemoApp } from './demo-app';

// Booking as a signed-in guest: the account is the session's, saved cards pay with
// their security code alone, a new card can be kept, an individual invoice needs the guest's
// CanChoosePaymentMethod, and a guest who is not signed in can create an account while booking.

let inbox: SmtpInbox;
let t: TestApp;
let ids: DemoIds;
let ada: { cookie: string; individualId: number };
let bob: { cookie: string; individualId: number };

beforeAll(async () => {
  ({ t, ids, inbox } = await startDemoApp({ smtp: true }));
  ada = await signUpAndLogIn(t.app, inbox, { email: 'ada.booking@example.com', firstName: 'Ada' });
  bob = await signUpAndLogIn(t.app, inbox, { email: 'bob.booking@example.com', firstName: 'Bob', lastName: 'Smith' });
});
afterAll(() => t?.close());

const db = () => t.database.db;

function book(body: ReservationCreateRequestInput, opts: { cookie?: string; key?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Reservation/Create',
    headers: { 'idempotency-key': opts.key ?? randomUUID(), ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: body,
  });
}

/** A booking by the signed-in guest `who`, for a room type of its own so tests never compete for rooms. */
function bookingBy(
  who: 'Ada' | 'Bob',
  roomType: string,
  overrides: Partial<ReservationCreateRequestInput> = {},
): ReservationCreateRequestInput {
  const base = demoBooking(ids, { Rooms: [demoRoom(ids, { roomType })] });
  const booker =
    who === 'Ada'
      ? { Email: 'ada.booking@example.com' }
      : { FirstName: 'Bob', LastName: 'Smith', Email: 'bob.booking@example.com' };
  return { ...base, Booker: { ...base.Booker, ...booker }, ...overrides };
}

const payWithSavedCard = (creditCardId: number, securityCode = '123') => ({
  CreditCardId: creditCardId,
  SecurityCode: securityCode,
});

async function confirmationOf(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Reservation/Confirmation?propertyId=DEMO&confirmationToken=${token}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return reservationConfirmationSchema.parse(res.json());
}

async function savedCardsOnAccount(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/Account?propertyId=DEMO', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return {
    body: res.body,
    cards: (
      res.json() as {
        CreditCards: {
          CreditCardId: number;
          CardType: string;
          LastFourDigits: string;
          ExpiryMonth: number;
          ExpiryYear: number;
          NameOnCard: string;
        }[];
      }
    ).CreditCards,
  };
}

async function bookerIndividualIdOf(referenceNumber: string) {
  const [row] = await db()
    .select({ id: reservations.bookerIndividualId })
    .from(reservations)
    .where(eq(reservations.referenceNumber, referenceNumber));
  return row?.id;
}

/** A card the sandbox tokenised for `individualId`, kept on the account as the gateway answered it. */
const keepTokenisedCard = (individualId: number, number: string) =>
  keepSandboxCard(db(), individualId, {
    number,
    nameOnCard: 'Bob Smith',
    expiryMonth: 11,
    expiryYear: 2031,
    cardType: 'visa',
  });

describe('keeping a new card while booking (SaveCreditCardToIndividual)', () => {
  it('keeps the card once on the signed-in guest account, last four only, and a replay keeps no second one', async () => {
    expect((await savedCardsOnAccount(ada.cookie)).cards).toEqual([]);
    const body = bookingBy('Ada', 'CLASSIC', { CardDetails: { ...approvedCard, SaveCreditCardToIndividual: true } });
    const key = randomUUID();
    const first = await book(body, { cookie: ada.cookie, key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ Status: 'Confirmed' });

    const account = await savedCardsOnAccount(ada.cookie);
    expect(account.cards).toEqual([
      {
        CreditCardId: expect.any(Number),
        CardType: 'visa',
        LastFourDigits: '4242',
        ExpiryMonth: 12,
        ExpiryYear: 2030,
        NameOnCard: 'Ada Lovelace',
      },
    ]);
    expect(account.body).not.toContain('4242424242424242');

    const replay = await book(body, { cookie: ada.cookie, key });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().ReferenceNumber).toBe(first.json().ReferenceNumber);
    expect((await savedCardsOnAccount(ada.cookie)).cards).toHaveLength(1);
  });

  it('keeps nothing for a guest who is not signed in', async () => {
    const before = await db().select({ id: savedCards.id }).from(savedCards);
    const res = await book(
      demoBooking(ids, {
        Rooms: [demoRoom(ids, { roomType: 'KING' })],
        CardDetails: { ...approvedCard, CardNumber: '5555 5555 5555 4444', SaveCreditCardToIndividual: true },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await db().select({ id: savedCards.id }).from(savedCards)).toHaveLength(before.length);
  });
});

describe('paying with a saved card', () => {
  it('needs only the security code, and charges the saved card', async () => {
    const [card] = (await savedCardsOnAccount(ada.cookie)).cards;
    expect(card).toBeDefined();
    const res = await book(bookingBy('Ada', 'TWIN', { CardDetails: payWithSavedCard(card!.CreditCardId) }), {
      cookie: ada.cookie,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = reservationCreateResponseSchema.parse(res.json());
    expect(body).toMatchObject({ Status: 'Confirmed', PaymentType: 0 });
    expect(await confirmationOf(body.ConfirmationToken)).toMatchObject({
      PaymentStatus: 'Paid',
      AmountPaid: body.TotalCost,
      Card: { CardType: 'visa', LastFourDigits: '4242', ExpiryMonth: 12, ExpiryYear: 2030 },
    });
    // The booking is the session's guest's, whatever IndividualId the body claims.
    expect(await bookerIndividualIdOf(body.ReferenceNumber)).toBe(ada.individualId);
  });

  it("refuses another guest's card and books nothing", async () => {
    const [adasCard] = (await savedCardsOnAccount(ada.cookie)).cards;
    const count = await reservationCount(db());
    const rooms = await bookedRooms(db(), ids.roomTypes.TWIN!, '2027-03-24', '2027-03-26');
    const res = await book(bookingBy('Bob', 'TWIN', { CardDetails: payWithSavedCard(adasCard!.CreditCardId) }), {
      cookie: bob.cookie,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState['CardDetails.CreditCardId']).toEqual([savedCardMessages.notFound]);
    expect(await reservationCount(db())).toBe(count);
    expect(await bookedRooms(db(), ids.roomTypes.TWIN!, '2027-03-24', '2027-03-26')).toEqual(rooms);
  });

  it('asks a guest who is not signed in to sign in, and books nothing', async () => {
    const [adasCard] = (await savedCardsOnAccount(ada.cookie)).cards;
    const count = await reservationCount(db());
    const res = await book(bookingBy('Ada', 'TWIN', { CardDetails: payWithSavedCard(adasCard!.CreditCardId) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState['CardDetails.CreditCardId']).toEqual([savedCardMessages.signIn]);
    expect(await reservationCount(db())).toBe(count);
  });

  it('needs the security code of the right length', async () => {
    const [card] = (await savedCardsOnAccount(ada.cookie)).cards;
    const res = await book(bookingBy('Ada', 'TWIN', { CardDetails: payWithSavedCard(card!.CreditCardId, '') }), {
      cookie: ada.cookie,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ModelState['CardDetails.SecurityCode']).toEqual(['Please enter the 3-digit security code.']);
  });

  it('answers 402 when the saved card declines, and books nothing', async () => {
    const cancelledCard = await keepTokenisedCard(bob.individualId, '4000000000000341');
    const count = await reservationCount(db());
    const rooms = await bookedRooms(db(), ids.roomTypes.TWIN!, '2027-03-24', '2027-03-26');
    const res = await book(bookingBy('Bob', 'TWIN', { CardDetails: payWithSavedCard(cancelledCard) }), {
      cookie: bob.cookie,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ Message: 'Your card was declined.' });
    expect(await reservationCount(db())).toBe(count);
    expect(await bookedRooms(db(), ids.roomTypes.TWIN!, '2027-03-24', '2027-03-26')).toEqual(rooms);
  });
});

describe('paying by individual invoice', () => {
  it('is refused until the guest may choose the payment method, then confirmed with the whole amount due', async () => {
    const invoice = { PaymentType: 1 as const, CardDetails: null };
    const count = await reservationCount(db());
    const refused = await book(bookingBy('Bob', 'CLASSIC', invoice), { cookie: bob.cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().ModelState.PaymentType).toEqual([checkoutMessages.individualInvoiceNotAllowed]);
    expect(await reservationCount(db())).toBe(count);

    // Operators grant it.
    await db().update(individuals).set({ canChoosePaymentMethod: true }).where(eq(individuals.id, bob.individualId));
    const res = await book(
      bookingBy('Bob', 'CLASSIC', {
        ...invoice,
        Booker: { ...bookingBy('Bob', 'CLASSIC').Booker, IndividualId: ada.individualId },
      }),
      { cookie: bob.cookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = reservationCreateResponseSchema.parse(res.json());
    expect(body).toMatchObject({ Status: 'Confirmed', PaymentType: 1 });
    expect(await confirmationOf(body.ConfirmationToken)).toMatchObject({
      PaymentStatus: 'Due',
      AmountPaid: 0,
      AmountDue: body.TotalCost,
      Card: null,
    });
    expect(await bookerIndividualIdOf(body.ReferenceNumber)).toBe(bob.individualId);
  });
});

describe('creating an account while booking', () => {
  const grace = 'grace.booking@example.com';
  const graceBooking = (overrides: Partial<ReservationCreateRequestInput>) => {
    const base = demoBooking(ids, { Rooms: [demoRoom(ids, { roomType: 'KING' })] });
    return { ...base, Booker: { ...base.Booker, FirstName: 'Grace', LastName: 'Hopper', Email: grace }, ...overrides };
  };

  it('refuses a weak password or one not confirmed, and books nothing', async () => {
    const count = await reservationCount(db());
    const weak = await book(graceBooking({ Password: 'short', ConfirmPassword: 'short' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().ModelState.Password).toEqual([passwordTooWeakMessage]);
    const unconfirmed = await book(graceBooking({ Password: 'compiler-1952', ConfirmPassword: 'compiler-1953' }));
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().ModelState.ConfirmPassword).toEqual([passwordsDoNotMatchMessage]);
    expect(await reservationCount(db())).toBe(count);
  });

  it('books, then sends the account confirmation email; the confirmed account signs in with that password', async () => {
    const res = await book(graceBooking({ Password: 'compiler-1952', ConfirmPassword: 'compiler-1952' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = reservationCreateResponseSchema.parse(res.json());
    expect(body.Status).toBe('Confirmed');
    expect(await bookerIndividualIdOf(body.ReferenceNumber)).toBeNull();

    const link = await waitForAccountLink(inbox, grace, 'ConfirmEmail');
    await expect
      .poll(() => inbox.messages.filter((mail) => mail.to.includes(grace)).map(subjectOf), { timeout: 10_000 })
      .toContain(`Your booking at The Ashbury is confirmed (${body.ReferenceNumber})`);
    const confirmed = await postAccount(t.app, 'ConfirmEmail', {
      PropertyId: link.pathname.split('/').pop(),
      Token: link.searchParams.get('token'),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await logIn(t.app, grace, 'compiler-1952');
    expect((await confirmationOf(body.ConfirmationToken)).PaymentStatus).toBe('Paid');
  });
});
