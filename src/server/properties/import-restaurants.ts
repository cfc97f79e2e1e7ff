import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { PropertyDefinition } from '../../contract/property-definition-file';
import { restaurants, restaurantSlotCovers } from '../db/schema/restaurants';
import { countOf, upsertReturning, type EntityCounts } from './import-statements';

// A property's restaurants. Future slot capacities follow CoversPerSlot but keep covers
// already booked.

export async function upsertRestaurants(
  tx: Tx,
  p: PropertyDefinition,
  ctx: { propertyId: number; today: string },
): Promise<EntityCounts> {
  const { propertyId } = ctx;
  const restaurantRows = await upsertReturning(
    tx,
    restaurants,
    p.Restaurants.map((r) => ({
      propertyId,
      code: r.Code,
      name: r.Name,
      description: r.Description,
      minOnlinePartySize: r.MinOnlinePartySize,
      maxOnlinePartySize: r.MaxOnlinePartySize,
      noAvailabilityText: r.NoAvailabilityText,
      slotIntervalMinutes: r.SlotIntervalMinutes,
      coversPerSlot: r.CoversPerSlot,
      sittingMinutes: r.SittingMinutes,
      openingPeriods: r.OpeningPeriods,
      promotions: r.Promotions,
    })),
    [restaurants.propertyId, restaurants.code],
    [
      'name',
      'description',
      'minOnlinePartySize',
      'maxOnlinePartySize',
      'noAvailabilityText',
      'slotIntervalMinutes',
      'coversPerSlot',
      'sittingMinutes',
      'openingPeriods',
      'promotions',
    ],
  );
  for (const r of p.Restaurants) {
    const id = restaurantRows.find((row) => row.code === r.Code)!.id;
    await tx
      .update(restaurantSlotCovers)
      .set({ total: sql`GREATEST(${r.CoversPerSlot}, ${restaurantSlotCovers.booked})` })
      .where(and(eq(restaurantSlotCovers.restaurantId, id), gte(restaurantSlotCovers.visitDate, ctx.today)));
  }
  return countOf(restaurantRows);
}
