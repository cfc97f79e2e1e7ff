import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AriChangeItem, AriChangeResponse } from '../../../../contract/admin-ari';
import { apiRequest } from '../../../api';
import { ariGridQueryKey } from './get-ari-grid';

// POST /api/Admin/Ari: a batch of changes, each answered on its own; the grid is read again.

export function changeAri(propertyCode: string, items: AriChangeItem[]): Promise<AriChangeResponse> {
  return apiRequest<AriChangeResponse>('Admin/Ari', {
    method: 'POST',
    query: { PropertyCode: propertyCode },
    body: { Items: items },
  });
}

export function useChangeAri(propertyCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: AriChangeItem[]) => changeAri(propertyCode, items),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ariGridQueryKey }),
  });
}
