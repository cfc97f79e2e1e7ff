import type { RoomConfigurationOption, RoomTypeConfigurationQuery } from '../../contract/availability';
import { notFound } from '../errors';
import type { AriRepository } from './ari-repository';
import type { CachedPropertyLookup } from './cached-property-lookup';

// GET RoomTypeConfiguration/Get: the bed set-ups a guest may choose for a room
// (RoomConfigurationDropdownOptionId), those of every room type first.

export const roomTypeNotFoundMessage = 'Room type not found';

export interface RoomConfigurationDeps {
  properties: CachedPropertyLookup;
  ari: AriRepository;
}

export function createRoomConfigurationService(deps: RoomConfigurationDeps) {
  return {
    async roomConfigurationOptions(query: RoomTypeConfigurationQuery): Promise<RoomConfigurationOption[]> {
      const property = await deps.properties.requireProperty(query.propertyId);
      if (query.roomTypeId !== undefined) {
        const catalogue = await deps.ari.roomCatalogue(property);
        if (!catalogue.roomTypes.some((roomType) => roomType.id === query.roomTypeId))
          throw notFound(roomTypeNotFoundMessage);
      }
      return deps.ari.listRoomConfigurationOptions(property.id, query.roomTypeId);
    },
  };
}

export type RoomConfigurationService = ReturnType<typeof createRoomConfigurationService>;
