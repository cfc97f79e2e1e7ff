import type { AriGrid, AriGridRatePlan, AriGridRoomType } from '../../src/contract/admin-ari';

/**
 * The console's grid of two nights, Friday 5 and Saturday 6 June 2026: one room type (id 3) sold
 * under Best Flexible Rate (id 7). The rate plan's rows not given are open, min stay 1 then 2,
 * closed to arrival on the Saturday.
 */
export function twoNightGrid(
  dates: Pick<AriGrid, 'Today' | 'LastDate'>,
  roomType: Omit<AriGridRoomType, 'RoomTypeId' | 'RatePlans'>,
  ratePlan: Pick<AriGridRatePlan, 'Rate'> & Partial<AriGridRatePlan>,
): AriGrid {
  return {
    PropertyCode: 'DEMO',
    Currency: 'GBP',
    ...dates,
    Dates: ['2026-06-05', '2026-06-06'],
    RoomTypes: [
      {
        RoomTypeId: 3,
        ...roomType,
        RatePlans: [
          {
            RatePlanId: 7,
            Code: 'FLEX',
            Name: 'Best Flexible Rate',
            MinStay: [1, 2],
            MaxStay: [null, null],
            Closed: [false, false],
            ClosedToArrival: [false, true],
            ClosedToDeparture: [false, false],
            ...ratePlan,
          },
        ],
      },
    ],
  };
}
