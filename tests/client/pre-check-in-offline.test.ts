import { beforeEach, describe, expect, it } from 'vitest';
import type {
  PreCheckInReservation,
  PreCheckInSaveRequest,
  PreCheckInSaveResponse,
} from '../../src/contract/pre-check-in';
import { ApiError, OfflineError } from '../../src/client/api';
import {
  draftFitsReservation,
  draftFromReservation,
  preCheckInStorageKey,
  readStoredPreCheckIn,
  saveRequestOf,
  withServiceQuantity,
  writeStoredPreCheckIn,
  type CardEntry,
} from '../../src/client/features/precheckin/pre-check-in-draft';
import {
  isWaitingSave,
  pendingSaveOf,
  queueSave,
  sendPendingSave,
  type OutboxDeps,
} from '../../src/client/features/precheckin/pre-check-in-outbox';
import { initialPreCheckInPosition } from '../../src/domain/pre-check-in-steps';

// Ada checks in on her phone on a train: her entries stay on the phone, and a save made
// without signal waits there and reaches the hotel once, whatever retries it.

const reservation: PreCheckInReservation = {
  PropertyId: 1,
  ReferenceNumber: 'ASH-1001',
  IsReservation: true,
  EntityId: 77,
  SpecialRequests: '',
  TotalAccommodationPrice: 258,
  TotalServicesPrice: 44,
  Currency: 'GBP',
  NumberOfAdults: 2,
  NumberOfChildren: 0,
  NumberOfInfants: 0,
  CardOnFile: null,
  CreditCards: [],
  Booker: {
    IndividualId: 5,
    FirstName: 'Ada',
    LastName: 'Lovelace',
    Email: 'ada@example.com',
    Phone: '+447700900123',
    Street: '12 St James Square',
    City: null,
    CountryId: 3,
    StateOrCounty: null,
    ZipCode: 'SW1Y 4JH',
  },
  Company: null,
  ReservationItems: [
    {
      ReservationItemId: 11,
      DateOfArrival: '2027-03-24',
      DateOfDeparture: '2027-03-26',
      RoomTypeId: 2,
      RoomType: 'Classic Double',
      RatePlanId: 3,
      RatePlan: 'Best Flexible Rate',
      Policy: 'Free cancellation until 48 hours before arrival.',
      RoomConfiguration: null,
      ShowRoomConfigurationQuestion: true,
      RoomConfigurationOptions: [{ Id: 9, Name: 'Double bed' }],
      NumberOfAdults: 2,
      NumberOfChildren: 0,
      NumberOfInfants: 0,
      Guests: [
        { IndividualId: 5, FirstName: 'Ada', LastName: 'Lovelace', Email: null, Phone: null },
        { IndividualId: null, FirstName: '', LastName: '', Email: null, Phone: null },
      ],
      Services: [
        {
          ReservationItemId: 11,
          ServiceId: 40,
          Quantity: 1,
          TotalCost: 44,
          Service: {
            ServiceId: 40,
            ServiceCode: 'PROSECCO',
            ServiceName: 'Prosecco',
            ChargeType: 'PerStay',
            ChargePerPerson: false,
          },
        },
      ],
      HasSelectableServices: true,
    },
  ],
  CompletedAt: null,
};

const card: CardEntry = {
  CardNumber: '4242424242424242',
  NameOnCard: 'Ada Lovelace',
  ExpiryMonth: 12,
  ExpiryYear: 2030,
  SecurityCode: '123',
  CreditCardTypeId: 1,
};

function storeDraft() {
  const draft = draftFromReservation(reservation);
  draft.items[0]!.Guests[1] = { IndividualId: null, FirstName: 'Charles', LastName: 'Babbage', Email: '', Phone: '' };
  writeStoredPreCheckIn('ASH-1001', {
    version: 1,
    code: 'c0de',
    reservation,
    draft,
    position: { ...initialPreCheckInPosition, step: 'Summary' },
    pending: null,
  });
  return draft;
}

function fakeServer(answer: () => Promise<PreCheckInSaveResponse>) {
  const received: { request: PreCheckInSaveRequest; key: string }[] = [];
  return {
    received,
    send: (request: PreCheckInSaveRequest, key: string) => {
      received.push({ request, key });
      return answer();
    },
  };
}

let keys = 0;
function depsWith(server: ReturnType<typeof fakeServer>, online: { value: boolean }): OutboxDeps {
  return {
    referenceNumber: 'ASH-1001',
    send: server.send,
    isOnline: () => online.value,
    newKey: () => `key-${++keys}`,
    now: () => new Date('2027-03-20T08:00:00Z'),
  };
}

beforeEach(() => localStorage.clear());

describe('the draft on the device', () => {
  it('keeps the entries and the step across a reload, under the personal pre-check-in key', () => {
    storeDraft();
    expect(localStorage.getItem(preCheckInStorageKey('ASH-1001'))).toContain('Charles');
    const restored = readStoredPreCheckIn('ASH-1001');
    expect(restored?.draft.items[0]?.Guests[1]?.LastName).toBe('Babbage');
    expect(restored?.position.step).toBe('Summary');
    expect(draftFitsReservation(restored!.draft, reservation)).toBe(true);
  });

  it('is not used for a reservation whose rooms changed since', () => {
    const draft = storeDraft();
    expect(draftFitsReservation(draft, { ...reservation, ReservationItems: [] })).toBe(false);
  });

  it('never lets an extra already booked go below its booked quantity', () => {
    const draft = draftFromReservation(reservation);
    expect(withServiceQuantity(draft, reservation, 0, 40, 0).items[0]?.Services).toEqual([
      { ServiceId: 40, Quantity: 1 },
    ]);
    expect(withServiceQuantity(draft, reservation, 0, 40, 3).items[0]?.Services).toEqual([
      { ServiceId: 40, Quantity: 3 },
    ]);
    expect(withServiceQuantity(draft, reservation, 0, 41, 0).items[0]?.Services).toEqual([
      { ServiceId: 40, Quantity: 1 },
    ]);
  });
});

describe('a save without signal', () => {
  it('waits on the device with its key and without the card number or security code', async () => {
    const draft = storeDraft();
    const server = fakeServer(() => Promise.reject(new OfflineError(true)));
    const online = { value: false };
    const deps = depsWith(server, online);
    const pending = queueSave(deps, saveRequestOf(reservation, draft, 'c0de', card), card);
    expect(await sendPendingSave(deps)).toEqual({ kind: 'queued' });
    expect(server.received).toHaveLength(0);
    const stored = localStorage.getItem(preCheckInStorageKey('ASH-1001')) ?? '';
    expect(stored).toContain(pending!.idempotencyKey);
    expect(stored).not.toContain('4242');
    expect(stored).not.toContain('"123"');
  });

  it('is sent once when the connection is back, with the card still in this page, and then leaves the device', async () => {
    const draft = storeDraft();
    let answer: (value: PreCheckInSaveResponse) => void = () => undefined;
    const server = fakeServer(() => new Promise((resolve) => (answer = resolve)));
    const online = { value: false };
    const deps = depsWith(server, online);
    const pending = queueSave(deps, saveRequestOf(reservation, draft, 'c0de', card), card)!;
    online.value = true;
    // The 'online' event and a page load both try at once: only one request goes out.
    const first = sendPendingSave(deps);
    expect(await sendPendingSave(deps)).toEqual({ kind: 'busy' });
    answer({ Success: true, Message: 'Thank you, Ada. We look forward to welcoming you.' });
    expect(await first).toMatchObject({ kind: 'saved', cardLeftOut: false });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.key).toBe(pending.idempotencyKey);
    expect(server.received[0]?.request.CardDetails).toMatchObject({ CardNumber: '4242424242424242' });
    expect(pendingSaveOf('ASH-1001')).toBeNull();
    expect(await sendPendingSave(deps)).toEqual({ kind: 'nothing' });
    expect(server.received).toHaveLength(1);
  });

  it('keeps the same key through a failed try, and a second Save while waiting adds nothing', async () => {
    const draft = storeDraft();
    let fail = true;
    const server = fakeServer(() =>
      fail ? Promise.reject(new OfflineError(false)) : Promise.resolve({ Success: true, Message: 'Done' }),
    );
    const deps = depsWith(server, { value: true });
    const pending = queueSave(deps, saveRequestOf(reservation, draft, 'c0de', null), null)!;
    expect(await sendPendingSave(deps)).toEqual({ kind: 'queued' });
    expect(queueSave(deps, saveRequestOf(reservation, draft, 'c0de', null), null)?.idempotencyKey).toBe(
      pending.idempotencyKey,
    );
    fail = false;
    expect(await sendPendingSave(deps)).toMatchObject({ kind: 'saved' });
    expect(server.received.map((sent) => sent.key)).toEqual([pending.idempotencyKey, pending.idempotencyKey]);
  });

  it('details changed while the save waits take its place: only what the guest last saved is sent, once', async () => {
    const draft = storeDraft();
    const server = fakeServer(() => Promise.resolve({ Success: true, Message: 'Done' }));
    const online = { value: false };
    const deps = depsWith(server, online);
    const first = queueSave(deps, saveRequestOf(reservation, draft, 'c0de', null), null)!;
    expect(await sendPendingSave(deps)).toEqual({ kind: 'queued' });
    const edited = { ...draft, specialRequests: 'A cot in the room, please.' };
    expect(isWaitingSave('ASH-1001', saveRequestOf(reservation, draft, 'c0de', null))).toBe(true);
    expect(isWaitingSave('ASH-1001', saveRequestOf(reservation, edited, 'c0de', null))).toBe(false);
    const second = queueSave(deps, saveRequestOf(reservation, edited, 'c0de', null), null)!;
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    online.value = true;
    expect(await sendPendingSave(deps)).toMatchObject({ kind: 'saved' });
    expect(await sendPendingSave(deps)).toEqual({ kind: 'nothing' });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({
      key: second.idempotencyKey,
      request: { SpecialRequests: 'A cot in the room, please.' },
    });
  });

  it('after a reload the card is gone: it is sent without it, and the guest is told', async () => {
    const draft = storeDraft();
    const server = fakeServer(() => Promise.resolve({ Success: true, Message: 'Done' }));
    const deps = depsWith(server, { value: true });
    // Queued by an earlier page: stored as it would be, with no card in this page's memory.
    const stored = readStoredPreCheckIn('ASH-1001')!;
    writeStoredPreCheckIn('ASH-1001', {
      ...stored,
      pending: {
        idempotencyKey: 'earlier-page',
        request: saveRequestOf(reservation, draft, 'c0de', card),
        cardLeftOut: true,
        queuedAt: '2027-03-20T07:00:00Z',
      },
    });
    expect(localStorage.getItem(preCheckInStorageKey('ASH-1001'))).not.toContain('4242');
    expect(await sendPendingSave(deps)).toMatchObject({ kind: 'saved', cardLeftOut: true });
    expect(server.received[0]?.request.CardDetails).toBeNull();
  });

  it('a retry whose earlier try went through (its answer lost) is told it already reached the hotel', async () => {
    const draft = storeDraft();
    const server = fakeServer(() =>
      Promise.reject(new ApiError('This submission differs from the one first sent with this key.', 422)),
    );
    const stored = readStoredPreCheckIn('ASH-1001')!;
    writeStoredPreCheckIn('ASH-1001', {
      ...stored,
      pending: {
        idempotencyKey: 'sent-before',
        request: saveRequestOf(reservation, draft, 'c0de', card),
        cardLeftOut: true,
        queuedAt: '2027-03-20T07:00:00Z',
      },
    });
    expect(await sendPendingSave(depsWith(server, { value: true }))).toEqual({
      kind: 'saved',
      response: { Success: true, Message: 'Thank you, your check-in details had already reached us.' },
      cardLeftOut: false,
    });
    expect(pendingSaveOf('ASH-1001')).toBeNull();
  });

  it('a refusal is answered: it leaves the device with the server message, or the default one', async () => {
    const draft = storeDraft();
    const refusing = fakeServer(() =>
      Promise.resolve({
        Success: false,
        Message: 'This link is invalid. Please re check the link is correct and try again.',
      }),
    );
    queueSave(depsWith(refusing, { value: true }), saveRequestOf(reservation, draft, 'c0de', null), null);
    expect(await sendPendingSave(depsWith(refusing, { value: true }))).toEqual({
      kind: 'refused',
      message: 'This link is invalid. Please re check the link is correct and try again.',
    });
    expect(pendingSaveOf('ASH-1001')).toBeNull();

    const failing = fakeServer(() => Promise.reject(new ApiError('Something went wrong. Please try again.', 500)));
    queueSave(depsWith(failing, { value: true }), saveRequestOf(reservation, draft, 'c0de', null), null);
    expect(await sendPendingSave(depsWith(failing, { value: true }))).toEqual({
      kind: 'refused',
      message: 'Failed to save Check In Information',
    });
  });
});
