import type { Tx } from '../db/client';
import type { AriChangeOutcome } from '../../contract/admin-ari';
import type { AriChangedData } from '../../contract/webhooks';
import type { AriChange } from '../../domain/ari-changes';
import { enqueueWebhookEvent } from '../shared/webhook-outbox';
import type { PlannedBatch } from './apply-batch';

// The ari.changed webhook event: one per batch, written in the batch's transaction, naming each
// applied item's room type (and rate plan), the runs of nights it changed and the values it set,
// so a channel manager can push on exactly what moved. A batch that changed no night tells
// nobody anything. The hotel's events of this kind are delivered in order (one ordering key).

const setFields = [
  'Rooms',
  'Closed',
  'Rate',
  'MinStay',
  'MaxStay',
  'ClosedToArrival',
  'ClosedToDeparture',
] as const satisfies readonly (keyof AriChange)[];

type Set = AriChangedData['Changes'][number]['Set'];

function setOf(change: AriChange): Set {
  return Object.fromEntries(
    setFields.flatMap((field) => (change[field] === undefined ? [] : [[field, change[field]]])),
  );
}

export async function enqueueAriChangedEvent(
  tx: Tx,
  at: {
    property: { id: number; code: string };
    batch: PlannedBatch;
    /** The batch's answer, item by item in the order sent. */
    outcomes: readonly AriChangeOutcome[];
    now: Date;
  },
): Promise<void> {
  const changes: AriChangedData['Changes'] = at.batch.planned.flatMap((item) => {
    const outcome = at.outcomes[item.index];
    if (!outcome?.Applied || outcome.NightsChanged === 0) return [];
    return [
      {
        RoomTypeId: item.roomType.id,
        RoomTypeCode: item.roomType.code,
        RatePlanId: item.ratePlan?.id ?? null,
        RatePlanCode: item.ratePlan?.code ?? null,
        Ranges: outcome.ChangedNights,
        Set: setOf(item.change),
      },
    ];
  });
  if (changes.length === 0) return;
  const data: AriChangedData = { PropertyCode: at.property.code, Changes: changes };
  await enqueueWebhookEvent(tx, {
    propertyId: at.property.id,
    type: 'ari.changed',
    orderingKey: `ari:${at.property.code}`,
    resource: data,
    now: at.now,
  });
}
