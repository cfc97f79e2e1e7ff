import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { GroupDefinition, PropertyDefinition } from '../../contract/property-definition-file';
import { areas, propertyGroups } from '../db/schema/properties';
import { PropertyDefinitionError, type DefinitionPath } from './definition-error';
import { fromExcluded, wasInserted } from './import-statements';

// Where an imported property sits: the group of its file, or one imported earlier.

export async function upsertGroup(tx: Tx, group: GroupDefinition) {
  const [row] = await tx
    .insert(propertyGroups)
    .values({
      code: group.Code,
      name: group.Name,
      description: group.Description,
      logoFileUrl: group.LogoFileUrl,
      imageUrl: group.ImageUrl,
      theme: group.Theme,
    })
    .onConflictDoUpdate({
      target: propertyGroups.code,
      set: fromExcluded(propertyGroups, ['name', 'description', 'logoFileUrl', 'imageUrl', 'theme']),
    })
    .returning({ id: propertyGroups.id, created: wasInserted });
  const areaIds = new Map<string, number>();
  if (group.Areas.length > 0) {
    const rows = await tx
      .insert(areas)
      .values(group.Areas.map((a) => ({ groupId: row!.id, code: a.Code, name: a.Name })))
      .onConflictDoUpdate({ target: [areas.groupId, areas.code], set: fromExcluded(areas, ['name']) })
      .returning({ id: areas.id, code: areas.code });
    for (const a of rows) areaIds.set(a.code, a.id);
  }
  return { id: row!.id, action: row!.created ? ('created' as const) : ('updated' as const), areaIds };
}

/** A property imported on its own joins a group imported earlier. */
export async function findPlacement(tx: Tx, property: PropertyDefinition, at: DefinitionPath) {
  if (property.GroupCode === null) {
    if (property.AreaCode !== null)
      throw PropertyDefinitionError.at([...at, 'AreaCode'], 'needs GroupCode (areas belong to a group)');
    return { groupId: null, areaId: null };
  }
  const [group] = await tx
    .select({ id: propertyGroups.id })
    .from(propertyGroups)
    .where(eq(propertyGroups.code, property.GroupCode));
  if (!group)
    throw PropertyDefinitionError.at(
      [...at, 'GroupCode'],
      `no group ${property.GroupCode} has been imported; import its group file first`,
    );
  if (property.AreaCode === null) return { groupId: group.id, areaId: null };
  const [area] = await tx
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.groupId, group.id), eq(areas.code, property.AreaCode)));
  if (!area)
    throw PropertyDefinitionError.at(
      [...at, 'AreaCode'],
      `${property.AreaCode} is not an area of group ${property.GroupCode}`,
    );
  return { groupId: group.id, areaId: area.id };
}
