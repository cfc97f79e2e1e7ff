import type { PrecheckinCompletedData } from '../../contract/webhooks';
import type { WebhookEventInput } from '../shared/webhook-outbox';
import type { SavePlan, SaveSnapshot } from './plan-save';
import type { ReservationRow } from './repository';

// The precheckin.completed webhook event of a save: the booking's reference, the guests of each
// room as the guest gave them, the notes, and whether a card is on file. Written in the save's
// transaction, ordered with the booking's other events by its reference.

export function preCheckInCompletedEvent(
  property: { id: number; code: string },
  row: ReservationRow,
  snapshot: SaveSnapshot,
  plan: SavePlan,
  cardKept: boolean,
  now: Date,
): WebhookEventInput {
  const data: PrecheckinCompletedData = {
    PropertyCode: property.code,
    ReferenceNumber: row.referenceNumber,
    CompletedAt: now.toISOString(),
    CardOnFile: cardKept || row.cardToken !== null,
    Notes: plan.notes,
    Rooms: plan.items.map((item) => ({
      ReservationItemId: item.itemId,
      LeadGuest: { FirstName: item.leadGuest.firstName, LastName: item.leadGuest.lastName },
      Guests: item.guests.map((guest) => ({
        FirstName: guest.firstName,
        LastName: guest.lastName,
        Email: guest.email,
        Phone: guest.phone,
      })),
      RoomConfigurationName:
        item.configuration?.name ??
        snapshot.items.find((booked) => booked.id === item.itemId)?.roomConfigurationName ??
        null,
    })),
  };
  return {
    propertyId: property.id,
    type: 'precheckin.completed',
    orderingKey: row.referenceNumber,
    resource: data,
    now,
  };
}
