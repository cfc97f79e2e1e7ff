import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api';

// POST /api/Account/Logout (204). Once the server has ended the session, everything personal
// the app kept on this device goes too (a shared or borrowed phone must not keep it). The
// clearing code (with the basket's store) loads then: the menu of every page imports this file.

export const loggedOutMessage = 'You have been successfully logged out.';

export async function logout(): Promise<void> {
  try {
    await apiRequest<void>('Account/Logout', { method: 'POST', body: {} });
  } catch (error) {
    // The session had already ended: the guest is logged out all the same.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      const { clearPersonalData } = await import('../personal-data');
      clearPersonalData(queryClient);
    },
  });
}
