import type { RatePlanDefinition } from '../../contract/property-definition';
import type { Tx } from '../db/client';
import { AppError } from '../errors';
import { followingBaseRate } from '../properties/expand-nights';
import type { AdminAriRepository, NamedRecord, RateNightRow, RateRange } from './repository';

// Rate plans derived from another follow its rates when staff or another system change them, as
// the definition file derives them on import.

/** What following needs of the batch: the property, its currency, its room types and plans by id. */
export interface FollowContext {
  propertyId: number;
  currency: string;
  roomTypes: ReadonlyMap<number, NamedRecord>;
  ratePlans: ReadonlyMap<number, NamedRecord>;
}

/** Room type and rate plan ids in lock order: `1:2` before `1:10` before `2:1`. */
export const compareKeys = (a: string, b: string) => {
  const [a1, a2 = 0] = a.split(':').map(Number);
  const [b1, b2 = 0] = b.split(':').map(Number);
  return a1! - b1! || a2 - b2;
};

export const nightKey = (night: RateNightRow) => `${night.roomTypeId}:${night.ratePlanId}:${night.date}`;

/**
 * Derived plans follow their parent's new rates, as an import would derive them (the plan's
 * percentage and amounts on that night), level by level: a plan derived from a derived plan
 * follows that plan's new rate. A night the batch set itself, or one whose rate the derived plan's
 * own rules set, is left as it is. The nights are read locked and written as the items' are.
 */
export async function followParents(
  tx: Tx,
  changed: readonly RateNightRow[],
  setByItems: ReadonlySet<string>,
  ctx: FollowContext,
  repository: AdminAriRepository,
): Promise<void> {
  if (changed.length === 0) return;
  const definitions = await repository.ratePlanDefinitionsOf(tx, ctx.propertyId);
  const idOfPlan = new Map([...ctx.ratePlans.values()].map((plan) => [plan.code, plan.id]));
  const childrenOf = new Map<number, { id: number; definition: RatePlanDefinition }[]>();
  for (const definition of definitions) {
    const parentId = definition.DerivedFrom === undefined ? undefined : idOfPlan.get(definition.DerivedFrom);
    const id = idOfPlan.get(definition.Code);
    if (parentId === undefined || id === undefined) continue;
    childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), { id, definition }]);
  }
  let level = changed;
  while (level.length > 0) {
    const wanted = new Map<string, { plan: RatePlanDefinition; parentBase: number }>();
    const ranges = new Map<string, RateRange>();
    for (const night of level) {
      for (const child of childrenOf.get(night.ratePlanId) ?? []) {
        const key = nightKey({ ...night, ratePlanId: child.id });
        if (setByItems.has(key)) continue;
        wanted.set(key, { plan: child.definition, parentBase: night.baseRate });
        const rangeKey = `${night.roomTypeId}:${child.id}`;
        const range = ranges.get(rangeKey);
        if (!range)
          ranges.set(rangeKey, {
            roomTypeId: night.roomTypeId,
            ratePlanId: child.id,
            from: night.date,
            to: night.date,
          });
        else {
          if (night.date < range.from) range.from = night.date;
          if (night.date > range.to) range.to = night.date;
        }
      }
    }
    if (wanted.size === 0) return;
    const inLockOrder = [...ranges.entries()].sort(([a], [b]) => compareKeys(a, b)).map(([, range]) => range);
    const followed: RateNightRow[] = [];
    for (const row of await repository.lockRates(tx, inLockOrder)) {
      const want = wanted.get(nightKey(row));
      const roomType = ctx.roomTypes.get(row.roomTypeId);
      if (!want || !roomType) continue;
      const baseRate = followingBaseRate(want.plan, roomType.code, row.date, want.parentBase, ctx.currency);
      if (baseRate === undefined || baseRate === row.baseRate) continue;
      if (baseRate < 0) {
        const plan = ctx.ratePlans.get(row.ratePlanId)?.name ?? want.plan.Code;
        throw new AppError(
          'invalid',
          `${roomType.name}, ${plan}: the rate it derives on ${row.date} comes to below zero.`,
        );
      }
      followed.push({ ...row, baseRate });
    }
    await repository.writeRates(tx, followed);
    level = followed;
  }
}
