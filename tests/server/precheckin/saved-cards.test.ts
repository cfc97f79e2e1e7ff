import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preCheckInReservationSchema, type PreCheckInSaveRequest } from '../../../src/contract/pre-check-in';
import { reservationCreateResponseSchema } from '../../../src/contract/reservation';
import { reservationConfirmationSchema } from '../../../src/contract/reservation-confirmation';
import { keepSandboxCard, signUpAndLogIn } from '../accounts/account-fixture';
import type { SmtpInbox } from '../fakes/smtp-inbox';
import type { TestApp } from '../harness';
import { demoBooking, type DemoIds } from '../reservations/demo-booking';
import { deviceOf, savePayload, withGraceAndAlan } from './pre-check-in-fixture';
import { startDemoApp } from '../reservations/demo-app';

// Ada booked while signed in. Opening her pre-check-in link signed in, she sees the cards saved
// on her account and may put one on file for the stay; nobody else sees or uses them.

let inbox: SmtpInbox;
let t: TestApp;
let ids: DemoIds;
let ada: { cookie: string; individualId: number };
let bob: { cookie: string; individualId: number };
let adaCardId: number;
let bobCardId: number;
let link: { propertyCode: string; referenceNumber: string; code: string; reservationId: number };

const keepCard = (individualId: number, number: string, nameOnCard: string) =>
  keepSandboxCard(t.database.db, individualId, {
    number,
    nameOnCard,
    expiryMonth: 10,
    expiryYear: 2032,
    cardType: 'mastercard',
  });

function openAs(cookie: string | null) {
  const query = new URLSearchParams({
    propertyId: link.propertyCode,
    referenceNumber: link.referenceNumber,
    hash: link.code,
  });
  return t.app.inject({
    method: 'GET',
    url: `/api/PreCheckIn/Get?${query}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: deviceOf(link.reservationId),
  });
}

function saveAs(cookie: string | null, payload: PreCheckInSaveRequest) {
  return t.app.inject({
    method: 'POST',
    url: '/api/PreCheckIn/Save',
    headers: { 'idempotency-key': randomUUID(), ...(cookie ? { cookie } : {}) },
    payload: payload as object,
    remoteAddress: deviceOf(link.reservationId),
  });
}

beforeAll(async () => {
  ({ t, ids, inbox } = await startDemoApp({ smtp: true }));
  ada = await signUpAndLogIn(t.app, inbox, { email: 'ada.checkin@example.com', firstName: 'Ada' });
  bob = await signUpAndLogIn(t.app, inbox, { email: 'bob.checkin@example.com', firstName: 'Bob', lastName: 'Smith' });
  adaCardId = await keepCard(ada.individualId, '5555555555554444', 'Ada Lovelace');
  bobCardId = await keepCard(bob.individualId, '5555555555554444', 'Bob Smith');

  const body = demoBooking(ids);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Reservation/Create',
    headers: { 'idempotency-key': randomUUID(), cookie: ada.cookie },
    payload: { ...body, Booker: { ...body.Booker, Email: 'ada.checkin@example.com' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = reservationCreateResponseSchema.parse(res.json());
  const confirmation = reservationConfirmationSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/Reservation/Confirmation?propertyId=DEMO&confirmationToken=${created.ConfirmationToken}`,
      })
    ).json(),
  );
  const [, , propertyCode, referenceNumber, code] = confirmation.PreCheckInPath!.split('/');
  link = { propertyCode: propertyCode!, referenceNumber: referenceNumber!, code: code!, reservationId: 0 };
  link.reservationId = preCheckInReservationSchema.parse((await openAs(null)).json()).EntityId;
});
afterAll(() => t?.close());

describe('saved cards at pre-check-in', () => {
  it('are listed for the signed-in booker only', async () => {
    const asAda = preCheckInReservationSchema.parse((await openAs(ada.cookie)).json());
    expect(asAda.Booker?.IndividualId).toBe(ada.individualId);
    expect(asAda.CreditCards).toEqual([
      {
        CreditCardId: adaCardId,
        CardType: 'mastercard',
        LastFourDigits: '4444',
        ExpiryMonth: 10,
        ExpiryYear: 2032,
        NameOnCard: 'Ada Lovelace',
      },
    ]);
    expect(preCheckInReservationSchema.parse((await openAs(null)).json()).CreditCards).toEqual([]);
    expect(preCheckInReservationSchema.parse((await openAs(bob.cookie)).json()).CreditCards).toEqual([]);
  });

  it("can be put on file by the booker, but not by another guest or with another guest's card", async () => {
    const reservation = preCheckInReservationSchema.parse((await openAs(ada.cookie)).json());
    const payload = withGraceAndAlan(
      savePayload({ ...link, path: '' }, reservation, { Booker: { ...reservation.Booker!, City: 'London' } }),
    );

    for (const [cookie, cardId] of [
      [bob.cookie, bobCardId],
      [bob.cookie, adaCardId],
      [ada.cookie, bobCardId],
      [null, adaCardId],
    ] as const) {
      const refused = await saveAs(cookie, { ...payload, CardDetails: { CreditCardId: cardId } });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().ModelState)).toEqual(['CardDetails.CreditCardId']);
    }
    expect(preCheckInReservationSchema.parse((await openAs(null)).json()).CardOnFile?.LastFourDigits).toBe('4242');

    const res = await saveAs(ada.cookie, { ...payload, CardDetails: { CreditCardId: adaCardId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(preCheckInReservationSchema.parse((await openAs(null)).json()).CardOnFile).toEqual({
      CardType: 'mastercard',
      LastFourDigits: '4444',
      ExpiryMonth: 10,
      ExpiryYear: 2032,
    });
  });
});
