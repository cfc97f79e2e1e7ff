import type { ApiKey, ApiKeyList, CreateApiKeyRequest, CreatedApiKey } from '../../contract/admin-api-keys';
import { orderedScopes, type ApiKeyScope } from '../../domain/api-key-scopes';
import { roleMay, type StaffRole } from '../../domain/staff-roles';
import type { Db } from '../db/client';
import { AppError, notFound } from '../errors';
import type { StaffActor } from './access';
import { generateApiKey } from './api-key-callers';
import type { ApiKeyRepository, ApiKeyRow, PlaceRow } from './api-key-repository';
import { recordStaffChange, type StaffChange } from './audit';

// Owners' API keys for the hotel's other systems: listed, made (the key answered once, its hash
// kept) and revoked, each change in the audit log of every property the key reaches. A key of
// the group reaches each of the group's properties, so only an owner of the group may make or
// revoke one. The shell (`npm run staff:api-key`) makes keys the same way.

export const apiKeyManagementMessages = {
  notFound: 'There is no such API key on this property.',
  noGroup: 'This property is not in a group.',
  groupOwnersOnly: (groupCode: string) => `Only an owner of the group ${groupCode} may manage its keys.`,
} as const;

/** The member's roles on groups, as the signed-in staff member holds them. */
export type GroupRoles = readonly { groupCode: string; role: StaffRole }[];

type AuditActor = StaffChange['actor'];

function apiKeyOf(row: ApiKeyRow): ApiKey {
  return {
    Id: row.id,
    Name: row.name,
    Connection: row.connection,
    Scopes: orderedScopes(row.scopes),
    Prefix: row.prefix,
    GroupCode: row.propertyId === null ? row.groupCode : null,
    CreatedAt: row.createdAt.toISOString(),
    CreatedBy: row.createdBy,
    LastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    RevokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a key: never the key, nor its hash. */
const audited = (key: ApiKey) => ({
  Name: key.Name,
  Connection: key.Connection,
  Scopes: key.Scopes,
  Prefix: key.Prefix,
  ...(key.GroupCode ? { Group: key.GroupCode } : {}),
  ...(key.RevokedAt ? { RevokedAt: key.RevokedAt } : {}),
});

export interface NewApiKey {
  name: string;
  connection?: string | undefined;
  scopes: readonly ApiKeyScope[];
  /** The property's id, or the group's. */
  owner: { propertyId: number } | { groupId: number };
  createdByStaffId: number | null;
}

export function createApiKeyManagement(deps: { repository: ApiKeyRepository; now: () => Date }) {
  const { repository } = deps;

  const auditActor = (actor: StaffActor, propertyId: number): AuditActor => ({
    staffId: actor.staffId,
    email: actor.email,
    name: actor.name,
    propertyId,
  });

  /** The properties a key of `owner` reaches: the audit log of each hears of it. */
  async function reachedBy(tx: Db, owner: NewApiKey['owner']): Promise<{ id: number; code: string }[]> {
    if ('groupId' in owner) return repository.propertiesOfGroup(owner.groupId, tx);
    const place = await repository.property({ id: owner.propertyId }, tx);
    return place ? [{ id: place.id, code: place.code }] : [];
  }

  /** Makes a key in its own transaction, audited on every property it reaches; the key itself once. */
  async function make(
    request: NewApiKey,
    actorOn: (propertyId: number) => AuditActor,
  ): Promise<CreatedApiKey & { propertyCodes: string[] }> {
    const { key, prefix, hash } = generateApiKey();
    const name = request.name.trim();
    return repository.transaction(async (tx) => {
      const id = await repository.insert(tx, {
        ...('propertyId' in request.owner
          ? { propertyId: request.owner.propertyId }
          : { groupId: request.owner.groupId }),
        name,
        connection: request.connection?.trim() || name,
        scopes: orderedScopes(request.scopes),
        keyHash: hash,
        keyPrefix: prefix,
        createdByStaffId: request.createdByStaffId,
        createdAt: deps.now(),
      });
      const made = apiKeyOf(await repository.keyById(tx, id));
      const reached = await reachedBy(tx, request.owner);
      for (const property of reached) {
        await recordStaffChange(tx, {
          actor: actorOn(property.id),
          action: 'api-key.create',
          subject: { type: 'api-key', ref: prefix },
          before: null,
          after: audited(made),
        });
      }
      return { ...made, Key: key, propertyCodes: reached.map((p) => p.code) };
    });
  }

  async function placeOf(actor: StaffActor): Promise<PlaceRow> {
    const place = await repository.property({ id: actor.propertyId });
    if (!place) throw notFound(apiKeyManagementMessages.notFound);
    return place;
  }

  const mayManageGroup = (place: PlaceRow, groups: GroupRoles) =>
    place.groupCode !== null &&
    groups.some(
      (g) => g.groupCode.toUpperCase() === place.groupCode!.toUpperCase() && roleMay(g.role, 'connections:manage'),
    );

  function requireGroupOwner(place: PlaceRow, groups: GroupRoles): void {
    if (place.groupCode === null) throw new AppError('invalid', apiKeyManagementMessages.noGroup, {});
    if (!mayManageGroup(place, groups))
      throw new AppError('forbidden', apiKeyManagementMessages.groupOwnersOnly(place.groupCode));
  }

  return {
    async list(actor: StaffActor, groups: GroupRoles): Promise<ApiKeyList> {
      const place = await placeOf(actor);
      return {
        ApiKeys: (await repository.keysReaching(place)).map(apiKeyOf),
        GroupCode: place.groupCode,
        MayManageGroupKeys: mayManageGroup(place, groups),
      };
    },

    async create(actor: StaffActor, groups: GroupRoles, request: CreateApiKeyRequest): Promise<CreatedApiKey> {
      const place = await placeOf(actor);
      if (request.ForGroup) requireGroupOwner(place, groups);
      const { propertyCodes: _reached, ...made } = await make(
        {
          name: request.Name,
          connection: request.Connection,
          scopes: request.Scopes,
          owner: request.ForGroup ? { groupId: place.groupId! } : { propertyId: place.id },
          createdByStaffId: actor.staffId,
        },
        (propertyId) => auditActor(actor, propertyId),
      );
      return made;
    },

    async revoke(actor: StaffActor, groups: GroupRoles, id: number): Promise<ApiKey> {
      const place = await placeOf(actor);
      const found = await repository.keyReaching(place, id);
      if (!found) throw notFound(apiKeyManagementMessages.notFound);
      if (found.propertyId === null) requireGroupOwner(place, groups);
      return repository.transaction(async (tx) => {
        const before = apiKeyOf(found);
        const revoked = await repository.revoke(tx, id, deps.now());
        const after = apiKeyOf(await repository.keyById(tx, id));
        if (!revoked) return after;
        const reached = await reachedBy(
          tx,
          found.propertyId !== null ? { propertyId: found.propertyId } : { groupId: found.groupId! },
        );
        for (const property of reached) {
          await recordStaffChange(tx, {
            actor: auditActor(actor, property.id),
            action: 'api-key.revoke',
            subject: { type: 'api-key', ref: found.prefix },
            before: audited(before),
            after: audited(after),
          });
        }
        return after;
      });
    },

    /** From the server's shell: a key of a property or a group by code, made by "Server shell". */
    async createFromShell(request: {
      scope: { property: string } | { group: string };
      name: string;
      connection?: string | undefined;
      scopes: readonly ApiKeyScope[];
    }): Promise<CreatedApiKey & { propertyCodes: string[] }> {
      const owner =
        'property' in request.scope
          ? await repository.property({ code: request.scope.property }).then((p) => (p ? { propertyId: p.id } : null))
          : await repository.group(request.scope.group).then((g) => (g ? { groupId: g.id } : null));
      if (!owner) {
        const what =
          'property' in request.scope ? `property ${request.scope.property}` : `group ${request.scope.group}`;
        throw new AppError('not-found', `There is no ${what}.`);
      }
      if (request.name.trim() === '') throw new AppError('invalid', 'Name the key.', {});
      return make(
        {
          name: request.name,
          connection: request.connection,
          scopes: request.scopes,
          owner,
          createdByStaffId: null,
        },
        (propertyId) => ({ staffId: null, email: 'shell', name: 'Server shell', propertyId }),
      );
    },
  };
}

export type ApiKeyManagement = ReturnType<typeof createApiKeyManagement>;
