import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilitySearchResponse, RestrictedRate } from '../../src/contract/availability';
import type { PricesShown } from '../../src/contract/property-definition';
import { RatePlanStep } from '../../src/client/features/rooms-and-rates/rate-plan-step';
import { roomTypeChoices } from '../../src/client/features/rooms-and-rates/room-offers';
import { RoomTypeStep } from '../../src/client/features/rooms-and-rates/room-type-step';
import { moneyDisplay } from '../../src/client/ui/display-currency';
import { touristTaxShown, vatShown } from '../domain/tax-line-fixture';
import { classic, firstRoomRateStep, payNowPayment, searchResponse } from './search-response-fixture';

// Room and rate cards show the headline price as the property shows prices, with a short line
// of what it holds; the rate step says which rates the stay's length left out, as the room card does.

afterEach(cleanup);

/** The room card's price for the stay ("US$560.00 for 2 nights"). */
const totalText = () => document.querySelector('.room-card .price__total')?.textContent;

const money = moneyDisplay({ currency: 'USD', rate: 1, converted: false }, 'USD');

/** A US hotel: a resort fee inside the headline, the sales tax named beside it. */
function beforeTaxesResponse(): AvailabilitySearchResponse {
  const response = searchResponse();
  const classicType = response.RoomTypes.find((roomType) => roomType.RoomTypeId === classic)!;
  return {
    ...response,
    Currency: 'USD',
    PricesShown: 'BeforeTaxes',
    RoomTypes: [
      {
        ...classicType,
        RatePlans: [
          {
            ...classicType.RatePlans[0]!,
            Prices: [
              {
                RoomIndex: 0,
                TotalCost: 500,
                OriginalTotalCost: 500,
                PerNightRate: 250,
                Taxes: [
                  {
                    Code: 'RESORT',
                    Name: 'Resort fee',
                    Kind: 'Fee',
                    Amount: 60,
                    Included: false,
                    PayableAtProperty: false,
                    Percent: null,
                  },
                  {
                    Code: 'SALES',
                    Name: 'Sales tax',
                    Kind: 'Tax',
                    Amount: 69.33,
                    Included: false,
                    PayableAtProperty: false,
                    Percent: 12.38,
                  },
                ],
                TotalWithTaxes: 629.33,
                PayAtProperty: 0,
                Payment: payNowPayment(629.33),
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('the room card', () => {
  /** The room step for two nights of `response`, 5 Classic Doubles left, its prices shown as `pricesShown`. */
  const renderRoomStep = (response: AvailabilitySearchResponse, pricesShown: PricesShown) =>
    render(
      <RoomTypeStep
        choices={roomTypeChoices({ ...response, PricesShown: pricesShown }, 0, { [classic]: 5 })}
        nights={2}
        money={money}
        pricesShown={pricesShown}
        showOccupancy={false}
        onChoose={() => {}}
        restrictedRates={[]}
        onStay={() => {}}
      />,
    );

  it('shows a BeforeTaxes price with its fees inside and the taxes beside it', () => {
    renderRoomStep(beforeTaxesResponse(), 'BeforeTaxes');
    const card = within(screen.getByRole('article', { name: 'Classic Double' }));
    // 500 + the resort fee of 60, over 2 nights: the taxes are not in it.
    expect(card.getByText('US$280.00')).toBeTruthy();
    expect(totalText()).toBe('US$560.00 for 2 nights');
    expect(card.getByText('+ US$69.33 taxes')).toBeTruthy();
  });

  it('shows an AllIn price with everything in it, and what is paid at the hotel', () => {
    const response = beforeTaxesResponse();
    const price = response.RoomTypes[0]!.RatePlans[0]!.Prices[0]!;
    price.Taxes = [vatShown(28.3, 6), touristTaxShown(24)];
    price.TotalWithTaxes = 524;
    price.PayAtProperty = 24;
    renderRoomStep(response, 'AllIn');
    const card = within(screen.getByRole('article', { name: 'Classic Double' }));
    expect(totalText()).toBe('US$524.00 for 2 nights');
    expect(card.getByText('Includes taxes and fees')).toBeTruthy();
    expect(card.getByText('incl. US$24.00 tourist tax paid at the hotel')).toBeTruthy();
  });
});

describe('the rate step', () => {
  const restricted: RestrictedRate = {
    RoomTypeId: classic,
    RatePlanId: 9,
    RatePlanName: 'Weekend Escape',
    Restriction: 'MinimumStay',
    Nights: 2,
    Date: null,
    Message: 'Weekend Escape: stays arriving on Saturday need at least 2 nights',
    SuggestedStay: { DateFrom: '2026-12-12', DateTo: '2026-12-14', Nights: 2 },
  };

  it("says which rate the stay's length left out, with the stay that brings it back", () => {
    const response = beforeTaxesResponse();
    const onStay = vi.fn();
    render(
      <RatePlanStep
        {...firstRoomRateStep(response, {
          money,
          pricesShown: 'BeforeTaxes',
          restrictedRates: [restricted, { ...restricted, RoomTypeId: 999, Message: 'Another room type' }],
          onStay,
        })}
      />,
    );
    const list = within(screen.getByRole('list', { name: 'Rates not offered for this stay' }));
    expect(list.getByText(restricted.Message)).toBeTruthy();
    expect(screen.queryByText('Another room type')).toBeNull();
    fireEvent.click(list.getByRole('button', { name: 'Stay 2 nights for Weekend Escape' }));
    expect(onStay).toHaveBeenCalledWith('2026-12-14');

    // The rate card's headline: fees in, taxes beside.
    const card = within(screen.getByRole('article', { name: 'Best Flexible Rate' }));
    expect(card.getByText('US$560.00')).toBeTruthy();
    expect(card.getByText('+ US$69.33 taxes')).toBeTruthy();
  });
});
