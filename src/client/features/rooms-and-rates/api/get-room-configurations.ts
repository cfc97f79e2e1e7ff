import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoomConfigurationOption } from '../../../../contract/availability';
import { apiGet } from '../../../api';

// GET /api/RoomTypeConfiguration/Get: the bed set-ups a guest may ask for in a room type.

export const roomConfigurationsQueryOptions = (propertyCode: string, roomTypeId: number) =>
  queryOptions({
    queryKey: ['roomConfigurations', propertyCode, roomTypeId],
    queryFn: ({ signal }) =>
      apiGet<RoomConfigurationOption[]>('RoomTypeConfiguration/Get', { propertyId: propertyCode, roomTypeId }, signal),
    staleTime: 10 * 60_000,
  });

export function useRoomConfigurations(propertyCode: string, roomTypeId: number, enabled: boolean) {
  return useQuery({ ...roomConfigurationsQueryOptions(propertyCode, roomTypeId), enabled });
}
