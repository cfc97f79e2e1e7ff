import type { AriChangeItem, AriGrid } from '../../../contract/admin-ari';
import type { WeekdayName } from '../../../contract/property-definition';
import { ariChangeProblems } from '../../../domain/ari-changes';
import type { FieldProblems } from '../../ui/ruled-form';

// The change form's values (as typed) and the item they make, checked by the domain's ARI rule
// so the form refuses what the server would. Empty fields leave the nights as they are.

export type Toggle = '' | 'yes' | 'no';

export interface AriChangeFormValues {
  roomTypeId: string;
  /** '' = the room type itself (rooms to sell, stop sale). */
  ratePlanId: string;
  from: string;
  to: string;
  weekdays: WeekdayName[];
  rooms: string;
  rate: string;
  minStay: string;
  maxStay: string;
  closed: Toggle;
  closedToArrival: Toggle;
  closedToDeparture: Toggle;
}

export const emptyChange = (roomTypeId: string, from: string, to: string): AriChangeFormValues => ({
  roomTypeId,
  ratePlanId: '',
  from,
  to,
  weekdays: [],
  rooms: '',
  rate: '',
  minStay: '',
  maxStay: '',
  closed: '',
  closedToArrival: '',
  closedToDeparture: '',
});

const toggleValue = (value: Toggle) => (value === '' ? undefined : value === 'yes');
const numberValue = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The item the form's values ask for: the console names room types and rate plans by id. */
export function changeItemOf(values: AriChangeFormValues): AriChangeItem & { RoomTypeId: number } {
  const item: AriChangeItem & { RoomTypeId: number } = {
    RoomTypeId: Number(values.roomTypeId),
    From: values.from,
    To: values.to,
  };
  if (values.ratePlanId !== '') item.RatePlanId = Number(values.ratePlanId);
  // All seven weekdays, or none ticked, mean every night.
  if (values.weekdays.length > 0 && values.weekdays.length < 7) item.Weekdays = values.weekdays;
  // The form shows a room type's fields or a rate plan's, never both: only the shown ones count.
  const closed = toggleValue(values.closed);
  if (closed !== undefined) item.Closed = closed;
  if (values.ratePlanId === '') {
    const rooms = numberValue(values.rooms);
    if (rooms !== undefined) item.Rooms = rooms;
    return item;
  }
  const rate = numberValue(values.rate);
  if (rate !== undefined) item.Rate = rate;
  const minStay = numberValue(values.minStay);
  if (minStay !== undefined) item.MinStay = minStay;
  const maxStay = numberValue(values.maxStay);
  if (maxStay !== undefined) item.MaxStay = maxStay;
  const cta = toggleValue(values.closedToArrival);
  if (cta !== undefined) item.ClosedToArrival = cta;
  const ctd = toggleValue(values.closedToDeparture);
  if (ctd !== undefined) item.ClosedToDeparture = ctd;
  return item;
}

const fieldOf: Record<string, keyof AriChangeFormValues> = {
  From: 'from',
  To: 'to',
  Weekdays: 'weekdays',
  Rooms: 'rooms',
  Rate: 'rate',
  MinStay: 'minStay',
  MaxStay: 'maxStay',
  Items: 'closed',
};

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What the form must refuse before sending, on the fields a member of staff can fix. */
export function changeFormProblems(values: AriChangeFormValues, today: string): FieldProblems<AriChangeFormValues> {
  const problems: FieldProblems<AriChangeFormValues> = {};
  if (!isDate(values.from)) problems.from = 'Please give the first night.';
  if (!isDate(values.to)) problems.to = 'Please give the last night.';
  for (const field of ['rooms', 'rate', 'minStay', 'maxStay'] as const) {
    if (values[field].trim() !== '' && !Number.isFinite(Number(values[field])))
      problems[field] = 'Please give a number.';
  }
  if (Object.keys(problems).length > 0) return problems;
  for (const [field, messages] of Object.entries(ariChangeProblems(changeItemOf(values), today))) {
    const target = fieldOf[field] ?? 'closed';
    problems[target] ??= messages[0];
  }
  return problems;
}

/** The fields of what to change, emptied when the room type or rate plan chosen changes. */
export const valueFields = [
  'rooms',
  'rate',
  'minStay',
  'maxStay',
  'closed',
  'closedToArrival',
  'closedToDeparture',
] as const satisfies readonly (keyof AriChangeFormValues)[];

/** The form's values for one night of a row of the grid, holding what the night has now. */
export function nightChange(
  grid: AriGrid,
  roomTypeId: number,
  ratePlanId: number | null,
  i: number,
): AriChangeFormValues {
  const date = grid.Dates[i]!;
  const roomType = grid.RoomTypes.find((r) => r.RoomTypeId === roomTypeId)!;
  const base = emptyChange(String(roomTypeId), date, date);
  if (ratePlanId === null)
    return { ...base, rooms: String(roomType.Rooms[i]), closed: roomType.Closed[i] ? 'yes' : 'no' };
  const plan = roomType.RatePlans.find((p) => p.RatePlanId === ratePlanId)!;
  const flag = (value: boolean | null | undefined): Toggle => (value == null ? '' : value ? 'yes' : 'no');
  return {
    ...base,
    ratePlanId: String(ratePlanId),
    rate: plan.Rate[i] == null ? '' : String(plan.Rate[i]),
    minStay: plan.MinStay[i] == null ? '' : String(plan.MinStay[i]),
    maxStay: plan.MaxStay[i] == null ? '' : String(plan.MaxStay[i]),
    closed: flag(plan.Closed[i]),
    closedToArrival: flag(plan.ClosedToArrival[i]),
    closedToDeparture: flag(plan.ClosedToDeparture[i]),
  };
}
