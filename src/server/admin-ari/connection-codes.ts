import type { Tx } from '../db/client';
import type { ConnectionCodes, ConnectionCodesRequest } from '../../contract/connection-codes';
import { validationError, type ModelState } from '../errors';
import type { PropertyService } from '../properties/service';
import type { ExternalCodeRow } from '../shared/external-codes';
import type { AdminAriRepository, NamedRecord } from './repository';

// The codes a connection (the hotel's PMS, its channel manager) knows our room types and rate
// plans by. Staff read them with the grid's permission and owners replace a connection's whole
// mapping at once: every code named by ours, a room type (or rate plan) with one code at most,
// and a code meaning one room type (or rate plan) only. The ARI batches the connection sends
// then name room types and rate plans by its codes.

/** Writes the replaced mapping to the audit log, inside its transaction. */
export type AuditCodesChange = (
  tx: Tx,
  change: { propertyId: number; connection: string; before: unknown; after: unknown },
) => Promise<void>;

type Kind = 'RoomTypes' | 'RatePlans';
const entityOf = { RoomTypes: 'room_type', RatePlans: 'rate_plan' } as const;
const wordOf = { RoomTypes: 'room type', RatePlans: 'rate plan' } as const;

/** { CLASSIC: 'DBL', ... } per kind, as the audit log shows a mapping. */
function mappingText(rows: readonly ExternalCodeRow[], roomTypes: NamedRecord[], ratePlans: NamedRecord[]) {
  const codeOf = (records: NamedRecord[], id: number) => records.find((r) => r.id === id)?.code ?? String(id);
  const of = (entity: ExternalCodeRow['entity'], records: NamedRecord[]) =>
    Object.fromEntries(
      rows.filter((row) => row.entity === entity).map((row) => [codeOf(records, row.entityId), row.code]),
    );
  return { RoomTypes: of('room_type', roomTypes), RatePlans: of('rate_plan', ratePlans) };
}

export function createConnectionCodesService(deps: {
  repository: AdminAriRepository;
  properties: Pick<PropertyService, 'requireProperty'>;
}) {
  const { repository } = deps;

  async function describe(propertyCode: string, connection: string | null): Promise<ConnectionCodes> {
    const property = await deps.properties.requireProperty(propertyCode);
    const [roomTypes, ratePlans, rows, connections] = await Promise.all([
      repository.roomTypesOf(property.id),
      repository.ratePlansOf(property.id),
      connection === null ? [] : repository.externalCodes(property.id, connection),
      repository.connectionNames(property.id),
    ]);
    const codeOf = (entity: ExternalCodeRow['entity'], id: number) =>
      rows.find((row) => row.entity === entity && row.entityId === id)?.code ?? null;
    return {
      PropertyCode: property.code,
      Connection: connection,
      Connections: connection === null || connections.includes(connection) ? connections : [...connections, connection],
      RoomTypes: roomTypes.map((r) => ({
        RoomTypeId: r.id,
        Code: r.code,
        Name: r.name,
        ExternalCode: codeOf('room_type', r.id),
      })),
      RatePlans: ratePlans.map((r) => ({
        RatePlanId: r.id,
        Code: r.code,
        Name: r.name,
        ExternalCode: codeOf('rate_plan', r.id),
      })),
    };
  }

  return {
    /** The property's room types and rate plans with the connection's code for each (none named: no codes). */
    codes(propertyCode: string, connection: string | undefined): Promise<ConnectionCodes> {
      return describe(propertyCode, connection ?? null);
    },

    /** Replaces the connection's whole mapping; 400 naming every code that cannot stand. */
    async replaceCodes(
      propertyCode: string,
      connection: string,
      request: Required<ConnectionCodesRequest>,
      audit: AuditCodesChange,
    ): Promise<ConnectionCodes> {
      const property = await deps.properties.requireProperty(propertyCode);
      const [roomTypes, ratePlans] = await Promise.all([
        repository.roomTypesOf(property.id),
        repository.ratePlansOf(property.id),
      ]);
      const problems: ModelState = {};
      const add = (field: string, message: string) => void (problems[field] ??= []).push(message);
      const rows: ExternalCodeRow[] = [];
      for (const [kind, records] of [
        ['RoomTypes', roomTypes],
        ['RatePlans', ratePlans],
      ] as const satisfies readonly (readonly [Kind, NamedRecord[]])[]) {
        const word = wordOf[kind];
        const ours = new Map(records.map((r) => [r.code, r]));
        const ourCodeSeen = new Set<string>();
        const externalSeen = new Map<string, string>();
        request[kind].forEach((pair, i) => {
          const record = ours.get(pair.Code);
          if (!record) return add(`${kind}[${i}].Code`, `Unknown ${word} code '${pair.Code}' at this hotel.`);
          if (ourCodeSeen.has(pair.Code))
            return add(
              `${kind}[${i}].Code`,
              `The ${word} ${pair.Code} is given twice: it has one code per connection.`,
            );
          ourCodeSeen.add(pair.Code);
          const other = externalSeen.get(pair.ExternalCode);
          if (other !== undefined)
            return add(
              `${kind}[${i}].ExternalCode`,
              `The code '${pair.ExternalCode}' is given to both ${other} and ${pair.Code}: a code means one ${word}.`,
            );
          externalSeen.set(pair.ExternalCode, pair.Code);
          rows.push({ entity: entityOf[kind], entityId: record.id, code: pair.ExternalCode });
        });
      }
      if (Object.keys(problems).length > 0) throw validationError(problems);

      await repository.transaction(async (tx) => {
        const before = await repository.replaceExternalCodes(tx, property.id, connection, rows);
        await audit(tx, {
          propertyId: property.id,
          connection,
          before: mappingText(before, roomTypes, ratePlans),
          after: mappingText(rows, roomTypes, ratePlans),
        });
      });
      return describe(property.code, connection);
    },
  };
}

export type ConnectionCodesService = ReturnType<typeof createConnectionCodesService>;
