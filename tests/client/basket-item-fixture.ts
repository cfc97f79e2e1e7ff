import type { BasketItem } from '../../src/client/basket/basket';

// A room in the basket, as the booking steps leave it: room 1, two adults, the Classic Double
// at the Best Flexible Rate for two nights, every step seen. A test names only what it is about.

export function basketItem(about: Partial<BasketItem> = {}): BasketItem {
  return {
    roomId: 'room-1-10-20',
    roomNumber: 1,
    adults: 2,
    children: 0,
    infants: 0,
    roomTypeId: 10,
    roomType: 'Classic Double',
    ratePlanId: 20,
    ratePlan: 'Best Flexible Rate',
    promotion: null,
    roomTotalMinor: 31800,
    taxLines: [],
    dateFrom: '2026-05-01',
    dateTo: '2026-05-03',
    leadGuest: { firstName: '', lastName: '' },
    roomConfiguration: null,
    services: [],
    haveSeenUpgrades: true,
    hasUpgrades: false,
    haveSeenServices: true,
    hasSelectableServices: false,
    roomHeaderText: 'Room 1',
    ...about,
  };
}
