import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  StaffSecondFactorRequest,
  StaffSignInRequest,
  StaffSignInResponse,
} from '../../../../contract/admin-staff';
import { adminQueryRoot, adminRequest } from '../admin-api';

// POST /api/Admin/SignIn, /SignIn/SecondFactor and /SignOut. Each changes who is signed in,
// so every console query is asked again.

export const signIn = (body: StaffSignInRequest) =>
  adminRequest<StaffSignInResponse>('SignIn', { method: 'POST', body });
export const enterSecondFactor = (body: StaffSecondFactorRequest) =>
  adminRequest<StaffSignInResponse>('SignIn/SecondFactor', { method: 'POST', body });
export const signOut = () => adminRequest<void>('SignOut', { method: 'POST' });

function useResetConsoleAfter<Args, Result>(call: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [adminQueryRoot], type: 'inactive' });
      await queryClient.invalidateQueries({ queryKey: [adminQueryRoot] });
    },
  });
}

export const useSignIn = () => useResetConsoleAfter(signIn);
export const useSecondFactor = () => useResetConsoleAfter(enterSecondFactor);
export const useSignOut = () => useResetConsoleAfter(signOut);
