import { selectionNotAvailable } from '../errors';
import type { CardOnFile } from '../payments/card-gateway';
import { keepRoomTaxes } from '../shared/booking-taxes';
import type { SavePlan, SaveSnapshot } from './plan-save';
import type { PreCheckInQueries, ReservationRow } from './repository';

// PreCheckIn/Save's writes: what the plan (plan-save.ts) decided, with the card to keep.

export async function snapshotOf(queries: PreCheckInQueries, row: ReservationRow): Promise<SaveSnapshot> {
  const [items, services, options] = await Promise.all([
    queries.listItems(row.id),
    queries.listServices(row.propertyId),
    queries.listRoomConfigurationOptions(row.propertyId),
  ]);
  return { row, items, services, options };
}

/** Writes a checked save inside its transaction, on the locked booking. */
export async function applySave(
  queries: PreCheckInQueries,
  row: ReservationRow,
  plan: SavePlan,
  card: (CardOnFile & { gateway: string }) | null,
  now: Date,
) {
  // Extras' inventory first, in service id order (the order booking takes them in): one
  // unit per room that newly has the extra.
  const takes = plan.items.flatMap((item) => item.added.map((service) => service.serviceId)).sort((a, b) => a - b);
  for (const serviceId of takes) if (!(await queries.takeService(serviceId))) throw selectionNotAvailable();

  for (const item of plan.items) {
    await queries.replaceGuests(item.itemId, item.guests);
    for (const change of item.raised)
      await queries.updateItemService(change.rowId, { quantity: change.quantity, total: change.total });
    for (const service of item.added)
      await queries.insertItemService({
        reservationItemId: item.itemId,
        serviceId: service.serviceId,
        quantity: service.quantity,
        total: service.total,
      });
    await queries.updateItem(item.itemId, {
      leadGuestFirstName: item.leadGuest.firstName,
      leadGuestLastName: item.leadGuest.lastName,
      ...(item.configuration
        ? { roomConfigurationOptionId: item.configuration.id, roomConfigurationName: item.configuration.name }
        : {}),
      extrasTotal: item.extrasTotal,
      total: item.roomTotal + item.extrasTotal,
    });
  }
  // The rooms' lines with their new extras' taxes, and the booking's restated from them: what
  // the confirmation, the hotel's pages and what is owed online and at the hotel read.
  await keepRoomTaxes(queries, row.id, plan.roomTaxes);
  await queries.updateReservation(row.id, {
    ...(plan.booker ?? {}),
    notes: plan.notes,
    extrasTotal: plan.extrasTotal,
    total: plan.total,
    ...(card
      ? {
          cardToken: card.token,
          cardBrand: card.cardType,
          cardLast4: card.lastFourDigits,
          cardExpiryMonth: card.expiryMonth,
          cardExpiryYear: card.expiryYear,
        }
      : {}),
    preCheckInCompletedAt: now,
    updatedAt: now,
  });
  // Guests, extras and requests as the hotel's systems should now have them (none when nothing they see changed).
  await queries.recordRevision(row.id, now);
}
