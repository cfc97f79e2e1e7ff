import type { EditGuestsRequest } from '../../../contract/manage-booking';
import { todayIn } from '../../../domain/same-day';
import { AppError, validationError, type ModelState } from '../../errors';
import { cancelMessages } from './cancel';
import { tellChangeInLines, type ChangeRequestAt } from './change-under-key';
import type { ManageQueries } from './repository';

// POST Reservation/Guests: lead guest names per room, room set-up, arrival time and special
// requests. Nothing here changes the price. Every field is checked before anything is written.

export const guestMessages = {
  firstName: "Please enter the lead guest's first name.",
  lastName: "Please enter the lead guest's last name.",
  setUp: 'Please choose a room set-up offered for this room.',
  stayEnded: 'This stay has ended, so its guests can no longer be changed.',
  notChangeable: 'This booking cannot be changed.',
};

export async function editGuests(
  tx: ManageQueries,
  at: ChangeRequestAt<EditGuestsRequest>,
): Promise<{ kept: { lines: string[] } }> {
  const { row, property, rooms, now, request } = at;
  if (row.status === 'cancelled') throw new AppError('not-available', cancelMessages.bookingCancelled);
  if (row.status !== 'confirmed') throw new AppError('not-available', guestMessages.notChangeable);
  const today = todayIn(property.timeZone, now);
  const items = await tx.listItems(row.id);
  const configurationIds = request.Rooms.map((room) => room.RoomConfigurationDropdownOptionId).filter(
    (id): id is number => typeof id === 'number',
  );
  const options = await tx.listRoomConfigurationOptions(property.id, configurationIds);

  const modelState: ModelState = {};
  const fail = (field: string, message: string) => (modelState[field] ??= []).push(message);
  const plans = request.Rooms.map((change, i) => {
    const room = rooms.find((candidate) => candidate.id === change.ReservationItemId);
    const item = items.find((candidate) => candidate.id === change.ReservationItemId);
    if (!room || !item) {
      fail(`Rooms[${i}].ReservationItemId`, cancelMessages.unknownRoom);
      return null;
    }
    if (room.status === 'cancelled') throw new AppError('not-available', cancelMessages.roomCancelled);
    if (today > room.dateTo) throw new AppError('not-available', guestMessages.stayEnded);
    if (change.LeadGuest.FirstName === '') fail(`Rooms[${i}].LeadGuest.FirstName`, guestMessages.firstName);
    if (change.LeadGuest.LastName === '') fail(`Rooms[${i}].LeadGuest.LastName`, guestMessages.lastName);
    const optionId = change.RoomConfigurationDropdownOptionId;
    const option =
      typeof optionId === 'number'
        ? options.find(
            (candidate) =>
              candidate.id === optionId && (candidate.roomTypeId === null || candidate.roomTypeId === room.roomTypeId),
          )
        : undefined;
    if (typeof optionId === 'number' && !option)
      fail(`Rooms[${i}].RoomConfigurationDropdownOptionId`, guestMessages.setUp);
    return { change, item, position: items.indexOf(item) + 1, option };
  });
  if (Object.keys(modelState).length > 0) throw validationError(modelState);

  const lines: string[] = [];
  for (const plan of plans) {
    if (!plan) continue;
    const { change, item, position, option } = plan;
    const name = { firstName: change.LeadGuest.FirstName, lastName: change.LeadGuest.LastName };
    if (name.firstName !== item.leadGuestFirstName || name.lastName !== item.leadGuestLastName) {
      await tx.renameLeadGuest(item.id, name);
      lines.push(
        `Room ${position}: lead guest ${item.leadGuestFirstName} ${item.leadGuestLastName} is now ${name.firstName} ${name.lastName}.`,
      );
    }
    if (option && option.id !== item.roomConfigurationOptionId) {
      await tx.updateItems([item.id], { roomConfigurationOptionId: option.id, roomConfigurationName: option.name });
      lines.push(`Room ${position}: set-up is now ${option.name}.`);
    }
    if (change.ArrivalTime !== undefined && (change.ArrivalTime ?? null) !== item.arrivalTime) {
      await tx.updateItems([item.id], { arrivalTime: change.ArrivalTime ?? null });
      lines.push(
        change.ArrivalTime
          ? `Room ${position}: expected arrival at ${change.ArrivalTime}.`
          : `Room ${position}: no arrival time given.`,
      );
    }
  }
  const notes = request.Notes?.trim();
  if (notes !== undefined && notes !== row.notes)
    lines.push(notes ? `Special requests: ${notes}` : 'Special requests removed.');
  await tx.adjustReservation(row.id, { updatedAt: now, ...(notes !== undefined ? { notes } : {}) }, {});

  if (lines.length > 0) await tellChangeInLines(tx, row.id, lines, at);
  return { kept: { lines } };
}
