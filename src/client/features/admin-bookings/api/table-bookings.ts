import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTableBooking, AdminTableBookings } from '../../../../contract/admin-bookings';
import { adminQueryRoot, adminRequest } from '../../admin/admin-api';

// GET /api/Admin/Restaurant/Bookings?Date= and POST .../Bookings/:reference/Cancel.

export const tableBookingsQueryOptions = (propertyCode: string, date: string) =>
  queryOptions({
    queryKey: [adminQueryRoot, 'table-bookings', propertyCode, date],
    queryFn: () => adminRequest<AdminTableBookings>('Restaurant/Bookings', { propertyCode, query: { Date: date } }),
  });

export const useTableBookings = (propertyCode: string, date: string) =>
  useQuery(tableBookingsQueryOptions(propertyCode, date));

export function useCancelTableBooking(propertyCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      adminRequest<{ Booking: AdminTableBooking }>(`Restaurant/Bookings/${encodeURIComponent(reference)}/Cancel`, {
        method: 'POST',
        propertyCode,
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [adminQueryRoot, 'table-bookings', propertyCode] }),
  });
}
