import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyBasket } from '../../src/client/basket/basket';
import { vatLine } from '../domain/tax-line-fixture';
import { basketItem } from './basket-item-fixture';

const storageKey = 'stayfront.basket';

async function loadBasket() {
  vi.resetModules();
  return import('../../src/client/basket/basket');
}

const storedItem = basketItem({
  roomId: 'r1',
  roomType: 'Deluxe King',
  leadGuest: { firstName: 'Ada', lastName: 'Lovelace' },
  services: [{ ServiceId: 5, Quantity: 1 }],
  haveSeenUpgrades: false,
  haveSeenServices: false,
  hasSelectableServices: true,
});

const search = { from: '2026-05-01', to: '2026-05-03', rooms: '2-0-0' };
// A basket as this version stores it (whatever fields later steps add), for room 1's choice.
const storedBasket = { ...emptyBasket(), propertyCode: 'DEMO', search, step: 2, activeRoomNumber: 1 };

describe('the basket', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts empty', async () => {
    const { basket$, isBasketEmpty } = await loadBasket();
    expect(basket$.items.peek()).toEqual([]);
    expect(isBasketEmpty('DEMO')).toBe(true);
  });

  it('comes back after a reload, for its own property only', async () => {
    window.localStorage.setItem(storageKey, JSON.stringify({ ...storedBasket, items: [storedItem] }));
    const { basket$, isBasketEmpty } = await loadBasket();
    await vi.waitFor(() => expect(basket$.items.peek()).toHaveLength(1));
    expect(isBasketEmpty('DEMO')).toBe(false);
    expect(isBasketEmpty('demo')).toBe(false);
    expect(isBasketEmpty('OTHER')).toBe(true);
  });

  it('throws away a stored basket that does not fit, instead of misreading it', async () => {
    window.localStorage.setItem(
      storageKey,
      JSON.stringify({ ...storedBasket, items: [{ ...storedItem, adults: 'two' }] }),
    );
    const { basket$, isBasketEmpty } = await loadBasket();
    expect(basket$.items.peek()).toEqual([]);
    expect(isBasketEmpty('DEMO')).toBe(true);
    expect(window.localStorage.getItem(storageKey)).toBeNull();
  });

  it('throws away a basket whose rooms, extras, checkout details or voucher do not fit', async () => {
    const misfits = [
      { ...storedBasket, items: [{ ...storedItem, adults: -1 }] },
      { ...storedBasket, items: [{ ...storedItem, roomNumber: 0 }] },
      { ...storedBasket, items: [{ ...storedItem, dateTo: '3 May' }] },
      { ...storedBasket, items: [{ ...storedItem, services: [{ ServiceId: 5, Quantity: 1.5 }] }] },
      { ...storedBasket, items: [{ ...storedItem, leadGuest: { firstName: 'Ada' } }] },
      { ...storedBasket, items: [storedItem], search: { ...search, location: 'near' } },
      { ...storedBasket, items: [storedItem], checkout: { firstName: 'Ada' } },
      { ...storedBasket, items: [storedItem], voucher: { code: 'GIFT', discountMinor: 1000, message: '' } },
      { ...storedBasket, items: [storedItem], attempt: { key: 'k' } },
      [storedBasket],
    ];
    for (const misfit of misfits) {
      window.localStorage.setItem(storageKey, JSON.stringify(misfit));
      expect((await loadBasket()).isBasketEmpty('DEMO')).toBe(true);
      expect(window.localStorage.getItem(storageKey)).toBeNull();
    }
    const voucher = { code: 'GIFT', discountMinor: 1000, message: '', showContactUs: false };
    window.localStorage.setItem(storageKey, JSON.stringify({ ...storedBasket, items: [storedItem], voucher }));
    const { basket$ } = await loadBasket();
    await vi.waitFor(() => expect(basket$.voucher.peek()).toEqual(voucher));
  });

  it('throws away a basket saved by an older version, and garbage', async () => {
    window.localStorage.setItem(storageKey, JSON.stringify({ ...storedBasket, version: 2, items: [storedItem] }));
    expect((await loadBasket()).isBasketEmpty('DEMO')).toBe(true);
    window.localStorage.setItem(storageKey, '{not json');
    expect((await loadBasket()).isBasketEmpty('DEMO')).toBe(true);
  });

  describe('saved by version 3, which kept prices in major units, or 4, which kept no taxes', () => {
    const { roomTotalMinor: _, taxLines: __, ...itemShape } = storedItem;
    const version3Item = { ...itemShape, totalCost: 354.45 };
    const checkout = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
      telephoneNumber: '',
      street: '',
      country: 1,
      postCode: '',
      optInToReceiveUpdates: false,
      specialRequests: 'Late arrival',
      comment: '',
      agreeToTermsAndConditions: false,
      hasAcceptedCustomTermsAndConditions: false,
      paymentType: null,
      poNumber: '',
      company: null,
      nameOnCard: '',
      cardHolderEmail: '',
      expiryMonth: 1,
      expiryYear: 2030,
      voucherCode: 'GIFT',
    };
    const version3Basket = {
      ...storedBasket,
      version: 3,
      step: 8,
      activeRoomNumber: 1,
      items: [version3Item],
      checkout,
      voucher: { code: 'GIFT', discount: 10.1, message: '', showContactUs: false },
      attempt: { key: 'k1', roomsFingerprint: JSON.stringify(['DEMO', [version3Item]]) },
    };
    const vat = {
      Code: 'VAT',
      Name: 'VAT',
      Kind: 'Tax',
      Amount: 20.06,
      Included: true,
      PayableAtProperty: false,
      Percent: 6,
    };
    // The search answer kept beside the basket: the room's price and, from this version on, its taxes.
    const searchAnswer = (propertyCode: string, taxes: unknown[] | null = [vat]) => ({
      buildId: 'an older build',
      propertyCode,
      search,
      savedAt: '2026-04-01T10:00:00.000Z',
      response: {
        RoomTypes: [
          {
            RoomTypeId: 10,
            RatePlans: [
              { RatePlanId: 20, Prices: [{ RoomIndex: 0, TotalCost: 354.45, ...(taxes ? { Taxes: taxes } : {}) }] },
            ],
          },
        ],
        Currency: 'EUR',
      },
    });
    const keptVat = vatLine({ amount: 2006 });

    it('keeps the rooms, their prices in minor units and their taxes, when the search answer is known', async () => {
      window.localStorage.setItem(`${storageKey}.searchAnswer`, JSON.stringify(searchAnswer('DEMO')));
      window.localStorage.setItem(storageKey, JSON.stringify(version3Basket));
      const { readBasket, checkoutAttemptKey } = await loadBasket();
      const basket = readBasket();
      expect(basket.items).toEqual([{ ...itemShape, roomTotalMinor: 35445, taxLines: [keptVat] }]);
      expect(basket.voucher).toEqual({ code: 'GIFT', discountMinor: 1010, message: '', showContactUs: false });
      expect(basket).toMatchObject({ version: emptyBasket().version, step: 8, checkout });
      // The checkout attempt under way is the same attempt: a retry is not a second booking.
      expect(checkoutAttemptKey(() => 'new')).toBe('k1');
    });

    it('without the currency, lets the rooms go but keeps the search and the checkout details', async () => {
      window.localStorage.setItem(`${storageKey}.searchAnswer`, JSON.stringify(searchAnswer('OTHER')));
      window.localStorage.setItem(storageKey, JSON.stringify(version3Basket));
      const { readBasket } = await loadBasket();
      expect(readBasket()).toMatchObject({
        propertyCode: 'DEMO',
        search,
        items: [],
        voucher: null,
        attempt: null,
        checkout,
        step: 2,
        activeRoomNumber: 1,
      });
    });

    it("lets the rooms go when the search answer kept does not say their taxes (version 4's)", async () => {
      window.localStorage.setItem(`${storageKey}.searchAnswer`, JSON.stringify(searchAnswer('DEMO', null)));
      const version4Item = { ...itemShape, roomTotalMinor: 35445 };
      window.localStorage.setItem(
        storageKey,
        JSON.stringify({ ...version3Basket, version: 4, items: [version4Item], voucher: null, attempt: null }),
      );
      const { readBasket } = await loadBasket();
      expect(readBasket()).toMatchObject({ version: emptyBasket().version, search, items: [], checkout, step: 2 });
    });

    it('keeps the rooms of version 4 with the taxes the search answer kept gives them', async () => {
      window.localStorage.setItem(`${storageKey}.searchAnswer`, JSON.stringify(searchAnswer('DEMO')));
      const version4Item = { ...itemShape, roomTotalMinor: 35445 };
      window.localStorage.setItem(
        storageKey,
        JSON.stringify({ ...version3Basket, version: 4, items: [version4Item], voucher: null, attempt: null }),
      );
      const { readBasket } = await loadBasket();
      expect(readBasket().items).toEqual([{ ...version4Item, taxLines: [keptVat] }]);
    });

    it('never reads a price it cannot tell the unit of', async () => {
      window.localStorage.setItem(`${storageKey}.searchAnswer`, JSON.stringify(searchAnswer('DEMO')));
      window.localStorage.setItem(
        storageKey,
        JSON.stringify({ ...version3Basket, items: [{ ...version3Item, totalCost: '354.45' }] }),
      );
      expect((await loadBasket()).readBasket().items).toEqual([]);
    });
  });

  it('is saved as it changes, and clearing empties it', async () => {
    const { basket$, clearBasket, isBasketEmpty } = await loadBasket();
    basket$.assign({ propertyCode: 'DEMO', items: [storedItem] });
    await vi.waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(storageKey) ?? '{}')).toMatchObject({
        propertyCode: 'DEMO',
        items: [storedItem],
      }),
    );
    expect(isBasketEmpty('DEMO')).toBe(false);
    clearBasket();
    expect(isBasketEmpty('DEMO')).toBe(true);
    await vi.waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(storageKey) ?? '{}')).toMatchObject({ items: [] }),
    );
  });

  it('a new search empties it and starts again at room 1 choosing a room type', async () => {
    window.localStorage.setItem(
      storageKey,
      JSON.stringify({ ...storedBasket, items: [storedItem], step: 8, activeRoomNumber: 2, selectedRoomTypeId: 10 }),
    );
    const { readBasket, startBasketForSearch } = await loadBasket();
    const next = { from: '2026-06-01', to: '2026-06-04', rooms: '2-0-0,1-0-0', promo: 'SPRING' };
    startBasketForSearch('DEMO', next);
    expect(readBasket()).toMatchObject({
      propertyCode: 'DEMO',
      search: next,
      items: [],
      step: 2,
      activeRoomNumber: 1,
      selectedRoomTypeId: null,
    });
  });

  it('tells the same search from another, ignoring the case of codes', async () => {
    const { isSameSearch } = await loadBasket();
    expect(isSameSearch(search, { ...search })).toBe(true);
    expect(isSameSearch({ ...search, promo: 'spring ' }, { ...search, promo: 'SPRING' })).toBe(true);
    expect(isSameSearch(search, { ...search, to: '2026-05-04' })).toBe(false);
    expect(isSameSearch(search, { ...search, rooms: '2-0-0,1-0-0' })).toBe(false);
    expect(isSameSearch(search, { ...search, promo: 'SPRING' })).toBe(false);
    expect(isSameSearch(search, null)).toBe(false);
  });

  it('is replaced as a whole on each change, so each change is seen and saved', async () => {
    const { readBasket, updateBasket } = await loadBasket();
    const before = readBasket();
    updateBasket((basket) => ({ ...basket, propertyCode: 'DEMO', items: [storedItem] }));
    expect(readBasket()).not.toBe(before);
    expect(readBasket().updatedAt).not.toBeNull();
    await vi.waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(storageKey) ?? '{}')).toMatchObject({ items: [storedItem] }),
    );
  });
});
