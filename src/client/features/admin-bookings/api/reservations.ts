import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReservationsPage, AdminReservationsQuery } from '../../../../contract/admin-bookings';
import { apiUrl } from '../../../api';
import { adminQueryRoot, adminRequest } from '../../admin/admin-api';

// GET /api/Admin/Reservations (one page) and the address of the same list as CSV.

export type BookingsFilter = Partial<Omit<AdminReservationsQuery, 'PropertyCode'>>;

export const reservationsQueryOptions = (propertyCode: string, filter: BookingsFilter) =>
  queryOptions({
    queryKey: [adminQueryRoot, 'reservations', propertyCode, filter],
    queryFn: () => adminRequest<AdminReservationsPage>('Reservations', { propertyCode, query: { ...filter } }),
    placeholderData: keepPreviousData,
  });

export const useReservations = (propertyCode: string, filter: BookingsFilter) =>
  useQuery(reservationsQueryOptions(propertyCode, filter));

/** Every booking matching the filter, as a CSV download (the session cookie goes with the link). */
export const reservationsCsvUrl = (propertyCode: string, filter: BookingsFilter) => {
  const { Page: _page, PageSize: _size, ...rest } = filter;
  return apiUrl('Admin/Reservations.csv', { PropertyCode: propertyCode, ...rest });
};
