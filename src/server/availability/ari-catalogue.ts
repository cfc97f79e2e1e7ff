import { asc, eq } from 'drizzle-orm';
import type { PaymentPolicy } from '../../domain/payment-schedule';
import type { RatePlanRules, RoomTypeRules } from '../../domain/availability';
import type { Db } from '../db/client';
import { ratePlans, roomTypes, roomTypeUpgrades } from '../db/schema/rooms';

// A property's room types, rate plans and upgrades. They change only when the property is
// (re)imported, which moves properties.updated_at: they are kept in memory per property and
// reloaded as soon as a caller brings a property row with a later updated_at.

export interface RoomTypeRecord extends RoomTypeRules {
  name: string;
  description: string;
  photos: string[];
  features: string[];
}

export interface RatePlanRecord extends RatePlanRules {
  name: string;
  description: string;
  inclusions: string[];
  policy: string;
  refundable: boolean;
  /** How the plan is paid (minor units). */
  payment: PaymentPolicy;
  promotion: string | null;
  canPayByCompanyInvoice: boolean;
}

/** What a property sells, in display order (sort order, then id). */
export interface RoomCatalogue {
  roomTypes: RoomTypeRecord[];
  ratePlans: RatePlanRecord[];
  /** Room type id -> the room types a guest may be offered instead, in display order. */
  upgradeRoomTypeIds: ReadonlyMap<number, number[]>;
}

/** Properties whose catalogue is kept; the least recently used one goes first. */
const cataloguesKept = 100;

export function createRoomCatalogueCache(db: Db) {
  const catalogues = new Map<number, { version: number; catalogue: Promise<RoomCatalogue> }>();
  const readCatalogue = (propertyId: number) => readRoomCatalogue(db, propertyId);
  return {
    /** The property's room types, rate plans and upgrades, from memory while updatedAt stands. */
    roomCatalogue(property: { id: number; updatedAt: Date }): Promise<RoomCatalogue> {
      const version = property.updatedAt.getTime();
      const kept = catalogues.get(property.id);
      catalogues.delete(property.id);
      if (kept && kept.version === version) {
        catalogues.set(property.id, kept);
        return kept.catalogue;
      }
      const catalogue = readCatalogue(property.id);
      const entry = { version, catalogue };
      catalogues.set(property.id, entry);
      // A failed read is not kept: the next request tries again.
      catalogue.catch(() => {
        if (catalogues.get(property.id) === entry) catalogues.delete(property.id);
      });
      if (catalogues.size > cataloguesKept) catalogues.delete(catalogues.keys().next().value!);
      return catalogue;
    },
  };
}

/** The occupancy limits a room type sets and a rate plan may narrow (its own null where it does not). */
function occupancyColumnsOf<Table extends typeof roomTypes | typeof ratePlans>(table: Table) {
  return {
    minimumOccupancy: table.minimumOccupancy,
    maximumOccupancy: table.maximumOccupancy,
    adultMaximumOccupancy: table.adultMaximumOccupancy,
    childMaximumOccupancy: table.childMaximumOccupancy,
  };
}

async function readRoomCatalogue(db: Db, propertyId: number): Promise<RoomCatalogue> {
  const [roomTypeRows, ratePlanRows, upgradeRows] = await Promise.all([
    db
      .select({
        id: roomTypes.id,
        name: roomTypes.name,
        description: roomTypes.description,
        photos: roomTypes.photos,
        features: roomTypes.features,
        locationId: roomTypes.locationId,
        ...occupancyColumnsOf(roomTypes),
      })
      .from(roomTypes)
      .where(eq(roomTypes.propertyId, propertyId))
      .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id)),
    db
      .select({
        id: ratePlans.id,
        code: ratePlans.code,
        name: ratePlans.name,
        description: ratePlans.description,
        inclusions: ratePlans.inclusions,
        policy: ratePlans.policy,
        refundable: ratePlans.refundable,
        payment: ratePlans.payment,
        promoCode: ratePlans.promoCode,
        promotion: ratePlans.promotion,
        discountPercent: ratePlans.discountPercent,
        baseNumberOfAdults: ratePlans.baseNumberOfAdults,
        useOccupancyForRatePlan: ratePlans.useOccupancyForRatePlan,
        ...occupancyColumnsOf(ratePlans),
        canPayByCompanyInvoice: ratePlans.canPayByCompanyInvoice,
      })
      .from(ratePlans)
      .where(eq(ratePlans.propertyId, propertyId))
      .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.id)),
    db
      .select({ roomTypeId: roomTypeUpgrades.roomTypeId, upgradeRoomTypeId: roomTypeUpgrades.upgradeRoomTypeId })
      .from(roomTypeUpgrades)
      .innerJoin(roomTypes, eq(roomTypes.id, roomTypeUpgrades.upgradeRoomTypeId))
      .where(eq(roomTypes.propertyId, propertyId))
      .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id)),
  ]);
  const upgradeRoomTypeIds = new Map<number, number[]>();
  for (const row of upgradeRows) {
    const list = upgradeRoomTypeIds.get(row.roomTypeId);
    if (list) list.push(row.upgradeRoomTypeId);
    else upgradeRoomTypeIds.set(row.roomTypeId, [row.upgradeRoomTypeId]);
  }
  return { roomTypes: roomTypeRows, ratePlans: ratePlanRows, upgradeRoomTypeIds };
}
