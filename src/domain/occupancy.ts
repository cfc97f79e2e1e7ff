// Who is in a room and whether they fit it (docs/product.md, rules: occupancy and lead guest).

/** The guests of one room. */
export interface Guests {
  adults: number;
  children: number;
  infants: number;
}

/** Occupancy limits of a room type, or the effective limits of a rate plan on a room type. */
export interface OccupancyLimits {
  minimumOccupancy: number;
  maximumOccupancy: number;
  adultMaximumOccupancy: number;
  childMaximumOccupancy: number;
}

/** A rate plan's own limits; a null limit leaves the room type's limit in force. */
export interface RatePlanOccupancy {
  useOccupancyForRatePlan: boolean;
  minimumOccupancy: number | null;
  maximumOccupancy: number | null;
  adultMaximumOccupancy: number | null;
  childMaximumOccupancy: number | null;
}

/**
 * Everyone in the room, infants included: the rule counts infants against the child
 * maximum ("children plus infants"), so they take up room (a cot) and count towards the
 * total as well.
 */
export function guestCount(guests: Guests): number {
  return guests.adults + guests.children + guests.infants;
}

/**
 * The limits a rate plan is sold under on a room type: the room type's limits, tightened by
 * each limit the rate plan sets when UseOccupancyForRatePlan is on (the stricter of the two
 * wins: the higher minimum, the lower maxima). With the flag off the plan's limits are ignored.
 */
export function effectiveLimits(roomType: OccupancyLimits, ratePlan: RatePlanOccupancy): OccupancyLimits {
  if (!ratePlan.useOccupancyForRatePlan) {
    return {
      minimumOccupancy: roomType.minimumOccupancy,
      maximumOccupancy: roomType.maximumOccupancy,
      adultMaximumOccupancy: roomType.adultMaximumOccupancy,
      childMaximumOccupancy: roomType.childMaximumOccupancy,
    };
  }
  const stricterMax = (room: number, plan: number | null) => (plan === null ? room : Math.min(room, plan));
  return {
    minimumOccupancy:
      ratePlan.minimumOccupancy === null
        ? roomType.minimumOccupancy
        : Math.max(roomType.minimumOccupancy, ratePlan.minimumOccupancy),
    maximumOccupancy: stricterMax(roomType.maximumOccupancy, ratePlan.maximumOccupancy),
    adultMaximumOccupancy: stricterMax(roomType.adultMaximumOccupancy, ratePlan.adultMaximumOccupancy),
    childMaximumOccupancy: stricterMax(roomType.childMaximumOccupancy, ratePlan.childMaximumOccupancy),
  };
}

export type OccupancyMisfit = 'tooFewGuests' | 'tooManyGuests' | 'tooManyAdults' | 'tooManyChildren';

/** Why the guests do not fit the limits, or null when they do. */
export function occupancyMisfit(guests: Guests, limits: OccupancyLimits): OccupancyMisfit | null {
  const total = guestCount(guests);
  if (total < limits.minimumOccupancy) return 'tooFewGuests';
  if (total > limits.maximumOccupancy) return 'tooManyGuests';
  if (guests.adults > limits.adultMaximumOccupancy) return 'tooManyAdults';
  if (guests.children + guests.infants > limits.childMaximumOccupancy) return 'tooManyChildren';
  return null;
}

export function fitsOccupancy(guests: Guests, limits: OccupancyLimits): boolean {
  return occupancyMisfit(guests, limits) === null;
}

export interface LeadGuestName {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
}

export interface RoomConfigurationChoice {
  /** The property asks which bed set-up the guest wants (ShowRoomConfigurationQuestion). */
  roomConfigurationRequired: boolean;
  /** RoomConfigurationDropdownOptionId chosen; 0 or null when none. */
  roomConfigurationId: number | null | undefined;
}

/** Lead guest: first and last names filled (after trim) and, when asked, a room configuration chosen. */
export function isLeadGuestValid(leadGuest: LeadGuestName, configuration: RoomConfigurationChoice): boolean {
  const filled = (value: string | null | undefined) => (value ?? '').trim().length > 0;
  if (!filled(leadGuest.firstName) || !filled(leadGuest.lastName)) return false;
  return !configuration.roomConfigurationRequired || (configuration.roomConfigurationId ?? 0) > 0;
}
