// A room's booked extra as the booking confirmation and pre-check-in both show it: one shape,
// so a guest sees the same extra the same way on both pages.

export interface BookedExtra {
  serviceId: number;
  quantity: number;
  /** Minor units. */
  total: number;
  code: string;
  name: string;
  chargeType: 'PerStay' | 'PerDay' | 'PerQuantity';
  chargePerPerson: boolean;
}

export function bookedExtraView(reservationItemId: number, extra: BookedExtra, money: (minor: number) => number) {
  return {
    ReservationItemId: reservationItemId,
    ServiceId: extra.serviceId,
    Quantity: extra.quantity,
    TotalCost: money(extra.total),
    Service: {
      ServiceId: extra.serviceId,
      ServiceCode: extra.code,
      ServiceName: extra.name,
      ChargeType: extra.chargeType,
      ChargePerPerson: extra.chargePerPerson,
    },
  };
}
