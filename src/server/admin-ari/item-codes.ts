import type { AriChangeItem } from '../../contract/admin-ari';
import type { AriChange } from '../../domain/ari-changes';
import type { ModelState } from '../errors';
import type { ConnectionCodeBook } from '../shared/external-codes';
import type { NamedRecord } from './repository';

// Which room type and rate plan an item of an ARI batch means. The console names them by id;
// another system names them by code: the connection's own codes where the connection has
// a mapping for that kind (room types, rate plans), else ours, as the property definition gives
// them. An unknown code is refused by name, for that item alone.

export interface ItemCodes {
  /** The connection the codes are of; null: our own codes. */
  connection: string | null;
  roomTypeIds: ReadonlyMap<string, number>;
  ratePlanIds: ReadonlyMap<string, number>;
  /** Whether the codes of each kind are the connection's (false: ours). */
  roomTypesMapped: boolean;
  ratePlansMapped: boolean;
}

export function itemCodes(
  roomTypes: readonly NamedRecord[],
  ratePlans: readonly NamedRecord[],
  book: ConnectionCodeBook | null,
): ItemCodes {
  const ours = (records: readonly NamedRecord[]) => new Map(records.map((r) => [r.code, r.id]));
  const roomTypesMapped = (book?.roomTypeIds.size ?? 0) > 0;
  const ratePlansMapped = (book?.ratePlanIds.size ?? 0) > 0;
  return {
    connection: book?.connection ?? null,
    roomTypeIds: roomTypesMapped ? book!.roomTypeIds : ours(roomTypes),
    ratePlanIds: ratePlansMapped ? book!.ratePlanIds : ours(ratePlans),
    roomTypesMapped,
    ratePlansMapped,
  };
}

/**
 * "Unknown room type code 'DBL' for connection PMS." When the connection has no codes of that
 * kind yet, the code was looked up among ours, and the message says so.
 */
export function unknownCodeMessage(
  kind: 'room type' | 'rate plan',
  code: string,
  connection: string | null,
  mapped: boolean,
): string {
  if (connection === null) return `Unknown ${kind} code '${code}'.`;
  if (mapped) return `Unknown ${kind} code '${code}' for connection ${connection}.`;
  return `Unknown ${kind} code '${code}' for connection ${connection}: it has no ${kind} codes of its own, so ours apply.`;
}

/** The item as the domain rule reads it (room type and rate plan by id), or why it names neither rightly. */
export function resolveItem(
  item: AriChangeItem,
  codes: ItemCodes,
): { change: AriChange; problems?: undefined } | { change?: undefined; problems: ModelState } {
  const problems: ModelState = {};
  const add = (field: string, message: string) => void (problems[field] ??= []).push(message);
  const { RoomTypeCode, RatePlanCode, ...rest } = item;

  let roomTypeId = item.RoomTypeId;
  if (roomTypeId !== undefined && RoomTypeCode !== undefined)
    add('RoomTypeCode', 'Name the room type once: RoomTypeId or RoomTypeCode, not both.');
  else if (RoomTypeCode !== undefined) {
    roomTypeId = codes.roomTypeIds.get(RoomTypeCode);
    if (roomTypeId === undefined)
      add('RoomTypeCode', unknownCodeMessage('room type', RoomTypeCode, codes.connection, codes.roomTypesMapped));
  } else if (roomTypeId === undefined) add('RoomTypeId', 'Name the room type: RoomTypeId or RoomTypeCode.');

  let ratePlanId = item.RatePlanId;
  if (ratePlanId !== undefined && RatePlanCode !== undefined)
    add('RatePlanCode', 'Name the rate plan once: RatePlanId or RatePlanCode, not both.');
  else if (RatePlanCode !== undefined) {
    ratePlanId = codes.ratePlanIds.get(RatePlanCode);
    if (ratePlanId === undefined)
      add('RatePlanCode', unknownCodeMessage('rate plan', RatePlanCode, codes.connection, codes.ratePlansMapped));
  }

  if (Object.keys(problems).length > 0 || roomTypeId === undefined) return { problems };
  return { change: { ...rest, RoomTypeId: roomTypeId, RatePlanId: ratePlanId } };
}
