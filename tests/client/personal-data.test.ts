import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basketItem } from './basket-item-fixture';
import { adaProfile } from './user-profile-fixture';

// Logging out on a shared phone: everything personal the app kept on the device goes, and
// what is not personal (the property, the rooms chosen, the display currency) stays.

const basketKey = 'stayfront.basket';
const persistedQueriesKey = 'stayfront.queries';

async function freshModules() {
  vi.resetModules();
  const basket = await import('../../src/client/basket/basket');
  const personalData = await import('../../src/client/features/account/personal-data');
  return { ...basket, ...personalData };
}

const room = basketItem({
  roomId: 'r1',
  roomType: 'Deluxe King',
  leadGuest: { firstName: 'Ada', lastName: 'Lovelace' },
});

const draft = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.com',
  telephoneNumber: '+44 7700 900123',
  street: '1 Analytical Row',
  country: 1,
  postCode: 'AB1 2CD',
  optInToReceiveUpdates: false,
  specialRequests: 'Late arrival',
  comment: '',
  agreeToTermsAndConditions: true,
  hasAcceptedCustomTermsAndConditions: false,
  paymentType: 1,
  poNumber: '',
  company: null,
  nameOnCard: 'Ada Lovelace',
  cardHolderEmail: 'ada@example.com',
  expiryMonth: 12,
  expiryYear: 2030,
  voucherCode: '',
};

const profile = adaProfile();

describe('clearing personal data at logout', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('forgets the account, confirmations and pre-check-in drafts, and keeps the property', async () => {
    const { clearPersonalData } = await freshModules();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['account', 'DEMO'], profile);
    queryClient.setQueryData(['confirmation', 'DEMO', 'token-1'], { Booker: { FirstName: 'Ada' } });
    queryClient.setQueryData(['reservationStatus', 'DEMO', 'token-1'], { Success: true, Message: 'Booked' });
    queryClient.setQueryData(['property', 'DEMO'], { PropertyCode: 'DEMO' });
    window.localStorage.setItem(
      persistedQueriesKey,
      JSON.stringify({
        buster: 'b1',
        timestamp: 1,
        clientState: {
          mutations: [],
          queries: [
            {
              queryKey: ['confirmation', 'DEMO', 'token-1'],
              queryHash: 'c',
              state: { data: { Booker: { FirstName: 'Ada' } } },
            },
            { queryKey: ['property', 'DEMO'], queryHash: 'p', state: { data: { PropertyCode: 'DEMO' } } },
          ],
        },
      }),
    );
    window.localStorage.setItem('stayfront.personal.preCheckIn.DEMO.R123', '{"guest":"Ada"}');
    window.sessionStorage.setItem('stayfront.personal.somethingElse', 'x');
    window.localStorage.setItem('stayfront.displayCurrency', 'EUR');

    clearPersonalData(queryClient);

    expect(queryClient.getQueryData(['account', 'DEMO'])).toBeUndefined();
    expect(queryClient.getQueryData(['confirmation', 'DEMO', 'token-1'])).toBeUndefined();
    expect(queryClient.getQueryData(['reservationStatus', 'DEMO', 'token-1'])).toBeUndefined();
    expect(queryClient.getQueryData(['property', 'DEMO'])).toEqual({ PropertyCode: 'DEMO' });

    const persisted = JSON.parse(window.localStorage.getItem(persistedQueriesKey) ?? '{}') as {
      buster: string;
      clientState: { queries: Array<{ queryKey: unknown[] }> };
    };
    expect(persisted.buster).toBe('b1');
    expect(persisted.clientState.queries.map((q) => q.queryKey[0])).toEqual(['property']);

    expect(window.localStorage.getItem('stayfront.personal.preCheckIn.DEMO.R123')).toBeNull();
    expect(window.sessionStorage.getItem('stayfront.personal.somethingElse')).toBeNull();
    expect(window.localStorage.getItem('stayfront.displayCurrency')).toBe('EUR');
  });

  it("forgets the checkout draft and each room's lead guest, and keeps the rooms chosen", async () => {
    const { basket$, clearPersonalData, readBasket } = await freshModules();
    basket$.assign({
      propertyCode: 'DEMO',
      items: [room],
      checkout: draft,
      voucher: { code: 'GIFT-1', discountMinor: 2000, message: 'ok', showContactUs: false },
    });
    await vi.waitFor(() => expect(window.localStorage.getItem(basketKey)).toContain('ada@example.com'));

    clearPersonalData(new QueryClient());

    const basket = readBasket();
    expect(basket.checkout).toBeNull();
    expect(basket.voucher).toBeNull();
    expect(basket.items).toHaveLength(1);
    expect(basket.items[0]).toMatchObject({ roomType: 'Deluxe King', leadGuest: { firstName: '', lastName: '' } });
    await vi.waitFor(() => {
      const stored = window.localStorage.getItem(basketKey) ?? '';
      expect(stored).toContain('Deluxe King');
      expect(stored).not.toContain('Ada');
      expect(stored).not.toContain('ada@example.com');
    });
  });

  it('forgets the bookings seen while signed in, and keeps those booked as a guest', async () => {
    const { clearPersonalData } = await freshModules();
    const { saveBooking, savedBookings } = await import('../../src/client/saved-bookings');
    const confirmation = (reference: string) =>
      ({
        ReferenceNumber: reference,
        PropertyName: 'The Ashbury',
        Rooms: [],
        CreatedAt: '2026-05-01T10:00:00Z',
        Card: { CardType: 'visa', LastFourDigits: '4242', ExpiryMonth: 12, ExpiryYear: 2030 },
      }) as unknown as Parameters<typeof saveBooking>[2];
    saveBooking('DEMO', 'token-guest', confirmation('GUEST1'), false);
    saveBooking('DEMO', 'token-account', confirmation('ACCOUNT1'), true);
    // Of the card, only what the confirmation shows is kept.
    expect(window.localStorage.getItem('stayfront.bookings')).not.toContain('ExpiryMonth');

    clearPersonalData(new QueryClient());

    expect(savedBookings().map((booking) => booking.confirmation.ReferenceNumber)).toEqual(['GUEST1']);
  });

  it('copes with a persisted copy it cannot read', async () => {
    const { clearPersonalData } = await freshModules();
    window.localStorage.setItem(persistedQueriesKey, '{not json');
    expect(() => clearPersonalData(new QueryClient())).not.toThrow();
    expect(window.localStorage.getItem(persistedQueriesKey)).toBeNull();
  });
});
