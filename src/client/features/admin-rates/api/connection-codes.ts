import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectionCodes, ConnectionCodesRequest } from '../../../../contract/connection-codes';
import { apiGet, apiRequest } from '../../../api';

// GET and PUT /api/Admin/Connections/Codes: a connection's codes for the hotel's room types and
// rate plans. Without a connection, the answer lists the connections the hotel has.

export const connectionCodesQueryKey = ['admin', 'connection-codes'] as const;

export const connectionCodesQueryOptions = (propertyCode: string, connection: string | null) =>
  queryOptions({
    queryKey: [...connectionCodesQueryKey, propertyCode, connection],
    queryFn: ({ signal }) =>
      apiGet<ConnectionCodes>(
        'Admin/Connections/Codes',
        { PropertyCode: propertyCode, Connection: connection ?? undefined },
        signal,
      ),
  });

export function useConnectionCodes(propertyCode: string, connection: string | null) {
  return useQuery(connectionCodesQueryOptions(propertyCode, connection));
}

export function useSaveConnectionCodes(propertyCode: string, connection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectionCodesRequest) =>
      apiRequest<ConnectionCodes>('Admin/Connections/Codes', {
        method: 'PUT',
        query: { PropertyCode: propertyCode, Connection: connection },
        body,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(connectionCodesQueryOptions(propertyCode, connection).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...connectionCodesQueryKey, propertyCode, null] });
    },
  });
}
