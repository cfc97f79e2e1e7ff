import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpgradeChoice } from '../../src/client/features/rooms-and-rates/room-offers';
import { UpgradeStep } from '../../src/client/features/rooms-and-rates/upgrade-step';
import { moneyDisplay } from '../../src/client/ui/display-currency';
import type { TaxLine } from '../../src/domain/taxes';
import { classic, flexible, king, searchResponse } from './search-response-fixture';
import { basketItem } from './basket-item-fixture';

// The upgrade step's prices are headlines, as the room cards showed them: what an upgrade adds
// is the difference of the two headlines, taxes and fees counted as the property shows prices.

afterEach(cleanup);

/** A 14.75 % hotel tax added on top of the price, paid online. */
const hotelTax = (amount: number): TaxLine => ({
  code: 'HOT',
  name: 'Hotel occupancy tax',
  kind: 'Tax',
  included: false,
  payableAtProperty: false,
  percent: 14750,
  base: 0,
  nights: 0,
  guestNights: 0,
  amount,
});

const response = searchResponse();
const kingType = response.RoomTypes.find((roomType) => roomType.RoomTypeId === king)!;
const item = basketItem({
  roomId: 'room-1',
  roomTypeId: classic,
  ratePlanId: flexible,
  // USD 258 and its tax (258 x 14.75 % = 38.055, half up)
  roomTotalMinor: 25800,
  taxLines: [hotelTax(3806)],
  dateFrom: '2027-03-24',
  dateTo: '2027-03-26',
  haveSeenUpgrades: false,
  hasUpgrades: true,
  haveSeenServices: false,
});
// USD 318 and its tax (318 x 14.75 % = 46.905, half up): USD 60 more before the tax.
const kingUpgrade: UpgradeChoice = {
  roomType: kingType,
  ratePlan: kingType.RatePlans.find((ratePlan) => ratePlan.RatePlanId === flexible)!,
  totalMinor: 31800,
  priceDifferenceMinor: 6000,
  taxLines: [hotelTax(4691)],
};

function renderStep(pricesShown: 'AllIn' | 'BeforeTaxes') {
  render(
    <UpgradeStep
      item={item}
      upgrades={[kingUpgrade]}
      money={moneyDisplay({ currency: 'USD', rate: 1, converted: false }, 'USD')}
      pricesShown={pricesShown}
      onTake={() => {}}
      onSkip={() => {}}
    />,
  );
  const price = document.querySelector('.room-card .price')!;
  return {
    more: price.querySelector('.price__amount')!.textContent,
    total: price.querySelector('.price__total')!.textContent,
  };
}

describe('the upgrade step', () => {
  it('adds the difference of the headlines, the tax on top counted when prices are all in', () => {
    const { more, total } = renderStep('AllIn');
    expect(more).toBe('+US$68.85');
    expect(total).toBe('US$364.91 in total');
    expect(screen.getByText(/You chose the/).textContent).toContain('US$296.06');
  });

  it('leaves the government tax beside the prices when they are shown before taxes', () => {
    const { more, total } = renderStep('BeforeTaxes');
    expect(more).toBe('+US$60.00');
    expect(total).toBe('US$318.00 in total');
  });
});
