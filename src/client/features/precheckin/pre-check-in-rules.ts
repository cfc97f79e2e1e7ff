import type { PreCheckInReservation } from '../../../contract/pre-check-in';
import {
  addressProblems,
  personProblems,
  preCheckInFieldMessages,
  type PersonDetails,
  type PreCheckInFlags,
} from '../../../domain/pre-check-in';
import type { PreCheckInPosition } from '../../../domain/pre-check-in-steps';
import type { FieldProblems } from '../../ui/ruled-form';
import type { PreCheckInDraft } from './pre-check-in-draft';

// What the form refuses on the step the guest is on: the fields that step shows, by the
// domain's rules and messages (a later step's fields are not the guest's to fix yet).

export const bedSetUpMessage = 'Please choose a bed set-up.';

type DraftProblems = FieldProblems<PreCheckInDraft>;

function personProblemsAt(
  prefix: `booker` | `items.${number}.Guests.${number}`,
  person: PersonDetails,
  flags: PreCheckInFlags,
): DraftProblems {
  const problems: DraftProblems = {};
  for (const field of personProblems(person, flags)) problems[`${prefix}.${field}`] = preCheckInFieldMessages[field];
  return problems;
}

export function stepProblems(
  position: PreCheckInPosition,
  draft: PreCheckInDraft,
  reservation: PreCheckInReservation,
  flags: PreCheckInFlags,
  narrow: boolean,
): DraftProblems {
  if (position.step === 'Booker') {
    if (!draft.booker) return {};
    const problems = personProblemsAt('booker', draft.booker, flags);
    for (const field of addressProblems(draft.booker, flags))
      problems[`booker.${field}`] = preCheckInFieldMessages[field];
    return problems;
  }
  const index = position.itemIndex;
  const item = reservation.ReservationItems[index];
  const entry = draft.items[index];
  if (!item || !entry) return {};
  if (position.step === 'Room') {
    const problems: DraftProblems = {};
    if (item.ShowRoomConfigurationQuestion && !((entry.RoomConfigurationId ?? 0) > 0))
      problems[`items.${index}.RoomConfigurationId`] = bedSetUpMessage;
    // On a phone the room's guests are their own steps; on a wide screen they are on this one.
    if (narrow) return problems;
    return entry.Guests.reduce(
      (all, guest, guestIndex) => ({
        ...all,
        ...personProblemsAt(`items.${index}.Guests.${guestIndex}`, guest, flags),
      }),
      problems,
    );
  }
  if (position.step === 'Guest') {
    const guest = entry.Guests[position.guestIndex];
    return guest ? personProblemsAt(`items.${index}.Guests.${position.guestIndex}`, guest, flags) : {};
  }
  return {};
}
