import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TableBookingRequestInput, TableBookingResponse } from '../../../../contract/restaurant';
import { apiRequest } from '../../../api';
import { restaurantAvailabilityRoot } from './get-restaurant-availability';

// POST /api/RestaurantBooking/Create. Success false means the time has just gone; either way
// the restaurant's free times have changed, so every availability answer is asked again.

export function createTableBooking(request: TableBookingRequestInput): Promise<TableBookingResponse> {
  return apiRequest<TableBookingResponse>('RestaurantBooking/Create', { method: 'POST', body: request });
}

export function useCreateTableBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTableBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [restaurantAvailabilityRoot] }),
  });
}
