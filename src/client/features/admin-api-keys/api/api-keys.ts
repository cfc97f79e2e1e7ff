import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyList, CreateApiKeyRequest, CreatedApiKey } from '../../../../contract/admin-api-keys';
import { segment } from '../../../api';
import { adminQueryRoot, adminRequest } from '../../admin/admin-api';

// The API keys page's calls: GET/POST /api/Admin/ApiKeys and POST .../:Id/Revoke. After each
// change the keys and the audit log are asked again.

const apiKeysKey = (propertyCode: string) => [adminQueryRoot, 'api-keys', propertyCode] as const;

export const apiKeysQueryOptions = (propertyCode: string) =>
  queryOptions({
    queryKey: apiKeysKey(propertyCode),
    queryFn: () => adminRequest<ApiKeyList>('ApiKeys', { propertyCode }),
  });

export const useApiKeys = (propertyCode: string) => useQuery(apiKeysQueryOptions(propertyCode));

function useKeyChange<Args, Result>(propertyCode: string, call: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeysKey(propertyCode) });
      await queryClient.invalidateQueries({ queryKey: [adminQueryRoot, 'audit-log', propertyCode] });
    },
  });
}

export const useCreateApiKey = (propertyCode: string) =>
  useKeyChange(propertyCode, (body: CreateApiKeyRequest) =>
    adminRequest<CreatedApiKey>('ApiKeys', { method: 'POST', propertyCode, body }),
  );

export const useRevokeApiKey = (propertyCode: string) =>
  useKeyChange(propertyCode, (id: number) =>
    adminRequest<ApiKey>(`ApiKeys/${segment(id)}/Revoke`, { method: 'POST', propertyCode }),
  );
