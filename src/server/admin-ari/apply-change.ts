import type { AriChangeItem, AriChangeOutcome } from '../../contract/admin-ari';
import {
  ariChangeProblems,
  bookedNightsText,
  changedInventoryNight,
  changedRateNight,
  nightsBelowBooked,
  nightsCovered,
  rateNightsProblem,
  type InventoryNight,
  type RateNight,
} from '../../domain/ari-changes';
import { joinModelState, type ModelState } from '../errors';
import type { Tx } from '../properties/import-statements';
import type { AdminAriRepository, NamedRecord } from './repository';

// One item of an ARI batch: checked by the domain's rule, then applied in its own transaction
// with its nights locked, so a refused item leaves the others as they were applied.

/** What an applied item writes to the audit log, inside its transaction. */
export type AuditAriChange = (
  tx: Tx,
  change: { item: AriChangeItem; subject: string; before: unknown; after: unknown },
) => Promise<void>;

export interface ChangeContext {
  currency: string;
  today: string;
  roomTypes: ReadonlyMap<number, NamedRecord>;
  ratePlans: ReadonlyMap<number, NamedRecord>;
}

const refused = (modelState: ModelState): AriChangeOutcome => ({
  Applied: false,
  Nights: [],
  Message: joinModelState(modelState),
  ModelState: modelState,
});

const applied = (nights: string[]): AriChangeOutcome => ({
  Applied: true,
  Nights: nights,
  Message:
    nights.length === 0
      ? 'Nothing changed: those nights already had these values.'
      : `Changed ${nights.length} ${nights.length === 1 ? 'night' : 'nights'}.`,
  ModelState: {},
});

/** The nights whose values differ, in their changed form, with their earlier form. */
function differing<T extends { date: string }>(before: readonly T[], change: (night: T) => T) {
  const pairs = before.map((night) => ({ before: night, after: change(night) }));
  return pairs.filter((p) => JSON.stringify(p.before) !== JSON.stringify(p.after));
}

const withoutIds = <T extends { date: string }>(night: T & { roomTypeId?: number; ratePlanId?: number }): T => {
  const { roomTypeId: _r, ratePlanId: _p, ...rest } = night;
  return rest as unknown as T;
};

export async function applyAriChange(
  item: AriChangeItem,
  ctx: ChangeContext,
  deps: { repository: AdminAriRepository; audit: AuditAriChange },
): Promise<AriChangeOutcome> {
  const problems = ariChangeProblems(item, ctx.today);
  const roomType = ctx.roomTypes.get(item.RoomTypeId);
  if (!roomType) (problems.RoomTypeId ??= []).push(`Room type ${item.RoomTypeId} is not a room type of this property.`);
  const ratePlan = item.RatePlanId === undefined ? undefined : ctx.ratePlans.get(item.RatePlanId);
  if (item.RatePlanId !== undefined && !ratePlan)
    (problems.RatePlanId ??= []).push(`Rate plan ${item.RatePlanId} is not a rate plan of this property.`);
  if (Object.keys(problems).length > 0 || !roomType) return refused(problems);

  const dates = nightsCovered(item);
  const { repository, audit } = deps;
  return repository.transaction(async (tx) => {
    if (ratePlan) {
      const rows = (await repository.lockRates(tx, roomType.id, ratePlan.id, dates)).map(withoutIds<RateNight>);
      if (rows.length === 0)
        return refused({ RatePlanId: [`${ratePlan.name} does not sell ${roomType.name} on these nights.`] });
      const changes = differing(rows, (night) => changedRateNight(night, item, ctx.currency));
      const problem = rateNightsProblem(changes.map((c) => c.after));
      if (problem) return refused({ MaxStay: [`${roomType.name}, ${ratePlan.name}: ${problem}`] });
      await repository.writeRates(
        tx,
        roomType.id,
        ratePlan.id,
        changes.map((c) => c.after),
      );
      if (changes.length > 0)
        await audit(tx, {
          item,
          subject: `${roomType.name}, ${ratePlan.name}`,
          before: changes.map((c) => c.before),
          after: changes.map((c) => c.after),
        });
      return applied(changes.map((c) => c.before.date));
    }

    const rows = (await repository.lockInventory(tx, roomType.id, dates)).map(withoutIds<InventoryNight>);
    const changes = differing(rows, (night) => changedInventoryNight(night, item));
    const below = nightsBelowBooked(
      changes.map((c) => c.after),
      (night) => night.total,
    );
    if (below.length > 0)
      return refused({
        Rooms: [
          `${roomType.name}: rooms to sell cannot go below the rooms already booked (${bookedNightsText(below)}).`,
        ],
      });
    await repository.writeInventory(
      tx,
      roomType.id,
      changes.map((c) => c.after),
    );
    if (changes.length > 0)
      await audit(tx, {
        item,
        subject: roomType.name,
        before: changes.map((c) => c.before),
        after: changes.map((c) => c.after),
      });
    return applied(changes.map((c) => c.before.date));
  });
}
