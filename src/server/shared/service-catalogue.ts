import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serviceArticles, services } from '../db/schema/services';

// A property's extras (services) with their articles, as the service catalogue, booking and
// pre-check-in all read them: one query, so offers, prices and inventory agree everywhere.
// Pass a transaction as `db` to read inside it.

export interface CatalogueService {
  id: number;
  code: string;
  name: string;
  description: string;
  imageUrl: string | null;
  chargeType: 'PerStay' | 'PerDay' | 'PerQuantity';
  chargePerPerson: boolean;
  startingInventory: number | null;
  usedInventory: number;
  /** The room types and rate plans it is offered with; null: all of them. */
  roomTypeIds: number[] | null;
  ratePlanIds: number[] | null;
  articles: { id: number; serviceId: number; name: string; price: number }[];
}

/** The property's services in display order, each with its articles; `onlyIds` narrows to those services. */
export async function readServiceCatalogue(
  db: Db,
  propertyId: number,
  onlyIds?: readonly number[],
): Promise<CatalogueService[]> {
  if (onlyIds?.length === 0) return [];
  const rows = await db
    .select({
      id: services.id,
      code: services.code,
      name: services.name,
      description: services.description,
      imageUrl: services.imageUrl,
      chargeType: services.chargeType,
      chargePerPerson: services.chargePerPerson,
      startingInventory: services.startingInventory,
      usedInventory: services.usedInventory,
      roomTypeIds: services.roomTypeIds,
      ratePlanIds: services.ratePlanIds,
    })
    .from(services)
    .where(
      onlyIds
        ? and(eq(services.propertyId, propertyId), inArray(services.id, [...onlyIds]))
        : eq(services.propertyId, propertyId),
    )
    .orderBy(asc(services.sortOrder), asc(services.id));
  const articles = rows.length
    ? await db
        .select({
          id: serviceArticles.id,
          serviceId: serviceArticles.serviceId,
          name: serviceArticles.name,
          price: serviceArticles.price,
        })
        .from(serviceArticles)
        .where(
          inArray(
            serviceArticles.serviceId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(serviceArticles.id))
    : [];
  return rows.map((row) => ({
    ...row,
    roomTypeIds: row.roomTypeIds ?? null,
    ratePlanIds: row.ratePlanIds ?? null,
    articles: articles.filter((article) => article.serviceId === row.id),
  }));
}
