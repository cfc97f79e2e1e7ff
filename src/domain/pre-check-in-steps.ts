// The pre-check-in step machine (docs/product.md, pre-check-in) as pure functions: where the guest is, and
// where each Continue takes them. The page only renders the position and calls these.
//
// Start -> Booker (when there is a booker) -> Room (each item) -> on a phone, Guest (each guest
// not yet reviewed or invalid) and back to Room -> Extras (items with selectable services) ->
// PaymentDetails -> Summary -> Complete (with the server's message). PaymentDetails comes
// just before the Summary, which reviews everything.

export const preCheckInSteps = [
  'Start',
  'Booker',
  'Room',
  'Guest',
  'Extras',
  'PaymentDetails',
  'Summary',
  'Complete',
] as const;
export type PreCheckInStep = (typeof preCheckInSteps)[number];

export interface PreCheckInPosition {
  step: PreCheckInStep;
  /** The active reservation item (Room, Guest, Extras). */
  itemIndex: number;
  /** The active guest of the active item (Guest). */
  guestIndex: number;
  /** Guests the guest has been through, as `${itemIndex}:${guestIndex}`. */
  reviewedGuests: string[];
  /** Items whose room has been reviewed. */
  reviewedItems: number[];
  /** The server's thank-you message, once saved. */
  completeMessage: string | null;
}

/** What the machine needs to know about the reservation and the guest's entries. */
export interface PreCheckInStepContext {
  hasBooker: boolean;
  /** A phone: each guest gets a step of their own; on a wide screen the Room step holds the guest forms. */
  narrow: boolean;
  items: {
    /** Validity of each guest of the item, in order. */
    guestsValid: boolean[];
    /** Whether the room itself is complete (a bed set-up chosen where the question is shown). */
    roomValid: boolean;
    hasSelectableServices: boolean;
  }[];
}

export const initialPreCheckInPosition: PreCheckInPosition = {
  step: 'Start',
  itemIndex: 0,
  guestIndex: 0,
  reviewedGuests: [],
  reviewedItems: [],
  completeMessage: null,
};

const guestKey = (itemIndex: number, guestIndex: number) => `${itemIndex}:${guestIndex}`;
const at = (
  position: PreCheckInPosition,
  step: PreCheckInStep,
  itemIndex = position.itemIndex,
  guestIndex = position.guestIndex,
): PreCheckInPosition => ({
  ...position,
  step,
  itemIndex,
  guestIndex,
});
const withGuestReviewed = (list: string[], key: string) => (list.includes(key) ? list : [...list, key]);
const withItemReviewed = (list: number[], index: number) => (list.includes(index) ? list : [...list, index]);

/** Start goes to Booker if the reservation has a booker, else to Room with the first item active. */
export function afterStart(position: PreCheckInPosition, context: PreCheckInStepContext): PreCheckInPosition {
  return context.hasBooker ? at(position, 'Booker', 0, 0) : at(position, 'Room', 0, 0);
}

/** Booker goes to Room with the first item and first guest. */
export function afterBooker(position: PreCheckInPosition): PreCheckInPosition {
  return at(position, 'Room', 0, 0);
}

/** The first guest of the item not yet reviewed, or invalid; null when all are done. */
function nextGuestToReview(
  position: PreCheckInPosition,
  context: PreCheckInStepContext,
  itemIndex: number,
): number | null {
  const guests = context.items[itemIndex]?.guestsValid ?? [];
  const index = guests.findIndex(
    (valid, guestIndex) => !valid || !position.reviewedGuests.includes(guestKey(itemIndex, guestIndex)),
  );
  return index === -1 ? null : index;
}

function isItemDone(position: PreCheckInPosition, context: PreCheckInStepContext, itemIndex: number): boolean {
  const item = context.items[itemIndex];
  if (!item) return true;
  return (
    item.roomValid &&
    position.reviewedItems.includes(itemIndex) &&
    nextGuestToReview(position, context, itemIndex) === null
  );
}

/** After the rooms: the first item with extras to choose, else the payment details. */
function afterRooms(position: PreCheckInPosition, context: PreCheckInStepContext): PreCheckInPosition {
  const firstWithExtras = context.items.findIndex((item) => item.hasSelectableServices);
  return firstWithExtras === -1 ? at(position, 'PaymentDetails', 0, 0) : at(position, 'Extras', firstWithExtras, 0);
}

/**
 * Room reviews each item until every guest and room has been reviewed, then goes on (to the
 * extras and the summary). On a phone an item's guests not yet reviewed or invalid are visited
 * first (the Guest step); on a wide screen the Room step shows their forms, so continuing
 * reviews them all at once. An incomplete room (no bed set-up) or invalid guest keeps the
 * guest where they are.
 */
export function afterRoom(position: PreCheckInPosition, context: PreCheckInStepContext): PreCheckInPosition {
  const itemIndex = position.itemIndex;
  const item = context.items[itemIndex];
  if (!item) return afterRooms(position, context);
  if (context.narrow) {
    const guestIndex = nextGuestToReview(position, context, itemIndex);
    if (guestIndex !== null) return at(position, 'Guest', itemIndex, guestIndex);
    if (!item.roomValid) return position;
  } else {
    if (!item.roomValid || item.guestsValid.some((valid) => !valid)) return position;
  }
  let reviewedGuests = position.reviewedGuests;
  item.guestsValid.forEach(
    (_, guestIndex) => (reviewedGuests = withGuestReviewed(reviewedGuests, guestKey(itemIndex, guestIndex))),
  );
  const reviewed: PreCheckInPosition = {
    ...position,
    reviewedGuests,
    reviewedItems: withItemReviewed(position.reviewedItems, itemIndex),
  };
  const nextItem = context.items.findIndex((_, index) => !isItemDone(reviewed, context, index));
  return nextItem === -1 ? afterRooms(reviewed, context) : at(reviewed, 'Room', nextItem, 0);
}

/** Guest steps through the item's guests not yet reviewed or invalid, then returns to Room. An invalid guest stays. */
export function afterGuest(position: PreCheckInPosition, context: PreCheckInStepContext): PreCheckInPosition {
  const { itemIndex, guestIndex } = position;
  const valid = context.items[itemIndex]?.guestsValid[guestIndex] ?? true;
  if (!valid) return position;
  const reviewed: PreCheckInPosition = {
    ...position,
    reviewedGuests: withGuestReviewed(position.reviewedGuests, guestKey(itemIndex, guestIndex)),
  };
  const next = nextGuestToReview(reviewed, context, itemIndex);
  return next === null ? at(reviewed, 'Room', itemIndex, 0) : at(reviewed, 'Guest', itemIndex, next);
}

/** Extras steps through the items with selectable services, then on to the payment details. */
export function afterExtras(position: PreCheckInPosition, context: PreCheckInStepContext): PreCheckInPosition {
  const next = context.items.findIndex((item, index) => index > position.itemIndex && item.hasSelectableServices);
  return next === -1 ? at(position, 'PaymentDetails', 0, 0) : at(position, 'Extras', next, 0);
}

export function afterPaymentDetails(position: PreCheckInPosition): PreCheckInPosition {
  return at(position, 'Summary', 0, 0);
}

/** Save success goes to Complete with the server message. */
export function afterSave(position: PreCheckInPosition, message: string): PreCheckInPosition {
  return { ...at(position, 'Complete', 0, 0), completeMessage: message };
}

/** One step back, for the guest's Back button; Start and Complete have none. */
export function previousPosition(
  position: PreCheckInPosition,
  context: PreCheckInStepContext,
): PreCheckInPosition | null {
  const lastItem = Math.max(context.items.length - 1, 0);
  const lastWithExtras = (before: number) => {
    for (let index = Math.min(before, context.items.length) - 1; index >= 0; index -= 1)
      if (context.items[index]?.hasSelectableServices) return index;
    return -1;
  };
  switch (position.step) {
    case 'Start':
    case 'Complete':
      return null;
    case 'Booker':
      return at(position, 'Start', 0, 0);
    case 'Room':
      if (position.itemIndex > 0) return at(position, 'Room', position.itemIndex - 1, 0);
      return context.hasBooker ? at(position, 'Booker', 0, 0) : at(position, 'Start', 0, 0);
    case 'Guest':
      return position.guestIndex > 0
        ? at(position, 'Guest', position.itemIndex, position.guestIndex - 1)
        : at(position, 'Room', position.itemIndex, 0);
    case 'Extras': {
      const previous = lastWithExtras(position.itemIndex);
      return previous === -1 ? at(position, 'Room', lastItem, 0) : at(position, 'Extras', previous, 0);
    }
    case 'PaymentDetails': {
      const previous = lastWithExtras(context.items.length);
      return previous === -1 ? at(position, 'Room', lastItem, 0) : at(position, 'Extras', previous, 0);
    }
    case 'Summary':
      return at(position, 'PaymentDetails', 0, 0);
  }
}

/** Jump to a part from the Summary ("Change"), keeping what has been reviewed. */
export function goToStep(
  position: PreCheckInPosition,
  step: 'Booker' | 'Room' | 'Extras' | 'PaymentDetails',
  itemIndex = 0,
): PreCheckInPosition {
  return at(position, step, itemIndex, 0);
}

/** A restored position is used only if it still fits the reservation (same items, same guests). */
export function isPositionValidFor(position: PreCheckInPosition, context: PreCheckInStepContext): boolean {
  if (!preCheckInSteps.includes(position.step)) return false;
  if (position.step === 'Booker' && !context.hasBooker) return false;
  if (position.step === 'Complete') return false;
  if (position.itemIndex < 0 || (context.items.length > 0 && position.itemIndex >= context.items.length)) return false;
  const guests = context.items[position.itemIndex]?.guestsValid.length ?? 0;
  return position.step !== 'Guest' || (position.guestIndex >= 0 && position.guestIndex < guests);
}

/** The stages a guest sees progress through, in order: each of the machine's steps belongs to one. */
export const preCheckInStageNames = {
  Booker: 'Booker',
  Room: 'Rooms and guests',
  Extras: 'Extras',
  PaymentDetails: 'Payment',
  Summary: 'Summary',
} as const;
export type PreCheckInStage = keyof typeof preCheckInStageNames;

export interface PreCheckInProgress {
  /** The stages this reservation goes through ("Step N of M"). */
  stages: PreCheckInStage[];
  /** 1-based number of the current stage. */
  current: number;
}

/**
 * "Step N of M" for the position: the Booker stage only when there is a booker, Extras only
 * when a room has extras to choose; a Guest step is part of its room. Null before the guest
 * starts and once checked in.
 */
export function preCheckInProgress(
  position: PreCheckInPosition,
  context: PreCheckInStepContext,
): PreCheckInProgress | null {
  if (position.step === 'Start' || position.step === 'Complete') return null;
  const stages: PreCheckInStage[] = [
    ...(context.hasBooker ? (['Booker'] as const) : []),
    'Room',
    ...(context.items.some((item) => item.hasSelectableServices) ? (['Extras'] as const) : []),
    'PaymentDetails',
    'Summary',
  ];
  const stage: PreCheckInStage = position.step === 'Guest' ? 'Room' : position.step;
  const index = stages.indexOf(stage);
  return { stages, current: index === -1 ? 1 : index + 1 };
}
