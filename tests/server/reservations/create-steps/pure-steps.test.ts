import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { reservationCreateRequestSchema } from '../../../../src/contract/reservation';
import type { GuestAccounts } from '../../../../src/server/guest-accounts';
import { createSandboxCardGateway } from '../../../../src/server/payments/sandbox-card-gateway';
import { afterCommit, type CommittedBooking } from '../../../../src/server/reservations/create-steps/after-commit';
import { cardChargeOf, type ApprovedAuthorisation } from '../../../../src/server/reservations/create-steps/commit';
import {
  bookingMadeMessage,
  completePaymentMessage,
  newReservation,
} from '../../../../src/server/reservations/create-steps/new-reservation';
import { replayOf, requestFingerprint } from '../../../../src/server/reservations/create-steps/replay';
import { checkBookingRequest } from '../../../../src/server/reservations/create-steps/validate';
import { bookingConfigurationSettingsSchema } from '../../../../src/contract/property-definition';
import type { ReservationRow } from '../../../../src/server/reservations/repository';
import { touristTaxLine } from '../../../domain/tax-line-fixture';
import { demoBooking, demoClock, type DemoIds } from '../demo-booking';

// The steps of Reservation/Create that need no database: the replay under an Idempotency-Key,
// the booking as stored and answered, the card charged, and what happens after the commit.

const ids: DemoIds = {
  propertyId: 1,
  roomTypes: { CLASSIC: 1 },
  ratePlans: { FLEX: 1 },
  services: {},
  configurations: {},
  companies: {},
  countryGb: 1,
};
const request = (overrides: Parameters<typeof demoBooking>[1] = {}) =>
  reservationCreateRequestSchema.parse(demoBooking(ids, overrides));
const price = {
  priced: {
    dateFrom: '2027-03-24',
    dateTo: '2027-03-26',
    roomsTotal: 25_800,
    extrasTotal: 0,
    taxes: { price: 25_800, lines: [], net: 25_800, total: 25_800, payAtProperty: 0, rooms: [] },
  },
  voucherDiscount: 0,
  total: 25_800,
  taxesAdded: 0,
  payAtProperty: 0,
  paidOnline: 25_800,
  payments: {
    type: 'PayNow',
    dueNow: 25_800,
    guarantee: 'Card',
    items: [{ kind: 'Full', collect: 'Now', due: '2027-03-01', dueAt: null, amount: 25_800 }],
  },
} as unknown as Parameters<typeof newReservation>[0]['price'];
const names = {
  referenceNumber: 'ABCD2345',
  confirmationNonce: 'n',
  confirmationToken: 'token',
  providerReference: null,
  providerName: null,
  redirectUrl: null,
  holdExpiresAt: null,
};
const stored = (fields: Partial<ReservationRow>) =>
  ({
    confirmationNonce: 'n',
    responseBody: { Success: true },
    total: 25_800,
    currency: 'GBP',
    taxLines: [],
    taxesAdded: 0,
    payAtProperty: 0,
    ...fields,
  }) as ReservationRow;

describe('replaying under an Idempotency-Key', () => {
  it('treats a retry with a retyped card number and password as the same request, and a changed booking as another', () => {
    const first = requestFingerprint(request());
    expect(
      requestFingerprint(
        request({ CardDetails: { ...request().CardDetails!, CardNumber: '4242424242424242', SecurityCode: '999' } }),
      ),
    ).toBe(first);
    expect(requestFingerprint(request({ Notes: 'A room with a view.' }))).not.toBe(first);
  });

  it('answers the first booking to the same request, with its confirmation token, and 422 to a different one', () => {
    const row = stored({ requestFingerprint: requestFingerprint(request()) });
    expect(
      replayOf(row, requestFingerprint(request()), 'a-secret-key-of-at-least-32-characters').ConfirmationToken.length,
    ).toBeGreaterThan(20);
    expect(() => replayOf(row, requestFingerprint(request({ Notes: 'Other' })), 'k')).toThrow(
      expect.objectContaining({ statusCode: 422 }),
    );
  });

  it("answers with the stored lines, and gives an answer kept before taxes were sold the booking's kept ones", () => {
    const fingerprint = requestFingerprint(request());
    const secret = 'a-secret-key-of-at-least-32-characters';
    const kept = { Taxes: [], TotalWithTaxes: 258, PayAtProperty: 0, PaidOnline: 258 };
    expect(
      replayOf(
        stored({ requestFingerprint: fingerprint, responseBody: { Success: true, ...kept } }),
        fingerprint,
        secret,
      ),
    ).toMatchObject(kept);
    const tax = touristTaxLine({ nights: 2, guestNights: 4, amount: 1600 });
    expect(
      replayOf(
        stored({ requestFingerprint: fingerprint, taxLines: [tax], taxesAdded: 1600, payAtProperty: 1600 }),
        fingerprint,
        secret,
      ),
    ).toMatchObject({
      Success: true,
      TotalWithTaxes: 274,
      PayAtProperty: 16,
      PaidOnline: 258,
      Taxes: [{ Amount: 16 }],
    });
  });
});

describe('checking a booking before it is priced', () => {
  it('answers 400 naming the booker country it does not know, and passes the same request with a known one', () => {
    const property = {
      id: 1,
      timeZone: 'Europe/London',
      adultMaximumOccupancy: 4,
      childMaximumOccupancy: 3,
      enableChildrenSearch: true,
      enableInfantSearch: true,
      creditCards: ['visa'],
      payByPaystack: false,
    };
    const context = (countryKnown: boolean) => ({
      property,
      settings: bookingConfigurationSettingsSchema.parse({}),
      now: demoClock,
      today: '2027-03-03',
      guest: null,
      inputs: {
        configurationOptions: [],
        countryKnown,
        chosenCardTypeCode: undefined,
        company: undefined,
        savedCard: null,
      },
      cardGatewayName: 'sandbox',
    });
    expect(() => checkBookingRequest(request(), context(true))).not.toThrow();
    let problems: unknown;
    try {
      checkBookingRequest(request(), context(false));
    } catch (error) {
      problems = {
        status: (error as { statusCode?: number }).statusCode,
        ...(error as { modelState?: object }).modelState,
      };
    }
    expect(problems).toEqual({ status: 400, 'Booker.CountryId': ['Please choose your country.'] });
  });
});

describe('the booking as stored and answered', () => {
  it('confirms a card booking at once and keeps no confirmation token in the stored answer', () => {
    const { row, body } = newReservation({
      request: request(),
      property: { id: 1, currency: 'GBP' },
      guest: null,
      company: undefined,
      voucher: undefined,
      price,
      names,
      idempotencyKey: 'k',
      fingerprint: 'f',
      now: demoClock,
    });
    expect(body).toMatchObject({
      Status: 'Confirmed',
      Message: bookingMadeMessage,
      TotalCost: 258,
      ConfirmationToken: 'token',
      RedirectUrl: null,
    });
    expect(row).toMatchObject({
      status: 'confirmed',
      confirmedAt: demoClock,
      total: 25_800,
      bookerFirstName: 'Ada',
      responseBody: { ConfirmationToken: '' },
    });
  });

  it('holds a provider booking until its time, pointing the guest at the payment page', () => {
    const holdExpiresAt = new Date(demoClock.getTime() + 30 * 60_000);
    const provider = {
      ...names,
      providerReference: 'P-1',
      providerName: 'sandbox',
      redirectUrl: '/pay',
      holdExpiresAt,
    };
    const { row, body } = newReservation({
      request: request({ PaymentType: 4 }),
      property: { id: 1, currency: 'GBP' },
      guest: null,
      company: undefined,
      voucher: undefined,
      price,
      names: provider,
      idempotencyKey: 'k',
      fingerprint: 'f',
      now: demoClock,
    });
    expect(body).toMatchObject({
      Status: 'PendingPayment',
      Message: completePaymentMessage,
      RedirectUrl: '/pay',
      HoldExpiresAt: holdExpiresAt.toISOString(),
    });
    expect(row).toMatchObject({
      status: 'pending_payment',
      confirmedAt: null,
      paymentGateway: 'sandbox',
      providerReference: 'P-1',
    });
  });
});

describe('the card a booking charges', () => {
  it('charges a new card by its number, a saved card by its token only, and nothing for an invoice', () => {
    expect(cardChargeOf(request(), null)).toMatchObject({ newCard: { number: '4242424242424242', cardType: 'visa' } });
    const saved = {
      id: 7,
      token: 'tok',
      cardType: 'visa' as const,
      lastFourDigits: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      gateway: 'sandbox',
      nameOnCard: 'Ada',
    };
    expect(
      cardChargeOf(
        request({ CardDetails: { ...request().CardDetails!, CreditCardId: 7, CardNumber: '' } }),
        saved as never,
      ),
    ).toMatchObject({ savedCard: { token: 'tok' }, securityCode: '123' });
    expect(cardChargeOf(request({ PaymentType: 1, CardDetails: null }), null)).toBeNull();
  });
});

describe('after the commit', () => {
  const authorisation = {
    approved: true,
    authorisationId: 'auth-1',
    token: 'tok',
    cardType: 'visa',
    lastFourDigits: '4242',
    expiryMonth: 12,
    expiryYear: 2030,
  } as ApprovedAuthorisation;
  const committed = (fields: Partial<CommittedBooking>): CommittedBooking => ({
    request: request(),
    property: { id: 1 },
    guest: null,
    referenceNumber: 'ABCD2345',
    paidOnline: 25_800,
    confirmed: true,
    authorisation,
    newCardToKeep: null,
    ...fields,
  });

  function world(captureFails = false) {
    const seen = { captured: [] as [string, number][], saved: [] as string[], registered: [] as string[], mails: 0 };
    const cardGateway = {
      ...createSandboxCardGateway(),
      capture: async (id: string, amount: number) =>
        captureFails ? Promise.reject(new Error('gateway down')) : void seen.captured.push([id, amount]),
    };
    const guestAccounts = {
      saveCard: async (_id: number, card: { nameOnCard: string }) => void seen.saved.push(card.nameOnCard),
      registerWhileBooking: async (account: { email: string }) => void seen.registered.push(account.email),
    } as unknown as Pick<GuestAccounts, 'saveCard' | 'registerWhileBooking'>;
    return {
      seen,
      deps: { cardGateway, guestAccounts, log: pino({ level: 'silent' }), mailQueued: () => void seen.mails++ },
    };
  }

  it('captures the total, keeps the new card the signed-in guest asked to keep, and sends the mail', async () => {
    const { seen, deps } = world();
    const guest = { individualId: 3 } as CommittedBooking['guest'];
    await afterCommit(deps, committed({ guest, newCardToKeep: { nameOnCard: 'Ada Lovelace' } }));
    expect(seen).toEqual({ captured: [['auth-1', 25_800]], saved: ['Ada Lovelace'], registered: [], mails: 1 });
  });

  it('registers a booker who asked for an account, and the booking stands when the capture fails', async () => {
    const { seen, deps } = world(true);
    await afterCommit(
      deps,
      committed({
        request: request({ Password: 'correct horse battery', ConfirmPassword: 'correct horse battery' }),
        confirmed: false,
      }),
    );
    expect(seen).toEqual({ captured: [], saved: [], registered: ['ada@example.com'], mails: 0 });
  });
});
