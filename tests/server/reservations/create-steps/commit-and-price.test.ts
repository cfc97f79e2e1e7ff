import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationCreateRequestSchema } from '../../../../src/contract/reservation';
import { todayIn } from '../../../../src/domain/same-day';
import { createAriRepository } from '../../../../src/server/availability/ari-repository';
import { AppError } from '../../../../src/server/errors';
import type { CardGateway } from '../../../../src/server/payments/card-gateway';
import { createSandboxCardGateway } from '../../../../src/server/payments/sandbox-card-gateway';
import { createPropertyRepository, type PropertyRecord } from '../../../../src/server/properties/repository';
import { cardChargeOf, commitBooking } from '../../../../src/server/reservations/create-steps/commit';
import { loadBookingInputs } from '../../../../src/server/reservations/create-steps/load-inputs';
import { newReservation, newReservationItems } from '../../../../src/server/reservations/create-steps/new-reservation';
import { priceWithVoucher, type BookingPrice } from '../../../../src/server/reservations/create-steps/price';
import { createReservationRepository } from '../../../../src/server/reservations/repository';
import { IdempotencyKeyTaken } from '../../../../src/server/reservations/repository-errors';
import { openTestDatabase, type TestDatabase } from '../../harness';
import {
  addGiftVoucher,
  bookedRooms,
  demoBooking,
  demoClock,
  loadDemoIds,
  reservationCount,
  weeknights,
  type DemoIds,
} from '../demo-booking';

// The load, price and commit steps of Reservation/Create on the demo hotel's real database:
// what they take, what they refuse, and that a refusal leaves the inventory as it was.

let database: TestDatabase;
let ids: DemoIds;
let property: PropertyRecord;
const log = pino({ level: 'silent' });
const today = () => todayIn(property.timeZone, demoClock);

beforeAll(async () => {
  database = await openTestDatabase({ today: demoClock.toISOString().slice(0, 10) });
  ids = await loadDemoIds(database.db);
  property = (await createPropertyRepository(database.db).findProperty('DEMO'))!;
});
afterAll(() => database?.dispose());

const repository = () => createReservationRepository(database.db);
const ari = () => createAriRepository(database.db);
const request = (overrides: Parameters<typeof demoBooking>[1] = {}) =>
  reservationCreateRequestSchema.parse(demoBooking(ids, overrides));

async function loadAndPrice(req: ReturnType<typeof request>, expireHolds = async () => 0) {
  const inputs = await loadBookingInputs(
    { repository: repository(), ari: ari(), guestAccounts: { savedCardOf: async () => null } },
    { request: req, idempotencyKey: randomUUID(), property, guest: null },
  );
  const price = await priceWithVoucher(
    { ari: ari(), repository: repository(), expireHolds },
    { request: req, property, today: today(), now: demoClock, pricing: inputs.pricing, voucher: inputs.voucher },
  );
  return { inputs, price };
}

function toCommit(
  req: ReturnType<typeof request>,
  inputs: Awaited<ReturnType<typeof loadAndPrice>>['inputs'],
  price: BookingPrice,
  key = randomUUID(),
) {
  const referenceNumber = `T${randomUUID().slice(0, 7).toUpperCase()}`;
  const names = {
    referenceNumber,
    confirmationNonce: randomUUID(),
    confirmationToken: randomUUID(),
    providerReference: null,
    providerName: null,
    redirectUrl: null,
    holdExpiresAt: null,
  };
  const { row } = newReservation({
    request: req,
    property,
    guest: null,
    company: inputs.company,
    voucher: inputs.voucher,
    price,
    names,
    idempotencyKey: key,
    fingerprint: 'f',
    now: demoClock,
  });
  return {
    row,
    items: newReservationItems(price.priced, inputs.configurationOptions),
    priced: price.priced,
    voucherDiscount: price.voucherDiscount,
    today: today(),
    charge: cardChargeOf(req, inputs.savedCard),
    payments: price.payments,
    payment: { amount: price.paidOnline, currency: property.currency, reference: referenceNumber, description: 'test' },
    now: demoClock,
  };
}

describe('loading and pricing a booking', () => {
  it('prices two weeknights in a Classic Double at £258 from the server rates, whatever the client says', async () => {
    const req = request();
    const { inputs, price } = await loadAndPrice(req);
    expect(inputs.earlier).toBeUndefined();
    expect(inputs.countryKnown).toBe(true);
    expect(price).toMatchObject({
      voucherDiscount: 0,
      total: 25_800,
      taxesAdded: 0,
      payAtProperty: 0,
      paidOnline: 25_800,
    });
  });

  it('takes a gift voucher off the total, and refuses one that does not exist with a 400 naming the field', async () => {
    await addGiftVoucher(database.db, ids.propertyId, 'STEP-50', 50);
    expect((await loadAndPrice(request({ HopGiftVoucherCode: 'step-50' }))).price).toMatchObject({
      voucherDiscount: 5_000,
      total: 20_800,
    });
    const refused = await loadAndPrice(request({ HopGiftVoucherCode: 'NO-SUCH' })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(400);
  });
});

describe('committing a booking', () => {
  it('takes the nights and authorises the card in one go, answering the authorisation to capture', async () => {
    const req = request();
    const { inputs, price } = await loadAndPrice(req);
    const before = await bookedRooms(database.db, ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo);
    const authorisation = await commitBooking(
      { repository: repository(), cardGateway: createSandboxCardGateway(), expireHolds: async () => 0, log },
      toCommit(req, inputs, price),
    );
    expect(authorisation).toMatchObject({ approved: true, lastFourDigits: '4242' });
    expect(await bookedRooms(database.db, ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo)).toEqual(
      before.map((n) => n + 1),
    );
  });

  it('rolls everything back on a decline: 402 with the reason, no booking, no nights taken', async () => {
    const req = request({
      CardDetails: {
        CardNumber: '4000 0000 0000 0002',
        NameOnCard: 'Ada Lovelace',
        ExpiryMonth: 12,
        ExpiryYear: 2030,
        SecurityCode: '123',
        SaveCreditCardToIndividual: false,
      },
    });
    const { inputs, price } = await loadAndPrice(req);
    const [before, count] = [
      await bookedRooms(database.db, ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo),
      await reservationCount(database.db),
    ];
    const error = await commitBooking(
      { repository: repository(), cardGateway: createSandboxCardGateway(), expireHolds: async () => 0, log },
      toCommit(req, inputs, price),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 402, message: 'Your card was declined.' });
    expect(await bookedRooms(database.db, ids.roomTypes.CLASSIC!, weeknights.dateFrom, weeknights.dateTo)).toEqual(
      before,
    );
    expect(await reservationCount(database.db)).toBe(count);
  });

  it('says a used Idempotency-Key is taken, and voids nothing it did not authorise', async () => {
    const req = request();
    const { inputs, price } = await loadAndPrice(req);
    const key = randomUUID();
    const voided: string[] = [];
    const gateway: CardGateway = {
      ...createSandboxCardGateway(),
      voidAuthorisation: async (id) => void voided.push(id),
    };
    await commitBooking(
      { repository: repository(), cardGateway: gateway, expireHolds: async () => 0, log },
      toCommit(req, inputs, price, key),
    );
    const error = await commitBooking(
      { repository: repository(), cardGateway: gateway, expireHolds: async () => 0, log },
      toCommit(req, inputs, price, key),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdempotencyKeyTaken);
    expect(voided).toEqual([]);
  });

  it('answers 409 when the last rooms are gone, after one try to free overdue holds', async () => {
    const req = request();
    const { inputs, price } = await loadAndPrice(req);
    const booking = toCommit(req, inputs, price);
    const nights = booking.priced.roomNights.map((night) => ({ ...night, rooms: 10_000 }));
    let sweeps = 0;
    const error = await commitBooking(
      { repository: repository(), cardGateway: createSandboxCardGateway(), expireHolds: async () => ++sweeps, log },
      { ...booking, priced: { ...booking.priced, roomNights: nights } },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 409 });
    expect(sweeps).toBe(1);
  });
});
