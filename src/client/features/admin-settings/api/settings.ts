import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DefinitionImportResponse,
  PropertySettings,
  PropertySettingsResponse,
} from '../../../../contract/admin-settings';
import { adminQueryRoot, adminRequest } from '../../admin/admin-api';

// The Settings page's calls: GET/PUT /api/Admin/Settings, GET/POST /api/Admin/Definition. A
// change is in the audit log, so its query is asked again too.

export const settingsQueryOptions = (propertyCode: string) =>
  queryOptions({
    queryKey: [adminQueryRoot, 'settings', propertyCode],
    queryFn: () => adminRequest<PropertySettingsResponse>('Settings', { propertyCode }),
    staleTime: 0,
  });

export const useSettings = (propertyCode: string) => useQuery(settingsQueryOptions(propertyCode));

function useSettingsChange<Args, Result>(propertyCode: string, call: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsQueryOptions(propertyCode).queryKey });
      await queryClient.invalidateQueries({ queryKey: [adminQueryRoot, 'audit-log', propertyCode] });
    },
  });
}

export const useUpdateSettings = (propertyCode: string) =>
  useSettingsChange(propertyCode, (body: PropertySettings) =>
    adminRequest<PropertySettingsResponse>('Settings', { method: 'PUT', propertyCode, body }),
  );

export const exportDefinition = (propertyCode: string) =>
  adminRequest<Record<string, unknown>>('Definition', { propertyCode });

export const useImportDefinition = (propertyCode: string) =>
  useSettingsChange(propertyCode, (file: unknown) =>
    adminRequest<DefinitionImportResponse>('Definition', { method: 'POST', propertyCode, body: file }),
  );
