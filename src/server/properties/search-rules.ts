import type { BookingConfigurationSettings } from '../../contract/property-definition';
import type { SearchRules } from '../../domain/search-request';
import type { PropertyRecord } from './repository';

/**
 * The rules a stay is checked against, from the property and its settings: the same for a
 * search, for each hotel of a group search and for a booking. `today` is the property's own date.
 */
export function searchRulesOf(
  property: Pick<
    PropertyRecord,
    'adultMaximumOccupancy' | 'childMaximumOccupancy' | 'enableChildrenSearch' | 'enableInfantSearch'
  >,
  settings: Pick<BookingConfigurationSettings, 'MaxNumberOfRoomsOnBooking'>,
  today: string,
): SearchRules {
  return {
    today,
    maxNumberOfRoomsOnBooking: settings.MaxNumberOfRoomsOnBooking,
    adultMaximumOccupancy: property.adultMaximumOccupancy,
    childMaximumOccupancy: property.childMaximumOccupancy,
    enableChildrenSearch: property.enableChildrenSearch,
    enableInfantSearch: property.enableInfantSearch,
  };
}
