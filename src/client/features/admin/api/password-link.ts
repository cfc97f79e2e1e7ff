import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SetPasswordLink, StaffSetPasswordRequest } from '../../../../contract/admin-staff';
import { adminQueryRoot, adminRequest } from '../admin-api';

// GET /api/Admin/Password (whose password a link sets) and POST /api/Admin/Password.

export const passwordLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [adminQueryRoot, 'password-link', token],
    queryFn: () => adminRequest<SetPasswordLink>('Password', { query: { Token: token } }),
    retry: false,
    staleTime: Infinity,
  });

export const usePasswordLink = (token: string) => useQuery(passwordLinkQueryOptions(token));

export const useSetPassword = () =>
  useMutation({
    mutationFn: (body: StaffSetPasswordRequest) => adminRequest<SetPasswordLink>('Password', { method: 'POST', body }),
  });
