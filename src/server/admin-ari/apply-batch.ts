import type { Tx } from '../db/client';
import type { AriChangeItem, AriChangeOutcome } from '../../contract/admin-ari';
import {
  ariChangeProblems,
  bookedNightsText,
  changedInventoryNight,
  changedRateNight,
  nightOffsetsCovered,
  nightsBelowBooked,
  rateNightsProblem,
  type AriChange,
  type InventoryNight,
  type RateNight,
} from '../../domain/ari-changes';
import { daysFromTo } from '../../domain/stay-nights';
import { joinModelState, type ModelState } from '../errors';
import { compareKeys, followParents, nightKey } from './derived-rates';
import { resolveItem, type ItemCodes } from './item-codes';
import type { AdminAriRepository, InventoryNightRow, InventoryRange, NamedRecord, RateNightRow } from './repository';

// A batch of ARI changes, answered item by item. Each item is checked by the domain's rule, then
// the batch is applied in one transaction: the nights it touches are read locked, once, each item
// is applied in order to those nights in memory (an item sees the ones before it; a refused item
// changes nothing), and every night that ends different is written back in a few set-based
// statements. Items of different room types or rate plans never touch the same nights, so the
// rate plans' nights are read a slice of room types and plans at a time, in lock order.

/** One applied item as the audit log keeps it: the item, and the nights it changed before and after. */
export interface AuditedAriChange {
  item: AriChangeItem;
  /** 'Classic Double' or 'Classic Double, Best Flexible Rate'. */
  subject: string;
  kind: 'room-type' | 'rate';
  before: unknown;
  after: unknown;
}

/** Writes the applied items to the audit log, inside the batch's transaction. */
export type AuditAriChanges = (tx: Tx, changes: readonly AuditedAriChange[]) => Promise<void>;

export interface BatchContext {
  propertyId: number;
  currency: string;
  today: string;
  roomTypes: ReadonlyMap<number, NamedRecord>;
  ratePlans: ReadonlyMap<number, NamedRecord>;
  codes: ItemCodes;
}

/** An item the rule let through, with what it names and the nights it covers. */
interface PlannedItem {
  index: number;
  item: AriChangeItem;
  change: AriChange;
  roomType: NamedRecord;
  ratePlan: NamedRecord | undefined;
}

export interface PlannedBatch {
  /** One per item in order; refusals already filled in, the rest filled when applied. */
  outcomes: (AriChangeOutcome | undefined)[];
  planned: PlannedItem[];
}

/** Rate nights read at once at most (a slice of room types and plans), to bound the memory a batch takes. */
const rateNightsPerRead = 100_000;

const refused = (index: number, modelState: ModelState): AriChangeOutcome => ({
  Index: index,
  Status: 'refused',
  Applied: false,
  NightsChanged: 0,
  ChangedNights: [],
  Message: joinModelState(modelState),
  ModelState: modelState,
});

/** An applied item's answer, from the nights it changed in order, each with its day (`at`). */
function applied(index: number, nights: readonly { at: number; night: { date: string } }[]): AriChangeOutcome {
  const runs: { From: string; To: string }[] = [];
  let lastAt = Number.NaN;
  for (const { at, night } of nights) {
    if (at === lastAt + 1) runs[runs.length - 1]!.To = night.date;
    else runs.push({ From: night.date, To: night.date });
    lastAt = at;
  }
  return {
    Index: index,
    Status: 'applied',
    Applied: true,
    NightsChanged: nights.length,
    ChangedNights: runs,
    Message:
      nights.length === 0
        ? 'Nothing changed: those nights already had these values.'
        : `Changed ${nights.length} ${nights.length === 1 ? 'night' : 'nights'}.`,
    ModelState: {},
  };
}

/** What can be said of each item before any night is read: its names, its range, its fields. */
export function planBatch(items: readonly AriChangeItem[], ctx: BatchContext): PlannedBatch {
  const outcomes: (AriChangeOutcome | undefined)[] = [];
  const planned: PlannedItem[] = [];
  items.forEach((item, index) => {
    const resolved = resolveItem(item, ctx.codes);
    if (!resolved.change) {
      outcomes.push(refused(index, resolved.problems));
      return;
    }
    const change = resolved.change;
    const problems = ariChangeProblems(change, ctx.today);
    const roomType = ctx.roomTypes.get(change.RoomTypeId);
    if (!roomType)
      (problems.RoomTypeId ??= []).push(`Room type ${change.RoomTypeId} is not a room type of this property.`);
    const ratePlan = change.RatePlanId === undefined ? undefined : ctx.ratePlans.get(change.RatePlanId);
    if (change.RatePlanId !== undefined && !ratePlan)
      (problems.RatePlanId ??= []).push(`Rate plan ${change.RatePlanId} is not a rate plan of this property.`);
    if (Object.keys(problems).length > 0 || !roomType) {
      outcomes.push(refused(index, problems));
      return;
    }
    outcomes.push(undefined);
    planned.push({ index, item, change, roomType, ratePlan });
  });
  return { outcomes, planned };
}

const sameInventory = (a: InventoryNight, b: InventoryNight) => a.total === b.total && a.stopSell === b.stopSell;

const sameRate = (a: RateNight, b: RateNight) =>
  a.baseRate === b.baseRate &&
  a.closed === b.closed &&
  a.closedToArrival === b.closedToArrival &&
  a.closedToDeparture === b.closedToDeparture &&
  a.minStay === b.minStay &&
  a.maxStay === b.maxStay;

/** The columns an item sets, as the audit log shows its nights. */
function inventoryFieldsOf(change: AriChange): (keyof InventoryNight)[] {
  return [
    ...(change.Rooms !== undefined ? (['total'] as const) : []),
    ...(change.Closed !== undefined ? (['stopSell'] as const) : []),
  ];
}

function rateFieldsOf(change: AriChange): (keyof RateNight)[] {
  const fields: [keyof AriChange, keyof RateNight][] = [
    ['Rate', 'baseRate'],
    ['Closed', 'closed'],
    ['ClosedToArrival', 'closedToArrival'],
    ['ClosedToDeparture', 'closedToDeparture'],
    ['MinStay', 'minStay'],
    ['MaxStay', 'maxStay'],
  ];
  return fields.filter(([field]) => change[field] !== undefined).map(([, column]) => column);
}

/**
 * The changed nights as the audit log keeps them: runs of consecutive nights holding the same
 * values, `{ from, to, ...values }`, with only the values the item sets. A year of nights at one
 * rate is one line, not 365. Nights come in order, each with its day (`at`).
 */
export function nightRuns<T extends { date: string }>(
  nights: readonly { at: number; night: T }[],
  fields: readonly (keyof T)[],
): Record<string, unknown>[] {
  const runs: Record<string, unknown>[] = [];
  let run: { first: T; last: T; at: number } | undefined;
  const flush = () => {
    if (!run) return;
    const values = Object.fromEntries(fields.map((field) => [field, run!.first[field]]));
    runs.push({ from: run.first.date, to: run.last.date, ...values });
  };
  for (const { at, night } of nights) {
    if (run && at === run.at + 1 && fields.every((field) => night[field] === run!.first[field])) {
      run.last = night;
      run.at = at;
      continue;
    }
    flush();
    run = { first: night, last: night, at };
  }
  flush();
  return runs;
}

/** A room type's (or a rate plan's) nights the batch read: by day from `origin`, and the days it changed. */
interface TargetNights<T> {
  origin: string;
  nights: (T | undefined)[];
  changed: Set<number>;
}

/** How one item changes its room type's (or rate plan's) nights, as the batch holds them. */
interface ItemOnNights<T extends { date: string }> {
  target: TargetNights<T>;
  /** The night as the item leaves it (a new object). */
  changeNight: (night: T) => T;
  same: (a: T, b: T) => boolean;
  /** Why the changed nights cannot stand; `read` is how many of the item's nights exist. */
  problem: (after: T[], read: number) => ModelState | undefined;
  fields: (keyof T)[];
  subject: string;
  kind: AuditedAriChange['kind'];
}

/** Applies one item to its nights in memory: its outcome and its audit entry. */
function applyItem<T extends { date: string }>(p: PlannedItem, on: ItemOnNights<T>) {
  const { target } = on;
  const changes: { at: number; before: T; after: T }[] = [];
  let read = 0;
  for (const at of nightOffsetsCovered(p.change, target.origin)) {
    const before = target.nights[at];
    if (!before) continue;
    read++;
    const after = on.changeNight(before);
    if (!on.same(before, after)) changes.push({ at, before, after });
  }
  const problems = on.problem(
    changes.map((c) => c.after),
    read,
  );
  if (problems) return { outcome: refused(p.index, problems) };
  for (const { at, after } of changes) {
    target.nights[at] = after;
    target.changed.add(at);
  }
  const runs = (side: 'before' | 'after') => ({
    change: p.item,
    nights: nightRuns(
      changes.map((c) => ({ at: c.at, night: c[side] })),
      on.fields,
    ),
  });
  return {
    outcome: applied(
      p.index,
      changes.map((c) => ({ at: c.at, night: c.before })),
    ),
    audited:
      changes.length === 0
        ? undefined
        : { item: p.item, subject: on.subject, kind: on.kind, before: runs('before'), after: runs('after') },
  };
}

/** Applies the planned items in one transaction (the caller's); fills in their outcomes. */
export async function applyPlannedBatch(
  tx: Tx,
  batch: PlannedBatch,
  ctx: BatchContext,
  deps: { repository: AdminAriRepository; audit: AuditAriChanges },
): Promise<AriChangeOutcome[]> {
  const { repository } = deps;
  const outcomes = [...batch.outcomes];
  const audited: { index: number; change: AuditedAriChange }[] = [];
  const record = (p: PlannedItem, result: { outcome: AriChangeOutcome; audited?: AuditedAriChange | undefined }) => {
    outcomes[p.index] = result.outcome;
    if (result.audited) audited.push({ index: p.index, change: result.audited });
  };

  // Rooms to sell and stop-sell: every room type's nights the batch touches, read at once.
  const inventoryItems = batch.planned.filter((p) => !p.ratePlan);
  const inventoryRanges = rangesOf(inventoryItems, (p) => String(p.roomType.id));
  const inventory = targetsOf(inventoryRanges, await repository.lockInventory(tx, inventoryRanges), (row) =>
    String(row.roomTypeId),
  );
  for (const p of inventoryItems) {
    const target = inventory.get(String(p.roomType.id));
    if (!target) continue;
    record(
      p,
      applyItem<InventoryNightRow>(p, {
        target,
        changeNight: (night) => Object.assign(changedInventoryNight(night, p.change), { roomTypeId: night.roomTypeId }),
        same: sameInventory,
        problem: (after) => {
          const below = nightsBelowBooked(after, (night) => night.total);
          if (below.length === 0) return undefined;
          return {
            Rooms: [
              `${p.roomType.name}: rooms to sell cannot go below the rooms already booked (${bookedNightsText(below)}).`,
            ],
          };
        },
        fields: inventoryFieldsOf(p.change),
        subject: p.roomType.name,
        kind: 'room-type',
      }),
    );
  }
  await repository.writeInventory(tx, changedNights(inventory));

  // Rates and restrictions: a slice of room types and plans at a time, in lock order. The
  // nights whose rate changed are followed by the plans derived from theirs (below), except on
  // the nights an item gives a rate of its own.
  const setByItems = new Set<string>();
  const newRates: RateNightRow[] = [];
  const rateKey = (p: PlannedItem) => `${p.roomType.id}:${p.ratePlan!.id}`;
  for (const slice of rateSlices(
    batch.planned.filter((p) => p.ratePlan),
    rateKey,
  )) {
    const ranges = rangesOf(slice, rateKey).map((range) => ({
      ...range,
      ratePlanId: Number(range.key.split(':')[1]),
    }));
    const read = await repository.lockRates(tx, ranges);
    const rateBefore = new Map(read.map((row) => [nightKey(row), row.baseRate]));
    const rates = targetsOf(ranges, read, (row) => `${row.roomTypeId}:${row.ratePlanId}`);
    for (const p of slice) {
      const subject = `${p.roomType.name}, ${p.ratePlan!.name}`;
      const target = rates.get(rateKey(p));
      if (!target) continue;
      record(
        p,
        applyItem<RateNightRow>(p, {
          target,
          changeNight: (night) =>
            Object.assign(changedRateNight(night, p.change, ctx.currency), {
              roomTypeId: night.roomTypeId,
              ratePlanId: night.ratePlanId,
            }),
          same: sameRate,
          problem: (after, read): ModelState | undefined => {
            if (read === 0)
              return { RatePlanId: [`${p.ratePlan!.name} does not sell ${p.roomType.name} on these nights.`] };
            const problem = rateNightsProblem(after);
            return problem ? { MaxStay: [`${subject}: ${problem}`] } : undefined;
          },
          fields: rateFieldsOf(p.change),
          subject,
          kind: 'rate',
        }),
      );
    }
    const written = changedNights(rates);
    await repository.writeRates(tx, written);
    for (const night of written) if (night.baseRate !== rateBefore.get(nightKey(night))) newRates.push(night);
    for (const p of slice) {
      const target = rates.get(rateKey(p));
      if (p.change.Rate === undefined || !target) continue;
      for (const at of nightOffsetsCovered(p.change, target.origin)) {
        const night = target.nights[at];
        if (night) setByItems.add(nightKey(night));
      }
    }
  }
  await followParents(tx, newRates, setByItems, ctx, repository);

  // In the order sent, as if each had been applied on its own.
  await deps.audit(
    tx,
    audited.sort((a, b) => a.index - b.index).map((a) => a.change),
  );
  return outcomes.map((outcome, index) => outcome ?? refused(index, { Items: ['The item was not applied.'] }));
}

/** Each target's first and last night over its items, targets in key order (numeric parts). */
function rangesOf(items: readonly PlannedItem[], keyOf: (p: PlannedItem) => string) {
  const ranges = new Map<string, InventoryRange & { key: string }>();
  for (const p of items) {
    const { From: first, To: last } = p.change;
    const key = keyOf(p);
    const range = ranges.get(key);
    if (!range) ranges.set(key, { key, roomTypeId: p.roomType.id, from: first, to: last });
    else {
      if (first < range.from) range.from = first;
      if (last > range.to) range.to = last;
    }
  }
  return [...ranges.values()].sort((a, b) => compareKeys(a.key, b.key));
}

/** The rate items in slices of whole room types and plans, in lock order, each reading at most `rateNightsPerRead` nights. */
function rateSlices(items: readonly PlannedItem[], keyOf: (p: PlannedItem) => string): PlannedItem[][] {
  const ranges = rangesOf(items, keyOf);
  const sliceOf = new Map<string, number>();
  let slice = 0;
  let nights = 0;
  for (const range of ranges) {
    const span = daysFromTo(range.from, range.to) + 1;
    if (nights > 0 && nights + span > rateNightsPerRead) {
      slice++;
      nights = 0;
    }
    nights += span;
    sliceOf.set(range.key, slice);
  }
  const slices: PlannedItem[][] = Array.from({ length: slice + 1 }, () => []);
  // Items keep the order they were sent in within their slice.
  for (const p of items) {
    const at = sliceOf.get(keyOf(p));
    if (at !== undefined) slices[at]!.push(p);
  }
  return slices.filter((s) => s.length > 0);
}

/** The rows read, by target, each kept by day from its range's first night. */
function targetsOf<T extends { date: string }>(
  ranges: readonly (InventoryRange & { key: string })[],
  rows: readonly T[],
  keyOf: (row: T) => string,
): Map<string, TargetNights<T>> {
  const targets = new Map(
    ranges.map((range) => [
      range.key,
      {
        origin: range.from,
        nights: new Array<T | undefined>(daysFromTo(range.from, range.to) + 1),
        changed: new Set<number>(),
      },
    ]),
  );
  for (const row of rows) {
    const target = targets.get(keyOf(row));
    if (target) target.nights[daysFromTo(target.origin, row.date)] = row;
  }
  return targets;
}

/** Every night the batch changed, as it leaves them. */
function changedNights<T>(targets: ReadonlyMap<string, TargetNights<T>>): T[] {
  const nights: T[] = [];
  for (const target of targets.values()) for (const at of target.changed) nights.push(target.nights[at]!);
  return nights;
}
