import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeStaffRoleRequest,
  InviteStaffRequest,
  StaffList,
  StaffMember,
} from '../../../../contract/admin-staff';
import { adminQueryRoot, adminRequest } from '../admin-api';

// The Staff page's calls: GET/POST /api/Admin/Staff, PUT .../Role, DELETE, POST .../TwoFactor/Reset.
// Every change is in the audit log, so its query is asked again too.

export const staffQueryOptions = (propertyCode: string) =>
  queryOptions({
    queryKey: [adminQueryRoot, 'staff', propertyCode],
    queryFn: () => adminRequest<StaffList>('Staff', { propertyCode }),
  });

export const useStaff = (propertyCode: string) => useQuery(staffQueryOptions(propertyCode));

function useStaffChange<Args, Result>(propertyCode: string, call: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: staffQueryOptions(propertyCode).queryKey });
      await queryClient.invalidateQueries({ queryKey: [adminQueryRoot, 'audit-log', propertyCode] });
    },
  });
}

export const useInviteStaff = (propertyCode: string) =>
  useStaffChange(propertyCode, (body: InviteStaffRequest) =>
    adminRequest<StaffMember>('Staff', { method: 'POST', propertyCode, body }),
  );

export const useChangeStaffRole = (propertyCode: string) =>
  useStaffChange(propertyCode, ({ staffId, ...body }: ChangeStaffRoleRequest & { staffId: number }) =>
    adminRequest<void>(`Staff/${staffId}/Role`, { method: 'PUT', propertyCode, body }),
  );

export const useRemoveStaff = (propertyCode: string) =>
  useStaffChange(propertyCode, (staffId: number) =>
    adminRequest<void>(`Staff/${staffId}`, { method: 'DELETE', propertyCode }),
  );

export const useResetTwoFactor = (propertyCode: string) =>
  useStaffChange(propertyCode, (staffId: number) =>
    adminRequest<void>(`Staff/${staffId}/TwoFactor/Reset`, { method: 'POST', propertyCode }),
  );
