import {
  ariGridMaxNights,
  type AriChangeRequest,
  type AriChangeResponse,
  type AriGrid,
  type AriGridQuery,
} from '../../contract/admin-ari';
import { toMajorUnits } from '../../domain/money';
import { todayIn } from '../../domain/same-day';
import { lastArrivalDate } from '../../domain/search-request';
import { datesThrough, daysFromTo } from '../../domain/stay-nights';
import { AppError, validationError } from '../errors';
import type { PropertyService } from '../properties/service';
import { idempotencyFingerprint } from '../shared/idempotency';
import { applyPlannedBatch, planBatch, type AuditAriChanges, type BatchContext } from './apply-batch';
import { enqueueAriChangedEvent } from './changed-event';
import { itemCodes } from './item-codes';
import type { AdminAriRepository } from './repository';

// Rates and availability for staff and the hotel's other systems: the grid of room types by
// nights, and batches of changes answered item by item (apply-batch.ts).
//
// Guests see a change at once on every app server: search, calendar and booking read
// inventory and nightly rates fresh from the database on each request; the only in-memory
// copies on that path are the property record (id, currency, time zone) and the room
// catalogue (room types and plans, keyed by the property's updated_at), and an ARI change
// touches neither.

export const ariKeyReusedMessage =
  'This Idempotency-Key was already used for a different batch. Send a new batch with a new key.';

/** The batch as far as it decides the changes: its connection and its items, as read. */
function batchFingerprint(connection: string | null, request: AriChangeRequest): string {
  return idempotencyFingerprint({ connection, items: request.Items });
}

export function createAdminAriService(deps: {
  repository: AdminAriRepository;
  properties: Pick<PropertyService, 'requireProperty'>;
  now: () => Date;
}) {
  const { repository } = deps;

  return {
    async ariGrid(query: AriGridQuery): Promise<AriGrid> {
      const property = await deps.properties.requireProperty(query.PropertyCode);
      if (query.To < query.From) throw validationError({ To: ['The last night must not be before the first night.'] });
      if (daysFromTo(query.From, query.To) >= ariGridMaxNights)
        throw validationError({ To: [`The grid shows ${ariGridMaxNights} nights at most per call.`] });
      const today = todayIn(property.timeZone, deps.now());
      const dates = datesThrough(query.From, query.To);
      const index = new Map(dates.map((date, i) => [date, i]));
      const [roomTypes, ratePlans] = await Promise.all([
        repository.roomTypesOf(property.id),
        repository.ratePlansOf(property.id),
      ]);
      const nights = await repository.nightsOf(
        roomTypes.map((r) => r.id),
        query.From,
        query.To,
      );
      const major = (minor: number) => toMajorUnits(minor, property.currency);
      const blank = <T>(value: T) => dates.map(() => value);

      return {
        PropertyCode: property.code,
        Currency: property.currency,
        Today: today,
        LastDate: lastArrivalDate(today),
        Dates: dates,
        RoomTypes: roomTypes.map((roomType) => {
          const rooms = blank(0);
          const booked = blank(0);
          const closed = blank(false);
          for (const n of nights.inventory) {
            if (n.roomTypeId !== roomType.id) continue;
            const i = index.get(n.date)!;
            rooms[i] = n.total;
            booked[i] = n.booked;
            closed[i] = n.stopSell;
          }
          const plans = ratePlans.flatMap((plan) => {
            const rows = nights.rates.filter((r) => r.roomTypeId === roomType.id && r.ratePlanId === plan.id);
            if (rows.length === 0) return [];
            const row = {
              RatePlanId: plan.id,
              Code: plan.code,
              Name: plan.name,
              Rate: blank<number | null>(null),
              MinStay: blank<number | null>(null),
              MaxStay: blank<number | null>(null),
              Closed: blank<boolean | null>(null),
              ClosedToArrival: blank<boolean | null>(null),
              ClosedToDeparture: blank<boolean | null>(null),
            };
            for (const r of rows) {
              const i = index.get(r.date)!;
              row.Rate[i] = major(r.baseRate);
              row.MinStay[i] = r.minStay;
              row.MaxStay[i] = r.maxStay;
              row.Closed[i] = r.closed;
              row.ClosedToArrival[i] = r.closedToArrival;
              row.ClosedToDeparture[i] = r.closedToDeparture;
            }
            return [row];
          });
          return {
            RoomTypeId: roomType.id,
            Code: roomType.code,
            Name: roomType.name,
            Rooms: rooms,
            Booked: booked,
            Left: rooms.map((total, i) => (closed[i] ? 0 : Math.max(0, total - booked[i]!))),
            Closed: closed,
            RatePlans: plans,
          };
        }),
      };
    },

    /**
     * A batch of changes, each item answered on its own. `connection` names the system whose
     * codes the items use (null: ours). Under an Idempotency-Key the batch is kept with its
     * answer: sent again, it gets that answer and changes nothing; another batch under the same
     * key is refused (422).
     */
    async applyAriChanges(
      propertyCode: string,
      request: AriChangeRequest,
      options: {
        connection: string | null;
        idempotencyKey: string | null;
        audit: (propertyId: number) => AuditAriChanges;
      },
    ): Promise<AriChangeResponse> {
      const property = await deps.properties.requireProperty(propertyCode);
      const { connection, idempotencyKey } = options;
      const fingerprint = batchFingerprint(connection, request);
      const replay = (earlier: { requestFingerprint: string; responseBody: Record<string, unknown> }) => {
        if (earlier.requestFingerprint !== fingerprint) throw new AppError('key-reused', ariKeyReusedMessage);
        return earlier.responseBody as AriChangeResponse;
      };
      if (idempotencyKey) {
        const earlier = await repository.changeRequest(property.id, idempotencyKey);
        if (earlier) return replay(earlier);
      }

      const [roomTypes, ratePlans, book] = await Promise.all([
        repository.roomTypesOf(property.id),
        repository.ratePlansOf(property.id),
        connection === null ? null : repository.codeBook(property.id, connection),
      ]);
      const ctx: BatchContext = {
        propertyId: property.id,
        currency: property.currency,
        today: todayIn(property.timeZone, deps.now()),
        roomTypes: new Map(roomTypes.map((r) => [r.id, r])),
        ratePlans: new Map(ratePlans.map((r) => [r.id, r])),
        codes: itemCodes(roomTypes, ratePlans, book),
      };
      const planned = planBatch(request.Items, ctx);
      return repository.transaction(async (tx) => {
        if (idempotencyKey) {
          // A twin of this batch may have been applied while this one was read.
          await repository.lockIdempotencyKey(tx, property.id, idempotencyKey);
          const earlier = await repository.changeRequest(property.id, idempotencyKey, tx);
          if (earlier) return replay(earlier);
        }
        const items = await applyPlannedBatch(tx, planned, ctx, { repository, audit: options.audit(property.id) });
        // The hotel's systems hear of the batch with it (ari.changed), or not at all.
        await enqueueAriChangedEvent(tx, { property, batch: planned, outcomes: items, now: deps.now() });
        const response: AriChangeResponse = { Items: items };
        if (idempotencyKey)
          await repository.keepChangeRequest(tx, {
            propertyId: property.id,
            idempotencyKey,
            requestFingerprint: fingerprint,
            responseBody: response,
          });
        return response;
      });
    },
  };
}

export type AdminAriService = ReturnType<typeof createAdminAriService>;
