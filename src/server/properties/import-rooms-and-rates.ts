import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type {
  CancellationPolicyDefinition,
  PaymentPolicyDefinition,
  RatePlanDefinition,
} from '../../contract/property-definition';
import type { Tx } from '../db/client';
import type { PropertyDefinition } from '../../contract/property-definition-file';
import { nightsBelowBooked } from '../../domain/ari-changes';
import { paymentPolicyOf, payNowPolicy, type PaymentPolicy } from '../../domain/payment-schedule';
import { PropertyDefinitionError } from './definition-error';
import { locations } from '../db/schema/properties';
import {
  nightlyRates,
  ratePlans,
  roomConfigurationOptions,
  roomInventory,
  roomTypes,
  roomTypeUpgrades,
} from '../db/schema/rooms';
import type { InventoryRow, NightlyRateRow } from './expand-nights';
import { countOf, upsertReturning, type EntityCounts } from './import-statements';
import { insertInventory, insertNightlyRates } from './per-night-rows';

// What a property sells by the night: locations, room types (their upgrades and bed set-ups),
// rate plans, and the per-night prices and room counts expanded from them. Room types and
// plans no longer in the file are kept for the bookings that name them, but no longer sold.

export interface RoomsAndRates {
  locations: EntityCounts;
  roomTypes: EntityCounts;
  ratePlans: EntityCounts;
  /** Ids by code, for the parts that refer to room types and plans. */
  roomTypeIds: ReadonlyMap<string, number>;
  ratePlanIds: ReadonlyMap<string, number>;
}

export async function upsertRoomsAndRates(
  tx: Tx,
  p: PropertyDefinition,
  nights: { rates: NightlyRateRow[]; inventory: InventoryRow[] },
  ctx: { propertyId: number; today: string; warnings: string[] },
): Promise<RoomsAndRates> {
  const { propertyId, warnings } = ctx;
  // Locations
  const locationRows = await upsertReturning(
    tx,
    locations,
    p.Locations.map((l) => ({ propertyId, code: l.Code, name: l.Name })),
    [locations.propertyId, locations.code],
    ['name'],
  );
  const locationIds = new Map(locationRows.map((r) => [r.code, r.id]));

  const rooms = await upsertRoomTypes(tx, p, { propertyId, locationIds, warnings });
  const plans = await upsertRatePlans(tx, p, { propertyId, warnings });
  await replaceNights(tx, nights, {
    ...ctx,
    ids: { roomTypes: rooms.roomTypeIds, ratePlans: plans.ratePlanIds },
    allRoomTypes: rooms.allRoomTypes,
    retiredRoomTypes: rooms.retiredRoomTypes,
  });

  return {
    locations: countOf(locationRows),
    roomTypes: countOf(rooms.rows),
    ratePlans: countOf(plans.rows),
    roomTypeIds: rooms.roomTypeIds,
    ratePlanIds: plans.ratePlanIds,
  };
}

/** Room types, their upgrades and bed set-ups; those no longer in the file are retired (kept, not sold). */
async function upsertRoomTypes(
  tx: Tx,
  p: PropertyDefinition,
  ctx: { propertyId: number; locationIds: ReadonlyMap<string, number>; warnings: string[] },
) {
  const { propertyId, locationIds, warnings } = ctx;
  const roomTypeRows = await upsertReturning(
    tx,
    roomTypes,
    p.RoomTypes.map((rt, i) => ({
      propertyId,
      code: rt.Code,
      name: rt.Name,
      description: rt.Description,
      photos: rt.Photos,
      features: rt.Features,
      locationId: rt.LocationCode === null ? null : locationIds.get(rt.LocationCode)!,
      minimumOccupancy: rt.MinimumOccupancy,
      maximumOccupancy: rt.MaximumOccupancy,
      adultMaximumOccupancy: rt.AdultMaximumOccupancy,
      childMaximumOccupancy: rt.ChildMaximumOccupancy,
      sortOrder: i,
    })),
    [roomTypes.propertyId, roomTypes.code],
    [
      'name',
      'description',
      'photos',
      'features',
      'locationId',
      'minimumOccupancy',
      'maximumOccupancy',
      'adultMaximumOccupancy',
      'childMaximumOccupancy',
      'sortOrder',
    ],
  );
  const roomTypeIds = new Map(roomTypeRows.map((r) => [r.code, r.id]));
  const allRoomTypes = await tx
    .select({ id: roomTypes.id, code: roomTypes.code })
    .from(roomTypes)
    .where(eq(roomTypes.propertyId, propertyId));
  const retiredRoomTypes = allRoomTypes.filter((r) => !roomTypeIds.has(r.code));
  for (const r of retiredRoomTypes)
    warnings.push(`room type ${r.code} is no longer in the file: it is kept for existing bookings but no longer sold`);

  await tx.delete(roomTypeUpgrades).where(
    inArray(
      roomTypeUpgrades.roomTypeId,
      allRoomTypes.map((r) => r.id),
    ),
  );
  const upgrades = p.RoomTypes.flatMap((rt) =>
    rt.Upgrades.map((code) => ({ roomTypeId: roomTypeIds.get(rt.Code)!, upgradeRoomTypeId: roomTypeIds.get(code)! })),
  );
  if (upgrades.length > 0) await tx.insert(roomTypeUpgrades).values(upgrades);

  await syncConfigurationOptions(tx, propertyId, [
    ...p.RoomConfigurationOptions.map((name, i) => ({ roomTypeId: null, name, sortOrder: i })),
    ...p.RoomTypes.flatMap((rt) =>
      rt.ConfigurationOptions.map((name, i) => ({ roomTypeId: roomTypeIds.get(rt.Code)!, name, sortOrder: i })),
    ),
  ]);

  return { rows: roomTypeRows, roomTypeIds, allRoomTypes, retiredRoomTypes };
}

/** Rate plans; those no longer in the file are kept for the bookings that name them. */
async function upsertRatePlans(tx: Tx, p: PropertyDefinition, ctx: { propertyId: number; warnings: string[] }) {
  const { propertyId, warnings } = ctx;
  const ratePlanRows = await upsertReturning(
    tx,
    ratePlans,
    p.RatePlans.map((plan, i) => ({
      propertyId,
      code: plan.Code,
      name: plan.Name,
      description: plan.Description,
      inclusions: plan.Inclusions,
      policy: plan.Policy,
      refundable: plan.Refundable,
      cancellation: cancellationOf(plan, p.RatePlans),
      payment: paymentOf(plan, i, p),
      promoCode: plan.PromoCode,
      promotion: plan.Promotion,
      discountPercent: plan.DiscountPercent,
      baseNumberOfAdults: plan.BaseNumberOfAdults,
      useOccupancyForRatePlan: plan.UseOccupancyForRatePlan,
      minimumOccupancy: plan.MinimumOccupancy,
      maximumOccupancy: plan.MaximumOccupancy,
      adultMaximumOccupancy: plan.AdultMaximumOccupancy,
      childMaximumOccupancy: plan.ChildMaximumOccupancy,
      canPayByCompanyInvoice: plan.CanPayByCompanyInvoice,
      sortOrder: i,
    })),
    [ratePlans.propertyId, ratePlans.code],
    [
      'name',
      'description',
      'inclusions',
      'policy',
      'refundable',
      'cancellation',
      'payment',
      'promoCode',
      'promotion',
      'discountPercent',
      'baseNumberOfAdults',
      'useOccupancyForRatePlan',
      'minimumOccupancy',
      'maximumOccupancy',
      'adultMaximumOccupancy',
      'childMaximumOccupancy',
      'canPayByCompanyInvoice',
      'sortOrder',
    ],
  );
  const ratePlanIds = new Map(ratePlanRows.map((r) => [r.code, r.id]));
  const allRatePlans = await tx
    .select({ code: ratePlans.code })
    .from(ratePlans)
    .where(eq(ratePlans.propertyId, propertyId));
  for (const r of allRatePlans) {
    if (!ratePlanIds.has(r.code))
      warnings.push(
        `rate plan ${r.code} is no longer in the file: it is kept for existing bookings but no longer sold`,
      );
  }

  return { rows: ratePlanRows, ratePlanIds };
}

/** The per-night prices and room counts expanded from the file, from today on. */
async function replaceNights(
  tx: Tx,
  nights: { rates: NightlyRateRow[]; inventory: InventoryRow[] },
  ctx: {
    today: string;
    warnings: string[];
    ids: { roomTypes: ReadonlyMap<string, number>; ratePlans: ReadonlyMap<string, number> };
    allRoomTypes: { id: number }[];
    retiredRoomTypes: { id: number }[];
  },
) {
  const { warnings, allRoomTypes, retiredRoomTypes } = ctx;
  const roomTypeIds = ctx.ids.roomTypes;
  // Per-night prices: derived data, replaced from today on (earlier nights stay as history).
  await tx.delete(nightlyRates).where(
    and(
      inArray(
        nightlyRates.roomTypeId,
        allRoomTypes.map((r) => r.id),
      ),
      gte(nightlyRates.date, ctx.today),
    ),
  );
  await insertNightlyRates(tx, nights.rates, ctx.ids, 'replace');

  // Inventory: totals follow the file, but never drop below rooms already booked.
  const booked = await tx
    .select({ roomTypeId: roomInventory.roomTypeId, date: roomInventory.date, booked: roomInventory.booked })
    .from(roomInventory)
    .where(
      and(
        inArray(
          roomInventory.roomTypeId,
          allRoomTypes.map((r) => r.id),
        ),
        gte(roomInventory.date, ctx.today),
        sql`${roomInventory.booked} > 0`,
      ),
    );
  const bookedByNight = new Map(booked.map((b) => [`${b.roomTypeId}|${b.date}`, b.booked]));
  const withBooked = nights.inventory.map((row) => ({
    ...row,
    booked: bookedByNight.get(`${roomTypeIds.get(row.roomType)}|${row.date}`) ?? 0,
  }));
  // The console refuses such a change; a whole-file import keeps the booked rooms and says so.
  for (const row of nightsBelowBooked(withBooked, (night) => night.total))
    warnings.push(
      `${row.roomType} on ${row.date}: the file asks for ${row.total} rooms but ${row.booked} are booked; kept at ${row.booked}`,
    );
  await insertInventory(tx, nights.inventory, roomTypeIds, 'update totals');
  if (retiredRoomTypes.length > 0) {
    await tx
      .update(roomInventory)
      .set({ total: sql`${roomInventory.booked}` })
      .where(
        and(
          inArray(
            roomInventory.roomTypeId,
            retiredRoomTypes.map((r) => r.id),
          ),
          gte(roomInventory.date, ctx.today),
        ),
      );
  }
}

// Bed set-ups have no codes: matched by name so their ids (referenced by bookings) stay.
async function syncConfigurationOptions(
  tx: Tx,
  propertyId: number,
  wanted: { roomTypeId: number | null; name: string; sortOrder: number }[],
) {
  const existing = await tx
    .select()
    .from(roomConfigurationOptions)
    .where(eq(roomConfigurationOptions.propertyId, propertyId));
  const key = (o: { roomTypeId: number | null; name: string }) => `${o.roomTypeId ?? '*'}|${o.name}`;
  const byKey = new Map(existing.map((o) => [key(o), o]));
  const kept = new Set<number>();
  const fresh: (typeof roomConfigurationOptions.$inferInsert)[] = [];
  for (const w of wanted) {
    const found = byKey.get(key(w));
    if (!found) {
      fresh.push({ propertyId, ...w });
      continue;
    }
    kept.add(found.id);
    if (found.sortOrder !== w.sortOrder)
      await tx
        .update(roomConfigurationOptions)
        .set({ sortOrder: w.sortOrder })
        .where(eq(roomConfigurationOptions.id, found.id));
  }
  const gone = existing.filter((o) => !kept.has(o.id)).map((o) => o.id);
  if (gone.length > 0) await tx.delete(roomConfigurationOptions).where(inArray(roomConfigurationOptions.id, gone));
  if (fresh.length > 0) await tx.insert(roomConfigurationOptions).values(fresh);
}

/**
 * A plan's payment policy: its own, else the nearest plan it derives from that has one, else
 * everything now. A non-refundable plan is paid in full with the booking.
 */
function paymentOf(plan: RatePlanDefinition, index: number, p: PropertyDefinition): PaymentPolicy {
  const seen = new Set<string>();
  let definition: PaymentPolicyDefinition | null = null;
  for (
    let at: RatePlanDefinition | undefined = plan;
    at && !seen.has(at.Code);
    at = p.RatePlans.find((other) => other.Code === at!.DerivedFrom)
  ) {
    if (at.Payment) {
      definition = at.Payment;
      break;
    }
    seen.add(at.Code);
    if (at.DerivedFrom === undefined) break;
  }
  if (!plan.Refundable) {
    if (plan.Payment && plan.Payment.Type !== 'PayNow')
      throw PropertyDefinitionError.at(
        ['RatePlans', index, 'Payment'],
        'a non-refundable rate plan is paid in full with the booking (Payment: { "Type": "PayNow" })',
      );
    return payNowPolicy;
  }
  return paymentPolicyOf(definition, p.Currency);
}

/** A plan's structured cancellation policy: its own, else the nearest plan it derives from that has one. */
function cancellationOf(
  plan: RatePlanDefinition,
  plans: readonly RatePlanDefinition[],
): CancellationPolicyDefinition | null {
  const seen = new Set<string>();
  for (
    let at: RatePlanDefinition | undefined = plan;
    at && !seen.has(at.Code);
    at = plans.find((p) => p.Code === at!.DerivedFrom)
  ) {
    if (at.Cancellation) return at.Cancellation;
    seen.add(at.Code);
    if (at.DerivedFrom === undefined) break;
  }
  return null;
}
